package dev.serguard.fork;

import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The line that says who called {@code System.exit} and during what, in a run that it ends outside
 * {@code @Forked}. The hook's writing of the reports is junit's {@code UnforkedExitTests}'.
 */
class EarlyExitTests {

    private static final String ORDERS = "OrderTests.orders";
    private static final Payload<String> SMALL = Payload.named("Order", "SMALL", "an order");
    private static final StackTraceElement CODEC = new StackTraceElement("com.acme.BadCodec", "serialize", "BadCodec.java", 42);

    private static Optional<ExitCaller> calledOn(String thread) {
        return Optional.of(new ExitCaller(thread, "System.exit", Optional.of(CODEC)));
    }

    @Test
    void aCodecMeasuredWithOthers_isNamedByTheThreadSerguardRunsItOn() {
        List<EarlyExit.Running> running = List.of(new EarlyExit.Running(ORDERS, SMALL, List.of("json", "kryo", "smile"), "main"));

        assertThat(EarlyExit.line(calledOn("serguard check kryo · Order · SMALL"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) during kryo · SMALL (Order) in OrderTests.orders;"
                        + " run this codec with @Forked");
    }

    @Test
    void theLongestCodecNameThatTheThreadBears_isTheOne() {
        List<EarlyExit.Running> running = List.of(new EarlyExit.Running(ORDERS, SMALL, List.of("kryo", "kryo unsafe"), "main"));

        assertThat(EarlyExit.line(calledOn("serguard thread-safety kryo unsafe · SMALL (Order) #2"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) during kryo unsafe · SMALL (Order) in"
                        + " OrderTests.orders; run this codec with @Forked");
    }

    @Test
    void anInvocation_isNamed_whereItsOwnThreadCalledIt() {
        List<EarlyExit.Running> running = List.of(new EarlyExit.Running(ORDERS, SMALL, List.of("kryo"), "main"));

        assertThat(EarlyExit.line(calledOn("main"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) during kryo · SMALL (Order) in OrderTests.orders;"
                        + " run this codec with @Forked");
    }

    @Test
    void codecsTimedTogether_areNamedAll_whereTheThreadNamesNone() {
        List<EarlyExit.Running> running = List.of(new EarlyExit.Running(ORDERS, SMALL, List.of("json", "kryo"), "main"),
                new EarlyExit.Running(ORDERS, SMALL, List.of("json"), "main"));

        assertThat(EarlyExit.line(calledOn("serguard timing · Order · SMALL"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) while OrderTests.orders ran json, kryo on SMALL"
                        + " (Order); run the codec that called it with @Forked");
    }

    @Test
    void anExitOnAnotherThread_namesIt_andGivesNoAdvice() {
        List<EarlyExit.Running> running = List.of(new EarlyExit.Running(ORDERS, SMALL, List.of("kryo"), "main"));
        StackTraceElement surefire = new StackTraceElement("org.apache.maven.surefire.booter.ForkedBooter", "exit", "ForkedBooter.java", 300);

        assertThat(EarlyExit.line(Optional.of(new ExitCaller("surefire-forkedjvm-command-thread", "System.exit", Optional.of(surefire))), running))
                .isEqualTo("System.exit called at org.apache.maven.surefire.booter.ForkedBooter.exit(ForkedBooter.java:300) on thread"
                        + " surefire-forkedjvm-command-thread during kryo · SMALL (Order) in OrderTests.orders");
    }

    @Test
    void anExitWhileNoCodecRan_isSaidAsSuch() {
        assertThat(EarlyExit.line(calledOn("main"), List.of()))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) on thread main during the serguard run, while none"
                        + " of its codecs ran");
    }

    @Test
    void aJvmEndedWithNoCallerOutsideTheJdk_getsNoAdvice() {
        List<EarlyExit.Running> running = List.of(new EarlyExit.Running(ORDERS, SMALL, List.of("kryo"), "main"));

        assertThat(EarlyExit.line(Optional.of(new ExitCaller("SIGTERM handler", "Shutdown.exit", Optional.empty())), running))
                .isEqualTo("The test JVM is ending (thread SIGTERM handler, no caller outside the JDK) during kryo · SMALL (Order) in OrderTests.orders");
        assertThat(EarlyExit.line(Optional.empty(), running)).isEqualTo("The test JVM is ending during kryo · SMALL (Order) in OrderTests.orders");
    }
}
