package dev.serguard.check.untrusted.model;

import java.io.Serializable;

/** A model of the untrusted-types tests, in a package of its own so that an allow-list of it leaves the probe out. */
public record Parcel(String label, int grams) implements Serializable {
}
