package dev.serguard.check.golden;

import dev.serguard.check.golden.FieldOutcome.Kind;
import dev.serguard.internal.Json;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The elements of a summarised list past its first ones, as one hash per field: per path with
 * indices left out ({@code []}, {@code [].price}, {@code [].customer.name}), the SHA-256 of every
 * value found there, each with its own path. Comparing the recorded hashes with today's elements
 * tells each field as {@link Evolution} does for the elements it sees: a hash that differs is a
 * field misread, a path gone is a field dropped, a new path a field defaulted; an object, a list
 * (with its size) and a value alike count as the value of their path.
 *
 * <pre>{@code
 * Map<String, Object> rest = RestDigest.of(lines, 10);   // {"[]": "…", "[].price": "…", "[].sku": "…"}
 * RestDigest.compare(rest, 500, linesReadToday, 10, "Order.lines", rows::add);
 * }</pre>
 */
final class RestDigest {

    /** Where the rows of a comparison go. */
    interface Rows {
        void add(String path, Kind kind, String detail);
    }

    private final Map<String, MessageDigest> digests = new TreeMap<>();
    private final Map<String, String> firstPath = new HashMap<>();
    private final Map<String, Object> firstValue = new HashMap<>();

    private RestDigest() {
    }

    /** The hashes of {@code list}'s elements from {@code from} on, by path, sorted. */
    static Map<String, Object> of(List<?> list, int from) {
        return new TreeMap<>(walk(list, from).hashes());
    }

    private Map<String, String> hashes() {
        Map<String, String> hashes = new TreeMap<>();
        digests.forEach((field, sha) -> hashes.put(field, HexFormat.of().formatHex(sha.digest()).substring(0, 12)));
        return hashes;
    }

    private static RestDigest walk(List<?> list, int from) {
        RestDigest digest = new RestDigest();
        for (int i = from; i < list.size(); i++) {
            digest.walk("[" + i + "]", "[]", list.get(i));
        }
        return digest;
    }

    private void walk(String path, String field, Object value) {
        String text = value == null ? "null" : value instanceof Map<?, ?> ? "{}" : value instanceof List<?> list ? "[" + list.size() + "]"
                : value instanceof String string ? Json.quote(string) : String.valueOf(value);
        digests.computeIfAbsent(field, key -> sha256()).update((path + "=" + text + "\n").getBytes(StandardCharsets.UTF_8));
        if (firstPath.putIfAbsent(field, path) == null) {
            firstValue.put(field, value);
        }
        if (value instanceof Map<?, ?> map) {
            map.forEach((name, item) -> walk(path + "." + name, field + "." + name, item));
        } else if (value instanceof List<?> items) {
            for (int i = 0; i < items.size(); i++) {
                walk(path + "[" + i + "]", field + "[]", items.get(i));
            }
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /**
     * The rows of the fields of {@code today}'s elements from {@code from} on against the
     * {@code recorded} hashes: misread, dropped and defaulted ones; a field kept has no row here
     * (the first elements give it one). A path of the elements themselves ({@code []}) gone or new
     * is the list's size, which the caller reports.
     *
     * @param size the recorded list's size
     * @param path the list's path ({@code Order.lines})
     */
    static void compare(Map<?, ?> recorded, long size, List<?> today, int from, String path, Rows rows) {
        String list = path.replaceAll("\\[\\d+]", "[]");
        Map<String, String> before = new TreeMap<>();
        recorded.forEach((field, hash) -> before.put(String.valueOf(field), String.valueOf(hash)));
        RestDigest read = walk(today, from);
        Map<String, String> after = read.hashes();
        String summarised = path + "[" + from + ".." + (size - 1) + "] (summarised, a hash per field)";
        Set<String> told = new HashSet<>();
        before.forEach((field, hash) -> {
            if (after.containsKey(field)) {
                if (!after.get(field).equals(hash)) {
                    rows.add(list + field, Kind.MISREAD, "in " + summarised + ": recorded " + hash + ", read " + after.get(field));
                }
                return;
            }
            String gone = top(field, before.keySet(), after.keySet());
            String up = parent(gone, before.keySet());
            // A field under one that was misread (an object read as null) is that misread; the elements themselves, the size.
            if (!gone.equals("[]") && (up.isEmpty() || before.get(up).equals(after.get(up))) && told.add(gone)) {
                rows.add(list + gone, Kind.DROPPED, "recorded in " + summarised + ", no such field in the model");
            }
        });
        after.forEach((field, hash) -> {
            if (before.containsKey(field)) {
                return;
            }
            String added = top(field, after.keySet(), before.keySet());
            String up = parent(added, after.keySet());
            if (!added.equals("[]") && (up.isEmpty() || after.get(up).equals(before.get(up))) && told.add(added)) {
                Object value = read.firstValue.get(added);
                // The path of the first element that has it, as Evolution names a folded row's.
                rows.add(path + read.firstPath.get(added), Kind.DEFAULTED,
                        (Evolution.isDefault(value) ? "" : "not in the recorded bytes, yet ") + "reads " + Evolution.show(value));
            }
        });
    }

    // The topmost path above `path`, among `own`, that `other` lacks too: where a field was added or removed.
    private static String top(String path, Set<String> own, Set<String> other) {
        String top = path;
        for (String up = parent(top, own); !up.isEmpty() && !other.contains(up); up = parent(up, own)) {
            top = up;
        }
        return top;
    }

    // The longest of `paths` that `path` goes on from with a field or an element; "" for none. A field
    // hidden by a subclass's (Owner.name) has a dot of its own, and no path ends there.
    private static String parent(String path, Set<String> paths) {
        for (int i = path.length() - 1; i > 0; i--) {
            char c = path.charAt(i);
            if ((c == '.' || c == '[') && paths.contains(path.substring(0, i))) {
                return path.substring(0, i);
            }
        }
        return "";
    }
}
