package dev.serguard.assertj;

import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.ThreadSafety;
import dev.serguard.check.ThreadSafetyReport;
import dev.serguard.codec.Codec;
import dev.serguard.codec.ModelProvider;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.CheckSettings;
import dev.serguard.check.golden.GoldenBytes;
import dev.serguard.check.golden.GoldenFiles;
import dev.serguard.check.golden.GoldenVerdict;
import dev.serguard.check.golden.StoredGolden;
import dev.serguard.check.untrusted.UntrustedTypes;
import dev.serguard.check.untrusted.UntrustedTypesOutcome;
import dev.serguard.check.robust.Robustness;
import dev.serguard.check.robust.RobustnessReport;
import dev.serguard.check.robust.RobustnessSettings;
import org.apiguardian.api.API;
import org.assertj.core.api.AbstractAssert;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.serguard.assertj.error.ShouldBeRobust.shouldBeRobust;
import static dev.serguard.assertj.error.ShouldBeThreadSafe.shouldBeThreadSafe;
import static dev.serguard.assertj.error.ShouldMatchGoldenBytes.shouldHaveGoldenBytes;
import static dev.serguard.assertj.error.ShouldMatchGoldenBytes.shouldMatchGoldenBytes;
import static dev.serguard.assertj.error.ShouldRefuseUntrustedTypes.shouldBeCheckable;
import static dev.serguard.assertj.error.ShouldRefuseUntrustedTypes.shouldRefuseUntrustedTypes;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.STABLE;

/**
 * Assertions on a {@link Codec} itself: whether one instance can be shared by threads, whether it
 * reads its golden bytes, and whether it reads corrupted bytes safely.
 *
 * <pre>{@code
 * assertThat(orderCodec).isThreadSafe(List.of(smallOrder, largeOrder, emptyOrder, giftOrder));
 * assertThat(mediaCodec).withThreads(8).isThreadSafe();      // a built-in model: payloads made for you
 * assertThat(specCodec).withComparison(ComparisonOptions.defaults().withIgnored("jsonSchema")).isThreadSafe(specs);
 * assertThat(orderCodec).readsGoldenBytes(Path.of("src/test/resources/serguard/golden/OrderTests/orders/kryo.SMALL.bin"))
 *                       .writesGoldenBytes(bin, smallOrder);
 * assertThat(orderCodec).refusesUntrustedTypes(smallOrder);
 * assertThat(orderCodec).isRobustAgainstCorruption(smallOrder);
 * assertThat(orderCodec).withRobustness(RobustnessSettings.defaults().withTimeBound(Duration.ofMillis(250), 1_000))
 *                       .isRobustAgainstCorruption(smallOrder);
 * }</pre>
 *
 * <p>Runs serguard's thread-safety check ({@link ThreadSafety}): threads started together make
 * round trips on the one instance, and every result must equal what one thread alone got; the
 * codec must still work afterwards, and build no {@code GuardedKryo} or
 * {@code GuardedObjectMapper} per operation.
 */
@API(status = STABLE, since = "0.1")
public class CodecAssert<T> extends AbstractAssert<CodecAssert<T>, Codec<T>> {

    private static final Duration GOLDEN_LIMIT = CheckSettings.defaults().callLimit();

    private ThreadSafety<T> check;
    private RobustnessSettings robustness = RobustnessSettings.defaults();

    public CodecAssert(Codec<T> actual) {
        super(actual, CodecAssert.class);
        check = actual == null ? null : ThreadSafety.of(actual);
    }

    /** Shares the codec between {@code threads} threads, at least 2; by default at least 8 and at least as many as cores. */
    public CodecAssert<T> withThreads(int threads) {
        isNotNull();
        check = check.withThreads(threads);
        return myself;
    }

    /** Makes {@code iterations} round trips per thread, at least 1; by default until enough calls overlapped, within 1 s. */
    public CodecAssert<T> withIterations(int iterations) {
        isNotNull();
        check = check.withIterations(iterations);
        return myself;
    }

    /**
     * Compares what the threads read back with the payloads as {@code options} say, as
     * {@code @RoundTripCheck} does for a test: transient fields, the classes' own {@code equals},
     * paths ignored ({@link ComparisonOptions#withIgnored}). A round trip checked with
     * {@code Serguard.check(codecs, payload, CheckSettings.defaults().withComparison(options))}
     * is compared the same way before {@code assertThat(result).roundTrips()}.
     */
    @API(status = EXPERIMENTAL, since = "0.3")
    public CodecAssert<T> withComparison(ComparisonOptions options) {
        isNotNull();
        check = check.withComparison(options);
        return myself;
    }

    /**
     * The codec is thread-safe on payloads of the built-in model it handles ({@code MediaContent},
     * {@code Car} or {@code Employee}), of size {@code SMALL}.
     *
     * @throws IllegalStateException if the codec's type is not a built-in model: give values then
     */
    public CodecAssert<T> isThreadSafe() {
        isNotNull();
        BuiltInModel<T> model = builtInModel("isThreadSafe()", "isThreadSafe(List.of(first, second, third, fourth))");
        List<Payload<T>> payloads = new ArrayList<>();
        for (int i = 0; i < Math.min(check.threads(), 8); i++) {
            payloads.add(Payload.of(model.name(), Size.SMALL, model.factory(), Payload.DEFAULT_SEED + i));
        }
        return isThreadSafe(check.check(payloads));
    }

