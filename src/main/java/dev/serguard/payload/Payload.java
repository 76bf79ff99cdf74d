package dev.serguard.payload;

import java.util.Objects;
import java.util.Optional;
import java.util.Random;

/**
 * One value to serialize, with a name for reports: the model (usually the simple class name)
 * and a label (the size class, or a name such as {@code media.1}).
 *
 * <pre>{@code
 * Payload<Order> large = Payload.of(Order.class, Size.LARGE, orders);
 * }</pre>
 *
 * @param model the model name, e.g. {@code "MediaContent"}
 * @param label the variant, e.g. {@code "LARGE"} or {@code "media.1"}
 * @param size  the size class it was made for, if any
 * @param value the value; never {@code null}
 */
public record Payload<T>(String model, String label, Optional<Size> size, T value) {

    /** The seed every built-in and user factory gets unless told otherwise. */
    public static final long DEFAULT_SEED = 20_130_609L;

    public Payload {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(value, "value");
    }

    /** A named payload outside the size classes, such as {@code media.1}. */
    public static <T> Payload<T> named(String model, String label, T value) {
        return new Payload<>(model, label, Optional.empty(), value);
    }

    /** The payload that {@code factory} makes for {@code size} from the default seed. */
    public static <T> Payload<T> of(Class<T> type, Size size, PayloadFactory<? extends T> factory) {
        return of(type.getSimpleName(), size, factory, DEFAULT_SEED);
    }

    /** The payload that {@code factory} makes for {@code size} from {@code seed}. */
    public static <T> Payload<T> of(String model, Size size, PayloadFactory<? extends T> factory, long seed) {
        T value = factory.create(size, new Random(seed ^ size.ordinal()));
        if (value == null) {
            throw new IllegalStateException("payload factory for " + model + " returned null for " + size);
        }
        return new Payload<>(model, size.name(), Optional.of(size), value);
    }

    /** {@code MediaContent · LARGE}. */
    @Override
    public String toString() {
        return model + " · " + label;
    }
}
