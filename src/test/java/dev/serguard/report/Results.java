package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Noise;
import dev.serguard.measure.Statistics;
import dev.serguard.payload.Payload;

import java.util.Optional;
import java.util.OptionalInt;

/** Results of known figures for the report tests. */
final class Results {

    private Results() {
    }

    static final Payload<String> SMALL = Payload.named("Order", "SMALL", "order");
    static final Payload<String> LARGE = Payload.named("Order", "LARGE", "order");

    /** A passed result: {@code bytes} serialized, a third of it deflated, times around {@code nanos}, {@code allocated} B/op. */
    static SerializationResult<String> result(String codec, Payload<String> payload, int bytes, double nanos, double allocated) {
        Measurement time = new Measurement(Statistics.of(nanos * 0.97, nanos * 0.99, nanos, nanos, nanos * 1.01, nanos * 1.02, nanos * 1.05),
                Optional.of(Statistics.of(allocated, allocated, allocated)), 1_000, 12, true, false, Noise.NONE, Optional.empty());
        Measurement slower = new Measurement(Statistics.of(nanos * 1.4, nanos * 1.5, nanos * 1.5, nanos * 1.6, nanos * 1.7),
                Optional.of(Statistics.of(allocated * 2)), 1_000, 12, true, false, Noise.NONE, Optional.empty());
        return new SerializationResult<>(codec, payload, Optional.empty(), OptionalInt.of(bytes), OptionalInt.of(bytes / 3),
                Optional.of(time), Optional.of(slower), Optional.empty());
    }

    /** A budget verdict withheld: {@code value} over {@code max}, not failed because times were not trusted for {@code distrust}. */
    static Verdict untrusted(Metric metric, Statistics value, double max, String declaredBy, String distrust) {
        return new Verdict(metric, Verdict.Status.UNTRUSTED, value.median(), max, new Verdict.Limit.AtMost(max), new Verdict.Measured.Value(value),
                new Verdict.Source.Declared(declaredBy), Optional.of("times are not trusted here: " + distrust), false);
    }
}
