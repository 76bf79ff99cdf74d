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

    // The four jvm-serializers records hold no escape, so none is read: a backslash is an error.
    private String string() {
        int start = pos;
        pos++; // opening quote
        int end = pos;
        while (end < text.length() && text.charAt(end) != '"' && text.charAt(end) != '\n') {
            if (text.charAt(end) == '\\') {
                pos = end;
                throw error("escapes are not read: the jvm-serializers records use none");
            }
            end++;
        }
        if (end >= text.length() || text.charAt(end) == '\n') {
            pos = start;
            throw error("unterminated string");
        }
        pos = end + 1;
        return text.substring(start + 1, end);
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