    /**
     * The codec is thread-safe on {@code values}: distinct values, ideally as many as threads,
     * so that a thread getting another thread's value shows.
     */
    public CodecAssert<T> isThreadSafe(List<? extends T> values) {
        isNotNull();
        if (values.isEmpty()) {
            throw new IllegalArgumentException("isThreadSafe needs at least one value");
        }
        String label = values.size() == 1 ? "1 value" : values.size() + " values";
        return isThreadSafe(check.check(values.stream()
                .map(value -> Payload.<T>named(actual.type().getSimpleName(), label, value)).collect(Collectors.toList())));
    }

    /**
     * The golden bytes {@code bin} (with its {@code .json} summary beside it) still read back
     * with this codec as they were recorded, field by field; see {@link GoldenBytes}. Fails too
     * when there are none, or they were damaged.
     */
    public CodecAssert<T> readsGoldenBytes(Path bin) {
        isNotNull();
        StoredGolden stored = GoldenFiles.read(bin);
        if (stored instanceof StoredGolden.Missing) {
            throw assertionError(shouldHaveGoldenBytes(actual.name(), bin));
        }
        GoldenVerdict verdict = GoldenBytes.readBack(actual, stored, GOLDEN_LIMIT);
        verdict.failure().ifPresent(message -> {
            throw assertionError(shouldMatchGoldenBytes(message));
        });
        return myself;
    }

    /**
     * This codec writes {@code value} as exactly the golden bytes {@code bin}: the format has
     * not changed. {@code value} must be the value recorded (equal on every recorded field).
     */
    public CodecAssert<T> writesGoldenBytes(Path bin, T value) {
        isNotNull();
        StoredGolden stored = GoldenFiles.read(bin);
        if (stored instanceof StoredGolden.Missing) {
            throw assertionError(shouldHaveGoldenBytes(actual.name(), bin));
        }
        if (stored instanceof StoredGolden.Unreadable) {
            throw assertionError(shouldMatchGoldenBytes(GoldenBytes.readBack(actual, stored, GOLDEN_LIMIT).failure().orElseThrow()));
        }
        GoldenBytes.format(actual, value, ((StoredGolden.Found) stored).record(), bin, true, GOLDEN_LIMIT).ifPresent(message -> {
            throw assertionError(shouldMatchGoldenBytes(message));
        });
        return myself;
    }

    /**
     * The codec, as configured, refuses to instantiate a class it was not told about; see
     * {@link UntrustedTypes}. Passes when it refused serguard's probe class, and when its format
     * names no class (protobuf); fails when it instantiated the probe, and when serguard could not
     * offer it one (a codec of the team's own whose output is neither Java serialization nor JSON
     * with type ids), saying why.
     */
    public CodecAssert<T> refusesUntrustedTypes() {
        isNotNull();
        return refusesUntrustedTypes(Optional.<T>empty());
    }

    /** As {@link #refusesUntrustedTypes()}, with {@code sample}, a value of the codec's type, to look at its output too. */
    public CodecAssert<T> refusesUntrustedTypes(T sample) {
        isNotNull();
        return refusesUntrustedTypes(Optional.of(sample));
    }

    private CodecAssert<T> refusesUntrustedTypes(Optional<T> sample) {
        String subject = actual.name() + " (" + actual.type().getSimpleName() + ")";
        UntrustedTypesOutcome outcome = UntrustedTypes.check(actual, sample, GOLDEN_LIMIT);
        outcome.failureMessage(subject).ifPresent(message -> {
            throw assertionError(shouldRefuseUntrustedTypes(message));
        });
        if (outcome instanceof UntrustedTypesOutcome.NotChecked notChecked) {
            throw assertionError(shouldBeCheckable(subject, notChecked.reason()));
        }
        return myself;
    }

    /** Checks robustness within {@code settings}' bounds instead of the defaults. */
    public CodecAssert<T> withRobustness(RobustnessSettings settings) {
        isNotNull();
        robustness = settings;
        return myself;
    }

    /**
     * The codec reads corrupted bytes of {@code value} safely: every corrupted input derived from
     * its bytes is rejected with an exception or read back, within the time and allocation bounds,
     * without an {@code Error} the codec does not document; see {@link Robustness}. Inputs read back
     * as a different value are counted, not failed. The first input that failed is saved under
     * {@code target/serguard/robustness} (or the folder of {@link #withRobustness}).
     */
    public CodecAssert<T> isRobustAgainstCorruption(T value) {
        isNotNull();
        return isRobust(Robustness.check(actual, Payload.named(actual.type().getSimpleName(), "1 value", value), robustness));
    }

    /** The codec reads corrupted bytes safely, on the {@code SMALL} payload of the built-in model it handles. */
    public CodecAssert<T> isRobustAgainstCorruption() {
        isNotNull();
        BuiltInModel<T> model = builtInModel("isRobustAgainstCorruption()", "isRobustAgainstCorruption(value)");
        return isRobust(Robustness.check(actual, Payload.of(model.name(), Size.SMALL, model.factory(), robustness.seed()), robustness));
    }

    private CodecAssert<T> isRobust(RobustnessReport report) {
        if (!report.passed()) {
            AssertionError error = assertionError(shouldBeRobust(report));
            report.firstError().ifPresent(error::initCause);
            throw error;
        }
        return myself;
    }

    private CodecAssert<T> isThreadSafe(ThreadSafetyReport report) {
        if (!report.passed()) {
            AssertionError error = assertionError(shouldBeThreadSafe(report));
            report.firstException().ifPresent(error::initCause);
            throw error;
        }
        return myself;
    }

    private BuiltInModel<T> builtInModel(String assertion, String example) {
        return ModelProvider.installedModel(actual.type())
                .orElseThrow(() -> new IllegalStateException(assertion + " makes payloads for the built-in models only"
                        + " (MediaContent, Car, Employee), but codec " + actual.name() + " handles " + actual.type().getSimpleName()
                        + ": give values, as in " + example + "."));
    }
}
