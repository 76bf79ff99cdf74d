package dev.serguard;

import dev.serguard.check.DeepEquality;
import dev.serguard.check.Deflate;
import dev.serguard.check.Difference;
import dev.serguard.codec.Codec;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.TimingEngine;
import dev.serguard.payload.Payload;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs one codec over one payload: round trip first, then sizes, then (when an engine is given)
 * the timed loops. Runs on a worker thread of its own so that a codec that hangs is reported
 * as timed out instead of hanging the build; such a thread is a daemon and is abandoned.
 */
final class Evaluation<T> {

    private final Codec<T> codec;
    private final Payload<T> payload;
    private final Optional<TimingEngine> engine;
    private final boolean timeRoundTrip;
    private volatile String stage = "start";

    Evaluation(Codec<T> codec, Payload<T> payload, Optional<TimingEngine> engine, boolean timeRoundTrip) {
        this.codec = codec;
        this.payload = payload;
        this.engine = engine;
        this.timeRoundTrip = timeRoundTrip;
    }

    SerializationResult<T> run(long limitMillis) {
        CompletableFuture<SerializationResult<T>> result = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                result.complete(evaluate());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        }, "serguard " + codec.name() + " · " + payload);
        worker.setDaemon(true);
        worker.start();
        try {
            return result.get(limitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            worker.interrupt();
            return failed(Failure.timedOut(stage, limitMillis), OptionalInt.empty(), OptionalInt.empty());
        } catch (ExecutionException e) {
            return failed(Failure.threw(stage, e.getCause()), OptionalInt.empty(), OptionalInt.empty());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failed(Failure.timedOut(stage + " (interrupted)", limitMillis), OptionalInt.empty(), OptionalInt.empty());
        }
    }

    private SerializationResult<T> evaluate() {
        T value = payload.value();
        byte[] bytes;
        T readBack;
        try {
            stage = "serialize";
            bytes = codec.serialize(value);
            if (bytes == null) {
                throw new IllegalStateException(codec.name() + ".serialize returned null");
            }
        } catch (Exception e) {
            return failed(Failure.threw(stage, e), OptionalInt.empty(), OptionalInt.empty());
        }
        OptionalInt size = OptionalInt.of(bytes.length);
        OptionalInt deflated = OptionalInt.of(Deflate.deflatedSize(bytes));
        try {
            stage = "deserialize";
            readBack = codec.deserialize(bytes);
        } catch (Exception e) {
            return failed(Failure.threw(stage, e), size, deflated);
        }
        stage = "round-trip comparison";
        Optional<Difference> difference = DeepEquality.firstDifference(value, readBack);
        if (difference.isPresent()) {
            return failed(Failure.mismatch(difference.get()), size, deflated);
        }
        if (engine.isEmpty()) {
            return new SerializationResult<>(codec.name(), payload, Optional.empty(), size, deflated,
                    Optional.empty(), Optional.empty(), Optional.empty());
        }
        Measurement serialize;
        Measurement deserialize;
        Optional<Measurement> roundTrip = Optional.empty();
        try {
            stage = "timed serialize";
            serialize = engine.get().measure(() -> codec.serialize(value));
            stage = "timed deserialize";
            deserialize = engine.get().measure(() -> codec.deserialize(bytes));
            if (timeRoundTrip) {
                stage = "timed round trip";
                roundTrip = Optional.of(engine.get().measure(() -> codec.deserialize(codec.serialize(value))));
            }
        } catch (Exception e) {
            return failed(Failure.threw(stage, e), size, deflated);
        }
        return new SerializationResult<>(codec.name(), payload, Optional.empty(), size, deflated,
                Optional.of(serialize), Optional.of(deserialize), roundTrip);
    }

    private SerializationResult<T> failed(Failure failure, OptionalInt size, OptionalInt deflated) {
        return new SerializationResult<>(codec.name(), payload, Optional.of(failure), size, deflated,
                Optional.empty(), Optional.empty(), Optional.empty());
    }
}
