package dev.serguard.detection;

import dev.serguard.internal.Json;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One JSON value on one line, for the benchmark's raw results: maps, lists, strings, numbers,
 * booleans. Read back with serguard's own reader.
 *
 * <pre>{@code
 * String line = JsonLine.write(Map.of("factor", 1.25, "outcome", "detected"));
 * }</pre>
 */
final class JsonLine {

    private JsonLine() {
    }

    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        append(out, value);
        return out.toString();
    }

    private static void append(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
            while (entries.hasNext()) {
                Map.Entry<?, ?> entry = entries.next();
                string(out, String.valueOf(entry.getKey()));
                out.append(':');
                append(out, entry.getValue());
                out.append(entries.hasNext() ? "," : "");
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                append(out, list.get(i));
                out.append(i < list.size() - 1 ? "," : "");
            }
            out.append(']');
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            // JSON has no NaN or infinity: a figure that could not be had is null.
            out.append(Double.isFinite(d) ? String.format(Locale.ROOT, "%.3f", d) : "null");
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else {
            string(out, value.toString());
        }
    }

    private static void string(StringBuilder out, String s) {
        out.append(Json.quote(s));
    }
}
