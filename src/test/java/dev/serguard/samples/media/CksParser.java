package dev.serguard.samples.media;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test code, kept to check the bundled JSON against its originals: reads the text syntax of
 * jvm-serializers' {@code .cks} files into a generic tree, which
 * {@link MediaCks} then binds to the model.
 *
 * <p>The tree: a record {@code { Field = value ... }} is a {@link LinkedHashMap} keyed by the
 * field name as written; a list {@code [a, b]} is a {@link List} (commas optional, the files
 * separate records by line breaks only; ';' is accepted likewise); {@code "text"} is a {@link String}; a number is a
 * {@link Long}; a bare word such as {@code Java} is a {@link Symbol}; {@code Set: value} is an
 * {@link Option} holding the value and {@code None} an {@link Option} holding {@code null}.
 * {@code //} starts a comment to the end of the line.
 */
final class CksParser {

    /** A bare word: an enum constant, matched case-insensitively by the binder. */
    record Symbol(String name) {
    }

    /** An optional value: {@code Set: value}, or {@code None} with a {@code null} value. */
    record Option(Object value) {
    }

    private final String source;
    private final String text;
    private int pos;

    private CksParser(String source, String text) {
        this.source = source;
        this.text = text;
    }

    /** Parses the single value that {@code text} holds; {@code source} names it in errors. */
    static Object parse(String source, String text) {
        CksParser parser = new CksParser(source, text);
        Object value = parser.value();
        parser.skipBlanks();
        if (parser.pos < text.length()) {
            throw parser.error("expected end of input");
        }
        return value;
    }

    private Object value() {
        skipBlanks();
        if (pos >= text.length()) {
            throw error("unexpected end of input, expected a value");
        }
        char c = text.charAt(pos);
        if (c == '{') {
            return record();
        }
        if (c == '[') {
            return list();
        }
        if (c == '"') {
            return string();
        }
        if (c == '-' || Character.isDigit(c)) {
            return number();
        }
        if (Character.isLetter(c) || c == '_') {
            int start = pos;
            String word = word();
            if (word.equals("None")) {
                return new Option(null);
            }
            if (word.equals("Set")) {
                skipBlanks();
                if (!at(':')) {
                    pos = start;
                    throw error("expected ':' after Set");
                }
                pos++;
                return new Option(value());
            }
            return new Symbol(word);
        }
        throw error("unexpected character '" + c + "', expected a value");
    }

    private Map<String, Object> record() {
        pos++; // '{'
        Map<String, Object> fields = new LinkedHashMap<>();
        while (true) {
            skipSeparators();
            if (at('}')) {
                pos++;
                return fields;
            }
            if (pos >= text.length()) {
                throw error("unterminated record, expected '}'");
            }
            int nameAt = pos;
            String name = word();
            if (name.isEmpty()) {
                throw error("expected a field name or '}'");
            }
            skipBlanks();
            if (!at('=')) {
                throw error("expected '=' after field name " + name);
            }
            pos++;
            if (fields.containsKey(name)) {
                pos = nameAt;
                throw error("duplicate field " + name);
            }
            fields.put(name, value());
        }
    }

    private List<Object> list() {
        pos++; // '['
        List<Object> items = new ArrayList<>();
        while (true) {
            skipSeparators();
            if (at(']')) {
                pos++;
                return items;
            }
            if (pos >= text.length()) {
                throw error("unterminated list, expected ']'");
            }
            items.add(value());
        }
    }

    private String string() {
        int start = pos;
        pos++; // opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length() || text.charAt(pos) == '\n') {
                pos = start;
                throw error("unterminated string");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = pos < text.length() ? text.charAt(pos++) : 0;
            switch (e) {
                case '"', '\\', '\'' -> sb.append(e);
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case '0' -> sb.append('\0');
                case 'u' -> sb.append(hex4());
                default -> {
                    pos -= 2;
                    throw error("invalid escape in string");
                }
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

    private Long number() {
        int start = pos;
        if (at('-')) {
            pos++;
        }
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        try {
            return Long.parseLong(text.substring(start, pos));
        } catch (NumberFormatException e) {
            pos = start;
            throw error("not a whole number in range of a long");
        }
    }

    private String word() {
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        return text.substring(start, pos);
    }

    private boolean at(char c) {
        return pos < text.length() && text.charAt(pos) == c;
    }

    /** Skips blanks, comments and any number of ',' or ';', which are optional everywhere. */
    private void skipSeparators() {
        skipBlanks();
        while (at(',') || at(';')) {
            pos++;
            skipBlanks();
        }
    }

    private void skipBlanks() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '/' && pos + 1 < text.length() && text.charAt(pos + 1) == '/') {
                while (pos < text.length() && text.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (Character.isWhitespace(c)) {
                pos++;
            } else {
                return;
            }
        }
    }

    private IllegalArgumentException error(String problem) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < pos && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new IllegalArgumentException(source + ":" + line + ":" + column + ": " + problem);
    }
}
