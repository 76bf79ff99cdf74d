package dev.serguard.baseline;

import dev.serguard.SerializationResult;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Record mode's policy for one invocation: how many JVMs are enough, how their figures merge into
 * one entry each (a time the median across JVMs, with its error), which figures are not to be
 * trusted and so not written, and what the run's notes say of the JVMs left out. The adapter
 * starts the JVMs and says the line; what is recorded is decided here.
 *
 * <pre>{@code
 * List<BaselineEntry> own = BaselineEntry.of("orders", result);
 * Recording.Recorded recorded = Recording.record(run, OrderTests.class, "orders", result, own, freshJvms.record(Recording.enough(run, own)));
 * }</pre>
 */
@API(status = INTERNAL, since = "0.4")
public final class Recording {

    private Recording() {
    }

    /**
     * What one invocation's recording wrote.
     *
     * @param line      what the console and the report entry say: where it was recorded, from how many JVMs, how well known
     * @param untrusted the figures not written, as no JVM measured them in a state to judge by
     * @param jvms      how many JVMs measured it, this one included
     */
    public record Recorded(String line, List<BaselineEntry> untrusted, int jvms) {
    }

    /** A load average of this many per core or more makes a machine busy for a recording. */
    public static final double BUSY_LOAD_PER_CORE = 0.75;

