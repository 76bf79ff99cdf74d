package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.fork.EarlyExit;
import dev.serguard.fork.ExitCaller;
import dev.serguard.junit.HostileCodecsExtensionTests.Box;
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
 * A run that {@code System.exit} ends outside {@link Forked}: the line that says who called it
 * ({@code EarlyExitTests} holds its wording), and the reports of what had finished. The JVM's own
 * exit is src/it/exit-unforked's: here, a codec hands the hook the stack it would see, were
 * {@code System.exit} called there.
 */
class UnforkedExitTests {

    private static final StackTraceElement CODEC = new StackTraceElement("com.acme.BadCodec", "serialize", "BadCodec.java", 42);

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
        EarlyExit.end(ExitCaller.of(Thread.currentThread().getName(), stack), new PrintStream(ERR, true, StandardCharsets.UTF_8));
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
        EarlyExit.end(Optional.of(new ExitCaller("main", "System.exit", Optional.of(CODEC))), new PrintStream(ERR, true, StandardCharsets.UTF_8));
        assertThat(ERR.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
