package dev.serguard.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One ignored path, parsed: the steps of a path as a difference prints it, from the payload's
 * root without its class name ({@code components.schemas[*].jsonSchema}), or a field name alone
 * ({@code jsonSchema}), which matches that field at any depth.
 *
 * <p>A step is {@code .field} (the dot may be left out before the first), a call the diff prints
 * ({@code .get()}, {@code .getValue()}), {@code [2]} (an index), {@code ["Order"]} (a map key, as
 * the diff describes it), {@code [*]} (any index or key), or {@code {*}} (any set element).
 */
final class PathPattern {

    private static final byte NAME = 0;
    private static final byte INDEX_OR_KEY = 1;
    private static final byte ANY_INDEX_OR_KEY = 2;
    private static final byte ANY_ELEMENT = 3;

    final String text;
    /** A field name alone: matches that field on any class, at any depth. */
    final boolean anyDepth;
    private final byte[] kinds;
    /** {@code .name}, {@code .get()}, or what is between the brackets. */
    private final String[] texts;
    /** For a bracket holding a whole number: that index; else -1. */
    private final int[] indexes;

    private PathPattern(String text, boolean anyDepth, byte[] kinds, String[] texts, int[] indexes) {
        this.text = text;
        this.anyDepth = anyDepth;
        this.kinds = kinds;
        this.texts = texts;
        this.indexes = indexes;
    }

    /** What is wrong with {@code path}, said to follow "which": {@code has a [ that is never closed}; empty when it is well formed. */
    static Optional<String> problem(String path) {
        return parse(path).problem;
    }

    /** The pattern of a well-formed {@code path}. */
    static PathPattern of(String path) {
        Parsed parsed = parse(path);
        if (parsed.problem.isPresent()) {
            throw new IllegalArgumentException("ignored path \"" + path + "\" " + parsed.problem.get()
                    + ": write it as a difference prints it, without the root's class name, as in \"components.schemas[*].jsonSchema\"");
        }
        return parsed.pattern;
    }

    int length() {
        return kinds.length;
    }

    /** Whether its step {@code at} matches a step of a path ({@link PathStep}'s kinds and parts). */
    boolean matches(int at, byte kind, String name, int index, Object key) {
        return switch (kinds[at]) {
            case NAME -> kind == PathStep.NAME && texts[at].equals(name);
            case ANY_INDEX_OR_KEY -> kind == PathStep.INDEX || kind == PathStep.KEY;
            case ANY_ELEMENT -> kind == PathStep.ELEMENT;
            default -> kind == PathStep.INDEX ? index == indexes[at] : kind == PathStep.KEY && texts[at].equals(Describe.value(key));
        };
    }

    private record Parsed(PathPattern pattern, Optional<String> problem) {
        static Parsed wrong(String problem) {
            return new Parsed(null, Optional.of(problem));
        }
    }

    private static Parsed parse(String path) {
        if (path.isBlank()) {
            return Parsed.wrong("is empty");
        }
        List<Byte> kinds = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        int i = 0;
        while (i < path.length()) {
            char c = path.charAt(i);
            if (c == '.' || i == 0 && Character.isJavaIdentifierStart(c)) {
                int start = c == '.' ? i + 1 : i;
                int end = start;
                while (end < path.length() && Character.isJavaIdentifierPart(path.charAt(end))) {
                    end++;
                }
                if (end == start || !Character.isJavaIdentifierStart(path.charAt(start))) {
                    return Parsed.wrong("has a . with no field name after it");
                }
                if (path.startsWith("()", end)) {
                    end += 2;
                }
                kinds.add(NAME);
                texts.add("." + path.substring(start, end));
                i = end;
            } else if (c == '[' || c == '{') {
                char close = c == '[' ? ']' : '}';
                // A key the diff quotes may hold a bracket itself: it ends at the quote before the bracket.
                int end = path.startsWith("\"", i + 1) ? path.indexOf("\"" + close, i + 2) + 1 : path.indexOf(close, i + 1);
                if (end <= 0) {
                    return Parsed.wrong("has a " + c + " that is never closed");
                }
                String inside = path.substring(i + 1, end);
                if (inside.isEmpty()) {
                    return Parsed.wrong("has " + c + close + " with nothing in it");
                }
                if (c == '{' && !inside.equals("*")) {
                    return Parsed.wrong("has {" + inside + "}, but a set element can only be named {*}");
                }
                kinds.add(c == '{' ? ANY_ELEMENT : inside.equals("*") ? ANY_INDEX_OR_KEY : INDEX_OR_KEY);
                texts.add(inside);
                i = end + 1;
            } else if (c == ']' || c == '}') {
                return Parsed.wrong("has a " + c + " that closes nothing");
            } else {
                return Parsed.wrong("has '" + c + "' where a ., [ or { was expected");
            }
        }
        boolean anyDepth = kinds.size() == 1 && kinds.get(0) == NAME && path.charAt(0) != '.' && !path.endsWith(")");
        byte[] kindArray = new byte[kinds.size()];
        int[] indexes = new int[kinds.size()];
        for (int k = 0; k < kindArray.length; k++) {
            kindArray[k] = kinds.get(k);
            indexes[k] = kindArray[k] == INDEX_OR_KEY ? index(texts.get(k)) : -1;
        }
        return new Parsed(new PathPattern(path, anyDepth, kindArray, texts.toArray(String[]::new), indexes), Optional.empty());
    }

    private static int index(String text) {
        if (text.isEmpty() || text.length() > 9 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return -1;
        }
        return Integer.parseInt(text);
    }
}
