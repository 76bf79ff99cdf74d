package dev.serguard.baseline;

import org.junit.jupiter.api.Test;
import org.junitpioneer.jupiter.DefaultLocale;

import static org.assertj.core.api.Assertions.assertThat;

/** What record mode says at its start on a busy machine, and that it says nothing on a quiet one. */
@DefaultLocale("fr-FR")
class BusyNoticeTests {

    @Test
    void aBusyMachine_isToldHowBusy_andWhatRecordModeDoesAboutIt() {
        assertThat(Recording.busyNotice(3.84, 2, 5, 7)).hasValue("serguard record mode: this machine is busy (load average 3.8 on 2 cores)."
                + " Each time is recorded from 5 JVMs, this one and fresh ones one at a time; where they read it far apart, more are asked,"
                + " up to 7, and a time still read too far apart is not written, the run says which. On a quieter machine a recording takes"
                + " less time and knows its times closer (docs/guide/baselines.md).");
        assertThat(Recording.busyNotice(1.5, 2, 5, 7)).as("0.75 per core").isPresent();
    }

    @Test
    void aQuietMachine_orALoadNotKnown_orARecordingInOneJvm_isToldNothing() {
        assertThat(Recording.busyNotice(1.49, 2, 5, 13)).isEmpty();
        assertThat(Recording.busyNotice(-1, 2, 5, 13)).as("no load average on this system").isEmpty();
        assertThat(Recording.busyNotice(8.0, 2, 1, 1)).as("a recording in one JVM, which asks no fresh ones").isEmpty();
    }
}