    /**
     * What record mode says at its start where the machine is busy (a load average of
     * {@link #BUSY_LOAD_PER_CORE} per core or more; a negative one is unknown) and it records from
     * fresh JVMs: how busy, and what it does about it with its {@code jvms} JVMs, at most
     * {@code mostJvms}; empty otherwise, and for a recording in one JVM, which does nothing about it.
     */
    public static Optional<String> busyNotice(double loadAverage, int cores, int jvms, int mostJvms) {
        if (jvms < 2 || loadAverage < BUSY_LOAD_PER_CORE * cores) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "serguard record mode: this machine is busy (load average %.1f on %d %s). Each time is"
                + " recorded from %d JVMs, this one and fresh ones one at a time; where they read it far apart, more are asked, up to %d, and"
                + " a time still read too far apart is not written, the run says which. On a quieter machine a recording takes less time"
                + " and knows its times closer (docs/guide/baselines.md).", loadAverage, cores, cores == 1 ? "core" : "cores", jvms, mostJvms));
    }

    /**
     * Whether the fresh JVMs' figures so far, with this JVM's {@code own}, are enough: enough JVMs
     * ran at the fastest speed, and every figure the run records is one to judge by.
     */
    public static Predicate<List<List<BaselineEntry>>> enough(BaselineRun run, List<BaselineEntry> own) {
        double fastestElsewhere = run.fastestRecorded();
        return children -> {
            List<List<BaselineEntry>> jvms = Stream.concat(Stream.of(own), children.stream()).toList();
            return atFastest(jvms, fastestElsewhere) && merged(jvms).stream().allMatch(entry -> entry.untrusted().isEmpty()
                    && entry.ratioError().isEmpty() || !run.records(entry.metric()));
        };
    }

    /**
     * Records {@code result} from {@code own} figures and those of the {@code fresh} JVMs, notes why
     * others measured nothing ({@code problems}) and which ran too slow to count.
     */
    public static Recorded record(BaselineRun run, Class<?> testClass, String test, SerializationResult<?> result, List<BaselineEntry> own,
                                  List<List<BaselineEntry>> fresh, List<String> problems) {
        List<List<BaselineEntry>> jvms = new ArrayList<>(List.of(own));
        jvms.addAll(fresh);
        jvms.forEach(jvm -> BaselineEntry.referenceNanos(jvm).ifPresent(run::recordedAt));
        List<BaselineEntry> merged = merged(jvms).stream().filter(entry -> run.records(entry.metric())).toList();
        List<BaselineEntry> untrusted = merged.stream().filter(entry -> entry.untrusted().isPresent()).toList();
        // A figure not to be trusted is not written: it would switch its verdict off for good.
        run.record(testClass, test, merged.stream().filter(entry -> entry.untrusted().isEmpty()).toList());
        String recorded = "recorded for " + run.file(testClass) + (jvms.size() == 1 ? "" : ", times the median of " + jvms.size() + " JVMs"
                + widestError(run, jvms).stream().mapToObj(error -> String.format(Locale.ROOT, ", known to ±%.1f %%", 100 * error))
                        .collect(Collectors.joining()))
                + widened(merged)
                + (untrusted.isEmpty() ? "" : ", but for " + (untrusted.size() == 1 ? "one figure" : untrusted.size() + " figures")
                + " not to be trusted");
        problems.forEach(problem -> run.note("Recorded " + result.title() + " from fewer JVMs than asked, as one could not measure it: " + problem));
        leftOutForTheirSpeed(jvms).filter(count -> untrusted.isEmpty()).ifPresent(count -> run.note("Recorded the times of "
                + result.title() + " from " + (jvms.size() - count) + " of " + jvms.size() + " JVMs: " + count + " ran serguard's"
                + " reference workload over " + BaselineComparison.MACHINE_LIMIT + "× slower than the fastest, where a codec and the"
                + " reference no longer slow alike"));
        return new Recorded(recorded, untrusted, jvms.size());
    }

    // Whether the JVMs so far are enough to record at the fastest speed (any that does not know its speed: they are).
    private static boolean atFastest(List<List<BaselineEntry>> jvms, double fastestElsewhere) {
        List<OptionalDouble> speeds = jvms.stream().map(BaselineEntry::referenceNanos).toList();
        return speeds.stream().anyMatch(OptionalDouble::isEmpty)
                || SpeedScaling.enoughAtFastest(speeds.stream().mapToDouble(OptionalDouble::getAsDouble).toArray(), fastestElsewhere);
    }

    // How many JVMs' times the recording left out for their speed (BaselineEntry.atMachineSpeed), if any.
    private static Optional<Integer> leftOutForTheirSpeed(List<List<BaselineEntry>> jvms) {
        return jvms.get(0).stream().filter(entry -> entry.metric().timed()).findFirst().map(time -> acrossJvms(jvms, time))
                .map(all -> all.size() - BaselineEntry.atMachineSpeed(all).size()).filter(count -> count > 0);
    }

    // What times known less well than a threshold needs do to their comparisons: they widen the threshold (BaselineEntry.widening).
    private static String widened(List<BaselineEntry> recorded) {
        List<BaselineEntry> wide = recorded.stream().filter(entry -> entry.untrusted().isEmpty() && entry.widening() > 1).toList();
        double widest = wide.stream().mapToDouble(BaselineEntry::widening).max().orElse(1);
        return wide.isEmpty() ? "" : String.format(Locale.ROOT, ", judged with %s %.2f times as wide, as more JVMs did not know %s to ±%.1f %%",
                wide.size() == 1 ? "a threshold" : "thresholds up to", widest, wide.size() == 1 ? "one time" : wide.size() + " times",
                100 * SpeedScaling.RECORDED_ERROR);
    }

    // How far the least well known of the recorded times may lie from its codec's (BaselineEntry.ratioError).
    private static OptionalDouble widestError(BaselineRun run, List<List<BaselineEntry>> jvms) {
        return jvms.get(0).stream().filter(entry -> entry.metric().timed() && run.records(entry.metric()))
                .map(entry -> BaselineEntry.ratioError(acrossJvms(jvms, entry)))
                .filter(OptionalDouble::isPresent).mapToDouble(OptionalDouble::getAsDouble).max();
    }

    // The figure that entry is, as each of the JVMs measured it.
    private static List<BaselineEntry> acrossJvms(List<List<BaselineEntry>> jvms, BaselineEntry entry) {
        return jvms.stream().flatMap(List::stream).filter(other -> other.isFor(entry.test(), entry.codec(), entry.payload(), entry.metric())).toList();
    }

    // Each figure across the JVMs that measured it, in the first JVM's order.
    private static List<BaselineEntry> merged(List<List<BaselineEntry>> jvms) {
        List<BaselineEntry> merged = new ArrayList<>();
        for (BaselineEntry entry : jvms.get(0)) {
            merged.add(BaselineEntry.across(acrossJvms(jvms, entry)));
        }
        return merged;
    }
}
