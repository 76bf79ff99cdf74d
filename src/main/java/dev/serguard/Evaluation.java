package dev.serguard;

import dev.serguard.check.DeepEquality;
import dev.serguard.check.Deflate;
import dev.serguard.check.Difference;
import dev.serguard.codec.Codec;
import dev.serguard.measure.CodecLoops;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.TimedLoop;
import dev.serguard.measure.TimingEngine;
import dev.serguard.payload.Payload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * Runs codecs over one payload: each codec's round trip and sizes first, then, when an engine is
 * given, the timed loops of the codecs that passed, interleaved. Every step runs on a worker
 * thread with a time limit, so that a codec that hangs is reported as timed out instead of
 * hanging the build; such a thread is a daemon and is abandoned.
 */
final class Evaluation<T> {

    private final List<Codec<T>> codecs;
    private final Payload<T> payload;
    private final Optional<TimingEngine> engine;
    private volatile String stage = "start";

    Evaluation(List<Codec<T>> codecs, Payload<T> payload, Optional<TimingEngine> engine) {
        this.codecs = List.copyOf(codecs);
        this.payload = payload;
        this.engine = engine;
    }

    /** One result per codec, in the same order. */
    List<SerializationResult<T>> run(long checkLimitMillis) {
        Map<Codec<T>, SerializationResult<T>> results = new LinkedHashMap<>();
        Map<Codec<T>, byte[]> passed = new LinkedHashMap<>();
        for (Codec<T> codec : codecs) {
            SerializationResult<T> checked = inWorker(codec.name(), () -> check(codec, passed), checkLimitMillis, failure -> failed(codec, failure));
            results.put(codec, checked);
        }
        if (engine.isPresent()) {
            time(passed, results);
        }
        return List.copyOf(results.values());
    }

    private SerializationResult<T> check(Codec<T> codec, Map<Codec<T>, byte[]> passed) {
        T value = payload.value();
        byte[] bytes;
        try {
            stage = "serialize";
            bytes = codec.serialize(value);
            if (bytes == null) {
                throw new IllegalStateException(codec.name() + ".serialize returned null");
            }
        } catch (Exception e) {
            return failed(codec, Failure.threw(stage, e));
        }
        OptionalInt size = OptionalInt.of(bytes.length);
        OptionalInt deflated = OptionalInt.of(Deflate.deflatedSize(bytes));
        T readBack;
        try {
            stage = "deserialize";
            readBack = codec.deserialize(bytes);
        } catch (Exception e) {
            return result(codec, Optional.of(Failure.threw(stage, e)), size, deflated, List.of());
        }
        stage = "round-trip comparison";
        Optional<Difference> difference = DeepEquality.firstDifference(value, readBack);
        if (difference.isPresent()) {
            return result(codec, Optional.of(Failure.mismatch(difference.get())), size, deflated, List.of());
        }
        synchronized (passed) {
            passed.put(codec, bytes);
        }
        return result(codec, Optional.empty(), size, deflated, List.of());
    }

    /** Times the codecs that passed, all together; a codec that throws is dropped and the rest timed again. */
    private void time(Map<Codec<T>, byte[]> passed, Map<Codec<T>, SerializationResult<T>> results) {
        TimingEngine timing = engine.orElseThrow();
        Map<Codec<T>, byte[]> remaining = new LinkedHashMap<>(passed);
        long limitMillis = 2 * 4 * (timing.settings().timeLimitNanos() / 1_000_000) * Math.max(1, remaining.size()) + 10_000;
        while (!remaining.isEmpty()) {
            List<Codec<T>> timed = List.copyOf(remaining.keySet());
            Map<Codec<T>, List<Measurement>> measured = new LinkedHashMap<>();
            Optional<Codec<T>> threw = inWorker("timing", () -> {
                try {
                    measureAll(timing, timed, remaining, measured);
                    return Optional.<Codec<T>>empty();
                } catch (CodecThrew e) {
                    Codec<T> codec = timed.stream().filter(c -> c == e.codec()).findFirst().orElseThrow();
                    results.computeIfPresent(codec, (c, before) -> withFailure(before, Failure.threw(e.stage(), e.getCause())));
                    return Optional.of(codec);
                }
            }, limitMillis, failure -> {
                timed.forEach(codec -> results.computeIfPresent(codec, (c, before) -> withFailure(before, failure)));
                return Optional.<Codec<T>>empty();
            });
            if (threw.isPresent()) {
                remaining.remove(threw.get());
                continue;
            }
            measured.forEach((codec, m) -> results.computeIfPresent(codec, (c, before) ->
                    result(codec, Optional.empty(), before.serializedBytes(), before.deflatedBytes(), m)));
            return;
        }
    }

