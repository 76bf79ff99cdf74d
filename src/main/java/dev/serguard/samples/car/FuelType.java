package dev.serguard.samples.car;

/** What an {@link Engine} burns; the 2013 shootout's values. */
public enum FuelType {
    GAS, DIESEL, ELECTRIC
}
