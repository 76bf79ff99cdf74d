package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The results of one test method, measured when first needed and kept for the other
 * invocations: a relative budget of {@code kryo} against {@code json} measures {@code json} on the
 * same payload right then, and {@code json}'s own invocation reuses that result.
 */
final class MeasuredRun<T> {

    private final TestSetup<T> setup;
    private final MeasureSettings settings;
    private final RunReport report;
    private final Map<String, SerializationResult<T>> results = new ConcurrentHashMap<>();

    MeasuredRun(TestSetup<T> setup, MeasureSettings settings, RunReport report) {
        this.setup = setup;
        this.settings = settings;
        this.report = report;
    }

    TestSetup<T> setup() {
        return setup;
    }

    /** The result of {@code codec} on {@code payload}, measuring it now if not yet done. */
    synchronized SerializationResult<T> result(Codec<T> codec, Payload<T> payload) {
        return results.computeIfAbsent(codec.name() + "\n" + payload.label(), key -> {
            SerializationResult<T> result = Serguard.measure(codec, payload, settings);
            report.add(result);
            return result;
        });
    }

    /** The result of the codec named {@code name} on {@code payload}, if the test has that codec. */
    Optional<SerializationResult<T>> result(String name, Payload<T> payload) {
        List<Codec<T>> codecs = setup.codecs();
        return codecs.stream().filter(codec -> codec.name().equals(name)).findFirst().map(codec -> result(codec, payload));
    }
}
