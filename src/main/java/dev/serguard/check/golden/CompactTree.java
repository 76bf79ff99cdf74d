package dev.serguard.check.golden;

import dev.serguard.internal.Json;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A field tree as golden files keep it: a string longer than {@value #MAX_CHARS} characters as
 * its first {@value #START_CHARS}, its length and a hash; a list of more than
 * {@value #MAX_ELEMENTS} elements as its first {@value #HEAD_ELEMENTS}, its size and a hash per
 * field of the others ({@link RestDigest}). What the bytes read back as today is compared with
 * them reduced the same way, so that a change anywhere is still seen. Everything else is kept as
 * {@link dev.serguard.check.FieldTree} made it.
 *
 * <pre>{@code
 * Object kept = CompactTree.reduce(FieldTree.of(order));
 * // {"note": {"~text": 2000, "start": "Lorem ipsum…", "sha256": "1a2b3c4d5e6f"},
 * //  "lines": {"~list": 500, "first": [...10 lines...], "rest": {"[]": "…", "[].price": "…"}}}
 * }</pre>
 *
 * <p>The markers are objects with a key starting with {@code ~}, which no field name does.
 */
final class CompactTree {

    /** A longer string is abbreviated. */
    static final int MAX_CHARS = 120;
    /** What an abbreviated string keeps of its start. */
    static final int START_CHARS = 40;
    /** A longer list is summarised. */
    static final int MAX_ELEMENTS = 20;
    /** What a summarised list keeps of its start. */
    static final int HEAD_ELEMENTS = 10;

    static final String TEXT = "~text";
    static final String LIST = "~list";

    private CompactTree() {
    }

    /** {@code tree} with long strings abbreviated and long lists summarised; the same for the same tree, on every run and JDK. */
    static Object reduce(Object tree) {
        if (tree instanceof String text && text.length() > MAX_CHARS) {
            return abbreviated(text);
        }
        if (tree instanceof List<?> list) {
            List<Object> first = new ArrayList<>();
            for (Object element : list.size() > MAX_ELEMENTS ? list.subList(0, HEAD_ELEMENTS) : list) {
                first.add(reduce(element));
            }
            if (list.size() <= MAX_ELEMENTS) {
                return first;
            }
            Map<String, Object> summary = new LinkedHashMap<>();
            summary.put(LIST, (long) list.size());
            summary.put("first", first);
            summary.put("rest", RestDigest.of(list, HEAD_ELEMENTS));
            return summary;
        }
        if (tree instanceof Map<?, ?> map) {
            Map<String, Object> fields = new LinkedHashMap<>();
            map.forEach((name, value) -> {
                if (String.valueOf(name).startsWith("~")) {
                    throw new IllegalArgumentException("the field name " + name + " starts with ~, which golden files keep for their own markers");
                }
                fields.put(String.valueOf(name), reduce(value));
            });
            return fields;
        }
        return tree;
    }

    private static Map<String, Object> abbreviated(String text) {
        int end = Character.isHighSurrogate(text.charAt(START_CHARS - 1)) ? START_CHARS - 1 : START_CHARS;
        Map<String, Object> marker = new LinkedHashMap<>();
        marker.put(TEXT, (long) text.length());
        marker.put("start", text.substring(0, end));
        marker.put("sha256", hash(text));
        return marker;
    }

    /** The first 12 hex digits of the SHA-256 of {@code text}'s UTF-8: 48 bits, a change goes unseen once in 10^14. */
    static String hash(String text) {
        return GoldenRecord.sha256(text.getBytes(StandardCharsets.UTF_8)).substring(0, 12);
    }

    /** An abbreviated string's marker. */
    static boolean isText(Object value) {
        return value instanceof Map<?, ?> map && map.get(TEXT) instanceof Long && map.get("sha256") instanceof String;
    }

    /** A summarised list's marker. */
    static boolean isList(Object value) {
        return value instanceof Map<?, ?> map && map.get(LIST) instanceof Long && map.get("first") instanceof List<?>
                && map.get("rest") instanceof Map<?, ?>;
    }

    /** Whether {@code read} is the string that {@code marker} abbreviates: its length and hash, whatever the length of the start kept. */
    static boolean sameText(Map<?, ?> marker, Object read) {
        return read instanceof String text && marker.get(TEXT).equals((long) text.length()) && marker.get("sha256").equals(hash(text));
    }

    /** A marker as a message shows it: {@code "Lorem ipsum dolor sit am…" (2000 chars, sha-256 1a2b3c4d5e6f)}, {@code [500 elements]}. */
    static String show(Map<?, ?> marker) {
        if (isList(marker)) {
            return "[" + marker.get(LIST) + " elements]";
        }
        return shown(String.valueOf(marker.get("start")), (Long) marker.get(TEXT), String.valueOf(marker.get("sha256")));
    }

    /** A string read where an abbreviated one was recorded, shown as that one is. */
    static String show(String text) {
        return shown(text, text.length(), hash(text));
    }

    private static String shown(String start, long chars, String hash) {
        int end = start.length() <= 24 ? start.length() : Character.isHighSurrogate(start.charAt(23)) ? 23 : 24;
        String quoted = Json.quote(start.substring(0, end));
        return (end < chars ? quoted.substring(0, quoted.length() - 1) + "…\"" : quoted) + " (" + chars + " chars, sha-256 " + hash + ")";
    }
}
