package dev.serguard.measure;

import org.apiguardian.api.API;

import java.util.Arrays;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The per-operation times of one loop, one per sampling round in the order taken, next to the
 * reference workload's time in the same round. Loops measured together share their rounds: round
 * {@code k} of one is paired with round {@code k} of another, taken within milliseconds of each
 * other, in a shuffled order.
 *
 * <pre>{@code
 * Optional<Statistics> ratio = measurement.rounds().relativeToReference();   // 0.41: this codec takes 0.41 reference operations
 * Statistics faster = jsonSerialize.rounds().pairedRatio(kryoSerialize.rounds());  // json ÷ kryo, round by round
 * }</pre>
 *
 * @param nanosPerOp          the loop's time per operation, round by round
 * @param referenceNanosPerOp the reference workload's, in the same rounds
 * @param neighbourCores      how many cores' worth of CPU time other processes used while the
 *                            rounds ran (1.2: a core and a fifth), NaN where not known
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Rounds(double[] nanosPerOp, double[] referenceNanosPerOp, double neighbourCores) {

    /**
     * From how many cores' worth of other processes' CPU time the rounds count as taken beside a
     * busy neighbour: on serguard's 2-core development machine, the rounds of a quick measurement
     * read 0.07 to 0.19 cores alone, 1.38 to 1.45 beside a process spinning on every core (the
     * operating system counts in hundredths of a second: a tenth of a core either way over such
     * rounds).
     */
    public static final double BUSY_NEIGHBOUR = 0.5;

    /**
     * The version of the reference workload of {@link Probes#jvm()}: a ratio to one version is not
     * comparable with a ratio to another (baseline files record it).
     */
    public static final int REFERENCE_VERSION = Reference.VERSION;

    public Rounds {
        if (nanosPerOp.length != referenceNanosPerOp.length) {
            throw new IllegalArgumentException("rounds of the loop (" + nanosPerOp.length + ") and of the reference ("
                    + referenceNanosPerOp.length + ") differ");
        }
        nanosPerOp = nanosPerOp.clone();
        referenceNanosPerOp = referenceNanosPerOp.clone();
    }

    /** Rounds taken where how busy other processes were is not known. */
    public Rounds(double[] nanosPerOp, double[] referenceNanosPerOp) {
        this(nanosPerOp, referenceNanosPerOp, Double.NaN);
    }

    /** Whether a neighbour kept {@link #BUSY_NEIGHBOUR} cores or more busy while the rounds ran; not so where that is not known. */
    public boolean besideBusyNeighbour() {
        return neighbourCores >= BUSY_NEIGHBOUR;
    }

    /** Rounds without a reference time (an engine on a clock that the reference does not advance). */
    public static Rounds withoutReference(double[] nanosPerOp) {
        return new Rounds(nanosPerOp, new double[nanosPerOp.length]);
    }

    public int count() {
        return nanosPerOp.length;
    }

    /**
     * This loop's time divided by the reference's, round by round: how fast the code is relative
     * to the machine at that moment. Empty where a round has no reference time.
     */
    public Optional<Statistics> relativeToReference() {
        if (count() == 0 || Arrays.stream(referenceNanosPerOp).anyMatch(nanos -> !(nanos > 0))) {
            return Optional.empty();
        }
        double[] ratios = new double[count()];
        for (int k = 0; k < ratios.length; k++) {
            ratios[k] = nanosPerOp[k] / referenceNanosPerOp[k];
        }
        return Optional.of(Statistics.of(ratios));
    }

    /**
     * Whether {@code other} was measured together with this loop, round by round: then their rounds
     * share the very same reference times.
     */
    public boolean pairsWith(Rounds other) {
        return count() > 0 && Arrays.equals(referenceNanosPerOp, other.referenceNanosPerOp)
                && Arrays.stream(referenceNanosPerOp).allMatch(nanos -> nanos > 0);
    }

    /**
     * {@code other}'s time divided by this loop's, round by round: how many times faster this loop
     * is. Both must come from the same measurement, so that their rounds pair up.
     */
    public Statistics pairedRatio(Rounds other) {
        if (other.count() != count()) {
            throw new IllegalArgumentException("cannot pair " + count() + " rounds with " + other.count()
                    + ": the two loops were not measured together");
        }
        double[] ratios = new double[count()];
        for (int k = 0; k < ratios.length; k++) {
            ratios[k] = other.nanosPerOp[k] / nanosPerOp[k];
        }
        return Statistics.of(ratios);
    }

    @Override
    public double[] nanosPerOp() {
        return nanosPerOp.clone();
    }

    @Override
    public double[] referenceNanosPerOp() {
        return referenceNanosPerOp.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Rounds that && Arrays.equals(nanosPerOp, that.nanosPerOp)
                && Arrays.equals(referenceNanosPerOp, that.referenceNanosPerOp) && Double.compare(neighbourCores, that.neighbourCores) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(nanosPerOp) + Arrays.hashCode(referenceNanosPerOp)) + Double.hashCode(neighbourCores);
    }

    @Override
    public String toString() {
        return "Rounds" + Arrays.toString(nanosPerOp);
    }
}
