package dev.serguard.junit;

/**
 * The tag of the few extension tests whose verdict rests on real time (a codec that spins for a
 * known while, timed by the real clock): on a loaded machine their speed verdicts can be
 * withheld or their baselines move, so they stay out of {@code ./mvnw verify}, as a verdict about
 * time belongs in a benchmark. Run them on a quiet machine with
 * {@code ./mvnw test -Dserguard.excludedGroups= -Dgroups=realtime}. The timing logic itself is
 * tested on injected probes and fake statistics in every build.
 */
final class RealTime {

    static final String TAG = "realtime";

    private RealTime() {
    }
}
