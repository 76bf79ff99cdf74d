package dev.serguard.report;

import org.apiguardian.api.API;

import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The console's lines, each at most {@link #WIDTH} characters: a longer one ends, at a word, with
 * {@value #CUT}, for the reports keep every line whole. Never at a colon or a comma with nothing
 * after it.
 *
 * <pre>{@code
 * System.out.println(ConsoleLines.fit(text));
 * }</pre>
 */
@API(status = INTERNAL, since = "0.5")
public final class ConsoleLines {

    /** The longest console line. */
    public static final int WIDTH = 200;

    /** What ends a line cut to fit. */
    public static final String CUT = " … (whole in the reports)";

    private ConsoleLines() {
    }

    /** {@code text}, each line of it fitted to {@link #WIDTH}. */
    public static String fit(String text) {
        String fitted = text.lines().map(ConsoleLines::fitLine).collect(Collectors.joining("\n"));
        return text.endsWith("\n") ? fitted + "\n" : fitted;
    }

    private static String fitLine(String line) {
        if (line.length() <= WIDTH) {
            return line;
        }
        int end = line.lastIndexOf(' ', WIDTH - CUT.length());
        String kept = line.substring(0, end > 0 ? end : WIDTH - CUT.length());
        return kept.replaceFirst("[\\s:;,(\\[-]+$", "") + CUT;
    }
}
