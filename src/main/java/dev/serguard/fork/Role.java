package dev.serguard.fork;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a JVM is in a run, resolved once from its settings: the test run itself, or a child that
 * serguard started for one of the reasons below. Whatever differs between them (whether the test
 * method runs, which checks run, whether anything is recorded or reported) asks the role, never a
 * flag of its own.
 */
@API(status = INTERNAL, since = "0.4")
public enum Role {

    /** The test run itself: every check, the test method, the reports. */
    TEST,

    /** The child of a forked invocation ({@code @Forked}): runs its invocation, test method included, for its parent to replay. */
    FORKED,

    /** A fresh JVM that measures a failed or doubtful time again, for its parent's vote. */
    CONFIRMING,

    /** One more JVM of a recording: measures every invocation of its test method and hands the figures to its parent. */
    RECORDING,

    /** A fresh JVM that runs an invocation's upgrade duet again, for its parent's vote. */
    DUET;

    /**
     * Whether this JVM only measures for its parent: it runs serguard's timed checks without the
     * test method, thread safety, robustness or golden bytes, records nothing, writes no report,
     * and hands what it found over as data.
     */
    public boolean measuresOnly() {
        return this == CONFIRMING || this == RECORDING || this == DUET;
    }

    /** Whether this JVM is a child that serguard started. */
    public boolean isChild() {
        return this != TEST;
    }
}
