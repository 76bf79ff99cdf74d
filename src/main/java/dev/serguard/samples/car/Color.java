package dev.serguard.samples.car;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** The paint of a {@link Car}; the 2013 shootout's values. */
@API(status = EXPERIMENTAL, since = "0.1")
public enum Color {
    WHITE, BLACK, GREEN, RED, BLUE, SILVER
}
