package dev.serguard.check.untrusted.model;

/** A model with a field of type {@code Object}: where a team's own JSON carries a class name. */
public record Crate(String label, Object content) {
}
