package dev.serguard.report;

import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Writes maps, lists, strings, numbers and booleans as indented JSON; enough for reports. */
final class JsonWriter {

    private final StringBuilder out = new StringBuilder();

    static String write(Object value) {
        JsonWriter writer = new JsonWriter();
        writer.value(value, 0);
        return writer.out.append('\n').toString();
    }

    private void value(Object value, int depth) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            string(text);
        } else if (value instanceof Double number) {
            out.append(format(number));
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Map<?, ?> map) {
            object(map, depth);
        } else if (value instanceof List<?> list) {
            array(list, depth);
        } else if (value instanceof double[] numbers) {
            out.append('[');
            for (int i = 0; i < numbers.length; i++) {
                out.append(i == 0 ? "" : ", ").append(format(numbers[i]));
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON");
        }
    }

    // Double.toString is the shortest text that reads back as the same double, and valid JSON.
    private static String format(double number) {
        return Double.isFinite(number) ? Double.toString(number) : "\"NaN\"";
    }

    private void object(Map<?, ?> map, int depth) {
        out.append('{');
        Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<?, ?> entry = entries.next();
            newline(depth + 1);
            string(String.valueOf(entry.getKey()));
            out.append(" : ");
            value(entry.getValue(), depth + 1);
            if (entries.hasNext()) {
                out.append(',');
            }
        }
        newline(depth);
        out.append('}');
    }

    private void array(List<?> list, int depth) {
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            newline(depth + 1);
            value(list.get(i), depth + 1);
            if (i < list.size() - 1) {
                out.append(',');
            }
        }
        newline(depth);
        out.append(']');
    }

    private void newline(int depth) {
        out.append('\n').append("    ".repeat(depth));
    }

    private void string(String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
