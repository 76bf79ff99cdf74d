package dev.serguard.accuracy;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.internal.Json;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How far serguard's figures can be trusted, measured: {@code ./mvnw -q test-compile exec:exec@accuracy -Daccuracy=WHAT}
 * with WHAT one of the following, optionally followed by options such as {@code cross-check,rounds=1,forks=1}:
 * <ul>
 *   <li>{@code cross-check}: JMH (3 forks, -prof gc) and serguard (full mode, its own JVM) in
 *       turn, 3 rounds, on every built-in codec × {media.1, LARGE} × {serialize, deserialize};
 *       a table of medians and their ratio; {@code jvm=payload} times each payload in a serguard
 *       JVM of its own, as JMH forks each cell ({@code jvm=run}, the default: media.1, then LARGE
 *       in one);</li>
 *   <li>{@code stability}: serguard alone, 5 JVMs back to back, max ÷ min of each cell's median;</li>
 *   <li>{@code cost}: wall time of every built-in codec × model × {SMALL, LARGE, HUGE}, quick and full;
 *       then of every built-in codec × model × {TINY, SMALL, MEDIUM} through the JUnit extension
 *       ({@link CostSuite}), quick; {@code cost,matrix=no} runs the latter only;</li>
 *   <li>{@code overhead}: serguard's time per op for a codec that does nothing;</li>
 *   <li>{@code speed}: how each built-in codec's ratio to the reference workload rises with the
 *       reference's own time ({@link SpeedExponents}), in 3 JVMs of 30 measurements
 *       ({@code speed,jvms=3,measurements=30});</li>
 *   <li>{@code pollution}: a codec timed first in a fresh JVM, then again after all others,
 *       through one shared loop and through serguard's loop per codec;</li>
 *   <li>{@code isolation}: serguard's full-mode time of each codec on LARGE ({@code payload}),
 *       {@code runs} times (1) in three arrangements: each codec alone in a JVM, all codecs of
 *       the payload together in one, and all after media.1 as {@code cross-check} times them;
 *       with JMH's figures where a {@code cross-check} left them in the folder;</li>
 *   <li>{@code spread}: {@code runs} JVMs (20), each timing two equal Jackson codecs on
 *       MediaContent SMALL in quick mode, idle and beside a busy neighbour: how far one JVM's time,
 *       its ratio to the reference workload (and to the workload's version 1) and the two codecs'
 *       paired ratio move from JVM to JVM (docs/detection.md).</li>
 * </ul>
 * Results and tables go to {@code target/accuracy/}.
 */
public final class Accuracy {

    private final Path folder;
    private final Map<String, String> options;

    private Accuracy(Path folder, Map<String, String> options) {
        this.folder = folder;
        this.options = options;
    }

    /** Arguments: {@code WHAT[,name=value…]} (options rounds, forks, wi, i, runs, mode) and the output folder. */
    public static void main(String[] args) throws Exception {
        String[] what = (args.length > 0 ? args[0] : "cross-check").split(",");
        Map<String, String> options = new TreeMap<>();
        for (String option : Arrays.asList(what).subList(1, what.length)) {
            options.put(option.substring(0, option.indexOf('=')), option.substring(option.indexOf('=') + 1));
        }
        Accuracy accuracy = new Accuracy(Path.of(args.length > 1 ? args[1] : "target/accuracy"), options);
        Files.createDirectories(accuracy.folder);
        String report = switch (what[0]) {
            case "cross-check" -> accuracy.crossCheck(accuracy.option("rounds", 3));
            case "stability" -> accuracy.stability(accuracy.option("runs", 5));
            case "cost" -> accuracy.cost(!accuracy.options.getOrDefault("matrix", "yes").equals("no"));
            case "overhead" -> accuracy.overhead();
            case "pollution" -> accuracy.pollution();
            case "isolation" -> accuracy.isolation(accuracy.options.getOrDefault("payload", "LARGE"), accuracy.option("runs", 1));
            case "spread" -> accuracy.spread(accuracy.option("runs", 20));
            case "speed" -> accuracy.speed(accuracy.option("jvms", 3), accuracy.option("measurements", 30));
            default -> throw new IllegalArgumentException("accuracy must be cross-check, stability, cost, overhead, pollution, isolation, spread or speed,"
                    + " but was " + what[0]);
        };
        System.out.println(report);
        Files.writeString(accuracy.folder.resolve(what[0] + ".md"), report, StandardCharsets.UTF_8);
    }

    private int option(String name, int otherwise) {
        return options.containsKey(name) ? Integer.parseInt(options.get(name)) : otherwise;
    }

    private String crossCheck(int rounds) throws Exception {
        boolean jvmPerPayload = switch (options.getOrDefault("jvm", "run")) {
            case "run" -> false;
            case "payload" -> true;
            default -> throw new IllegalArgumentException("jvm must be run or payload, but was " + options.get("jvm"));
        };
        List<Map<String, double[]>> jmh = new ArrayList<>();
        List<Map<String, double[]>> serguard = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            Path jmhFile = folder.resolve("jmh-" + round + ".json");
            new Runner(new OptionsBuilder().include(CodecBenchmark.class.getName())
                    .forks(option("forks", 3))
                    .warmupIterations(option("wi", 3)).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(option("i", 5)).measurementTime(TimeValue.seconds(1))
                    .addProfiler(GCProfiler.class).resultFormat(ResultFormatType.JSON).result(jmhFile.toString())
                    .build()).run();
            jmh.add(scores(jmhFile));
            serguard.add(jvmPerPayload ? serguardPerPayload(round) : scores(serguardRun("full", "serguard-" + round + ".json")));
        }
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%d rounds, JMH %d forks × (%d × 1 s warm-up, %d × 1 s), serguard full mode, %s%n%n",
                rounds, option("forks", 3), option("wi", 3), option("i", 5),
                jvmPerPayload ? "a JVM per payload" : "both payloads in one JVM, media.1 first"));
        table.append("| codec | payload | operation | JMH ns/op | serguard ns/op | ratio | JMH B/op | serguard B/op | ratio |\n");
        table.append("|---|---|---|---:|---:|---:|---:|---:|---:|\n");
        List<Double> timeRatios = new ArrayList<>();
        List<Double> allocationRatios = new ArrayList<>();
        for (String cell : jmh.get(0).keySet()) {
            double jmhTime = median(jmh, cell, 0);
            double ourTime = median(serguard, cell, 0);
            double jmhBytes = median(jmh, cell, 1);
            double ourBytes = median(serguard, cell, 1);
            timeRatios.add(ourTime / jmhTime);
            allocationRatios.add(ourBytes / jmhBytes);
            String[] parts = cell.split(" ");
            table.append(String.format(Locale.ROOT, "| %s | %s | %s | %.0f | %.0f | %.2f | %.0f | %.0f | %.3f |%n", parts[0], parts[1], parts[2],
                    jmhTime, ourTime, ourTime / jmhTime, jmhBytes, ourBytes, ourBytes / jmhBytes));
        }
        table.append(String.format(Locale.ROOT, "%ntime ratio serguard ÷ JMH: %s; within 0.90–1.10: %d of %d%n", range(timeRatios),
                timeRatios.stream().filter(r -> r >= 0.9 && r <= 1.1).count(), timeRatios.size()));
        table.append(String.format(Locale.ROOT, "allocation ratio: %s; within 0.95–1.05: %d of %d%n", range(allocationRatios),
                allocationRatios.stream().filter(r -> r >= 0.95 && r <= 1.05).count(), allocationRatios.size()));
        table.append(String.format(Locale.ROOT, "run-to-run max ÷ min of a cell's score across the %d rounds: JMH %s, serguard %s%n",
                rounds, spread(jmh), spread(serguard)));
        return table.toString();
    }

    // serguard's side of a cross-check round with each payload timed in a JVM of its own, as JMH forks each cell.
    private Map<String, double[]> serguardPerPayload(int round) throws IOException, InterruptedException {
        Map<String, double[]> scores = new TreeMap<>();
        for (String payload : Cells.PAYLOADS) {
            scores.putAll(scores(serguardRun("full", "serguard-" + round + "-" + payload + ".json", payload)));
        }
        return scores;
    }

    private String stability(int runs) throws Exception {
        List<Map<String, double[]>> serguard = new ArrayList<>();
        for (int run = 1; run <= runs; run++) {
            serguard.add(scores(serguardRun(options.getOrDefault("mode", "full"), "stability-" + run + ".json")));
        }
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "%d serguard runs (%s mode), each its own JVM%n%n", runs,
                options.getOrDefault("mode", "full")));
        table.append("| codec | payload | operation | min ns/op | max ns/op | max ÷ min |\n|---|---|---|---:|---:|---:|\n");
        for (String cell : serguard.get(0).keySet()) {
            double[] values = serguard.stream().mapToDouble(run -> run.get(cell)[0]).sorted().toArray();
            String[] parts = cell.split(" ");
            table.append(String.format(Locale.ROOT, "| %s | %s | %s | %.0f | %.0f | %.2f |%n", parts[0], parts[1], parts[2],
                    values[0], values[values.length - 1], values[values.length - 1] / values[0]));
        }
        table.append("\nmax ÷ min over all cells: ").append(spread(serguard)).append('\n');
        return table.toString();
    }

    private String cost(boolean matrix) throws Exception {
        StringBuilder out = new StringBuilder(matrix ? "| mode | results | wall time |\n|---|---:|---:|\n" : "");
        for (String mode : matrix ? List.of("quick", "full") : List.<String>of()) {
            long start = System.nanoTime();
            Process process = new ProcessBuilder(javaCommand(Matrix.class.getName(), mode)).inheritIO().start();
            if (process.waitFor() != 0) {
                throw new IllegalStateException("the " + mode + " matrix failed");
            }
            out.append(String.format(Locale.ROOT, "| %s | every built-in codec × MediaContent, Car, Employee × SMALL, LARGE, HUGE | %.1f s |%n",
                    mode, (System.nanoTime() - start) / 1e9));
        }
        Path suite = folder.resolve("cost-suite.txt");
        long start = System.nanoTime();
        Process process = new ProcessBuilder(javaCommand(Suite.class.getName(), suite.toString())).inheritIO().start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException("the suite run failed");
        }
        double jvmSeconds = (System.nanoTime() - start) / 1e9;
        String[] figures = Files.readString(suite).trim().split(" ");
        int cases = Integer.parseInt(figures[0]);
        double seconds = Double.parseDouble(figures[1]);
        out.append(String.format(Locale.ROOT, "%nThrough the JUnit extension, quick mode (CostSuite: every built-in codec × MediaContent, Car,"
                + " Employee × TINY, SMALL, MEDIUM):%n%n| codec × size tests | passed | wall time of the tests | per test | the JVM, start to exit |"
                + "%n|---:|---:|---:|---:|---:|%n| %d | %s | %.1f s | %.2f s | %.1f s |%n", cases, figures[2], seconds, seconds / cases, jvmSeconds));
        return out.toString();
    }

    private String overhead() {
        byte[] constant = new byte[8];
        Object read = new Object();
        Codec<Object> nothing = Codec.of("nothing", Object.class, value -> constant, bytes -> read);
        // Written and read are two objects: a codec that hands back what it was given fails the round trip.
        SerializationResult<Object> result = Serguard.measure(nothing, Payload.named("Object", "nothing", Object::new), MeasureSettings.full());
        return String.format(Locale.ROOT, "a codec that does nothing: serialize %s ns/op, deserialize %s ns/op, round trip %s ns/op%n",
                result.serialize().orElseThrow().nanosPerOp(), result.deserialize().orElseThrow().nanosPerOp(),
                result.roundTrip().orElseThrow().nanosPerOp());
    }

    private String pollution() throws Exception {
        StringBuilder out = new StringBuilder("| loop | kryo serialize media.1, measured first | after the 8 other codecs | after ÷ first |\n|---|---:|---:|---:|\n");
        for (String loop : List.of("shared", "per-codec")) {
            Path file = folder.resolve("pollution-" + loop + ".txt");
            Process process = new ProcessBuilder(javaCommand(Pollution.class.getName(), loop, file.toString())).inheritIO().start();
            if (process.waitFor() != 0) {
                throw new IllegalStateException("the " + loop + " pollution run failed");
            }
            String[] figures = Files.readString(file).trim().split(" ");
            double first = Double.parseDouble(figures[0]);
            double after = Double.parseDouble(figures[1]);
            out.append(String.format(Locale.ROOT, "| %s | %.0f ns/op | %.0f ns/op | %.2f |%n", loop, first, after, after / first));
        }
        return out.toString();
    }

    private String isolation(String payload, int runs) throws Exception {
        List<String> arrangements = List.of("alone", "together", "after media.1");
        Map<String, List<Map<String, double[]>>> figures = new TreeMap<>();
        for (int run = 1; run <= runs; run++) {
            Map<String, double[]> alone = new TreeMap<>();
            for (Codec<?> codec : Cells.codecs().available()) {
                alone.putAll(scores(serguardRun("full", "isolation-alone-" + codec.name() + "-" + run + ".json", payload, codec.name())));
            }
            figures.computeIfAbsent("alone", k -> new ArrayList<>()).add(alone);
            figures.computeIfAbsent("together", k -> new ArrayList<>()).add(scores(serguardRun("full", "isolation-together-" + run + ".json", payload)));
            figures.computeIfAbsent("after media.1", k -> new ArrayList<>()).add(scores(serguardRun("full", "isolation-after-" + run + ".json",
                    "media.1," + payload)));
        }
        List<Map<String, double[]>> jmh = new ArrayList<>();
        for (int round = 1; Files.exists(folder.resolve("jmh-" + round + ".json")); round++) {
            jmh.add(scores(folder.resolve("jmh-" + round + ".json")));
        }
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT, "serguard full mode, median of %d run(s) per arrangement; JMH: median of"
                + " the %d round(s) of a cross-check in the folder%n%n| codec | operation | alone ns/op | together | after media.1 |"
                + " together ÷ alone | after ÷ alone | JMH ns/op | alone ÷ JMH | after ÷ JMH |%n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|%n",
                runs, jmh.size()));
        for (String cell : figures.get("alone").get(0).keySet()) {
            double[] time = arrangements.stream().mapToDouble(arrangement -> median(figures.get(arrangement), cell, 0)).toArray();
            double jmhTime = jmh.isEmpty() || !jmh.get(0).containsKey(cell) ? Double.NaN : median(jmh, cell, 0);
            String[] parts = cell.split(" ");
            table.append(String.format(Locale.ROOT, "| %s | %s | %.0f | %.0f | %.0f | %.2f | %.2f | %.0f | %.2f | %.2f |%n", parts[0], parts[2],
                    time[0], time[1], time[2], time[1] / time[0], time[2] / time[0], jmhTime, time[0] / jmhTime, time[2] / jmhTime));
        }
        return table.toString();
    }

    private String speed(int jvms, int measurements) throws Exception {
        List<Path> files = new ArrayList<>();
        for (int jvm = 1; jvm <= jvms; jvm++) {
            Path file = folder.resolve("speed-" + jvm + ".tsv");
            Process process = new ProcessBuilder(javaCommand(SpeedExponents.class.getName(), Integer.toString(measurements), file.toString()))
                    .inheritIO().start();
            if (process.waitFor() != 0) {
                throw new IllegalStateException("the speed probe's JVM " + jvm + " failed");
            }
            files.add(file);
        }
        return SpeedExponents.table(files, dev.serguard.baseline.SpeedScaling.PRIOR);
    }

    private String spread(int runs) throws Exception {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%d JVMs per condition, quick mode, json serialize of MediaContent"
                + " SMALL%n%n| condition | figure | min | median | max | max ÷ min | sd of log |%n|---|---|---:|---:|---:|---:|---:|%n", runs));
        for (String condition : List.of("idle", "loaded")) {
            Process neighbour = condition.equals("idle") ? null : new ProcessBuilder(javaCommand(dev.serguard.detection.Spinner.class.getName(),
                    Integer.toString(Runtime.getRuntime().availableProcessors()))).inheritIO().start();
            try {
                List<double[]> figures = new ArrayList<>();
                for (int run = 1; run <= runs; run++) {
                    Path file = folder.resolve("spread-" + condition + "-" + run + ".txt");
                    Process process = new ProcessBuilder(javaCommand(Spread.class.getName(), file.toString())).inheritIO().start();
                    if (process.waitFor() != 0) {
                        throw new IllegalStateException("spread run " + run + " failed");
                    }
                    figures.add(Arrays.stream(Files.readString(file).trim().split(" ")).mapToDouble(Double::parseDouble).toArray());
                }
                String[] names = {"ns/op", "ratio to the reference workload", "ratio to its version 1", "paired ratio of the two codecs"};
                for (int i = 0; i < names.length; i++) {
                    int column = i;
                    double[] values = figures.stream().mapToDouble(f -> f[column]).sorted().toArray();
                    double[] logs = Arrays.stream(values).map(Math::log).toArray();
                    double mean = Arrays.stream(logs).average().orElseThrow();
                    double sd = Math.sqrt(Arrays.stream(logs).map(l -> (l - mean) * (l - mean)).sum() / (logs.length - 1));
                    String number = i == 0 ? "%.0f" : "%.3f";
                    out.append(String.format(Locale.ROOT, "| %s | %s | " + number + " | " + number + " | " + number + " | %.2f | %.1f %% |%n",
                            condition, names[i], values[0], values[values.length / 2], values[values.length - 1], values[values.length - 1] / values[0],
                            100 * sd));
                }
            } finally {
                if (neighbour != null) {
                    neighbour.destroyForcibly().waitFor();
                }
            }
        }
        return out.toString();
    }

    /**
     * One JVM of {@code spread}: json and an equal second json codec on MediaContent SMALL, and
     * version 1 of the reference workload ({@link FirstReference}), timed in the same rounds as
     * quick mode times them; writes json serialize's ns/op, its ratio to the reference workload,
     * its ratio to version 1, and the second codec's time over the first's, each the median of the
     * rounds. Argument: the output file.
     */
    public static final class Spread {
        public static void main(String[] args) throws Exception {
            BuiltInModel<dev.serguard.samples.media.MediaContent> media = BuiltInPayloads.models().stream()
                    .filter(model -> model.type() == dev.serguard.samples.media.MediaContent.class).findFirst()
                    .map(model -> (BuiltInModel<dev.serguard.samples.media.MediaContent>) model).orElseThrow();
            dev.serguard.samples.media.MediaContent value = media.payloads(Size.SMALL).get(0).value();
            Codec<dev.serguard.samples.media.MediaContent> json = dev.serguard.codec.jackson.JacksonCodecs.json(dev.serguard.samples.media.MediaContent.class);
            Codec<dev.serguard.samples.media.MediaContent> again = dev.serguard.codec.jackson.JacksonCodecs.json("json-again",
                    new com.fasterxml.jackson.databind.ObjectMapper(), dev.serguard.samples.media.MediaContent.class);
            dev.serguard.measure.TimingEngine engine = new dev.serguard.measure.TimingEngine(MeasureSettings.quick());
            engine.warmUp(dev.serguard.measure.CodecLoops.roundTrip(json, value));
            engine.warmUp(dev.serguard.measure.CodecLoops.roundTrip(again, value));
            List<dev.serguard.measure.Measurement> measured = engine.measureInterleaved(List.of(dev.serguard.measure.CodecLoops.serialize(json, value),
                    dev.serguard.measure.CodecLoops.serialize(again, value), FirstReference.LOOP), true);
            dev.serguard.measure.Rounds first = measured.get(0).rounds();
            Files.writeString(Path.of(args[0]), measured.get(0).nanosPerOp().median() + " " + first.relativeToReference().orElseThrow().median()
                    + " " + measured.get(2).rounds().pairedRatio(first).median() + " " + first.pairedRatio(measured.get(1).rounds()).median());
        }
    }

    /**
     * Profile pollution, for {@code pollution}: in a fresh JVM, kryo's serialize of media.1 is
     * timed first, then every other built-in codec's, then kryo's again; either through one
     * loop shared by all codecs ({@code shared}) or through serguard's loop per codec. Arguments:
     * shared or per-codec, and the output file (first and after, ns/op).
     */
    public static final class Pollution {
        public static void main(String[] args) throws Exception {
            boolean shared = args[0].equals("shared");
            MeasureSettings settings = MeasureSettings.full().withoutRoundTrip();
            dev.serguard.measure.TimingEngine engine = new dev.serguard.measure.TimingEngine(settings);
            var media = Cells.payload("media.1").value();
            Codec<dev.serguard.samples.media.MediaContent> kryo = Cells.codec("kryo");
            double first = time(engine, kryo, media, shared);
            for (Codec<dev.serguard.samples.media.MediaContent> other : Cells.codecs().available()) {
                if (other != kryo && !other.name().equals("kryo")) {
                    time(engine, other, media, shared);
                }
            }
            double after = time(engine, kryo, media, shared);
            Files.writeString(Path.of(args[1]), first + " " + after);
        }

        private static <T> double time(dev.serguard.measure.TimingEngine engine, Codec<T> codec, T value, boolean shared) throws Exception {
            // shared: one lambda class, so one call site codec.serialize for every codec, as a naive harness has
            dev.serguard.measure.Measurement m = shared ? engine.measure(() -> codec.serialize(value))
                    : engine.measure(dev.serguard.measure.CodecLoops.serialize(codec, value));
            return m.nanosPerOp().median();
        }
    }

    /** The full built-in matrix in one JVM, for {@code cost}. Argument: quick or full. */
    public static final class Matrix {
        public static void main(String[] args) {
            MeasureSettings settings = args[0].equals("full") ? MeasureSettings.full() : MeasureSettings.quick();
            int results = 0;
            for (BuiltInModel<?> model : BuiltInPayloads.models()) {
                results += run(model, settings);
            }
            System.out.println(args[0] + ": " + results + " results");
        }

        private static <T> int run(BuiltInModel<T> model, MeasureSettings settings) {
            List<Payload<T>> payloads = model.payloads(Size.SMALL, Size.LARGE, Size.HUGE).stream().filter(p -> p.size().isPresent()).toList();
            List<Codec<T>> codecs = Codecs.builtIns(model.type(), payloads.stream().map(Payload::value).toList()).available();
            int results = 0;
            for (Payload<T> payload : payloads) {
                results += Serguard.compare(codecs, payload, settings).size();
            }
            return results;
        }
    }

    /**
     * {@link CostSuite} through the JUnit Platform launcher, as {@code mvn test} runs it, for
     * {@code cost}. Argument: the output file (tests, seconds from the first test's start to the
     * last one's end, tests passed).
     */
    public static final class Suite {
        public static void main(String[] args) throws Exception {
            long[] firstStart = {Long.MAX_VALUE};
            long[] lastEnd = {0};
            int[] counts = new int[2];
            TestExecutionListener listener = new TestExecutionListener() {
                @Override
                public synchronized void executionStarted(TestIdentifier id) {
                    firstStart[0] = Math.min(firstStart[0], System.nanoTime());
                }

                @Override
                public synchronized void executionFinished(TestIdentifier id,
                        TestExecutionResult result) {
                    lastEnd[0] = System.nanoTime();
                    if (id.isTest()) {
                        counts[0]++;
                        if (result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) {
                            counts[1]++;
                        }
                    }
                }
            };
            LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                    .selectors(DiscoverySelectors.selectClass(CostSuite.class))
                    .configurationParameter("serguard.mode", "quick")
                    .configurationParameter("serguard.reportDir", "target/accuracy/cost-suite")
                    .build(), listener);
            Files.writeString(Path.of(args[0]), counts[0] + " " + (lastEnd[0] - firstStart[0]) / 1e9 + " " + counts[1]);
            System.exit(0);
        }
    }

    // The serguard side in a JVM of its own; selection: optionally the payloads and the codecs (SerguardSide).
    private Path serguardRun(String mode, String file, String... selection) throws IOException, InterruptedException {
        Path output = folder.resolve(file);
        List<String> arguments = new ArrayList<>(List.of(mode, output.toString()));
        arguments.addAll(Arrays.asList(selection));
        Process process = new ProcessBuilder(javaCommand(SerguardSide.class.getName(), arguments.toArray(String[]::new))).inheritIO().start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException("serguard's run failed");
        }
        return output;
    }

    private static List<String> javaCommand(String mainClass, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(Arrays.asList(args));
        return command;
    }

    /** "codec payload operation" → {ns/op, B/op}, from a JMH-format result file (JMH's own or serguard's). */
    @SuppressWarnings("unchecked")
    static Map<String, double[]> scores(Path file) throws IOException {
        Map<String, double[]> scores = new TreeMap<>();
        for (Object entry : (List<Object>) Json.parse(Files.readString(file))) {
            Map<String, Object> e = (Map<String, Object>) entry;
            Map<String, Object> params = (Map<String, Object>) e.get("params");
            String benchmark = (String) e.get("benchmark");
            String operation = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            double time = number(((Map<String, Object>) e.get("primaryMetric")).get("score"));
            Map<String, Object> alloc = (Map<String, Object>) ((Map<String, Object>) e.get("secondaryMetrics")).get("gc.alloc.rate.norm");
            scores.put(params.get("codec") + " " + params.get("payload") + " " + operation,
                    new double[] {time, alloc == null ? Double.NaN : number(alloc.get("score"))});
        }
        return scores;
    }

    private static double number(Object value) {
        return value instanceof BigDecimal decimal ? decimal.doubleValue() : ((Number) value).doubleValue();
    }

    private static double median(List<Map<String, double[]>> runs, String cell, int index) {
        double[] values = runs.stream().mapToDouble(run -> run.get(cell)[index]).sorted().toArray();
        return values.length % 2 == 1 ? values[values.length / 2] : (values[values.length / 2 - 1] + values[values.length / 2]) / 2;
    }

    private static String range(List<Double> ratios) {
        return String.format(Locale.ROOT, "%.2f to %.2f (median %.2f)", ratios.stream().mapToDouble(d -> d).min().orElse(Double.NaN),
                ratios.stream().mapToDouble(d -> d).max().orElse(Double.NaN),
                ratios.stream().mapToDouble(d -> d).sorted().skip(ratios.size() / 2).findFirst().orElse(Double.NaN));
    }

    private static String spread(List<Map<String, double[]>> runs) {
        List<Double> spreads = new ArrayList<>();
        for (String cell : runs.get(0).keySet()) {
            double[] values = runs.stream().mapToDouble(run -> run.get(cell)[0]).sorted().toArray();
            spreads.add(values[values.length - 1] / values[0]);
        }
        double[] sorted = spreads.stream().mapToDouble(d -> d).sorted().toArray();
        return String.format(Locale.ROOT, "median %.2f, worst %.2f", sorted[sorted.length / 2], sorted[sorted.length - 1]);
    }
}
