package dev.serguard.baseline;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.budget.Verdict.Measured;
import dev.serguard.budget.Verdict.Status;
import dev.serguard.budget.VerdictFormat;
import dev.serguard.measure.Rounds;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Compares a result with its baseline, metric by metric (those a baseline keeps: {@link BaselineEntry#kept}), and words the
 * regression.
 *
 * <pre>{@code
 * List<Verdict> verdicts = BaselineComparison.compare(result, "orders", baseline, BaselineKey.current(BaselineKey.Mode.QUICK),
 *         "src/test/resources/serguard/OrderTests.json", Thresholds.ONE_JVM);
 * BaselineComparison.failureMessage(result, verdicts).ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 *
 * <p>Sizes are exact: over the threshold (by default, any growth) is a regression. Allocation,
 * measured from the compiled state, regresses when even this run's smallest sample is over the
 * largest recorded one by more than the threshold. A time is compared as its ratio to the
 * reference workload timed in the same rounds ({@link dev.serguard.measure.Rounds}), which a
 * slower or busier machine changes alike, brought to the speed the baseline was recorded at
 * where it knows that speed and the reference's change is more than its own spread
 * ({@link SpeedScaling}): it regresses when the ratio's
 * median is over the recorded ratio by more than the threshold and so is the whole of its
 * interval at {@link Statistics#VERDICT_CONFIDENCE} (where the machine runs faster than when
 * recorded, it must be over the threshold as measured too, else it is withheld), and only where
 * times are trusted. A time or an allocation
 * that looks regressed is measured again ({@link #confirm}) and fails only if it regressed both
 * times. Improvements beyond the threshold (for sizes, any) are reported so that the baseline can
 * be recorded anew.
 *
 * <p>Times and allocation depend on the JDK, the garbage collector and the mode
 * ({@link BaselineKey}): they are compared only with figures recorded under this run's key.
 * Sizes do not, and are compared with the figures of any key, this run's first.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class BaselineComparison {

    /**
     * How much faster or slower than where the baseline was recorded the reference workload may run
     * for times to be judged: beyond it, a codec and the reference no longer slow alike. On a
     * virtual machine, the reference's own time varies up to 2× from one JVM to the next, and
     * codecs' times with it; on some, a JVM runs the reference ten times and a codec seven times
     * slower than the next JVM, for its whole life.
     */
    public static final double MACHINE_LIMIT = 2.5;

    /**
     * How much faster or slower than where the baseline was recorded the reference workload may run
     * for a time to be judged at its threshold. Further out (up to {@link #MACHINE_LIMIT}), a JVM
     * reads unchanged code too high to tell a small slowdown from none: beside a busy neighbour,
     * JVMs whose reference ran 1.2× to 1.7× slower than recorded read unchanged code up to +36 %,
     * and a 1.25× slowdown from +23 % to +45 %. There a time fails only over its threshold plus
     * {@link #WIDER_SPREAD} (a 2× slowdown read +80 % or more); between the two, it is not judged in
     * that JVM, and another one is asked.
     */
    public static final double SPEED_BAND = 1.2;

    /** What a JVM beyond {@link #SPEED_BAND} adds to a time's threshold before it fails the time: 35 points. */
    public static final double WIDER_SPREAD = 0.35;

    /** Less than this is not an improvement worth recording, whatever the threshold: allocation and time jitter that much. */
    static final double MIN_IMPROVEMENT = 0.02;

    /**
     * The share of its threshold past which a time that passed is still near it ({@link #nearThreshold}):
     * one JVM reads a 25 % slowdown anywhere from under +7.5 % to over +40 %, against a threshold
     * of 15 %.
     */
    public static final double NEAR = 0.5;

    private BaselineComparison() {
    }

    /**
     * One verdict per metric measured in {@code result}. Sizes are compared with the entry
     * recorded under {@code here}, else under the key of the nearest JDK: they do not depend on
     * the JVM. Times and allocation are compared only with entries recorded under {@code here};
     * recorded under other keys only, they are {@link Status#NOT_COMPARED}, with a line that
     * says why and what to do.
     *
     * @param test        the test method's name
     * @param here        this run's JDK, garbage collector and mode
     * @param source      where the baseline was read from, as messages show it
     */
    public static List<Verdict> compare(SerializationResult<?> result, String test, Baseline baseline, BaselineKey here,
                                                String source, Thresholds thresholds) {
        List<Verdict> verdicts = new ArrayList<>();
        for (Metric metric : Metric.values()) {
            Optional<Statistics> now = metric.read(result);
            if (now.isEmpty() || !BaselineEntry.kept(metric)) {
                continue;
            }
            double allowed = thresholds.percentFor(metric) / 100;
            List<BaselineKey> keys = baseline.keys(test, result.codec(), result.payload().label(), metric);
            if (keys.isEmpty()) {
                verdicts.add(verdict(metric, Status.NOT_IN_BASELINE, now.get().median(), Double.NaN, allowed, new Measured.Missing(Optional.empty()),
                        source, Optional.empty(), Optional.empty()));
            } else if (measured(metric) && !(here.known() && keys.contains(here))) {
                verdicts.add(verdict(metric, Status.NOT_COMPARED, now.get().median(), Double.NaN, allowed, new Measured.Missing(Optional.empty()),
                        source, Optional.empty(), Optional.of(notComparedBecause(keys, here, false))));
            } else {
                BaselineKey key = measured(metric) ? here : nearest(keys, here);
                BaselineEntry entry = baseline.entry(test, result.codec(), result.payload().label(), metric, key).orElseThrow();
                Optional<String> from = key.equals(here) ? Optional.empty() : Optional.of(key.describe());
                if (metric.timed()) {
                    // A recording that knew its ratio less well than a threshold needs widens it (BaselineEntry.widening).
                    verdicts.add(time(result, metric, entry, now.get(), new Verdict.Limit.Allowed(allowed * entry.widening(), entry.ratioError()),
                            source, from));
                } else if (metric.allocation()) {
                    verdicts.add(allocation(result, metric, entry, now.get(), allowed, source, from));
                } else {
                    // Bytes that vary (a time, a nonce) regress only when even the smallest now is over
                    // the largest recorded, and improve only when even the largest is under the smallest.
                    double nowMin = BaselineEntry.sizeRange(result, metric).map(range -> (double) range[0]).orElse(now.get().median());
                    verdicts.add(exact(metric, entry, now.get().median(), nowMin, allowed, source, from));
                }
            }
        }
        return verdicts;
    }

    // This run's key; else the same JDK (sizes depend on its libraries, not on the collector or mode); else the nearest, the newer on a tie.
    private static BaselineKey nearest(List<BaselineKey> keys, BaselineKey here) {
        if (keys.contains(here)) {
            return here;
        }
        int jdk = here.jdk().orElse(0);
        return keys.stream().min(Comparator.<BaselineKey>comparingInt(key -> key.jdk().isPresent() ? Math.abs(key.jdk().getAsInt() - jdk) : Integer.MAX_VALUE)
                .thenComparing(key -> -key.jdk().orElse(0))
                .thenComparing(BaselineKey.ORDER)).orElseThrow();
    }

    /**
     * Why a figure recorded only under {@code recorded} is not compared in a run under
     * {@code here}, and what to do: {@code the baseline has it for JDK 25, G1, quick only; this run
     * is JDK 17, G1, quick: record under this JDK (-Dserguard.mode=record) to compare it}.
     *
     * @param plural {@code them} instead of {@code it}, for several figures
     */
    public static String notComparedBecause(List<BaselineKey> recorded, BaselineKey here, boolean plural) {
        String it = plural ? "them" : "it";
        String has = "the baseline has " + it + " for " + recorded.stream().map(BaselineKey::describe).collect(Collectors.joining(" and "))
                + " only; this run is " + here.describe() + ": ";
        // Record mode measures as quick mode does: a full run never finds its own key.
        String quick = here.mode().equals(Optional.of(BaselineKey.Mode.FULL)) ? " and run in quick mode (-Dserguard.mode=quick)" : "";
        boolean olderFile = recorded.stream().anyMatch(key -> !key.known() && couldBe(key, here));
        if (olderFile) {
            return has + "record " + it + " anew (-Dserguard.mode=record)" + quick + " to compare " + it + ", the baseline predates keys";
        }
        boolean sameJvm = recorded.stream().anyMatch(key -> key.jdk().equals(here.jdk()) && key.gc().equals(here.gc()));
        if (sameJvm) {
            return has + (quick.isEmpty() ? "record " + it + " in quick mode (-Dserguard.mode=record) to compare " + it
                    : "run in quick mode (-Dserguard.mode=quick), as record mode measures, to compare " + it);
        }
        List<String> differs = new ArrayList<>();
        if (recorded.stream().noneMatch(key -> key.jdk().equals(here.jdk()))) {
            differs.add("JDK");
        }
        if (recorded.stream().noneMatch(key -> key.gc().equals(here.gc()))) {
            differs.add("garbage collector");
        }
        if (differs.isEmpty()) {
            differs.add("JDK and garbage collector");
        }
        return has + "record under this " + String.join(" and ", differs) + " (-Dserguard.mode=record)" + quick + " to compare " + it;
    }

    // An older file's key, of which a part is unknown, whose known parts are this run's.
    private static boolean couldBe(BaselineKey recorded, BaselineKey here) {
        return (recorded.jdk().isEmpty() || recorded.jdk().equals(here.jdk())) && (recorded.gc().isEmpty() || recorded.gc().equals(here.gc()))
                && (recorded.mode().isEmpty() || recorded.mode().equals(here.mode()) || recorded.mode().equals(Optional.of(BaselineKey.Mode.QUICK)));
    }

    /**
     * Whether a time or an allocation regressed: then measure again, and {@link #confirm} with the
     * second measurement's verdicts.
     */
    public static boolean needsConfirmation(List<Verdict> verdicts) {
        return verdicts.stream().anyMatch(v -> v.failed() && measured(v.metric()));
    }

    /**
     * The verdicts of a first measurement, with each time or allocation that regressed replaced
     * by its verdict in a second measurement of the same codec and payload: it fails only if it
     * regressed in both, and then with the lower of the two figures.
     */
    public static List<Verdict> confirm(List<Verdict> first, List<Verdict> second) {
        List<Verdict> confirmed = new ArrayList<>();
        for (Verdict verdict : first) {
            Optional<Verdict> again = second.stream().filter(v -> v.metric() == verdict.metric()).findFirst();
            if (!verdict.failed() || !measured(verdict.metric()) || again.isEmpty()) {
                confirmed.add(verdict);
            } else if (!again.get().failed()) {
                confirmed.add(again.get());
            } else {
                Verdict lower = again.get().value() < verdict.value() ? again.get() : verdict;
                confirmed.add(lower.inTwoMeasurements());
            }
        }
        return confirmed;
    }

    /**
     * The times among {@code verdicts} that passed, but whose ratio to the reference is over the
     * recorded one by more than {@link #NEAR} of their threshold (+7.5 % against 15 %), or that
     * passed only because the machine was taken to run slower than when recorded, and are over
     * the threshold as measured. One JVM reads a codec's ratio some 3.5 to 5.5 % (standard
     * deviation) off its mean, so that one JVM cannot tell the first from a regression it reads
     * low; and the reference's own time sometimes moves by 13 % or more in one JVM without the
     * machine's speed, so that it cannot tell the second either.
     * Several fresh JVMs can (under JUnit, {@code serguard.confirm.fork}). None where
     * {@code result}'s times are not trusted (an agent, an unsteady warm-up): there they could
     * not fail anyway.
     */
    public static List<Verdict> nearThreshold(SerializationResult<?> result, List<Verdict> verdicts) {
        return verdicts.stream().filter(v -> v.metric().timed() && v.outcome() == Status.PASSED && v.metric().distrust(result).isEmpty())
                .filter(v -> v.measured() instanceof Measured.Ratio ratio && !fasterBothWays(ratio.atSpeed()
                        .map(Measured.Adjusted::measuredRatio).orElse(ratio.ratio().median()), ratio.recordedRatio(), ratio.now(), ratio.recorded()))
                .filter(v -> v.measured() instanceof Measured.Ratio ratio && v.limit() instanceof Verdict.Limit.Allowed allowed
                        && (ratio.ratio().median() > ratio.recordedRatio() * (1 + allowed.fraction() * NEAR)
                        || ratio.atSpeed().filter(at -> at.measuredRatio() * at.referenceTimes() > ratio.recordedRatio() * (1 + allowed.fraction()))
                                .isPresent()))
                .toList();
    }

    // Sizes are exact; what the timing engine measured can differ from one measurement to the next.
    private static boolean measured(Metric metric) {
        return metric != Metric.SIZE && metric != Metric.DEFLATED_SIZE;
    }

    /**
     * {@code Baseline regression for kryo · SMALL (Order)} and a line per regressed metric; empty
     * when none regressed.
     */
    public static Optional<String> failureMessage(SerializationResult<?> result, List<Verdict> verdicts) {
        return VerdictFormat.failureMessage("Baseline regression for", result.title(), verdicts);
    }

    private static Verdict exact(Metric metric, BaselineEntry entry, double now, double nowMin, double allowed, String source,
                                 Optional<String> recordedUnder) {
        double base = entry.value();
        boolean size = metric == Metric.SIZE || metric == Metric.DEFLATED_SIZE;
        boolean varies = entry.lower() < base || nowMin < now;
        Status outcome;
        if (nowMin > base * (1 + allowed) + 1e-9) {
            outcome = Status.FAILED;
        } else if (size && varies ? now < entry.lower() : size ? now < base : now < base * (1 - Math.max(allowed, MIN_IMPROVEMENT))) {
            outcome = Status.IMPROVED;
        } else {
            outcome = Status.PASSED;
        }
        return verdict(metric, outcome, now, base, allowed, new Measured.Change(entry.lower(), base, nowMin, now), source, recordedUnder,
                Optional.empty());
    }

    /**
     * A time, as its ratio to the reference workload timed in the same rounds: the recorded ratio
     * is what this machine should take now, however fast or busy it is, once the rounds' ratios
     * are brought to the speed the baseline was recorded at (the reference's median time then and
     * in these rounds, and the entry's exponent; {@link SpeedScaling#adjusted}). Regressed when the ratio's median is over the threshold and
     * its interval at {@link Statistics#VERDICT_CONFIDENCE} lies wholly over it too; withheld where only the speed brought it over.
     */
    private static Verdict time(SerializationResult<?> result, Metric metric, BaselineEntry entry, Statistics now,
                                Verdict.Limit.Allowed threshold, String source, Optional<String> recordedUnder) {
        double allowed = threshold.fraction();
        Optional<Statistics> measured = metric.measurement(result).flatMap(m -> m.rounds().relativeToReference());
        if (entry.ratio().isEmpty() || measured.isEmpty()) {
            String why = entry.ratio().isEmpty() ? "it was recorded by an older serguard, without a ratio to this serguard's reference workload:"
                    + " record the baseline anew (-Dserguard.mode=record) to compare it"
                    : "this run timed no reference workload next to it";
            return verdict(metric, Status.NOT_COMPARED, now.median(), Double.NaN, allowed, new Measured.Missing(Optional.empty()), source,
                    recordedUnder, Optional.of(why));
        }
        Statistics raw = measured.get();
        double recorded = entry.ratio().getAsDouble();
        // The reference's time per operation now.
        double reference = now.median() / raw.median();
        Rounds rounds = metric.measurement(result).orElseThrow().rounds();
        // The baseline's speed model, for these rounds (beside a busy neighbour: no exponent), where the baseline knows its speed.
        Optional<SpeedScaling> scaling = entry.speed().map(speed -> speed.forRounds(rounds));
        // Round by round as at the recording's speed.
        Statistics ratio = scaling.flatMap(speed -> speed.adjusted(rounds)).orElse(raw).at(Statistics.VERDICT_CONFIDENCE);
        // How much slower than when recorded the machine is believed to run (1 where the baseline does not know its speed).
        double slowdown = scaling.map(speed -> speed.slowdown(reference)).orElse(1.0);
        // A ratio in nanoseconds on this machine now: times the reference's recorded time and that slowdown, where the
        // baseline knows its speed; else times the reference's time now.
        double scale = scaling.map(speed -> speed.referenceNanos() * slowdown).orElse(reference);
        double expected = recorded * scale;
        OptionalDouble neighbour = rounds.besideBusyNeighbour() ? OptionalDouble.of(rounds.neighbourCores()) : OptionalDouble.empty();
        Measured figures = new Measured.Ratio(entry.value(), now.median(), recorded, ratio, scaling
                .map(speed -> new Measured.Adjusted(reference / speed.referenceNanos(), raw.median(), slowdown == 1, neighbour)));
        double limit = recorded * (1 + allowed);
        // The reference's own time then and now: a codec and the reference do not slow alike when a
        // JVM runs at a very different speed (another kind of machine, a host much busier, a JVM that
        // runs everything several times slower than the next one). Its
        // reading then says nothing either way: a pass there is no more a verdict than a failure.
        double speed = reference / entry.speed().map(SpeedScaling::referenceNanos).orElse(entry.value() / recorded);
        Optional<String> otherSpeed = otherSpeed(speed);
        if (otherSpeed.isPresent() && metric.distrust(result).isEmpty()) {
            Optional<String> distrusted = distrust(result, metric, entry);
            return new Verdict(metric, Status.UNTRUSTED, ratio.median() * scale, expected, threshold, figures,
                    new Verdict.Source.Baseline(source, recordedUnder), distrusted.or(() -> otherSpeed), false, distrusted.isEmpty());
        }
        // A time taken under an agent (JaCoCo) or before steady state, now or when recorded, is no
        // gain to keep, nor a regression for fresh JVMs to look at: it only ever warns.
        boolean trusted = metric.distrust(result).isEmpty() && entry.untrusted().isEmpty();
        // Faster than recorded both in ns/op and relative to the reference, as measured: no regression, whatever the speed model says.
        if (ratio.median() > limit && fasterBothWays(raw.median(), recorded, now.median(), entry.value())) {
            return verdict(metric, Status.PASSED, ratio.median() * scale, expected, threshold, figures, source, recordedUnder, Optional.empty());
        }
        // Over the threshold only once brought to the speed of a recording made slower: the failure would rest on the speed model alone.
        if (slowdown < 1 && ratio.median() > limit && raw.median() <= limit && trusted) {
            return verdict(metric, Status.UNTRUSTED, ratio.median() * scale, expected, threshold, figures, source, recordedUnder,
                    Optional.of(onlyAtRecordedSpeed(raw.median() / recorded - 1)));
        }
        // Beyond the speed band, a JVM cannot tell a small slowdown from none: over the threshold, but not over the wider one,
        // it does not judge, and another JVM is asked.
        if (ratio.median() > limit && ratio.median() <= recorded * (1 + allowed + WIDER_SPREAD) && outsideBand(speed) && trusted) {
            return new Verdict(metric, Status.UNTRUSTED, ratio.median() * scale, expected, threshold, figures,
                    new Verdict.Source.Baseline(source, recordedUnder), Optional.of(outsideBandReason(speed, allowed)), false, true);
        }
        if (ratio.median() <= limit) {
            boolean improved = trusted && ratio.upper() < recorded * (1 - Math.max(allowed, MIN_IMPROVEMENT));
            return verdict(metric, improved ? Status.IMPROVED : Status.PASSED, ratio.median() * scale, expected, threshold, figures, source,
                    recordedUnder, Optional.empty());
        }
        if (ratio.lower() <= limit && trusted) {
            return verdict(metric, Status.NOT_CLEARLY_OVER, ratio.median() * scale, expected, threshold, figures, source, recordedUnder,
                    Optional.empty());
        }
        return unlessUntrusted(result, metric, entry, expected, ratio.median() * scale, threshold, figures, source, recordedUnder);
    }

    // A time whose ratio to the reference and whose time per operation are both no higher than recorded.
    private static boolean fasterBothWays(double ratio, double recordedRatio, double nanos, double recordedNanos) {
        return ratio <= recordedRatio && nanos <= recordedNanos;
    }

    /**
     * Why a JVM that ran the reference workload {@code speed} times as long as where the baseline
     * was recorded cannot judge a time, if it cannot: beyond {@link #MACHINE_LIMIT} either way.
     */
    static Optional<String> otherSpeed(double speed) {
        return speed <= MACHINE_LIMIT && speed >= 1 / MACHINE_LIMIT ? Optional.empty()
                : Optional.of(String.format(Locale.ROOT, "this JVM ran the reference workload %.1f× %s than where the baseline was recorded: a codec and the reference do not"
                        + " slow alike that far, so this JVM cannot judge times (where its JVMs run at two speeds, -XX:+AlwaysPreTouch in Surefire's"
                        + " argLine steadies them: docs/guide/baselines.md; on another kind of machine, record the baseline there)",
                        speed > 1 ? speed : 1 / speed, speed > 1 ? "slower" : "faster"));
    }

    private static boolean outsideBand(double speed) {
        return speed > SPEED_BAND || speed < 1 / SPEED_BAND;
    }

    /** Why a time over its threshold, in a JVM beyond {@link #SPEED_BAND}, is not judged there. */
    static String outsideBandReason(double speed, double allowed) {
        return String.format(Locale.ROOT, "this JVM ran the reference workload %.2f× %s than where the baseline was recorded: that far from the"
                        + " recording's speed, unchanged code can read as much over, so this JVM fails a time only over %+.1f %%, and leaves"
                        + " one under it to a JVM nearer that speed", speed > 1 ? speed : 1 / speed, speed > 1 ? "slower" : "faster",
                (allowed + WIDER_SPREAD) * 100);
    }

    /**
     * Why a time over its threshold at the recording's speed, but not as measured, is not failed:
     * this JVM ran faster than the recording's, and a codec's time was taken to fall faster than
     * the reference's with it ({@link SpeedScaling}). That is what a host's fast and slow stretches
     * do; a JVM that runs everything at a second speed, on some virtual machines, does not: there a
     * baseline recorded in JVMs at the slower speed read unchanged code in the faster ones 7.8 to
     * 21.6 % over at the recording's speed and 0.6 to 11.4 % over as measured, and failed it in 5 of
     * 6 comparisons. Unchanged or slower, it is withheld in the test JVM,
     * never passed; in a fresh JVM that measures a time again, a warning counts as not failed there.
     */
    static String onlyAtRecordedSpeed(double asMeasured) {
        return String.format(Locale.ROOT, "over the threshold only at the recording's speed, not as measured (%+.1f %%): this JVM ran faster"
                + " than where the baseline was recorded, and how much faster a codec runs with it is not known well enough to fail on (record"
                + " the baseline where and as the builds run)", asMeasured * 100);
    }


    /**
     * The times among {@code verdicts} withheld because this JVM ran the reference workload at a
     * very different speed from the recording's ({@link #MACHINE_LIMIT}): another JVM, on a machine
     * whose JVMs do not all run alike, can judge them.
     */
    public static List<Verdict> atAnotherSpeed(List<Verdict> verdicts) {
        return verdicts.stream().filter(Verdict::atAnotherSpeed).toList();
    }

    /**
     * Bytes allocated per operation, from the compiled state: regressed when even this run's
     * smallest sample is over the largest recorded one by more than the threshold. A figure that
     * moves between samples (a TLAB refill, a lazily filled cache) widens its own tolerance.
     */
    private static Verdict allocation(SerializationResult<?> result, Metric metric, BaselineEntry entry, Statistics now, double allowed,
                                      String source, Optional<String> recordedUnder) {
        Measured figures = new Measured.Change(entry.lower(), entry.upper(), now.min(), now.max());
        if (now.min() > entry.upper() * (1 + allowed) + 1e-9) {
            return unlessUntrusted(result, metric, entry, entry.value(), now.median(), new Verdict.Limit.Allowed(allowed), figures, source,
                    recordedUnder);
        }
        boolean trusted = metric.distrust(result).isEmpty() && entry.untrusted().isEmpty();
        boolean improved = trusted && now.max() < entry.lower() * (1 - Math.max(allowed, MIN_IMPROVEMENT));
        return verdict(metric, improved ? Status.IMPROVED : Status.PASSED, now.median(), entry.value(), allowed, figures, source,
                recordedUnder, Optional.empty());
    }

    // Regressed, unless this run's figure or the recorded one was not to be trusted, or they were
    // measured on too different machines: then a warning that says why.
    private static Verdict unlessUntrusted(SerializationResult<?> result, Metric metric, BaselineEntry entry, double expected, double now,
                                           Verdict.Limit.Allowed allowed, Measured figures, String source, Optional<String> recordedUnder) {
        Optional<String> distrust = distrust(result, metric, entry);
        return verdict(metric, distrust.isPresent() ? Status.UNTRUSTED : Status.FAILED, now, expected, allowed, figures, source, recordedUnder,
                distrust);
    }

    // Why this run's figure, or the recorded one, is not to be trusted, if it is not.
    private static Optional<String> distrust(SerializationResult<?> result, Metric metric, BaselineEntry entry) {
        String what = metric.timed() ? "times" : "allocation figures";
        return metric.distrust(result).map(reason -> what + " are not trusted here: " + reason)
                .or(() -> entry.untrusted().map(reason -> "the baseline's " + what + " were not trusted when recorded: " + reason));
    }

    private static Verdict verdict(Metric metric, Status outcome, double now, double expected, double allowed, Measured figures, String source,
                                   Optional<String> recordedUnder, Optional<String> reason) {
        return verdict(metric, outcome, now, expected, new Verdict.Limit.Allowed(allowed), figures, source, recordedUnder, reason);
    }

    private static Verdict verdict(Metric metric, Status outcome, double now, double expected, Verdict.Limit.Allowed allowed, Measured figures,
                                   String source, Optional<String> recordedUnder, Optional<String> reason) {
        return new Verdict(metric, outcome, now, expected, allowed, figures,
                new Verdict.Source.Baseline(source, recordedUnder), reason, false);
    }
}
