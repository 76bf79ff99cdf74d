package dev.serguard.gate;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.duet.Figures;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Where {@link InvocationPipeline} puts what it found of one invocation: report entries, the
 * verdicts withheld, the fresh JVMs' vote, and its {@link InvocationOutcome} for the run's reports; in a JVM
 * that measures for its parent, what the parent reads back.
 */
@API(status = INTERNAL, since = "0.4")
public interface InvocationReporter {

    /** Publishes one report entry of the invocation. */
    void entry(String key, String value);

    /** Publishes {@code entries} as one report entry, in their order. */
    void entries(Map<String, String> entries);

    /** Announces {@code verdicts}, withheld on {@code result}, everywhere a build shows them. */
    void withheld(SerializationResult<?> result, List<Verdict> verdicts);

    /** Says the fresh JVMs' vote on the invocation. */
    void vote(String line);

    /** Hands the run's reports what was decided of the invocation, and returns it as an {@link InvocationOutcome}. */
    InvocationOutcome decided(SerializationResult<?> result, List<CheckOutcome> checks, List<String> notes, Optional<Figures> upgrade);

    /** In a JVM that measures for its parent: what it read of each time, passed or not, for the parent's vote. */
    void readings(List<Verdict> verdicts);

    /** In a JVM that measures for its parent: the outcome the parent decides from. */
    void handOver(InvocationOutcome outcome);
}
