package dev.serguard.duet;

import dev.serguard.measure.Measurement;
import dev.serguard.measure.Statistics;
import dev.serguard.measure.TimedLoop;
import dev.serguard.measure.TimingEngine;
import dev.serguard.internal.Numbers;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One codec on one payload in the world of the old library version and in the world of the new,
 * compared: the bytes each writes and whether each reads the other's, and the time and allocation
 * of serialize and deserialize, the two worlds' batches timed in the same shuffled rounds, so
 * that the verdict rests on round-by-round ratios, as {@code @FasterThan} compares two codecs.
 *
 * <pre>{@code
 * Duet.Result result = Duet.compare(oldSide, newSide, new TimingEngine(MeasureSettings.quick()), 1.10);
 * result.failures();   // empty when the new version is no slower, allocates no more and writes no more bytes
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.4")
public final class Duet {

    /**
     * The default factor: the new version fails a time whose median round-by-round ratio to the
     * old's is over 1.05, in two measurements narrow enough to judge ({@link #MAX_SPREAD}), in most
     * of three pairs of worlds, and in a fresh JVM. A version against itself reads its median ratio
     * under 1.05 in 292 of 300 first measurements (docs/detection.md); the second measurement, the
     * pairs of worlds and the fresh JVMs vote out the rest.
     */
    public static final double DEFAULT_FACTOR = 1.05;

    /**
     * How wide a ratio's 99.9 % interval may be, upper end over lower end, and still carry a
     * verdict: an interval from ×0.90 to ×1.35 holds both "unchanged" and "a third slower", so a pass
     * would mean nothing. A version against itself reads a median width of 1.11 idle and 1.14 beside
     * a busy neighbour, 1.40 at the widest (docs/detection.md); a wider one is measured again, and
     * withheld where it stays wider.
     */
    static final double MAX_SPREAD = 1.5;

    /** How many times at most, and within how long, a measurement too noisy to judge is taken again. */
    static final int NOISY_ATTEMPTS = 2;
    static final long NOISY_LIMIT_NANOS = 15_000_000_000L;

    /**
     * How much more the new version may allocate per operation before it fails: 2 % and 16 bytes.
     * In the compiled state allocation per operation is exact, and both worlds are compiled in the
     * same JVM at the same time, so the duet needs none of the 5 % a baseline allows for another
     * JVM. What remains is the JIT keeping an object off the heap in one world's code and not in
     * the other's: one version against itself reads one or two small objects apart per operation
     * at most, and a world that keeps more off the heap is put to new pairs of worlds and fresh
     * JVMs.
     */
    static final double ALLOCATION_SLACK = 0.02;
    static final double ALLOCATION_SLACK_BYTES = 16;

    private Duet() {
    }

    /**
     * One world's codec on its payload, as the world opened it.
     *
     * @param world       the world
     * @param codecClass  the codec's class, to be the world's own
     * @param payloadClass the payload value's class, to be the world's own unless the JDK's
     * @param bytes       what the codec wrote, or why it could not
     * @param read        reads bytes in this world: {@code null} when they read back as the payload, else what differs
     * @param serialize   runs serialize that many times; empty where the codec could not write
     * @param deserialize runs deserialize that many times; empty where the codec could not write
     */
    public record Side(World world, Class<?> codecClass, Class<?> payloadClass, Object bytes, Function<byte[], String> read,
                       Optional<LongUnaryOperator> serialize, Optional<LongUnaryOperator> deserialize) {

        public Side {
            Objects.requireNonNull(world, "world");
            Objects.requireNonNull(bytes, "bytes");
        }

        Optional<byte[]> written() {
            return bytes instanceof byte[] b ? Optional.of(b) : Optional.empty();
        }
    }

    /**
     * What the duet found.
     *
     * @param oldVersion  how messages name the old side ({@code jackson-databind 2.17.2})
     * @param newVersion  and the new
     * @param lines       one line per figure, old → new, for reports
     * @param failures    one sentence per regression; empty when the new version passed
     * @param measuredOnly whether every failure is of a time or an allocation, which depend on how
     *                     the JIT compiled each world's code, and so are put to worlds compiled anew
     * @param figures     the figures, for the reports' columns; empty where a version could not write the payload
     * @param notJudged   the operations whose times were shown, not judged, each with its line; empty where every time was judged
     */
    public record Result(String oldVersion, String newVersion, List<String> lines, List<String> failures, boolean measuredOnly,
                         Optional<Figures> figures, List<NotJudged> notJudged) {

        public Result {
            lines = List.copyOf(lines);
            failures = List.copyOf(failures);
            Objects.requireNonNull(figures, "figures");
            notJudged = List.copyOf(notJudged);
        }

        /** A result whose times were all judged. */
        public Result(String oldVersion, String newVersion, List<String> lines, List<String> failures, boolean measuredOnly,
                      Optional<Figures> figures) {
            this(oldVersion, newVersion, lines, failures, measuredOnly, figures, List.of());
        }

        /** A result without figures. */
        public Result(String oldVersion, String newVersion, List<String> lines, List<String> failures, boolean measuredOnly) {
            this(oldVersion, newVersion, lines, failures, measuredOnly, Optional.empty());
        }

        public boolean passed() {
            return failures.isEmpty();
        }
    }

    /**
     * An operation whose time was shown, not judged: taken under an agent or a debugger, or in code
     * not compiled in {@link #SETTLE_ATTEMPTS} tries.
     *
     * @param operation {@code serialize} or {@code deserialize}
     * @param why       why its time is not trusted here
     * @param line      its line among the result's {@code lines}, which says why
     */
    @API(status = EXPERIMENTAL, since = "0.4")
    public record NotJudged(String operation, String why, String line) {

        public NotJudged {
            Objects.requireNonNull(operation, "operation");
            Objects.requireNonNull(why, "why");
            Objects.requireNonNull(line, "line");
        }
    }

    /**
     * Why the two sides cannot be measured apart, one sentence; empty when each side's codec and
     * payload are its world's own.
     */
    public static Optional<String> leak(Side side) {
        Optional<String> codec = side.world().notOwn(side.codecClass(), Optional.empty());
        if (codec.isPresent()) {
            return codec;
        }
        // A JDK type (a String, a Map) is everybody's: nothing to tell.
        boolean jdk = side.payloadClass().getClassLoader() == null || side.payloadClass().getClassLoader() == ClassLoader.getPlatformClassLoader();
        return jdk ? Optional.empty() : side.world().notOwn(side.payloadClass(), Optional.empty());
    }

    /**
     * Compares {@code newer} with {@code old}: sizes and the bytes read across always; times and
     * allocation where {@code engine} is given, failing where the new side's time is clearly more
     * than {@code factor} times the old's in two measurements.
     */
    public static Result compare(Side old, Side newer, Optional<TimingEngine> engine, double factor) throws Exception {
        String o = old.world().name();
        String n = newer.world().name();
        List<String> lines = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        if (old.written().isEmpty() || newer.written().isEmpty()) {
            Side broken = old.written().isEmpty() ? old : newer;
            failures.add(broken.world().name() + " could not write the payload: " + broken.bytes());
            return new Result(o, n, lines, failures, false);
        }
        byte[] oldBytes = old.written().get();
        byte[] newBytes = newer.written().get();
        lines.add(String.format(Locale.ROOT, "size  %s B → %s B   %s", Numbers.grouped(oldBytes.length), Numbers.grouped(newBytes.length),
                percent((double) newBytes.length / oldBytes.length)));
        if (newBytes.length > oldBytes.length) {
            failures.add(String.format(Locale.ROOT, "%s writes %s bytes where %s wrote %s (%s)", n, Numbers.grouped(newBytes.length), o,
                    Numbers.grouped(oldBytes.length), percent((double) newBytes.length / oldBytes.length)));
        }
        int mismatch = Arrays.mismatch(oldBytes, newBytes);
        lines.add(mismatch < 0 ? "wire  the same bytes" : "wire  bytes differ from offset " + mismatch);
        String newReadsOld = old.world().call(() -> newer.world().call(() -> newer.read().apply(oldBytes)));
        String oldReadsNew = newer.world().call(() -> old.world().call(() -> old.read().apply(newBytes)));
        if (newReadsOld != null) {
            failures.add(n + " cannot read what " + o + " wrote: " + newReadsOld);
        }
        if (oldReadsNew != null) {
            failures.add(o + " cannot read what " + n + " wrote: " + oldReadsNew);
        }
        if (newReadsOld == null && oldReadsNew == null) {
            lines.add("read  each reads the other's bytes back as the payload");
        }
        boolean measuredOnly = failures.isEmpty();
        List<Figures.Operation> operations = new ArrayList<>();
        List<NotJudged> notJudged = new ArrayList<>();
        if (engine.isPresent()) {
            time(old, newer, engine.get(), factor, lines, failures, operations, notJudged);
        }
        Figures figures = new Figures(o, n, oldBytes.length, newBytes.length, mismatch, newReadsOld == null && oldReadsNew == null, operations);
        return new Result(o, n, lines, failures, measuredOnly && !failures.isEmpty(), Optional.of(figures), notJudged);
    }

    private static void time(Side old, Side newer, TimingEngine engine, double factor, List<String> lines, List<String> failures,
                             List<Figures.Operation> operations, List<NotJudged> notJudged) throws Exception {
        List<TimedLoop> loops = List.of(loop(old, old.serialize()), loop(newer, newer.serialize()), loop(old, old.deserialize()),
                loop(newer, newer.deserialize()));
        List<Measurement> first = measureJudgeable(loops, engine);
        Optional<List<Measurement>> second = Optional.empty();
        String[] names = {"serialize", "deserialize"};
        for (int operation = 0; operation < 2; operation++) {
            int op = operation;
            Statistics ratio = ratio(first, op);
            if (slower(ratio, factor) && second.isEmpty() && unsettled(first).isEmpty()) {
                // Slower once: measured again before it fails, as a budget's time is.
                second = Optional.of(measureJudgeable(loops, engine));
            }
            Optional<Statistics> again = second.map(measured -> ratio(measured, op)).filter(r -> slower(ratio, factor));
            Measurement before = first.get(2 * op);
            Measurement after = first.get(2 * op + 1);
            // A time taken under an agent or a debugger, in code not compiled in three tries, or too noisy to judge, is shown, not judged.
            Optional<List<Measurement>> measuredAgain = second;
            Optional<String> untrusted = engine.environmentDistrust().or(() -> unsettled(first)).or(() -> measuredAgain.flatMap(Duet::unsettled));
            Optional<String> noisy = untrusted.isPresent() ? Optional.empty() : tooNoisy(ratio).or(() -> again.flatMap(Duet::tooNoisy));
            Optional<String> distrust = untrusted.or(() -> noisy);
            String line = String.format(Locale.ROOT, "%s  %s ns/op → %s ns/op   ×%.3f (%.3f to %.3f)%s%s", names[op],
                    Numbers.grouped(Math.round(before.nanosPerOp().median())), Numbers.grouped(Math.round(after.nanosPerOp().median())),
                    ratio.median(), ratio.lower(), ratio.upper(), again.map(r -> String.format(Locale.ROOT, ", again ×%.3f (%.3f to %.3f)",
                            r.median(), r.lower(), r.upper())).orElse(""), untrusted.map(why -> ", not judged: times are not trusted here: " + why)
                            .or(() -> noisy.map(why -> ", not judged: " + why)).orElse(""));
            lines.add(line);
            distrust.ifPresent(why -> notJudged.add(new NotJudged(names[op], why, line)));
            if (distrust.isEmpty() && again.isPresent() && slower(again.get(), factor)) {
                failures.add(String.format(Locale.ROOT, "%s %s %.2f times as slow as %s (×%.3f, at 99.9 %% between %.3f and %.3f; again ×%.3f),"
                        + " where %.2f is allowed", newer.world().name(), names[op].replace("ize", "izes"), ratio.median(),
                        old.world().name(), ratio.median(), ratio.lower(), ratio.upper(), again.get().median(), factor));
            }
            // Allocation is exact once the code is compiled (escape analysis applied), however busy the machine; before, it is not shown.
            Optional<Statistics> oldBytes = before.allocatedBytesPerOp().filter(bytes -> before.compiled() && after.compiled());
            Optional<Statistics> newBytes = after.allocatedBytesPerOp().filter(bytes -> before.compiled() && after.compiled());
            operations.add(new Figures.Operation(names[op], before.nanosPerOp().median(), after.nanosPerOp().median(), ratio.median(),
                    ratio.lower(), ratio.upper(), distrust.isEmpty(), oldBytes.map(b -> Math.round(b.median())),
                    newBytes.map(b -> Math.round(b.median()))));
            if (oldBytes.isPresent() && newBytes.isPresent()) {
                double was = oldBytes.get().median();
                double now = newBytes.get().median();
                lines.add(String.format(Locale.ROOT, "%s allocation  %s B/op → %s B/op", names[op], Numbers.grouped(Math.round(was)),
                        Numbers.grouped(Math.round(now))));
                if (now > was * (1 + ALLOCATION_SLACK) + ALLOCATION_SLACK_BYTES) {
                    failures.add(String.format(Locale.ROOT, "%s allocates %s B per %s where %s allocated %s B (%s)", newer.world().name(),
                            Numbers.grouped(Math.round(now)), names[op], old.world().name(), Numbers.grouped(Math.round(was)),
                            percent(now / was)));
                }
            }
        }
    }

    /**
     * The loops measured ({@link #measureSettled}), and again while a ratio is too wide to judge, most
     * often rounds a neighbour interrupted: {@link #NOISY_ATTEMPTS} times more at most, within
     * {@link #NOISY_LIMIT_NANOS}, before it is withheld.
     */
    private static List<Measurement> measureJudgeable(List<TimedLoop> loops, TimingEngine engine) throws Exception {
        List<Measurement> taken = measureSettled(loops, engine);
        long deadline = System.nanoTime() + NOISY_LIMIT_NANOS;
        for (int attempt = 0; attempt < NOISY_ATTEMPTS && noisy(taken) && unsettled(taken).isEmpty() && System.nanoTime() < deadline; attempt++) {
            taken = measureSettled(loops, engine);
        }
        return taken;
    }

    /** How many times the duet warms up and measures at most before it takes a time as not settled. */
    static final int SETTLE_ATTEMPTS = 3;

    /**
     * The loops warmed up together and measured, again while a loop's code was not yet compiled when
     * its warm-up ended, at most {@link #SETTLE_ATTEMPTS} times: on a machine whose cores are too busy
     * for the compilers, one world's code can be timed before it is compiled, and read several times
     * as slow or as fast as the other's. A time still changing in compiled code is judged: both
     * worlds ran in the same rounds, and a failure goes to new pairs of worlds and fresh JVMs.
     */
    private static List<Measurement> measureSettled(List<TimedLoop> loops, TimingEngine engine) throws Exception {
        List<Measurement> measured = List.of();
        for (int attempt = 0; attempt < SETTLE_ATTEMPTS && (attempt == 0 || unsettled(measured).isPresent()); attempt++) {
            measured = engine.measureTogether(loops);
        }
        return measured;
    }

    // Why the measurement of the four loops did not settle, if a loop's code was not compiled.
    private static Optional<String> unsettled(List<Measurement> measured) {
        return measured.stream().filter(m -> !m.compiled()).findFirst().map(m -> "the warm-up did not settle in "
                + SETTLE_ATTEMPTS + " tries: " + m.distrust().orElse("the code was not yet compiled"));
    }

    // Slower than the factor allows: the median ratio over it (an interval too wide to judge is withheld instead).
    private static boolean slower(Statistics ratio, double factor) {
        return ratio.median() > factor;
    }

    // Whether either operation's ratio is too wide to judge.
    private static boolean noisy(List<Measurement> measured) {
        return tooNoisy(ratio(measured, 0)).isPresent() || tooNoisy(ratio(measured, 1)).isPresent();
    }

    // Why a ratio is too wide to judge, where its interval's upper end is more than MAX_SPREAD times its lower end.
    private static Optional<String> tooNoisy(Statistics ratio) {
        return ratio.upper() > MAX_SPREAD * ratio.lower() ? Optional.of(String.format(Locale.ROOT, "too noisy to judge: ×%.2f to ×%.2f",
                ratio.lower(), ratio.upper())) : Optional.empty();
    }

    // The new side's time over the old side's, round by round, with its interval at 99.9 %.
    private static Statistics ratio(List<Measurement> measured, int op) {
        return measured.get(2 * op).rounds().pairedRatio(measured.get(2 * op + 1).rounds()).at(Statistics.VERDICT_CONFIDENCE);
    }

    // A batch of the world's loop, run in that world.
    private static TimedLoop loop(Side side, Optional<LongUnaryOperator> operation) {
        LongUnaryOperator batch = operation.orElseThrow(() -> new IllegalStateException(side.world() + " has no loop to time"));
        return (count, blackhole) -> blackhole.consume(side.world().call(() -> batch.applyAsLong(count)));
    }

    private static String percent(double ratio) {
        return String.format(Locale.ROOT, "%+.1f %%", (ratio - 1) * 100);
    }
}
