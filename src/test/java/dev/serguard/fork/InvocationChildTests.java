package dev.serguard.fork;

import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/** A child JVM as its parent reads it once it has ended: what its invocation did, and the words of an abnormal end. */
class InvocationChildTests {

    private static final InvocationChild.Keys KEYS = new InvocationChild.Keys("codec", "payload", "outcome", "figure");
    private static final Payload<String> SMALL = Payload.named("Order", "SMALL", "an order");

    @TempDir
    Path folder;

    private InvocationChild child(OptionalInt status, List<String> lastLines, ChildRecords.Record... said) {
        ChildJvm.Exit exit = new ChildJvm.Exit(status, Duration.ofMinutes(5), Duration.ofMillis(4270), folder.resolve("child.log"), lastLines);
        return new InvocationChild(exit, List.of(said), KEYS, "512m");
    }

    private static ChildRecords.Finished finished(String status, RemoteFailure thrown) {
        return new ChildRecords.Finished(status, Optional.ofNullable(thrown));
    }

    @Test
    void aFinishedInvocation_isReplayed_asItEndedThere() {
        RemoteFailure assertion = new RemoteFailure(AssertionError.class.getName(), "expected 3 but was 4", List.of(), null);
        RemoteFailure thrown = new RemoteFailure("com.acme.Boom", "boom", List.of(), null);

        assertThat(child(OptionalInt.of(0), List.of(), finished("SUCCESSFUL", null)).replay("kryo · SMALL (Order)")).isEmpty();
        assertThat(child(OptionalInt.of(0), List.of(), finished("ABORTED", null)).replay("kryo · SMALL (Order)"))
                .contains(new InvocationChild.Replay(true, "aborted in its child JVM", null));
        assertThat(child(OptionalInt.of(0), List.of(), finished("FAILED", assertion)).replay("kryo · SMALL (Order)").orElseThrow().message())
                .isEqualTo("expected 3 but was 4\n  (run in a child JVM; its output: " + folder.resolve("child.log") + ")");
        assertThat(child(OptionalInt.of(0), List.of(), finished("FAILED", thrown)).replay("kryo · SMALL (Order)").orElseThrow())
                .returns(false, InvocationChild.Replay::aborted).returns(thrown, InvocationChild.Replay::cause)
                .extracting(InvocationChild.Replay::message).asString().startsWith("Forked run failed for kryo · SMALL (Order): its test threw com.acme.Boom: boom\n");
    }

    @Test
    void anInvocationOfAChildThatRanSeveral_isTheOneItsCodecAndPayloadWerePublishedIn() {
        InvocationChild child = child(OptionalInt.of(0), List.of(), new ChildRecords.Entry("codec", "json"), new ChildRecords.Entry("payload", SMALL.toString()),
                finished("SUCCESSFUL", null), new ChildRecords.Entry("codec", "kryo"), new ChildRecords.Entry("payload", SMALL.toString()),
                finished("ABORTED", null), new ChildRecords.Entry("outcome", "{}"));

        assertThat(child.finished("kryo", SMALL)).map(ChildRecords.Finished::status).contains("ABORTED");
        assertThat(child.finished("smile", SMALL)).isEmpty();
        assertThat(child.invocations()).isEqualTo(2);
        assertThat(child.outcome()).contains("{}");
        assertThat(child.seconds()).isEqualTo("4.27");
    }

    @Test
    void anInvocationOfAChildThatRanEvery_readsAsAChildOfThatInvocationAlone() {
        InvocationChild child = child(OptionalInt.of(3), List.of(), new ChildRecords.Entry("codec", "json"), new ChildRecords.Entry("payload", SMALL.toString()),
                new ChildRecords.Entry("outcome", "{json}"), finished("SUCCESSFUL", null), new ChildRecords.Entry("codec", "kryo"),
                new ChildRecords.Entry("payload", SMALL.toString()), new ChildRecords.Entry("outcome", "{kryo}"), finished("FAILED", null),
                new ChildRecords.Entry("codec", "smile"), new ChildRecords.Entry("payload", SMALL.toString()),
                new ChildRecords.Exit(Optional.of("at com.acme.Codec.read(Codec.java:12), on thread main")));

        assertThat(child.of("kryo", SMALL).outcome()).contains("{kryo}");
        assertThat(child.of("kryo", SMALL).finished()).map(ChildRecords.Finished::status).contains("FAILED");
        assertThat(child.of("json", SMALL).outcome()).contains("{json}");
        assertThat(child.of("json", SMALL).finished()).map(ChildRecords.Finished::status).contains("SUCCESSFUL");
        // The one it was running when it exited: no outcome, no end, and the exit's caller.
        InvocationChild smile = child.of("smile", SMALL);
        assertThat(smile.outcome()).isEmpty();
        assertThat(smile.finished()).isEmpty();
        assertThat(smile.abnormal()).startsWith("its child JVM exited with status 3; System.exit was called at com.acme.Codec.read(Codec.java:12)");
        assertThat(child.of("protobuf", SMALL).finished()).isEmpty();
        assertThat(child.of("kryo", SMALL).abnormal()).as("the child's exit, whichever invocation").contains("System.exit was called");
    }

    @Test
    void anAbnormalEnd_saysHowWhoCalledExitTheAdviceAndTheLastOutput() {
        InvocationChild exited = child(OptionalInt.of(3), List.of("java.lang.OutOfMemoryError: Java heap space"),
                new ChildRecords.Exit(Optional.of("at com.acme.Codec.read(Codec.java:12), on thread main")));

        assertThat(exited.abnormal()).isEqualTo("its child JVM exited with status 3; System.exit was called at com.acme.Codec.read(Codec.java:12),"
                + " on thread main\n  it ran out of heap (its limit: -Xmx512m); a codec that needs more: @Forked(maxHeap = \"…\") or "
                + "serguard.fork.maxHeap\n  its last output:\n    java.lang.OutOfMemoryError: Java heap space\n  all of it: " + folder.resolve("child.log"));
        assertThat(child(OptionalInt.empty(), List.of()).abnormal()).startsWith("its child JVM was still running after 5 min and was killed\n"
                + "  a longer limit: @Forked(timeout = \"…\") or serguard.fork.timeout\n  its last output: (none)\n");
        assertThat(child(OptionalInt.of(0), List.of()).ended("kryo", SMALL).failureMessage()).hasValueSatisfying(message -> assertThat(message)
                .startsWith("Forked run failed for kryo · SMALL (Order): its child JVM exited with status 0 without running the invocation"));
    }

    @Test
    void aCommandLine_readsBackAsItWasWritten() {
        ChildCommand command = new ChildCommand(folder.resolve("a.records"), "[engine:junit-jupiter]", List.of("serguard.mode=quick", "x=a=b", "x=c"));

        ChildCommand read = ChildCommand.parse(command.args().toArray(String[]::new));

        assertThat(read.test()).isEqualTo("[engine:junit-jupiter]");
        assertThat(read.records()).isEqualTo(folder.resolve("a.records").toAbsolutePath());
        assertThat(read.parameters()).containsExactly(java.util.Map.entry("serguard.mode", "quick"), java.util.Map.entry("x", "c"));
    }
}
