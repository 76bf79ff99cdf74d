package dev.serguard.check.golden;

import dev.serguard.internal.Json;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The text of a field-tree file ({@code <payload>.tree.json}), shared by the codecs of a payload,
 * and its reading. A field tree of a model with many null fields is mostly their names, so an
 * object with null fields lists its field names once, as a shape, and holds only the others;
 * a container that fits on a line of {@value #WIDTH} characters is written on one, any other
 * one member a line, indented by one space a level.
 *
 * <pre>{@code
 * {
 *  "format": 2,
 *  "model": "Order",
 *  "shapes": {"5d1e0c7a": ["customer", "id", "note"]},
 *  "tree": {"~shape": "5d1e0c7a", "customer": {"name": "Ada"}, "id": 7}
 * }
 * }</pre>
 * Here {@code note} is null. The text is the same for the same tree, on every run and JDK.
 */
final class TreeFile {

    /** The layout's version, written into the file. */
    static final long FORMAT = 2;
    static final String SHAPE = "~shape";
    private static final int WIDTH = 120;

    private final Map<String, List<String>> shapes = new TreeMap<>();
    private final Map<List<String>, String> ids = new LinkedHashMap<>();

    private TreeFile() {
    }

    /** The file's text for the tree of {@code model}. */
    static String write(String model, Object tree) {
        TreeFile file = new TreeFile();
        file.collect(tree);
        file.name();
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("format", FORMAT);
        document.put("model", model);
        document.put("shapes", file.shapes);
        document.put("tree", file.elide(tree));
        // One member a line at the top, however small the tree: every file looks alike.
        StringBuilder out = new StringBuilder("{");
        Iterator<Map.Entry<String, Object>> members = document.entrySet().iterator();
        while (members.hasNext()) {
            Map.Entry<String, Object> member = members.next();
            out.append('\n');
            line(out, Json.quote(member.getKey()) + ": ", member.getValue(), 1);
            out.append(members.hasNext() ? "," : "");
        }
        return out.append("\n}\n").toString();
    }

    // Every object's fields with a null among them: a shape.
    private void collect(Object tree) {
        if (tree instanceof Map<?, ?> map) {
            if (map.containsValue(null)) {
                ids.putIfAbsent(map.keySet().stream().map(String::valueOf).toList(), "");
            }
            map.values().forEach(this::collect);
        } else if (tree instanceof List<?> list) {
            list.forEach(this::collect);
        }
    }

    // A shape is named by the hash of its field names: the same name in every recording, whatever else changed.
    // Names that collide in this tree are all made longer.
    private void name() {
        for (int digits = 8; shapes.size() < ids.size(); digits += 4) {
            shapes.clear();
            for (Map.Entry<List<String>, String> shape : ids.entrySet()) {
                String id = GoldenRecord.sha256(String.join("\n", shape.getKey()).getBytes(StandardCharsets.UTF_8)).substring(0, digits);
                shape.setValue(id);
                shapes.put(id, shape.getKey());
            }
        }
    }

    private Object elide(Object tree) {
        if (tree instanceof Map<?, ?> map) {
            Map<String, Object> kept = new LinkedHashMap<>();
            if (map.containsValue(null)) {
                kept.put(SHAPE, ids.get(map.keySet().stream().map(String::valueOf).toList()));
            }
            map.forEach((name, value) -> {
                if (value != null) {
                    kept.put(String.valueOf(name), elide(value));
                }
            });
            return kept;
        }
        if (tree instanceof List<?> list) {
            return list.stream().map(this::elide).toList();
        }
        return tree;
    }

    private static void line(StringBuilder out, String prefix, Object value, int depth) {
        int start = out.length();
        out.append(" ".repeat(depth)).append(prefix);
        boolean container = value instanceof Map<?, ?> map && !map.isEmpty() || value instanceof List<?> list && !list.isEmpty();
        if (compact(out, value, start + WIDTH) || !container) {
            return;
        }
        out.setLength(start);
        out.append(" ".repeat(depth)).append(prefix);
        boolean object = value instanceof Map<?, ?>;
        out.append(object ? '{' : '[');
        Iterator<?> members = object ? ((Map<?, ?>) value).entrySet().iterator() : ((List<?>) value).iterator();
        while (members.hasNext()) {
            Object member = members.next();
            out.append('\n');
            if (member instanceof Map.Entry<?, ?> entry && object) {
                line(out, Json.quote(String.valueOf(entry.getKey())) + ": ", entry.getValue(), depth + 1);
            } else {
                line(out, "", member, depth + 1);
            }
            out.append(members.hasNext() ? "," : "");
        }
        out.append('\n').append(" ".repeat(depth)).append(object ? '}' : ']');
    }

    // The value on one line, {"a": 1, "b": [2, 3]}; false once past `limit`, where a container stops writing.
    private static boolean compact(StringBuilder out, Object value, int limit) {
        if (value instanceof Map<?, ?> map) {
            out.append('{');
            Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
            while (entries.hasNext() && out.length() <= limit) {
                Map.Entry<?, ?> entry = entries.next();
                out.append(Json.quote(String.valueOf(entry.getKey()))).append(": ");
                if (!compact(out, entry.getValue(), limit)) {
                    return false;
                }
                out.append(entries.hasNext() ? ", " : "");
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size() && out.length() <= limit; i++) {
                if (!compact(out, list.get(i), limit)) {
                    return false;
                }
                out.append(i < list.size() - 1 ? ", " : "");
            }
            out.append(']');
        } else {
            out.append(value instanceof String text ? Json.quote(text) : String.valueOf(value));
        }
        return out.length() <= limit;
    }

    /**
     * The tree of a file's text, its null fields put back.
     *
     * @throws IllegalArgumentException naming what is wrong, for a text that is not such a file
     */
    static Object read(String text) {
        if (!(Json.parse(text) instanceof Map<?, ?> document)) {
            throw new IllegalArgumentException("it is not a JSON object");
        }
        if (!Long.valueOf(FORMAT).equals(document.get("format"))) {
            throw new IllegalArgumentException("its \"format\" is " + document.get("format") + ", this serguard reads " + FORMAT);
        }
        if (!(document.get("shapes") instanceof Map<?, ?> shapes) || !document.containsKey("tree")) {
            throw new IllegalArgumentException("it has no \"shapes\" object or no \"tree\"");
        }
        return restore(document.get("tree"), shapes);
    }

    private static Object restore(Object tree, Map<?, ?> shapes) {
        if (tree instanceof Map<?, ?> map) {
            Map<String, Object> fields = new LinkedHashMap<>();
            if (!map.containsKey(SHAPE)) {
                map.forEach((name, value) -> fields.put(String.valueOf(name), restore(value, shapes)));
                return fields;
            }
            if (!(shapes.get(map.get(SHAPE)) instanceof List<?> names)) {
                throw new IllegalArgumentException("an object has the shape " + map.get(SHAPE) + ", which \"shapes\" does not list");
            }
            for (Object name : names) {
                fields.put(String.valueOf(name), restore(map.get(name), shapes));
            }
            for (Object name : map.keySet()) {
                if (!name.equals(SHAPE) && !fields.containsKey(String.valueOf(name))) {
                    throw new IllegalArgumentException("an object of the shape " + map.get(SHAPE) + " has \"" + name + "\", which the shape does not list");
                }
            }
            return fields;
        }
        if (tree instanceof List<?> list) {
            List<Object> items = new ArrayList<>();
            list.forEach(item -> items.add(restore(item, shapes)));
            return items;
        }
        return tree;
    }
}
