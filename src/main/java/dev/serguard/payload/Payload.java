package dev.serguard.payload;

import org.apiguardian.api.API;

import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * One value to serialize, with a name for reports: the model (usually the simple class name)
 * and a label (the size class, or a name such as {@code media.1}). Immutable.
 *
 * <pre>{@code
 * Payload<Order> large = Payload.of(Order.class, Size.LARGE, orders);
 * Payload<Order> standard = Payload.named("Order", "standard", Orders::standard);
 * }</pre>
 *
 * <p>A payload made by a factory or a supplier can make {@linkplain #freshCopy() fresh, equal
 * copies} of its value: serguard gives every codec its own copy, so that a codec that changes
 * what it writes is caught and cannot spoil what the next codec is measured on.
 */
@API(status = STABLE, since = "0.1")
public final class Payload<T> {

    /** The seed every built-in and user factory gets unless told otherwise. */
    public static final long DEFAULT_SEED = 20_130_609L;

    private final String model;
    private final String label;
    private final Optional<Size> size;
    private final T value;
    private final Optional<Supplier<? extends T>> copies;

    private Payload(String model, String label, Optional<Size> size, T value, Optional<Supplier<? extends T>> copies) {
        this.model = Objects.requireNonNull(model, "model");
        this.label = Objects.requireNonNull(label, "label");
        this.size = Objects.requireNonNull(size, "size");
        this.value = Objects.requireNonNull(value, "value");
        this.copies = copies;
    }

    /** A named payload outside the size classes, such as {@code media.1}; it has no fresh copies. */
    public static <T> Payload<T> named(String model, String label, T value) {
        return new Payload<>(model, label, Optional.empty(), value, Optional.empty());
    }

    /**
     * A named payload outside the size classes whose {@code values} supplier returns a new, equal
     * value on every call.
     */
    public static <T> Payload<T> named(String model, String label, Supplier<? extends T> values) {
        T value = values.get();
        if (value == null) {
            throw new IllegalStateException("the supplier of payload " + model + " · " + label + " returned null");
        }
        return new Payload<>(model, label, Optional.empty(), value, Optional.of(values));
    }

    /** The payload that {@code factory} makes for {@code size} from the default seed. */
    public static <T> Payload<T> of(Class<T> type, Size size, PayloadFactory<? extends T> factory) {
        return of(type.getSimpleName(), size, factory, DEFAULT_SEED);
    }

    /** The payload that {@code factory} makes for {@code size} from {@code seed}. */
    public static <T> Payload<T> of(String model, Size size, PayloadFactory<? extends T> factory, long seed) {
        Supplier<T> values = () -> {
            T value = factory.create(size, new Random(seed ^ size.ordinal()));
            if (value == null) {
                throw new IllegalStateException("payload factory for " + model + " returned null for " + size);
            }
            return value;
        };
        return new Payload<>(model, size.name(), Optional.of(size), values.get(), Optional.of(values));
    }

    /**
     * This payload under another label, the same value and copies: one of several samples of a
     * size class, {@code SMALL#2}, is told apart from the others by its label alone.
     */
    public Payload<T> withLabel(String label) {
        return new Payload<>(model, label, size, value, copies);
    }

    /** The model name, e.g. {@code "MediaContent"}. */
    public String model() {
        return model;
    }

    /** The variant, e.g. {@code "LARGE"} or {@code "media.1"}. */
    public String label() {
        return label;
    }

    /** The size class it was made for, if any. */
    public Optional<Size> size() {
        return size;
    }

    /** The value; never {@code null}. */
    public T value() {
        return value;
    }

    /**
     * A new value equal to {@link #value()}, made again by the payload's factory or supplier;
     * empty for a payload made from a value alone. What the factory throws propagates.
     */
    public Optional<T> freshCopy() {
        return copies.map(supplier -> {
            T copy = supplier.get();
            if (copy == null) {
                throw new IllegalStateException("the supplier of payload " + this + " returned null");
            }
            return copy;
        });
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Payload<?> that && model.equals(that.model) && label.equals(that.label) && size.equals(that.size)
                && value.equals(that.value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(model, label, size, value);
    }

    /**
     * {@code kryo · LARGE (MediaContent)}: how results, reports, messages and test names name
     * {@code codec} run on this payload. The one place that title is built.
     */
    public String title(String codec) {
        return title(codec, "");
    }

    /**
     * The {@linkplain #title(String) title} with {@code detail} after the model:
     * {@code kryo · LARGE (MediaContent, 98.2 KB)} for {@code ", 98.2 KB"}.
     */
    public String title(String codec, String detail) {
        return codec + " · " + label + " (" + model + detail + ")";
    }

    /** {@code MediaContent · LARGE}. */
    @Override
    public String toString() {
        return model + " · " + label;
    }
}
