package dev.serguard.measure;

/** The work one timed loop repeats, such as serializing one payload; its result is consumed. */
@FunctionalInterface
public interface Operation {

    /** Runs once and returns what it made, so that the loop can consume it. */
    Object run() throws Exception;
}
