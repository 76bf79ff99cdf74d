package dev.serguard.report;

import dev.serguard.Failure;
import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.check.Difference;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.internal.Json;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Noise;
import dev.serguard.measure.Rounds;
import dev.serguard.measure.Statistics;
import dev.serguard.payload.Payload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A part's typed entries as JSON trees and back, for the parts of a build's reports
 * ({@link RunPart}): invocations with their results and verdicts, verdicts withheld, skipped
 * codecs, the gate's outcomes and the JVM that measured; every figure the reports render, so that
 * each format is rendered from the same data where the parts are merged. Each entry is a nested
 * object. What no report shows is not kept: a payload's value (a result read back holds its model
 * and label as the value) and the exception a codec threw (its message is the failure's detail).
 */
final class RunJson {

    private RunJson() {
    }

    static Map<String, Object> invocation(Invocation invocation) {
        Map<String, Object> tree = new LinkedHashMap<>();
        invocation.test().ifPresent(test -> tree.put("test", test));
        tree.put("result", result(invocation.result()));
        tree.put("baseline", invocation.baseline().stream().map(RunJson::verdict).toList());
        return tree;
    }

    static Invocation invocation(Map<?, ?> tree) {
        return new Invocation(Optional.ofNullable((String) tree.get("test")), result(map(tree, "result").orElseThrow()),
                list(tree, "baseline").stream().map(item -> verdict((Map<?, ?>) item)).toList());
    }

    // The verdict with the index of the invocation it was withheld on: the very result, read back.
    static Map<String, Object> withheld(WithheldVerdict withheld, int invocation) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("invocation", invocation);
        tree.put("test", withheld.test());
        tree.put("verdict", verdict(withheld.verdict()));
        return tree;
    }

    static WithheldVerdict withheld(Map<?, ?> tree, List<Invocation> invocations) {
        return new WithheldVerdict(text(tree, "test"), invocations.get(integer(tree.get("invocation"))).result(),
                verdict(map(tree, "verdict").orElseThrow()));
    }

    static Map<String, Object> skipped(SkippedCodec codec) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("codec", codec.name());
        tree.put("reason", codec.reason());
        return tree;
    }

    static SkippedCodec skipped(Map<?, ?> tree) {
        return new SkippedCodec(text(tree, "codec"), text(tree, "reason"));
    }

    // The gate's own JSON form of an outcome, as an object of the part: one form, which the gate reads back.
    static Object outcome(InvocationOutcome outcome) {
        return Json.parse(outcome.toJson());
    }

    static InvocationOutcome outcome(Map<?, ?> tree) {
        return InvocationOutcome.fromJson(Json.write(tree));
    }

    static Map<String, Object> benchmark(BenchmarkParams params) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("jvm", params.jvm());
        tree.put("jvmArgs", params.jvmArgs());
        tree.put("jdkVersion", params.jdkVersion());
        tree.put("vmName", params.vmName());
        tree.put("vmVersion", params.vmVersion());
        tree.put("warmupMaxNanos", params.warmupMaxNanos());
        tree.put("sampleTargetNanos", params.sampleTargetNanos());
        return tree;
    }

    static BenchmarkParams benchmark(Map<?, ?> tree) {
        return new BenchmarkParams((String) tree.get("jvm"), strings(tree.get("jvmArgs")), (String) tree.get("jdkVersion"),
                (String) tree.get("vmName"), (String) tree.get("vmVersion"), ((Number) tree.get("warmupMaxNanos")).longValue(),
                ((Number) tree.get("sampleTargetNanos")).longValue());
    }

    static Map<String, Object> result(SerializationResult<?> result) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("codec", result.codec());
        tree.put("model", result.payload().model());
        tree.put("label", result.payload().label());
        result.failure().ifPresent(failure -> tree.put("failure", failure(failure)));
        result.serializedBytes().ifPresent(bytes -> tree.put("size", bytes));
        result.deflatedBytes().ifPresent(bytes -> tree.put("deflated", bytes));
        result.serialize().ifPresent(m -> tree.put("serialize", measurement(m)));
        result.deserialize().ifPresent(m -> tree.put("deserialize", measurement(m)));
        result.roundTrip().ifPresent(m -> tree.put("roundTrip", measurement(m)));
        result.sizeRange().ifPresent(range -> tree.put("sizeRange", List.of(range.calls(), range.minBytes(), range.maxBytes(),
                range.minDeflatedBytes(), range.maxDeflatedBytes())));
        tree.put("notes", result.notes());
        return tree;
    }

    static SerializationResult<Object> result(Map<?, ?> tree) {
        String model = text(tree, "model");
        String label = text(tree, "label");
        Payload<Object> payload = Payload.named(model, label, model + " · " + label);
        Optional<SerializationResult.SizeRange> range = tree.get("sizeRange") instanceof List<?> r
                ? Optional.of(new SerializationResult.SizeRange(integer(r.get(0)), integer(r.get(1)), integer(r.get(2)), integer(r.get(3)),
                integer(r.get(4)))) : Optional.empty();
        return new SerializationResult<>(text(tree, "codec"), payload, map(tree, "failure").map(RunJson::failure),
                tree.get("size") == null ? OptionalInt.empty() : OptionalInt.of(integer(tree.get("size"))),
                tree.get("deflated") == null ? OptionalInt.empty() : OptionalInt.of(integer(tree.get("deflated"))),
                map(tree, "serialize").map(RunJson::measurement), map(tree, "deserialize").map(RunJson::measurement),
                map(tree, "roundTrip").map(RunJson::measurement), range, strings(tree.get("notes")));
    }

    private static Map<String, Object> failure(Failure failure) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("kind", failure.kind().name());
        tree.put("stage", failure.stage());
        tree.put("detail", failure.detail());
        failure.difference().ifPresent(d -> tree.put("difference", List.of(d.path(), d.expected(), d.actual())));
        return tree;
    }

    private static Failure failure(Map<?, ?> tree) {
        Optional<Difference> difference = tree.get("difference") instanceof List<?> d
                ? Optional.of(new Difference((String) d.get(0), (String) d.get(1), (String) d.get(2))) : Optional.empty();
        return new Failure(Failure.Kind.valueOf(text(tree, "kind")), text(tree, "stage"), text(tree, "detail"), difference, Optional.empty());
    }

    private static Map<String, Object> measurement(Measurement m) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("nanosPerOp", statistics(m.nanosPerOp()));
        m.allocatedBytesPerOp().ifPresent(s -> tree.put("allocatedBytesPerOp", statistics(s)));
        tree.put("batchSize", m.batchSize());
        tree.put("warmupBatches", m.warmupBatches());
        tree.put("steady", m.steady());
        tree.put("compiled", m.compiled());
        tree.put("cutShort", m.cutShort());
        tree.put("noise", List.of(m.noise().compilationMillis(), m.noise().collections(), m.noise().collectionMillis()));
        m.distrust().ifPresent(reason -> tree.put("distrust", reason));
        tree.put("rounds", numbers(m.rounds().nanosPerOp()));
        tree.put("referenceRounds", numbers(m.rounds().referenceNanosPerOp()));
        tree.put("neighbourCores", m.rounds().neighbourCores());
        return tree;
    }

    private static Measurement measurement(Map<?, ?> tree) {
        List<?> noise = (List<?>) tree.get("noise");
        Rounds rounds = new Rounds(doubles(tree.get("rounds")), doubles(tree.get("referenceRounds")), number(tree.get("neighbourCores")));
        return new Measurement(statistics(map(tree, "nanosPerOp").orElseThrow()), map(tree, "allocatedBytesPerOp").map(RunJson::statistics),
                ((Number) tree.get("batchSize")).longValue(), integer(tree.get("warmupBatches")), (Boolean) tree.get("steady"),
                (Boolean) tree.get("compiled"), (Boolean) tree.get("cutShort"), new Noise(((Number) noise.get(0)).longValue(),
                ((Number) noise.get(1)).longValue(), ((Number) noise.get(2)).longValue()), Optional.ofNullable((String) tree.get("distrust")),
                rounds);
    }

    // Samples and the confidence of the interval: the same median and interval again, computed as they were.
    private static Map<String, Object> statistics(Statistics statistics) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("samples", numbers(statistics.samples()));
        tree.put("confidence", statistics.confidence());
        return tree;
    }

    private static Statistics statistics(Map<?, ?> tree) {
        Statistics statistics = Statistics.of(doubles(tree.get("samples")));
        double confidence = number(tree.get("confidence"));
        return confidence == statistics.confidence() || !(confidence > 0 && confidence < 1) ? statistics : statistics.at(confidence);
    }

    static Map<String, Object> verdict(Verdict verdict) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("metric", verdict.metric().name());
        tree.put("outcome", verdict.outcome().name());
        tree.put("value", verdict.value());
        tree.put("expected", verdict.expected());
        Verdict.Limit limit = verdict.limit();
        tree.put("limit", limit instanceof Verdict.Limit.AtMost atMost ? List.of("atMost", atMost.max())
                : limit instanceof Verdict.Limit.TimesBetter better ? List.of("timesBetter", better.factor(), better.than())
                : allowed((Verdict.Limit.Allowed) limit));
        tree.put("measured", measured(verdict.measured()));
        Verdict.Source source = verdict.source();
        tree.put("source", source instanceof Verdict.Source.Declared declared ? List.of("declared", declared.declaredBy())
                : List.of("baseline", ((Verdict.Source.Baseline) source).file(), ((Verdict.Source.Baseline) source).recordedUnder().orElse("")));
        verdict.reason().ifPresent(reason -> tree.put("reason", reason));
        tree.put("confirmed", verdict.confirmed());
        tree.put("atAnotherSpeed", verdict.atAnotherSpeed());
        return tree;
    }

    // ["allowed", 0.2] or, widened for a recording known to ±6 %, ["allowed", 0.2, 0.06].
    private static List<Object> allowed(Verdict.Limit.Allowed allowed) {
        return allowed.recordedError().isPresent() ? List.of("allowed", allowed.fraction(), allowed.recordedError().getAsDouble())
                : List.of("allowed", allowed.fraction());
    }

    static Verdict verdict(Map<?, ?> tree) {
        List<?> limit = (List<?>) tree.get("limit");
        Verdict.Limit readLimit = switch ((String) limit.get(0)) {
            case "atMost" -> new Verdict.Limit.AtMost(number(limit.get(1)));
            case "timesBetter" -> new Verdict.Limit.TimesBetter(number(limit.get(1)), (String) limit.get(2));
            default -> new Verdict.Limit.Allowed(number(limit.get(1)), limit.size() > 2 ? OptionalDouble.of(number(limit.get(2))) : OptionalDouble.empty());
        };
        List<?> source = (List<?>) tree.get("source");
        Verdict.Source readSource = source.get(0).equals("declared") ? new Verdict.Source.Declared((String) source.get(1))
                : new Verdict.Source.Baseline((String) source.get(1), Optional.of((String) source.get(2)).filter(under -> !under.isEmpty()));
        return new Verdict(Metric.valueOf(text(tree, "metric")), Verdict.Status.valueOf(text(tree, "outcome")), number(tree.get("value")),
                number(tree.get("expected")), readLimit, measured(map(tree, "measured").orElseThrow()), readSource,
                Optional.ofNullable((String) tree.get("reason")), (Boolean) tree.get("confirmed"), (Boolean) tree.get("atAnotherSpeed"));
    }

    private static Map<String, Object> measured(Verdict.Measured measured) {
        Map<String, Object> tree = new LinkedHashMap<>();
        if (measured instanceof Verdict.Measured.Missing missing) {
            tree.put("kind", "missing");
            missing.codec().ifPresent(codec -> tree.put("codec", codec));
        } else if (measured instanceof Verdict.Measured.Value value) {
            tree.put("kind", "value");
            tree.put("value", statistics(value.value()));
        } else if (measured instanceof Verdict.Measured.Versus versus) {
            tree.put("kind", "versus");
            tree.put("figures", List.of(versus.codec(), versus.mine(), versus.than(), versus.theirs(), versus.ratio()));
            versus.paired().ifPresent(paired -> tree.put("paired", statistics(paired)));
        } else if (measured instanceof Verdict.Measured.Change change) {
            tree.put("kind", "change");
            tree.put("figures", List.of(change.recordedMin(), change.recordedMax(), change.nowMin(), change.nowMax()));
        } else {
            Verdict.Measured.Ratio ratio = (Verdict.Measured.Ratio) measured;
            tree.put("kind", "ratio");
            tree.put("figures", List.of(ratio.recorded(), ratio.now(), ratio.recordedRatio()));
            tree.put("ratio", statistics(ratio.ratio()));
            ratio.atSpeed().ifPresent(at -> {
                List<Object> adjusted = new ArrayList<>(List.of(at.referenceTimes(), at.measuredRatio(), at.withinSpread()));
                at.neighbourCores().ifPresent(adjusted::add);
                tree.put("atSpeed", adjusted);
            });
        }
        return tree;
    }

    private static Verdict.Measured measured(Map<?, ?> tree) {
        List<?> figures = tree.get("figures") instanceof List<?> list ? list : List.of();
        return switch (text(tree, "kind")) {
            case "missing" -> new Verdict.Measured.Missing(Optional.ofNullable((String) tree.get("codec")));
            case "value" -> new Verdict.Measured.Value(statistics(map(tree, "value").orElseThrow()));
            case "versus" -> new Verdict.Measured.Versus((String) figures.get(0), number(figures.get(1)), (String) figures.get(2),
                    number(figures.get(3)), number(figures.get(4)), map(tree, "paired").map(RunJson::statistics));
            case "change" -> new Verdict.Measured.Change(number(figures.get(0)), number(figures.get(1)), number(figures.get(2)),
                    number(figures.get(3)));
            default -> {
                Optional<Verdict.Measured.Adjusted> atSpeed = tree.get("atSpeed") instanceof List<?> at
                        ? Optional.of(new Verdict.Measured.Adjusted(number(at.get(0)), number(at.get(1)), (Boolean) at.get(2),
                        at.size() > 3 ? OptionalDouble.of(number(at.get(3))) : OptionalDouble.empty())) : Optional.empty();
                yield new Verdict.Measured.Ratio(number(figures.get(0)), number(figures.get(1)), number(figures.get(2)),
                        statistics(map(tree, "ratio").orElseThrow()), atSpeed);
            }
        };
    }

    private static List<Object> numbers(double[] values) {
        List<Object> list = new ArrayList<>(values.length);
        for (double value : values) {
            list.add(value);
        }
        return list;
    }

    private static double[] doubles(Object list) {
        List<?> items = (List<?>) list;
        double[] values = new double[items.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = number(items.get(i));
        }
        return values;
    }

    // A number, or the string "NaN" that the JSON writer puts for one that is not finite.
    static double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    private static int integer(Object value) {
        return ((Number) value).intValue();
    }

    static String text(Map<?, ?> tree, String key) {
        if (!(tree.get(key) instanceof String text)) {
            throw new IllegalArgumentException("no " + key + " in " + tree.keySet());
        }
        return text;
    }

    static Optional<Map<?, ?>> map(Map<?, ?> tree, String key) {
        return tree.get(key) instanceof Map<?, ?> map ? Optional.of(map) : Optional.empty();
    }

    // A list the part must have: one missing is a part of another version.
    static List<?> list(Map<?, ?> tree, String key) {
        if (!(tree.get(key) instanceof List<?> list)) {
            throw new IllegalArgumentException("no " + key + " in " + tree.keySet());
        }
        return list;
    }

    static List<String> strings(Object list) {
        return list instanceof List<?> items ? items.stream().map(String::valueOf).toList() : List.of();
    }
}
