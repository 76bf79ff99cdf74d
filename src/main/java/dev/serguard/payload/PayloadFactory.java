package dev.serguard.payload;

import org.apiguardian.api.API;

import java.util.Random;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Makes a payload of a size class. Must be deterministic: the same size and a {@link Random}
 * with the same seed give an equal value, so that runs and baselines compare like with like.
 *
 * <pre>{@code
 * PayloadFactory<Order> orders = (size, random) -> Order.random(random, linesFor(size));
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
@FunctionalInterface
public interface PayloadFactory<T> {

    /** A new payload of about {@code size}; never {@code null}. */
    T create(Size size, Random random);
}
