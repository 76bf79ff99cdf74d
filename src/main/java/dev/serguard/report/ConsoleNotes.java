package dev.serguard.report;

import dev.serguard.check.ThreadSafetyReport;
import dev.serguard.duet.Worlds;
import dev.serguard.internal.Numbers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The run notes as the console shows them: the invocations whose thread-safety check passed on
 * too few overlapping calls for a firm verdict said in one line, how many and why, and the class
 * path entries that the two worlds of a comparison share counted, not listed; the reports keep
 * each in full.
 */
final class ConsoleNotes {

    private static final Pattern WEAK = Pattern.compile("only ([\\d\\s\\u00a0\\u202f]+) calls overlapped another \\(of ([\\d\\s\\u00a0\\u202f]+)"
            + " wanted\\): " + Pattern.quote(ThreadSafetyReport.TOO_BUSY));

    private ConsoleNotes() {
    }

    /** {@code notes}, each weak thread-safety verdict among them counted in one line at the end instead. */
    static List<String> of(List<String> notes) {
        List<String> kept = new ArrayList<>();
        long fewest = Long.MAX_VALUE;
        long most = 0;
        long wanted = 0;
        int weak = 0;
        for (String note : notes) {
            int list = note.startsWith("The world of ") ? note.indexOf(Worlds.SHARED_ENTRIES + ": ") : -1;
            if (list > 0) {
                // What both worlds of a comparison share: a long list, which the reports hold.
                kept.add(note.substring(0, list + Worlds.SHARED_ENTRIES.length()) + ", each named in the reports' run notes");
                continue;
            }
            Matcher matcher = WEAK.matcher(note);
            if (!matcher.find()) {
                kept.add(note);
                continue;
            }
            long overlapped = digits(matcher.group(1));
            fewest = Math.min(fewest, overlapped);
            most = Math.max(most, overlapped);
            wanted = Math.max(wanted, digits(matcher.group(2)));
            weak++;
        }
        if (weak > 0) {
            String calls = fewest == most ? Numbers.grouped(fewest) : Numbers.grouped(fewest) + " to " + Numbers.grouped(most);
            kept.add(String.format(Locale.ROOT, "Thread safety: %d %s passed on too few overlapping calls for a firm verdict (%s of %s wanted):"
                    + " the machine was too busy; each is in the reports' notes", weak, weak == 1 ? "invocation" : "invocations", calls,
                    Numbers.grouped(wanted)));
        }
        return kept;
    }

    private static long digits(String grouped) {
        return Long.parseLong(grouped.replaceAll("\\D", ""));
    }
}
