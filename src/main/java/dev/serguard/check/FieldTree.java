package dev.serguard.check;

import dev.serguard.check.TypeShape.Kind;
import dev.serguard.internal.Json;
import org.apiguardian.api.API;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A value's field tree in serguard's own JSON, independent of any codec: what golden bytes are
 * checked against. It reads a value by the same rules as {@link DeepEquality} (the same
 * {@code TypeShape} per class, the same fields), so that "equal by the round trip" and "equal
 * to the recorded snapshot" mean one thing. Not API.
 *
 * <pre>{@code
 * Object tree = FieldTree.of(order);   // {"customer": {"name": "Ada"}, "lines": [...], "total": "12.50"}
 * String json = Json.write(tree);      // the same text for the same value, on every run and JDK
 * }</pre>
 *
 * <p>The rules: the user's classes and records become objects keyed by field name, sorted (the
 * JDK does not promise the order of declared fields); lists and arrays become arrays; sets and
 * priority queues arrays sorted by their elements' JSON; maps arrays of {@code {"key", "value"}}
 * sorted by key; enums their name; numbers JSON numbers ({@code float} as its shortest decimal,
 * {@code NaN} and infinities as strings); {@code BigDecimal}, {@code BigInteger} and every other
 * JDK value class ({@code Instant}, {@code UUID}, …) their {@code toString}, which keeps a
 * decimal's scale. A class name is never written: a renamed class keeps its tree. An object met
 * again further down its own path (a cycle) is written as {@code "<cycle: path>"}; a shared
 * object is written at each place, as JSON codecs read it back.
 */
@API(status = INTERNAL, since = "0.1")
public final class FieldTree {

    /** Below the JSON reader's own depth limit, so that every tree written reads back. */
    public static final int MAX_DEPTH = 400;
    private static final int MAX_NODES = 2_000_000;

    private final IdentityHashMap<Object, String> onPath = new IdentityHashMap<>();
    private int nodes;

    private FieldTree() {
    }

    /**
     * The field tree of {@code value}: {@code null}, a {@code Boolean}, a {@code Long}, a
     * {@code BigDecimal}, a {@code String}, a {@code List} or a {@code Map} of those, exactly as
     * {@link Json#parse} reads the text {@link Json#write} makes of it.
     *
     * @throws IllegalArgumentException for a value nested deeper than {@link #MAX_DEPTH} levels or
     *                                  of more than two million nodes, or a field that cannot be read
     */
    public static Object of(Object value) {
        Object tree = new FieldTree().node(value, "value", 0);
        // Through the text: a tree made now and one read from a file compare with equals.
        return Json.parse(Json.write(tree));
    }

    private Object node(Object value, String path, int depth) {
        if (value == null) {
            return null;
        }
        if (depth > MAX_DEPTH) {
            String shown = path.length() > 60 ? path.substring(0, 60) + "…" : path;
            throw new IllegalArgumentException(shown + " is nested deeper than " + MAX_DEPTH + " levels, more than a golden snapshot keeps");
        }
        if (++nodes > MAX_NODES) {
            throw new IllegalArgumentException("the value has more than " + MAX_NODES + " nodes, more than a golden snapshot keeps");
        }
        TypeShape shape = TypeShape.of(value.getClass());
        if (shape.kind == Kind.VALUE) {
            return scalar(value);
        }
        String cycle = onPath.get(value);
        if (cycle != null) {
            return "<cycle: " + cycle + ">";
        }
        onPath.put(value, path);
        try {
            return node(shape.kind, shape, value, path, depth);
        } finally {
            onPath.remove(value);
        }
    }

