package dev.serguard.junit;

import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.Map;

/**
 * Publishes an invocation's report entries and, where {@code serguard.printReportEntries} is {@code true},
 * prints each on the test's standard output as well, one line each:
 * {@code serguard.size.bytes: 3392}.
 *
 * <p>Why print them: IDEs show report entries, but Surefire (3.5) writes none to
 * {@code TEST-*.xml}; its JUnit Platform provider does not listen for them. What a test case prints
 * on its own thread while it runs, Surefire keeps in that test case's {@code <system-out>}, and
 * CI test reports show it. Off by default: Surefire also echoes a test's output on the console
 * unless {@code redirectTestOutputToFile} is set, and an IDE would show each entry twice.
 *
 * <p>Only an invocation's entries are printed, from its own callbacks: a test method's entries
 * ({@code No baseline at …}) are published while no test case runs, so Surefire could not tell
 * whose output they are. Only serguard's own keys are printed: not {@code serguard.internal.*},
 * data for a parent JVM, nor a test's own entries that a forked invocation publishes again; and a
 * child JVM prints nothing, as its parent publishes, and prints, what it said.
 */
final class ReportEntries {

    private static final String OWN = "serguard.";
    private static final String INTERNAL = "serguard.internal.";

    // Every report entry's key is declared here, and every setting's in internal.Settings: a serguard.* literal is one or the other.
    static final String CODEC = "serguard.codec";
    static final String PAYLOAD = "serguard.payload";
    static final String SIZE_BYTES = "serguard.size.bytes";
    static final String DEFLATED_SIZE_BYTES = "serguard.deflatedSize.bytes";
    static final String NOTE = "serguard.note";
    static final String THREAD_SAFETY = "serguard.threadSafety";
    static final String THREAD_SAFETY_NOTE = "serguard.threadSafety.note";
    static final String UNTRUSTED_TYPES = "serguard.untrustedTypes";
    static final String ROBUSTNESS = "serguard.robustness";
    static final String DUET = "serguard.duet";
    static final String WARNING = "serguard.warning";
    static final String CONFIRMATION = "serguard.confirmation";
    static final String BASELINE = "serguard.baseline";
    static final String BASELINE_IMPROVED = "serguard.baseline.improved";
    static final String BASELINE_STALE = "serguard.baseline.stale";
    static final String GOLDEN = "serguard.golden";
    static final String GOLDEN_EVOLUTION = "serguard.golden.evolution";
    static final String FORK_SECONDS = "serguard.fork.seconds";
    static final String CONFIRM_SECONDS = "serguard.confirm.seconds";
    static final String DUET_SECONDS = "serguard.duet.seconds";
    /**
     * What a child that measures for its parent decided of its invocation: an
     * {@link dev.serguard.gate.Outcome} as JSON, from which the parent decides, never from a message's words.
     */
    static final String OUTCOME = "serguard.internal.outcome";
    /** One figure that a child measured for its parent's recording, as a line of a baseline file. */
    static final String BASELINE_FIGURE = "serguard.internal.baselineFigure";
    /**
     * One time that a child judged for its parent, against the baseline or a budget, passed or
     * not: what a fresh JVM read, in its own records.
     */
    static final String READING = "serguard.internal.reading";

    private ReportEntries() {
    }

    /** Publishes {@code key} = {@code value} for the invocation of {@code context}. */
    static void publish(ExtensionContext context, String key, String value) {
        context.publishReportEntry(key, value);
        print(context, Map.of(key, value));
    }

    /** Publishes {@code entries} as one report entry, in their order, for the invocation of {@code context}. */
    static void publish(ExtensionContext context, Map<String, String> entries) {
        context.publishReportEntry(entries);
        print(context, entries);
    }

    private static void print(ExtensionContext context, Map<String, String> entries) {
        SerguardConfiguration configuration = SerializationTestExtension.configuration(context);
        if (!configuration.run().printReportEntries() || configuration.fork().role().isChild()) {
            return;
        }
        StringBuilder lines = new StringBuilder();
        entries.forEach((key, value) -> {
            if (key.startsWith(OWN) && !key.startsWith(INTERNAL)) {
                lines.append(line(key, value)).append(System.lineSeparator());
            }
        });
        if (!lines.isEmpty()) {
            // One print, on the test's own thread while it runs: that is how Surefire knows whose output it is.
            System.out.print(lines);
        }
    }

    /**
     * {@code serguard.warning: serialize …}: one line whatever the value holds, its line breaks
     * written as {@code \n}, so that a line-by-line reader of the output gets every entry whole.
     */
    static String line(String key, String value) {
        return key + ": " + value.replace("\r\n", "\n").replace("\r", "\n").replace("\n", "\\n");
    }

    /** {@code serguard.serialize.nsPerOp}: the median time of {@code operation} ({@code serialize}, {@code deserialize}, {@code roundTrip}). */
    static String nanosPerOp(String operation) {
        return OWN + operation + ".nsPerOp";
    }

    /** {@code serguard.serialize.allocatedBytesPerOp}: the median bytes {@code operation} allocated per call. */
    static String allocatedBytesPerOp(String operation) {
        return OWN + operation + ".allocatedBytesPerOp";
    }
}
