package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.HostileCodecsExtensionTests.Box;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A run that {@code System.exit} ends outside {@link Forked}: the line that says who called it and
 * during what, and the reports of what had finished. The JVM's own exit is src/it/exit-unforked's:
 * here, a codec hands the hook the stack it would see, were {@code System.exit} called there.
 */
class UnforkedExitTests {

    private static final RunReport.Test ORDERS = new RunReport.Test(Object.class, "OrderTests.orders");
    private static final Payload<String> SMALL = Payload.named("Order", "SMALL", "an order");
    private static final StackTraceElement CODEC = new StackTraceElement("com.acme.BadCodec", "serialize", "BadCodec.java", 42);

    private static Optional<ExitCaller> calledOn(String thread) {
        return Optional.of(new ExitCaller(thread, "System.exit", Optional.of(CODEC)));
    }

    @Test
    void aCodecMeasuredWithOthers_isNamedByTheThreadSerguardRunsItOn() {
        List<RunReport.Running> running = List.of(new RunReport.Running(ORDERS, SMALL, List.of("json", "kryo", "smile"), "main"));

        assertThat(UnforkedExit.line(calledOn("serguard check kryo · Order · SMALL"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) during kryo · SMALL (Order) in OrderTests.orders;"
                        + " run this codec with @Forked");
    }

    @Test
    void theLongestCodecNameThatTheThreadBears_isTheOne() {
        List<RunReport.Running> running = List.of(new RunReport.Running(ORDERS, SMALL, List.of("kryo", "kryo unsafe"), "main"));

        assertThat(UnforkedExit.line(calledOn("serguard thread-safety kryo unsafe · SMALL (Order) #2"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) during kryo unsafe · SMALL (Order) in"
                        + " OrderTests.orders; run this codec with @Forked");
    }

    @Test
    void anInvocation_isNamed_whereItsOwnThreadCalledIt() {
        List<RunReport.Running> running = List.of(new RunReport.Running(ORDERS, SMALL, List.of("kryo"), "main"));

        assertThat(UnforkedExit.line(calledOn("main"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) during kryo · SMALL (Order) in OrderTests.orders;"
                        + " run this codec with @Forked");
    }

    @Test
    void codecsTimedTogether_areNamedAll_whereTheThreadNamesNone() {
        List<RunReport.Running> running = List.of(new RunReport.Running(ORDERS, SMALL, List.of("json", "kryo"), "main"),
                new RunReport.Running(ORDERS, SMALL, List.of("json"), "main"));

        assertThat(UnforkedExit.line(calledOn("serguard timing · Order · SMALL"), running))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) while OrderTests.orders ran json, kryo on SMALL"
                        + " (Order); run the codec that called it with @Forked");
    }

    @Test
    void anExitOnAnotherThread_namesIt_andGivesNoAdvice() {
        List<RunReport.Running> running = List.of(new RunReport.Running(ORDERS, SMALL, List.of("kryo"), "main"));
        StackTraceElement surefire = new StackTraceElement("org.apache.maven.surefire.booter.ForkedBooter", "exit", "ForkedBooter.java", 300);

        assertThat(UnforkedExit.line(Optional.of(new ExitCaller("surefire-forkedjvm-command-thread", "System.exit", Optional.of(surefire))), running))
                .isEqualTo("System.exit called at org.apache.maven.surefire.booter.ForkedBooter.exit(ForkedBooter.java:300) on thread"
                        + " surefire-forkedjvm-command-thread during kryo · SMALL (Order) in OrderTests.orders");
    }

    @Test
    void anExitWhileNoCodecRan_isSaidAsSuch() {
        assertThat(UnforkedExit.line(calledOn("main"), List.of()))
                .isEqualTo("System.exit called at com.acme.BadCodec.serialize(BadCodec.java:42) on thread main during the serguard run, while none"
                        + " of its codecs ran");
    }

    @Test
    void aJvmEndedWithNoCallerOutsideTheJdk_getsNoAdvice() {
        List<RunReport.Running> running = List.of(new RunReport.Running(ORDERS, SMALL, List.of("kryo"), "main"));

        assertThat(UnforkedExit.line(Optional.of(new ExitCaller("SIGTERM handler", "Shutdown.exit", Optional.empty())), running))
                .isEqualTo("The test JVM is ending (thread SIGTERM handler, no caller outside the JDK) during kryo · SMALL (Order) in OrderTests.orders");
        assertThat(UnforkedExit.line(Optional.empty(), running)).isEqualTo("The test JVM is ending during kryo · SMALL (Order) in OrderTests.orders");
    }

    private static final ByteArrayOutputStream ERR = new ByteArrayOutputStream();
    private static final AtomicBoolean EXITED = new AtomicBoolean();

    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    static class ExitingTestCase {
        static Box payload(Size size, Random random) {
            return new Box(3, 4);
        }

        static Stream<Codec<Box>> plain() {
            return Stream.of(HostileCodecsExtensionTests.EXACT);
        }

        static Stream<Codec<Box>> exiting() {
            return Stream.of(Codec.of("exits", Box.class, box -> {
                pretendToExit();
                return HostileCodecsExtensionTests.write(box);
            }, HostileCodecsExtensionTests::read));
        }

        @SerializationTest
        @CodecSource("plain")
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @Order(1)
        void plainBoxes() {
        }

        @SerializationTest
        @CodecSource("exiting")
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @Order(2)
        void exitingBoxes() {
        }
    }

    // What the shutdown hook does where System.exit is called here, once: this method is the caller.
    private static void pretendToExit() {
        if (EXITED.getAndSet(true)) {
            return;
        }
        List<StackTraceElement> stack = new ArrayList<>(List.of(new StackTraceElement("java.lang.Shutdown", "exit", "Shutdown.java", 173),
                new StackTraceElement("java.lang.Runtime", "exit", "Runtime.java", 115),
                new StackTraceElement("java.lang.System", "exit", "System.java", 1860)));
        StackTraceElement[] here = Thread.currentThread().getStackTrace();
        stack.addAll(List.of(here).subList(1, here.length));        // from this method down
        UnforkedExit.end(ExitCaller.of(Thread.currentThread().getName(), stack), new PrintStream(ERR, true, StandardCharsets.UTF_8));
    }

    @Test
    void anExitDuringTheRun_isSaidOnStderr_andTheReportsHoldWhatHadFinished(@TempDir Path reports) throws Exception {
        ERR.reset();
        EXITED.set(false);

        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check"), ExitingTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(2));
        String line = ERR.toString(StandardCharsets.UTF_8);
        assertThat(line).startsWith("serguard: System.exit called at " + UnforkedExitTests.class.getName() + ".pretendToExit(UnforkedExitTests.java:")
                .endsWith(") during exits · SMALL (Box) in ExitingTestCase.exitingBoxes; run this codec with @Forked" + System.lineSeparator())
                .hasLineCount(1);
        // Written by the hook: the run's own end, after, found them written and left them so.
        String text = Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8);
        assertThat(text).startsWith("== " + ExitingTestCase.class.getName() + "\n")
                .containsPattern("(?m)^exact +8 ")
                .doesNotContainPattern("(?m)^exits ")
                .contains("Run notes:\n  " + line.substring("serguard: ".length()).strip() + "\n");
        assertThat(Files.readString(reports.resolve("report.html"), StandardCharsets.UTF_8)).contains("during exits · SMALL (Box)");

        // After the run's end: nothing to say, nothing to write.
        ERR.reset();
        UnforkedExit.end(Optional.of(new ExitCaller("main", "System.exit", Optional.of(CODEC))), new PrintStream(ERR, true, StandardCharsets.UTF_8));
        assertThat(ERR.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
