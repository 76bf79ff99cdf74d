package dev.serguard.samples.car;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** What an {@link Engine} burns; the 2013 shootout's values. */
@API(status = EXPERIMENTAL, since = "0.1")
public enum FuelType {
    GAS, DIESEL, ELECTRIC
}
