package dev.serguard.internal;

import org.apiguardian.api.API;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * serguard's one JSON reader and writer, plus the length of a string as compact JSON. Not API:
 * internal to serguard and free to change.
 *
 * <p>It exists so that code which must work without any JSON library on the class path (the
 * built-in payloads, baseline files, the reports) can still read and write JSON. Every string
 * serguard writes as JSON goes through {@link #quote}; whole documents through {@link #write}. Objects become
 * {@link LinkedHashMap}s in document order, arrays {@link ArrayList}s, integers that fit a
 * {@code long} {@link Long}s, other numbers {@link BigDecimal}s, and {@code true}/{@code false}/
 * {@code null} {@link Boolean}s and {@code null}.
 *
 * <pre>{@code
 * Map<?, ?> car = (Map<?, ?>) Json.parse("{\"name\": \"Subaru\", \"seats\": 5}");
 * long seats = (Long) car.get("seats");
 * String text = Json.write(Map.of("name", "Subaru", "seats", 5));   // indented, ends with a newline
 * String name = Json.quote("Subaru \"Outback\"");                 // "Subaru \"Outback\""
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
public final class Json {

    /** Deep enough for any real document, shallow enough never to overflow the stack. */
    private static final int MAX_DEPTH = 512;

    private final String text;
    private int pos;
    private int depth;

    private Json(String text) {
        this.text = text;
    }

    /**
     * Parses one JSON value that spans the whole of {@code text} (surrounding whitespace aside).
     *
     * @throws IllegalArgumentException if {@code text} is not JSON; the message gives the offset
     */
    public static Object parse(String text) {
        Json reader = new Json(text);
        Object value = reader.value();
        reader.skipWhitespace();
        if (reader.pos < text.length()) {
            throw reader.error("expected end of input but found '" + text.charAt(reader.pos) + "'");
        }
        return value;
    }

    /**
     * The number of UTF-8 bytes that {@code s} takes as a compact JSON string literal, quotes
     * included, escaped the way Jackson 2 escapes by default: no escaping of '/' or of non-ASCII
     * characters in the BMP, but characters outside it as a pair of {@code &#92;uXXXX} escapes.
     * Payload factories use it to aim at a size class without a JSON library.
     */
    public static int stringLength(CharSequence s) {
        if (s == null) {
            return 4; // null
        }
        int bytes = 2;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\' || c == '\b' || c == '\f' || c == '\n' || c == '\r' || c == '\t') {
                bytes += 2;
            } else if (c < 0x20) {
                bytes += 6; // \\u00XX
            } else if (c < 0x80) {
                bytes += 1;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                // Jackson 2 writes a character outside the BMP as two 6-byte escapes of its surrogates,
                // not as 4 bytes of UTF-8 (unless COMBINE_UNICODE_SURROGATES_IN_UTF8 is enabled)
                bytes += 12;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }

    /**
     * {@code value} as an indented JSON document, members on their own lines four spaces deep,
     * {@code "name" : value}, and a final newline. Writes maps (keys by {@code String.valueOf},
     * in their order), lists, {@code double[]} (on one line), strings, numbers, booleans and
     * {@code null}; a double that is not finite is written as the string {@code "NaN"}.
     *
     * @throws IllegalArgumentException for any other type
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value, 0);
        return out.append('\n').toString();
    }

    /**
     * {@code text} as a JSON string literal, quotes included: quote and backslash escaped, line
     * feed, carriage return and tab as backslash n, r, t, other control characters as
     * {@code &#92;u00XX} (hex in lower case), everything else as it is (the caller writes UTF-8).
     */
    public static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2);
        quote(out, text);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value, int depth) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            quote(out, text);
        } else if (value instanceof Double number) {
            out.append(number(number));
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
            while (entries.hasNext()) {
                Map.Entry<?, ?> entry = entries.next();
                newline(out, depth + 1);
                quote(out, String.valueOf(entry.getKey()));
                out.append(" : ");
                write(out, entry.getValue(), depth + 1);
                out.append(entries.hasNext() ? "," : "");
            }
            newline(out, depth);
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                newline(out, depth + 1);
                write(out, list.get(i), depth + 1);
                out.append(i < list.size() - 1 ? "," : "");
            }
            newline(out, depth);
            out.append(']');
        } else if (value instanceof double[] numbers) {
            out.append('[');
            for (int i = 0; i < numbers.length; i++) {
                out.append(i == 0 ? "" : ", ").append(number(numbers[i]));
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON");
        }
    }

    // Double.toString is the shortest text that reads back as the same double, and valid JSON.
    private static String number(double number) {
        return Double.isFinite(number) ? Double.toString(number) : "\"NaN\"";
    }

    private static void newline(StringBuilder out, int depth) {
        out.append('\n').append("    ".repeat(depth));
    }

    private static void quote(StringBuilder out, String text) {
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

    /** The number of bytes {@code n} takes as a JSON number. */
    public static int numberLength(long n) {
        return Long.toString(n).length();
    }

    /** The bytes of {@code "name":value} when the value takes {@code valueLength} bytes. */
    public static int memberLength(String name, int valueLength) {
        return stringLength(name) + 1 + valueLength;
    }

    /**
     * The bytes of a compact JSON object or array of {@code count} members or elements that take
     * {@code contentLength} bytes together: the brackets and the commas between them.
     */
    public static int containerLength(int count, int contentLength) {
        return 2 + contentLength + Math.max(0, count - 1);
    }

    private Object value() {
        skipWhitespace();
        if (pos >= text.length()) {
            throw error("unexpected end of input, expected a value");
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + c + "', expected a value");
        }
    }

    private Map<String, Object> object() {
        enter();
        pos++; // '{'
        Map<String, Object> map = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            pos++;
            depth--;
            return map;
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("expected a string as object key");
            }
            int keyAt = pos;
            String key = string();
            skipWhitespace();
            expect(':', "after object key");
            if (map.containsKey(key)) {
                pos = keyAt;
                throw error("duplicate object key \"" + key + "\"");
            }
            map.put(key, value());
            skipWhitespace();
            char c = peek();
            pos++;
            if (c == '}') {
                depth--;
                return map;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or '}' in object");
            }
        }
    }

    private List<Object> array() {
        enter();
        pos++; // '['
        List<Object> list = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            pos++;
            depth--;
            return list;
        }
        while (true) {
            list.add(value());
            skipWhitespace();
            char c = peek();
            pos++;
            if (c == ']') {
                depth--;
                return list;
            }
            if (c != ',') {
                pos--;
                throw error("expected ',' or ']' in array");
            }
        }
    }

    private String string() {
        int start = pos;
        pos++; // opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                pos = start;
                throw error("unterminated string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                pos--;
                throw error("control character in string, it must be escaped");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw error("unterminated escape");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"': sb.append('"'); break;
                case '\\': sb.append('\\'); break;
                case '/': sb.append('/'); break;
                case 'b': sb.append('\b'); break;
                case 'f': sb.append('\f'); break;
                case 'n': sb.append('\n'); break;
                case 'r': sb.append('\r'); break;
                case 't': sb.append('\t'); break;
                case 'u': sb.append(hex4()); break;
                default:
                    pos -= 2;
                    throw error("invalid escape '\\" + e + "'");
            }
        }
    }

    private char hex4() {
        if (pos + 4 > text.length()) {
            throw error("expected 4 hex digits after \\u");
        }
        int value = 0;
        for (int i = 0; i < 4; i++) {
            int digit = Character.digit(text.charAt(pos), 16);
            if (digit < 0) {
                throw error("expected 4 hex digits after \\u");
            }
            value = value * 16 + digit;
            pos++;
        }
        return (char) value;
    }

    private Object number() {
        int start = pos;
        if (at('-')) {
            pos++;
        }
        if (at('0')) {
            pos++;
        } else if (!digits()) {
            throw error("expected a digit");
        }
        boolean integral = true;
        if (at('.')) {
            pos++;
            integral = false;
            if (!digits()) {
                throw error("expected a digit after '.'");
            }
        }
        if (at('e') || at('E')) {
            pos++;
            integral = false;
            if (at('+') || at('-')) {
                pos++;
            }
            if (!digits()) {
                throw error("expected a digit in exponent");
            }
        }
        String literal = text.substring(start, pos);
        if (integral) {
            try {
                return Long.parseLong(literal);
            } catch (NumberFormatException tooLong) {
                // beyond a long: still exact as a BigDecimal
            }
        }
        return new BigDecimal(literal);
    }

    private boolean digits() {
        int start = pos;
        while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            pos++;
        }
        return pos > start;
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected token, expected '" + word + "'");
        }
        pos += word.length();
        return value;
    }

    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw error("nested deeper than " + MAX_DEPTH + " levels");
        }
    }

    private void expect(char c, String where) {
        if (peek() != c) {
            throw error("expected '" + c + "' " + where);
        }
        pos++;
    }

    /** The character at the cursor; running off the end is always an error here. */
    private char peek() {
        if (pos >= text.length()) {
            throw error("unexpected end of input");
        }
        return text.charAt(pos);
    }

    private boolean at(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private IllegalArgumentException error(String problem) {
        return new IllegalArgumentException("malformed JSON at offset " + pos + ": " + problem);
    }
}
