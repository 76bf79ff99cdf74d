package dev.serguard.check;

import java.net.URL;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;

/**
 * A hash that agrees with the comparator: values the comparator finds equal get the same hash,
 * whatever their own {@code hashCode} says (identity for a plain class). Used to match set
 * elements and map keys in about linear time. It looks at a bounded number of values, in an order
 * that equal values share: sets and maps count by size only, since their order may differ.
 */
final class DeepHash {

    private static final int VALUES_LOOKED_AT = 48;

    private final ComparisonOptions options;
    private int budget = VALUES_LOOKED_AT;

    private DeepHash(ComparisonOptions options) {
        this.options = options;
    }

    static int of(Object value, ComparisonOptions options) {
        return new DeepHash(options).hash(value);
    }

    private int hash(Object value) {
        if (value == null || --budget < 0) {
            return 0;
        }
        TypeShape shape = TypeShape.of(value.getClass());
        try {
            return switch (shape.kind) {
                case VALUE -> value.hashCode();
                case TEXT, BY_TO_STRING -> value.toString().hashCode();
                case URL -> ((URL) value).toExternalForm().hashCode();
                case PATTERN -> ((Pattern) value).pattern().hashCode();
                case ATOMIC_VALUE -> JdkContent.atomicValue(value).hashCode();
                case STATELESS, OPAQUE -> 0;
                case OPTIONAL -> 31 + hash(((Optional<?>) value).orElse(null));
                case ATOMIC_REFERENCE -> 37 + hash(((AtomicReference<?>) value).get());
                case PRIMITIVE_ARRAY, ARRAY, ATOMIC_ARRAY -> {
                    int length = JdkContent.length(value);
                    int h = length;
                    for (int i = 0; i < length && budget > 0; i++) {
                        h = 31 * h + hash(JdkContent.element(value, i));
                    }
                    yield h;
                }
                case SEQUENCE -> {
                    Collection<?> collection = (Collection<?>) value;
                    int h = collection.size();
                    for (var iterator = collection.iterator(); iterator.hasNext() && budget > 0; ) {
                        h = 31 * h + hash(iterator.next());
                    }
                    yield h;
                }
                case SET, BAG -> ((Collection<?>) value).size();
                case MAP -> ((Map<?, ?>) value).size();
                case ENTRY -> 31 * hash(((Map.Entry<?, ?>) value).getKey()) + hash(((Map.Entry<?, ?>) value).getValue());
                case THROWABLE -> String.valueOf(((Throwable) value).getMessage()).hashCode();
                case RECORD -> fields(shape.fields, value);
                // Equal to the comparator means equal by its own equals, and so the same hashCode.
                case OBJECT -> shape.honoursEquals && options.ownEquals() ? value.hashCode()
                        : fields(options.transientFields() ? shape.allFields : shape.fields, value);
            };
        } catch (RuntimeException | StackOverflowError e) {
            return 0;       // matching falls back to trying every candidate
        }
    }

    private int fields(ComparedField[] fields, Object value) {
        int h = 1;
        for (int i = 0; i < fields.length && budget > 0; i++) {
            Object field = fields[i].read(value, null);
            h = 31 * h + (fields[i].isPrimitive() ? field.hashCode() : hash(field));
        }
        return h;
    }
}
