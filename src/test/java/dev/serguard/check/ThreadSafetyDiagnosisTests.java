package dev.serguard.check;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ThreadSafetyDiagnosisTests {

    private static StackTraceElement frame(String className, String method) {
        return new StackTraceElement(className, method, className.substring(className.lastIndexOf('.') + 1) + ".java", 42);
    }

    private static final StackTraceElement[] BELOW_THE_CODEC = {
            frame(StressWorker.class.getName(), "serialize"), frame(StressWorker.class.getName(), "run"),
            frame("dev.serguard.check.Guarded", "lambda$start$0"), frame("java.lang.Thread", "run")};

    private static StackTraceElement[] above(StackTraceElement... top) {
        StackTraceElement[] stack = new StackTraceElement[top.length + BELOW_THE_CODEC.length];
        System.arraycopy(top, 0, stack, 0, top.length);
        System.arraycopy(BELOW_THE_CODEC, 0, stack, top.length, BELOW_THE_CODEC.length);
        return stack;
    }

    @Test
    void where_isTheFirstFrameInsideTheCodec() {
        StackTraceElement[] inKryo = above(frame("java.util.Arrays", "fill"), frame("com.esotericsoftware.kryo.util.ObjectMap", "get"),
                frame("com.esotericsoftware.kryo.Kryo", "writeObject"));

        assertThat(ThreadSafetyDiagnosis.where(inKryo)).isEqualTo("com.esotericsoftware.kryo.util.ObjectMap.get(ObjectMap.java:42)");
    }

    /** Seen next to a busy neighbour: a shared Kryo looped for ever, and the one thread sampled was waiting for its next burst. */
    @Test
    void where_ofAThreadBetweenCalls_waitingForTheNextBurst_isEmpty_notSerguardsOwnWait() {
        StackTraceElement[] betweenCalls = {frame("jdk.internal.misc.Unsafe", "park"), frame("java.util.concurrent.locks.LockSupport", "parkNanos"),
                frame(Meetings.class.getName(), "nextBurst"), frame(StressWorker.class.getName(), "run"),
                frame("dev.serguard.check.Guarded", "lambda$start$0"), frame("java.lang.Thread", "run")};

        assertThat(ThreadSafetyDiagnosis.where(betweenCalls)).isEmpty();
    }

    @Test
    void where_onOneThread_withoutTheCheckThreadsFrames_isTheFirstFrameOutsideTheJdk() {
        StackTraceElement[] oneThread = {frame("java.lang.Object", "wait"), frame("com.example.LockingCodec", "serialize"),
                frame("dev.serguard.check.Expected", "measure")};

        assertThat(ThreadSafetyDiagnosis.where(oneThread)).isEqualTo("com.example.LockingCodec.serialize(LockingCodec.java:42)");
    }

    @Test
    void hung_inKryo_addsKryosAdvice_elsewhereNot() {
        assertThat(ThreadSafetyDiagnosis.hung("10 s", "com.esotericsoftware.kryo.util.ObjectMap.get(ObjectMap.java:42)"))
                .startsWith("The codec hangs when threads share it: calls that return on one thread did not, and none returned for 10 s;"
                        + " one waits in com.esotericsoftware.kryo.util.ObjectMap.get(ObjectMap.java:42).")
                .endsWith(" " + ThreadSafetyDiagnosis.KRYO);
        assertThat(ThreadSafetyDiagnosis.hung("10 s", "com.example.LockingCodec.serialize(LockingCodec.java:42)"))
                .doesNotContain(ThreadSafetyDiagnosis.KRYO);
        assertThat(ThreadSafetyDiagnosis.hung("10 s", "")).doesNotContain(ThreadSafetyDiagnosis.KRYO).doesNotContain("waits in");
    }
}
