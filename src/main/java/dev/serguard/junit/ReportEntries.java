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
        if (!configuration.printReportEntries() || configuration.fork().role().isChild()) {
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
}
