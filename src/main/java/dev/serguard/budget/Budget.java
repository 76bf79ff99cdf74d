package dev.serguard.budget;

import dev.serguard.SerializationResult;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A limit that a result must keep: absolute ({@link Limit}) or relative to another codec in the
 * same run ({@link Relative}). Knows where it was declared, so that a failure can say so.
 *
 * <pre>{@code
 * Budget budget = new Budget.Limit(CodecSelector.of("kryo"), List.of(), Metric.SIZE, 300, "@SizeBudget on OrderTests.orders");
 * Verdict verdict = budget.judge(result, otherCodec -> Optional.empty());
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public sealed interface Budget permits Budget.Limit, Budget.Relative {

    /** Which codecs it applies to. */
    CodecSelector codecs();

    /** The payload labels it applies to ({@code SMALL}, {@code media.1}, …); empty for all. */
    List<String> payloads();

    /** Whether it judges {@code result}. */
    default boolean appliesTo(SerializationResult<?> result) {
        return codecs().matches(result.codec()) && (payloads().isEmpty() || payloads().contains(result.payload().label()));
    }

    /** What it limits. */
    Metric metric();

    /** Where it was declared, e.g. {@code @SizeBudget(codec = "kryo", maxBytes = 300) on OrderTests.orders}. */
    String declaredBy();

    /**
     * Judges {@code result}; {@code sameRun} gives the other codecs' results for the same
     * payload, for relative budgets.
     */
    Verdict judge(SerializationResult<?> result, Function<String, Optional<? extends SerializationResult<?>>> sameRun);

    /**
     * {@code metric ≤ max}. A time fails only when the lower end of its confidence interval is
     * past {@code max}; a median past it with an interval that still reaches it is reported as
     * not clearly over.
     */
    record Limit(CodecSelector codecs, List<String> payloads, Metric metric, double max, String declaredBy) implements Budget {

        @Override
        public Verdict judge(SerializationResult<?> result, Function<String, Optional<? extends SerializationResult<?>>> sameRun) {
            return Judgement.limit(this, result);
        }
    }

    /**
     * The codec must be at least {@code factor} times better than {@code than} on {@code metric}
     * (faster for a time, smaller for a size): {@code than / codec ≥ factor}. For times the
     * comparison gives the codec the benefit of the doubt within both confidence intervals.
     */
    record Relative(CodecSelector codecs, List<String> payloads, String than, Metric metric, double factor, String declaredBy)
            implements Budget {

        /** Never to {@code than} itself, which {@code "*"} would otherwise include. */
        @Override
        public boolean appliesTo(SerializationResult<?> result) {
            return Budget.super.appliesTo(result) && !result.codec().equals(than);
        }

        @Override
        public Verdict judge(SerializationResult<?> result, Function<String, Optional<? extends SerializationResult<?>>> sameRun) {
            return Judgement.relative(this, result, sameRun.apply(than));
        }
    }
}
