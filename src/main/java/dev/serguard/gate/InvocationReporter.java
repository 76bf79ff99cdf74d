package dev.serguard.gate;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.duet.Figures;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Where {@link InvocationPipeline} puts what it found of one invocation: report entries, the
 * verdicts withheld, the fresh JVMs' vote, and its {@link InvocationOutcome} for the run's reports; in a JVM
 * that measures for its parent, what the parent reads back.
 */
@API(status = INTERNAL, since = "0.4")
public interface InvocationReporter {

    /** Says one of the result's notes (bytes that vary from call to call, fields left out of the comparison). */
    void note(String note);

    /**
     * Says the invocation's figures: its sizes and measurements, with the thread-safety check's
     * summary and the untrusted-types check's where they ran.
     */
    void figures(SerializationResult<?> result, Optional<String> threadSafety, Optional<String> untrustedTypes);

    /** Says a note of the thread-safety check: a verdict too weak to be firm, a result it kept. */
    void threadSafetyNote(String note);

    /** Announces {@code verdicts}, withheld on {@code result}, everywhere a build shows them. */
    void withheld(SerializationResult<?> result, List<Verdict> verdicts);

    /** Says a figure better than its baseline by more than its threshold: {@code line} is its verdict's line. */
    void improved(String line);

    /** Says what the baseline knows nothing of: a figure not in it, a baseline recorded otherwise. */
    void baselineNote(String note);

    /** Says what the upgrade duet measured: its summary, then one line per figure, old → new. */
    void duet(String figures);

    /** Says the fresh JVMs' vote on the invocation, in the reports and, where {@code onConsole}, on the console too. */
    void vote(String line, boolean onConsole);

    /** Hands the run's reports what was decided of the invocation, and returns it as an {@link InvocationOutcome}. */
    InvocationOutcome decided(SerializationResult<?> result, List<CheckOutcome> checks, List<String> notes, Optional<Figures> upgrade);

    /** In a JVM that measures for its parent: what it read of each time, passed or not, for the parent's vote. */
    void readings(List<Verdict> verdicts);

    /** In a JVM that measures for its parent: the outcome the parent decides from. */
    void handOver(InvocationOutcome outcome);
}