    private Object node(Kind kind, TypeShape shape, Object value, String path, int depth) {
        return switch (kind) {
            case VALUE -> scalar(value);
            case TEXT, BY_TO_STRING -> value.toString();
            case URL -> ((URL) value).toExternalForm();
            case PATTERN -> ((Pattern) value).pattern() + " (flags " + ((Pattern) value).flags() + ")";
            case ATOMIC_VALUE -> scalar(JdkContent.atomicValue(value));
            case STATELESS -> new TreeMap<String, Object>();
            case OPAQUE -> "<" + value.getClass().getName() + ">";
            case OPTIONAL -> node(((Optional<?>) value).orElse(null), path + ".get()", depth + 1);
            case PRIMITIVE_ARRAY, ARRAY, ATOMIC_ARRAY -> {
                List<Object> items = new ArrayList<>();
                for (int i = 0; i < JdkContent.length(value); i++) {
                    items.add(node(JdkContent.element(value, i), path + "[" + i + "]", depth + 1));
                }
                yield items;
            }
            case SEQUENCE -> {
                List<Object> items = new ArrayList<>();
                int i = 0;
                for (Object item : (Collection<?>) value) {
                    items.add(node(item, path + "[" + i++ + "]", depth + 1));
                }
                yield items;
            }
            case SET, BAG -> {
                List<Object> items = new ArrayList<>();
                for (Object item : (Collection<?>) value) {
                    items.add(node(item, path + "{}", depth + 1));
                }
                yield sorted(items);
            }
            case MAP -> {
                List<Object> entries = new ArrayList<>();
                for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                    entries.add(entry(node(entry.getKey(), path + ".keySet(){}", depth + 1),
                            node(entry.getValue(), path + "[" + entry.getKey() + "]", depth + 1)));
                }
                yield sorted(entries);
            }
            case ENTRY -> entry(node(((Map.Entry<?, ?>) value).getKey(), path + ".getKey()", depth + 1),
                    node(((Map.Entry<?, ?>) value).getValue(), path + ".getValue()", depth + 1));
            case ATOMIC_REFERENCE -> node(((java.util.concurrent.atomic.AtomicReference<?>) value).get(), path + ".get()", depth + 1);
            case THROWABLE -> {
                Map<String, Object> fields = new TreeMap<>();
                fields.put("message", ((Throwable) value).getMessage());
                yield fields;
            }
            case RECORD, OBJECT -> object(shape, value, path, depth);
        };
    }

    private Map<String, Object> object(TypeShape shape, Object value, String path, int depth) {
        Map<String, Object> fields = new TreeMap<>();
        for (ComparedField field : shape.fields) {
            // A field hidden by a subclass's field of the same name keeps its owner in its key.
            String key = fields.containsKey(field.name) ? field.owner() + "." + field.name : field.name;
            fields.put(key, node(field.read(value, null), path + field.step, depth + 1));
        }
        if (shape.jdkPart != null && shape.jdkPart != Kind.VALUE) {
            fields.put("(content)", node(shape.jdkPart, shape, value, path, depth + 1));
        }
        return fields;
    }

    private static Object scalar(Object value) {
        if (value instanceof Boolean || value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return value instanceof Boolean ? value : ((Number) value).longValue();
        }
        if (value instanceof Double number) {
            return Double.isFinite(number) ? new BigDecimal(number.toString()) : number.toString();
        }
        if (value instanceof Float number) {
            return Float.isFinite(number) ? new BigDecimal(number.toString()) : number.toString();
        }
        if (value instanceof Enum<?> constant) {
            return constant.name();
        }
        if (value instanceof Class<?> type) {
            return type.getName();
        }
        if (value instanceof BigInteger || value instanceof BigDecimal) {
            return value.toString();
        }
        return String.valueOf(value);
    }

    private static Map<String, Object> entry(Object key, Object value) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("key", key);
        entry.put("value", value);
        return entry;
    }

    // Sets and maps in a stable order: by their elements' own JSON, never by hash or insertion.
    private static List<Object> sorted(List<Object> items) {
        List<String> texts = new ArrayList<>();
        items.forEach(item -> texts.add(Json.write(item)));
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing(texts::get));
        List<Object> sorted = new ArrayList<>();
        order.forEach(i -> sorted.add(items.get(i)));
        return sorted;
    }
}
