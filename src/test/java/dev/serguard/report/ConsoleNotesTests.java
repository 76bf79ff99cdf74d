package dev.serguard.report;

import dev.serguard.check.ThreadSafetyReport;
import org.junit.jupiter.api.Test;
import org.junitpioneer.jupiter.DefaultLocale;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The run notes on the console: weak thread-safety verdicts counted once, every other note as it is. */
@DefaultLocale("de-DE")
class ConsoleNotesTests {

    private static String weak(String codec, String overlapped) {
        return codec + " · SMALL (Order) in OrderTests.orders: thread safety passed: 4 threads on one codec instance, 1 200 round trips: all"
                + " 2 400 operations correct; 4 payloads; only " + overlapped + " calls overlapped another (of 2 000 wanted): " + ThreadSafetyReport.TOO_BUSY;
    }

    @Test
    void weakVerdictsOfSeveralInvocations_areOneLine_sayingHowManyAndWhy_afterTheOtherNotes() {
        List<String> notes = List.of(weak("json", "212"), "Compared with base (target/classes → ../base/target/classes) in the same JVM",
                weak("smile", "1 357"), weak("kryo", "357"));

        assertThat(ConsoleNotes.of(notes)).containsExactly("Compared with base (target/classes → ../base/target/classes) in the same JVM",
                "Thread safety: 3 invocations passed on too few overlapping calls for a firm verdict (212 to 1 357 of 2 000 wanted): the machine was"
                        + " too busy; each is in the reports' notes");
    }

    @Test
    void oneWeakVerdict_isCountedToo_andNotesWithoutOne_areLeftAsTheyAre() {
        assertThat(ConsoleNotes.of(List.of(weak("json", "212")))).containsExactly("Thread safety: 1 invocation passed on too few overlapping"
                + " calls for a firm verdict (212 of 2 000 wanted): the machine was too busy; each is in the reports' notes");
        List<String> firm = List.of("json · SMALL (Order) in OrderTests.orders: thread safety passed: …; 2 210 calls overlapped another; 4 payloads");
        assertThat(ConsoleNotes.of(firm)).isEqualTo(firm);
    }

    @Test
    void theEntriesTwoWorldsShare_areCounted_notListed() {
        assertThat(ConsoleNotes.of(List.of("The world of kryo 5.5.0 and this run's share 45 entries of the class path: target/test-classes,"
                + " target/classes, jackson-databind-2.18.2", "The world of base and this run's share 0 entries of the class path")))
                .containsExactly("The world of kryo 5.5.0 and this run's share 45 entries of the class path, each named in the reports' run notes",
                        "The world of base and this run's share 0 entries of the class path");
    }
}
