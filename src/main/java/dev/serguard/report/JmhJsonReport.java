package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.budget.Metric;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.internal.Json;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Results as JMH's JSON result format ({@code -rf json}), so that tools that read JMH results
 * (JMH Visualizer, CI plugins) read serguard's too.
 *
 * <p>One entry per codec × payload × operation: {@code benchmark} is
 * {@code serguard.<Model>.<serialize|deserialize|roundTrip>}, {@code params} hold {@code codec}
 * and {@code payload}, mode is {@code avgt} in ns/op. Where JMH's {@code score} is a mean,
 * serguard's is the median and {@code scoreConfidence} its distribution-free interval (see
 * {@link Statistics}); {@code scoreError} is the larger half of that interval. Secondary
 * metrics: {@code gc.alloc.rate.norm} (B/op, as JMH 1.37's GC profiler names it), {@code size} and
 * {@code size.deflated} (bytes). Failed results have no entry.
 *
 * <p>A test run's verdicts withheld (see {@link WithheldVerdict}) are kept in the entry of the
 * operation they judged, under a key JMH does not write, {@code withheld}: an array of objects
 * with {@code test}, {@code codec}, {@code payload}, {@code metric} and {@code line}. The file
 * stays an array of JMH entries, so that JMH's readers still read it; an entry without withheld
 * verdicts has no such key. Each failed check of a test run is kept the same way, under
 * {@code failed}: objects with {@code test}, {@code codec}, {@code payload}, {@code check} (its
 * kind: {@code size budget}, {@code thread safety}), {@code metric} where it judged a figure,
 * {@code line}, and for a failed round trip {@code detail}: what the codec threw, or the difference,
 * whole (a failure message cuts a library's message past {@link SerializationResult#MESSAGE_CAP} characters). A result with no timed entry (check mode, or a codec that failed before it was
 * timed) that has failed checks or withheld verdicts gets an entry of its own,
 * {@code <benchmark>.check}, mode {@code ss}, whose primary metric is the serialized size in bytes
 * (0 where serialize failed). An invocation's notes (bytes that vary from call to call, fields left
 * out of the comparison, a weak thread-safety verdict) are kept as strings under {@code notes} of
 * its first entry.
 *
 * <pre>{@code
 * JmhJsonReport.write(results, settings, Path.of("target/serguard/results.json"));
 * JmhJsonReport.write(part, Path.of("target/serguard/results.json"));     // a RunPart: its tests, outcomes and verdicts withheld
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class JmhJsonReport {

    private static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    private JmhJsonReport() {
    }

    /** Writes {@code results} to {@code file}, creating its folder. */
    public static void write(List<? extends SerializationResult<?>> results, MeasureSettings settings, Path file) throws IOException {
        write(results, List.of(), settings, file);
    }

    /** Writes {@code results}, with the verdicts withheld on them, to {@code file}, creating its folder. */
    public static void write(List<? extends SerializationResult<?>> results, List<WithheldVerdict> withheld, MeasureSettings settings,
                             Path file) throws IOException {
        write(part(results, withheld, settings), file);
    }

    /** Writes {@code part}'s entries to {@code file}, creating its folder. */
    public static void write(RunPart part, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, format(part), StandardCharsets.UTF_8);
    }

    /** The JSON text. */
    public static String format(List<? extends SerializationResult<?>> results, MeasureSettings settings) {
        return format(results, List.of(), settings);
    }

    /** The JSON text, each verdict withheld in the entry of the result and operation it judged. */
    public static String format(List<? extends SerializationResult<?>> results, List<WithheldVerdict> withheld, MeasureSettings settings) {
        return format(part(results, withheld, settings));
    }

    /** The JSON text of {@code part}'s entries. */
    public static String format(RunPart part) {
        return Json.write(entries(part));
    }

    private static RunPart part(List<? extends SerializationResult<?>> results, List<WithheldVerdict> withheld, MeasureSettings settings) {
        return RunPart.of("", "", results.stream().map(Invocation::of).toList(), List.of(), withheld, List.of(), List.of(), settings);
    }

    /**
     * The entries of every part, in order, as a test run's {@code results.json} has always been
     * written: from its parts read back, so that each sample list spans lines and each number
     * reads as parsed ({@code 12345678.9} where {@link #format(RunPart)} writes {@code 1.23456789E7}).
     */
    static String merged(List<RunPart> parts) {
        List<Object> entries = new ArrayList<>();
        parts.forEach(part -> entries.addAll(entries(part)));
        return Json.write(Json.parse(Json.write(entries)));
    }

    /**
     * The part's entries. Each invocation's benchmark is named {@code <benchmark>.<operation>}: a
     * test run names the test method's class and method there
     * ({@code com.example.OrderTests.orders.serialize}), so that entries of two tests never
     * collide; outside a test, {@code serguard.<Model>}. Each failed check of the part's outcomes
     * and each verdict withheld is in the entry of its result and operation.
     */
    static List<Object> entries(RunPart part) {
        if (part.unreadable().isPresent()) {
            return List.of();
        }
        BenchmarkParams params = part.benchmark().orElseThrow(() -> new IllegalArgumentException(
                "the part " + part.testClass() + " names no JVM that measured it: it has no JMH entries"));
        String testClass = part.testClass();
        String packageName = testClass.contains(".") ? testClass.substring(0, testClass.lastIndexOf('.') + 1) : "";
        List<Object> entries = new ArrayList<>();
        for (Invocation invocation : part.invocations()) {
            SerializationResult<?> result = invocation.result();
            Map<String, Map<String, Object>> byOperation = new LinkedHashMap<>();
            String name = invocation.test().map(test -> packageName + test).orElse("serguard." + result.payload().model());
            addEntry(byOperation, result, name, "serialize", result.serialize(), params);
            addEntry(byOperation, result, name, "deserialize", result.deserialize(), params);
            addEntry(byOperation, result, name, "roundTrip", result.roundTrip(), params);
            List<InvocationOutcome> mine = part.outcomes().stream().filter(o -> o.codec().equals(result.codec())
                    && o.payload().equals(result.payload().label()) && invocation.test().filter(o.test()::equals).isPresent()).toList();
            boolean withheldHere = part.withheld().stream().anyMatch(verdict -> verdict.result() == result);
            if (byOperation.isEmpty() && (withheldHere || mine.stream().anyMatch(o -> o.failed() || !o.notes().isEmpty() || o.upgrade().isPresent()))) {
                byOperation.put("check", checkEntry(result, name));
            }
            for (InvocationOutcome outcome : mine) {
                outcome.notes().forEach(note -> list(byOperation.values().iterator().next(), "notes").add(note));
                outcome.upgrade().ifPresent(figures -> byOperation.values().iterator().next().put("upgrade", figures.toTree()));
                for (CheckOutcome check : outcome.failures()) {
                    Map<String, Object> entry = check.metric().map(metric -> byOperation.get(operation(metric))).orElse(null);
                    list(entry == null ? byOperation.values().iterator().next() : entry, "failed").add(failed(outcome, check, result));
                }
            }
            for (WithheldVerdict verdict : part.withheld()) {
                // The very result: two test methods may measure codecs of the same name on payloads of the same label.
                if (verdict.result() == result) {
                    Map<String, Object> entry = byOperation.getOrDefault(operation(verdict.metric()), byOperation.values().iterator().next());
                    list(entry, "withheld").add(withheld(verdict));
                }
            }
            entries.addAll(byOperation.values());
        }
        return entries;
    }

    // Sizes are read from what serialize wrote.
    private static String operation(Metric metric) {
        return switch (metric) {
            case SIZE, DEFLATED_SIZE, SERIALIZE_TIME, SERIALIZE_ALLOCATION -> "serialize";
            case DESERIALIZE_TIME, DESERIALIZE_ALLOCATION -> "deserialize";
            case ROUND_TRIP_TIME -> "roundTrip";
        };
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Map<String, Object> entry, String key) {
        return (List<Object>) entry.computeIfAbsent(key, k -> new ArrayList<>());
    }

    private static Map<String, Object> failed(InvocationOutcome outcome, CheckOutcome check, SerializationResult<?> result) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("test", outcome.test());
        object.put("codec", outcome.codec());
        object.put("payload", outcome.payload());
        object.put("check", check.kind().label());
        check.metric().ifPresent(metric -> object.put("metric", BaselineEntry.key(metric)));
        object.put("line", check.line());
        // Who failed it, where fresh JVMs decided it: in how many it was measured again, and failed.
        check.freshJvms().ifPresent(jvms -> {
            Map<String, Object> fresh = new LinkedHashMap<>();
            fresh.put("measured", jvms.measured());
            fresh.put("failed", jvms.failed());
            object.put("freshJvms", fresh);
        });
        // What the codec threw or where the round trip differed, whole: the failure message cuts a long one.
        if (check.kind() == CheckOutcome.Kind.ROUND_TRIP) {
            result.failure().ifPresent(failure -> object.put("detail", failure.detail()));
        }
        return object;
    }

    // The entry of a result that was not timed: its size as the primary metric, for its failed checks and withheld verdicts.
    private static Map<String, Object> checkEntry(SerializationResult<?> result, String benchmark) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("jmhVersion", "serguard");
        entry.put("benchmark", benchmark + ".check");
        entry.put("mode", "ss");
        entry.put("threads", 1);
        entry.put("forks", 0);
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("codec", result.codec());
        params.put("payload", result.payload().label());
        entry.put("params", params);
        entry.put("primaryMetric", metric(Statistics.of(result.serializedBytes().orElse(0)), "B"));
        entry.put("secondaryMetrics", new LinkedHashMap<>());
        return entry;
    }

    private static Map<String, Object> withheld(WithheldVerdict verdict) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("test", verdict.test());
        object.put("codec", verdict.result().codec());
        object.put("payload", verdict.result().payload().label());
        object.put("metric", verdict.metricKey());
        object.put("line", verdict.line());
        return object;
    }

    private static void addEntry(Map<String, Map<String, Object>> entries, SerializationResult<?> result, String benchmark, String operation,
                                 Optional<Measurement> measurement, BenchmarkParams jvm) {
        if (measurement.isEmpty()) {
            return;
        }
        Measurement m = measurement.get();
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("jmhVersion", "serguard");
        entry.put("benchmark", benchmark + "." + operation);
        entry.put("mode", "avgt");
        entry.put("threads", 1);
        entry.put("forks", 0);
        entry.put("jvm", jvm.jvm());
        entry.put("jvmArgs", jvm.jvmArgs());
        entry.put("jdkVersion", jvm.jdkVersion());
        entry.put("vmName", jvm.vmName());
        entry.put("vmVersion", jvm.vmVersion());
        entry.put("warmupIterations", m.warmupBatches());
        entry.put("warmupTime", "steady or " + jvm.warmupMaxNanos() / 1_000_000 + " ms");
        entry.put("warmupBatchSize", m.batchSize());
        entry.put("measurementIterations", m.nanosPerOp().count());
        entry.put("measurementTime", java.math.BigDecimal.valueOf(jvm.sampleTargetNanos(), 6).stripTrailingZeros().toPlainString() + " ms");
        entry.put("measurementBatchSize", m.batchSize());
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("codec", result.codec());
        params.put("payload", result.payload().label());
        entry.put("params", params);
        entry.put("primaryMetric", metric(m.nanosPerOp(), "ns/op"));
        // Not JMH's: why serguard does not trust this time, where it does not.
        m.distrust().ifPresent(reason -> entry.put("untrusted", reason));
        Map<String, Object> secondary = new LinkedHashMap<>();
        m.allocatedBytesPerOp().ifPresent(bytes -> secondary.put("gc.alloc.rate.norm", metric(bytes, "B/op")));
        result.serializedBytes().ifPresent(size -> secondary.put("size", metric(Statistics.of(size), "B")));
        result.deflatedBytes().ifPresent(size -> secondary.put("size.deflated", metric(Statistics.of(size), "B")));
        entry.put("secondaryMetrics", secondary);
        entries.put(operation, entry);
    }

    private static Map<String, Object> metric(Statistics statistics, String unit) {
        Map<String, Object> metric = new LinkedHashMap<>();
        metric.put("score", statistics.median());
        metric.put("scoreError", statistics.median() * statistics.relativeError());
        metric.put("scoreConfidence", List.of(statistics.lower(), statistics.upper()));
        Map<String, Object> percentiles = new LinkedHashMap<>();
        for (double p : PERCENTILES) {
            percentiles.put(Double.toString(p), percentile(statistics.samples(), p));
        }
        metric.put("scorePercentiles", percentiles);
        metric.put("scoreUnit", unit);
        metric.put("rawData", List.of(statistics.samples()));
        return metric;
    }

    // Nearest-rank percentile over the sorted samples.
    private static double percentile(double[] sorted, double percent) {
        int rank = (int) Math.ceil(percent / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
