package dev.serguard.measure;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * The work one timed loop repeats, such as serializing one payload; its result is consumed.
 *
 * <pre>{@code
 * Operation serialize = () -> codec.serialize(order);
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
@FunctionalInterface
public interface Operation {

    /** Runs once and returns what it made, so that the loop can consume it. */
    Object run() throws Exception;
}