    private void measureAll(TimingEngine timing, List<Codec<T>> timed, Map<Codec<T>, byte[]> bytes,
                            Map<Codec<T>, List<Measurement>> measured) throws Exception {
        T value = payload.value();
        // Round trips first: both halves of every codec compiled before any half is timed.
        for (TimedLoop roundTrip : loops(timed, "warm-up", codec -> CodecLoops.roundTrip(codec, value))) {
            timing.warmUp(roundTrip);
        }
        List<List<Measurement>> operations = new ArrayList<>();
        operations.add(timing.measureInterleaved(loops(timed, "timed serialize", codec -> CodecLoops.serialize(codec, value))));
        operations.add(timing.measureInterleaved(loops(timed, "timed deserialize", codec -> CodecLoops.deserialize(codec, bytes.get(codec)))));
        if (timing.settings().timeRoundTrip()) {
            operations.add(timing.measureInterleaved(loops(timed, "timed round trip", codec -> CodecLoops.roundTrip(codec, value))));
        }
        for (int i = 0; i < timed.size(); i++) {
            List<Measurement> perCodec = new ArrayList<>();
            for (List<Measurement> operation : operations) {
                perCodec.add(operation.get(i));
            }
            measured.put(timed.get(i), perCodec);
        }
    }

    // Tags what a loop throws with its codec and stage, so that one failing codec does not cost the others their figures.
    private List<TimedLoop> loops(List<Codec<T>> timed, String what, Function<Codec<T>, TimedLoop> loop) {
        List<TimedLoop> loops = new ArrayList<>();
        for (Codec<T> codec : timed) {
            TimedLoop inner = loop.apply(codec);
            loops.add((count, blackhole) -> {
                stage = what + " of " + codec.name();
                try {
                    inner.run(count, blackhole);
                } catch (Exception e) {
                    throw new CodecThrew(codec, what, e);
                }
            });
        }
        return loops;
    }

    /** What a timed loop threw, with the codec it belongs to. */
    private static final class CodecThrew extends Exception {
        private final transient Codec<?> codec;
        private final String stage;

        CodecThrew(Codec<?> codec, String stage, Exception cause) {
            super(cause);
            this.codec = codec;
            this.stage = stage;
        }

        Codec<?> codec() {
            return codec;
        }

        String stage() {
            return stage;
        }
    }

    private <R> R inWorker(String name, Callable<R> work, long limitMillis, Function<Failure, R> onFailure) {
        CompletableFuture<R> result = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                result.complete(work.call());
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        }, "serguard " + name + " · " + payload);
        worker.setDaemon(true);
        worker.start();
        try {
            return result.get(limitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            worker.interrupt();
            return onFailure.apply(Failure.timedOut(stage, limitMillis));
        } catch (ExecutionException e) {
            return onFailure.apply(Failure.threw(stage, e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return onFailure.apply(Failure.timedOut(stage + " (interrupted)", limitMillis));
        }
    }

    private SerializationResult<T> failed(Codec<T> codec, Failure failure) {
        return result(codec, Optional.of(failure), OptionalInt.empty(), OptionalInt.empty(), List.of());
    }

    private SerializationResult<T> withFailure(SerializationResult<T> before, Failure failure) {
        return new SerializationResult<>(before.codec(), payload, Optional.of(failure), before.serializedBytes(), before.deflatedBytes(),
                Optional.empty(), Optional.empty(), Optional.empty());
    }

    private SerializationResult<T> result(Codec<T> codec, Optional<Failure> failure, OptionalInt size, OptionalInt deflated,
                                          List<Measurement> timings) {
        return new SerializationResult<>(codec.name(), payload, failure, size, deflated,
                timings.size() > 0 ? Optional.of(timings.get(0)) : Optional.empty(),
                timings.size() > 1 ? Optional.of(timings.get(1)) : Optional.empty(),
                timings.size() > 2 ? Optional.of(timings.get(2)) : Optional.empty());
    }
}
