package dev.serguard.junit;

import dev.serguard.fork.ChildCommand;
import dev.serguard.fork.ChildRecords;
import dev.serguard.fork.RemoteFailure;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The main class of a forked invocation's child JVM: runs one {@link SerializationTest} through
 * the JUnit Platform, selected by its unique id and narrowed to one codec and payload by the
 * configuration parameters given, and tells the parent what happened through
 * {@link ChildRecords}: the report entries, the outcome, or who called {@code System.exit}.
 *
 * <p>Arguments: a {@link ChildCommand} (the records file, the test's unique id, then
 * {@code key=value} configuration parameters). Started by serguard itself, never by users.
 */
@API(status = INTERNAL, since = "0.2")
public final class ForkChild {

    private static volatile boolean finished;

    private ForkChild() {
    }

    public static void main(String[] args) {
        ChildCommand command = ChildCommand.parse(args);
        ChildRecords.recordExit(command.records(), () -> finished);
        LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request().selectors(DiscoverySelectors.selectUniqueId(command.test()))
                .configurationParameters(command.parameters()).build(), new Listener(command.records()));
        finished = true;
        System.out.flush();
        System.err.flush();
        // Not System.exit: a codec's shutdown hook or a thread it left running must not change how the child ends.
        Runtime.getRuntime().halt(0);
    }

    /** Records the test's report entries and its outcome: of its invocation, or of the test itself where it has none. */
    private record Listener(Path records) implements TestExecutionListener {

        @Override
        public void reportingEntryPublished(TestIdentifier test, ReportEntry entry) {
            entry.getKeyValuePairs().forEach((key, value) -> ChildRecords.append(records, new ChildRecords.Entry(key, value)));
        }

        @Override
        public void executionSkipped(TestIdentifier test, String reason) {
            if (test.isTest()) {
                ChildRecords.append(records, new ChildRecords.Finished("SKIPPED", Optional.of(new RemoteFailure("skipped", reason, List.of(), null))));
            }
        }

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            // The test template's own outcome counts only when it failed (no invocation could run): the invocation's comes first.
            if (test.isTest() || test.isContainer() && result.getStatus() == TestExecutionResult.Status.FAILED && test.getSource().isPresent()) {
                ChildRecords.append(records, new ChildRecords.Finished(result.getStatus().name(), result.getThrowable().map(RemoteFailure::of)));
            }
        }
    }
}
