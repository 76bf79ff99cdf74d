package dev.serguard.junit;

import dev.serguard.fork.EarlyExit;

import java.util.List;

/**
 * Hands the run of a test JVM to {@link EarlyExit}, whose shutdown hook says who called
 * {@code System.exit} and during what, and writes the reports of what had finished; not in a
 * child JVM, whose exit is its parent's to report, as the invocation's failure.
 */
final class UnforkedExit {

    private UnforkedExit() {
    }

    /** Watches {@code report}'s run until it {@linkplain #ended ends}; returns it. */
    static RunReport watch(RunReport report, SerguardConfiguration configuration) {
        if (!configuration.fork().role().isChild()) {
            EarlyExit.watch(new Watched(report));
        }
        return report;
    }

    /** {@code report}'s run ended, and wrote its reports itself. */
    static void ended(RunReport report) {
        EarlyExit.ended(new Watched(report));
    }

    // Equal for the same report: the run that ended is the one watched.
    private record Watched(RunReport report) implements EarlyExit.Run {

        @Override
        public List<EarlyExit.Running> running() {
            return report.running().stream().map(r -> new EarlyExit.Running(r.test().name(), r.payload(), r.codecs(), r.thread())).toList();
        }

        @Override
        public boolean endedEarly(String exit) {
            return report.endedEarly(exit);
        }
    }
}
