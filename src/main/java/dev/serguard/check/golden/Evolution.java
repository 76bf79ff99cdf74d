package dev.serguard.check.golden;

import dev.serguard.check.golden.FieldOutcome.Kind;
import dev.serguard.internal.Json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares a recorded field tree with the tree of what its bytes read back as today, field by
 * field: every field of the recorded tree is kept, dropped (no longer in the model) or misread; a
 * field the model has and the recording does not is defaulted. The rows of list elements are
 * folded into one per field, the worst outcome kept with the first path it was seen at. An
 * abbreviated string is compared with today's by length and hash, a summarised list's first
 * elements as any, its others by their hashes ({@link CompactTree}, {@link RestDigest}).
 */
final class Evolution {

    private final Map<String, FieldOutcome> rows = new LinkedHashMap<>();

    private Evolution() {
    }

    /** The outcome per field; {@code root} names the model ({@code Order}). */
    static List<FieldOutcome> compare(String root, Object recorded, Object read) {
        Evolution evolution = new Evolution();
        evolution.walk(root, recorded, read);
        return List.copyOf(evolution.rows.values());
    }

    /** Whether every field of the recorded tree is kept: fields added since do not count. */
    static boolean allRecordedKept(List<FieldOutcome> outcomes) {
        return outcomes.stream().allMatch(o -> o.kind() == Kind.KEPT || o.kind() == Kind.DEFAULTED);
    }

    private void walk(String path, Object recorded, Object read) {
        if (CompactTree.isText(recorded)) {
            Map<?, ?> marker = (Map<?, ?>) recorded;
            if (CompactTree.sameText(marker, read)) {
                add(path, Kind.KEPT, "");
            } else {
                add(path, Kind.MISREAD, "recorded " + CompactTree.show(marker) + ", read "
                        + (read instanceof String text ? CompactTree.show(text) : show(read)));
            }
        } else if (CompactTree.isList(recorded) && read instanceof List<?> after) {
            summarised(path, (Map<?, ?>) recorded, after);
        } else if (CompactTree.isList(recorded)) {
            add(path, Kind.MISREAD, "recorded " + CompactTree.show((Map<?, ?>) recorded) + ", read " + show(read));
        } else if (recorded instanceof Map<?, ?> before && read instanceof Map<?, ?> after) {
            if (before.isEmpty() && after.isEmpty()) {
                add(path, Kind.KEPT, "");
            }
            before.forEach((name, value) -> {
                if (after.containsKey(name)) {
                    walk(path + "." + name, value, after.get(name));
                } else {
                    add(path + "." + name, Kind.DROPPED, "recorded " + show(value) + ", no such field in the model");
                }
            });
            after.forEach((name, value) -> {
                if (!before.containsKey(name)) {
                    add(path + "." + name, Kind.DEFAULTED, (isDefault(value) ? "" : "not in the recorded bytes, yet ") + "reads " + show(value));
                }
            });
        } else if (recorded instanceof List<?> before && read instanceof List<?> after) {
            if (before.size() != after.size()) {
                add(path + ".size()", Kind.MISREAD, "recorded " + before.size() + ", read " + after.size());
            } else if (before.isEmpty()) {
                add(path, Kind.KEPT, "");
            }
            for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
                walk(path + "[" + i + "]", before.get(i), after.get(i));
            }
        } else if (recorded == null ? read == null : recorded.equals(read)) {
            add(path, Kind.KEPT, "");
        } else {
            add(path, Kind.MISREAD, "recorded " + show(recorded) + ", read " + show(read));
        }
    }

    // As a list: the size, the first elements one by one, the others by their hashes.
    private void summarised(String path, Map<?, ?> summary, List<?> after) {
        long size = (Long) summary.get(CompactTree.LIST);
        List<?> first = (List<?>) summary.get("first");
        if (size != after.size()) {
            add(path + ".size()", Kind.MISREAD, "recorded " + size + ", read " + after.size());
        }
        for (int i = 0; i < Math.min(first.size(), after.size()); i++) {
            walk(path + "[" + i + "]", first.get(i), after.get(i));
        }
        RestDigest.compare((Map<?, ?>) summary.get("rest"), size, after, first.size(), path, this::add);
    }

    private void add(String path, Kind kind, String detail) {
        String field = path.replaceAll("\\[\\d+]", "[]");
        FieldOutcome before = rows.get(field);
        if (before == null || kind.compareTo(before.kind()) > 0) {
            // A folded row says where it was first seen, so that the user can look at that element.
            String at = field.equals(path) || kind == Kind.KEPT ? detail : "at " + path + ": " + detail;
            rows.put(field, new FieldOutcome(field, kind, at));
        }
    }

    static boolean isDefault(Object value) {
        return value == null || Boolean.FALSE.equals(value) || Long.valueOf(0).equals(value)
                || value instanceof BigDecimal decimal && decimal.signum() == 0 || "".equals(value)
                || value instanceof Collection<?> collection && collection.isEmpty() || value instanceof Map<?, ?> map && map.isEmpty();
    }

    static String show(Object value) {
        String text = value instanceof Map<?, ?> || value instanceof List<?> ? Json.write(value).replaceAll("\\s*\\n\\s*", " ").strip()
                : value instanceof String s ? Json.quote(s) : String.valueOf(value);
        return text.length() > 60 ? text.substring(0, 57) + "…" : text;
    }
}
