package dev.serguard.samples.car;

/** The paint of a {@link Car}; the 2013 shootout's values. */
public enum Color {
    WHITE, BLACK, GREEN, RED, BLUE, SILVER
}
