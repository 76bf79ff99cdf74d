package dev.serguard.gate;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.Worded;
import dev.serguard.check.untrusted.UntrustedTypesPolicy;
import dev.serguard.duet.DuetFinding;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What the checks of one invocation (a codec on a payload in a test) find, each asked for at
 * most once, in the order {@link InvocationPipeline} needs them: the adapter that knows the test
 * (its annotations, settings and child JVMs) answers, the pipeline decides. Never {@code null}.
 *
 * @param <T> the payload's type
 */
@API(status = INTERNAL, since = "0.4")
public interface InvocationChecks<T> {

    /** The invocation's result: round trip, sizes and, where timed, its measurements. */
    SerializationResult<T> result();

    /** The line that makes the same payload again, where it takes one (a named payload needs none). */
    Optional<String> reproduction();

    /** The thread-safety check of the codec; asked only where the JVM's role runs it. */
    ThreadSafetyPolicy.Summary threadSafety();

    /** The untrusted-types check, where the test declares one. */
    Optional<UntrustedTypesPolicy.Finding> untrustedTypes();

    /** The verdicts of the test's budgets (a failed time measured again before it fails). */
    List<Verdict> budgets();

    /** The invocation compared with its recorded baseline; in record mode, what was recorded of it. */
    BaselineFinding baseline();

    /** The golden-bytes check's failure, if any, as the check worded it. */
    Optional<Worded> goldenBytes();

    /** The robustness check's failure, if any, as the check worded it. */
    Optional<Worded> robustness();

    /** What the upgrade duet found in this JVM's pairs of worlds, {@link DuetFinding#NONE} where none runs. */
    DuetFinding duet();

    /** Measures the invocation again in fresh JVM number {@code jvm} (from 1), for the gate's vote. */
    Confirmation confirm(int jvm);

    /**
     * What fresh JVM number {@code jvm} (from 1) found of the invocation, where it measures every
     * invocation of the test method, once for all of them: for a JVM that cannot judge times at its
     * speed, whose every invocation goes to fresh JVMs.
     */
    Confirmation confirmAmongEvery(int jvm);

    /** Runs the invocation's upgrade duet again in fresh JVM number {@code jvm} (from 1), for the gate's vote on it. */
    Confirmation confirmDuet(int jvm);
}
