package dev.serguard;

import dev.serguard.check.Comparison;
import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.DeepEquality;
import dev.serguard.check.Deflate;
import dev.serguard.check.Difference;
import dev.serguard.codec.Codec;
import dev.serguard.internal.Guarded;
import dev.serguard.measure.CodecLoops;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.TimedLoop;
import dev.serguard.measure.TimingEngine;
import dev.serguard.payload.Payload;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Runs codecs over one payload: each codec's round trip and sizes first, then, when an engine is
 * given, the timed loops of the codecs that passed, interleaved.
 *
 * <p>Nothing of the user's runs outside {@link Guarded}: every step runs on a worker thread with
 * a time limit counted from the step's start, and whatever it throws, errors included, fails
 * that codec only. A codec that hangs while being timed is dropped and the others are timed
 * again without it. Every codec gets a fresh copy of the payload where the payload can make one,
 * so that a codec that changes its input is caught and cannot change what the next one gets.
 */
final class Evaluation<T> {

    // Codecs whose code this JVM already brought to its compiled state, on any payload.
    private static final String REFERENCE_STAGE = "warm-up of serguard's reference workload";
    private static final Map<Codec<?>, Boolean> WARMED = Collections.synchronizedMap(new WeakHashMap<>());

    /** How many calls measure the size of a codec whose bytes differ from call to call. */
    static final int VARYING_SIZE_CALLS = 8;

    private final List<Codec<T>> codecs;
    private final Payload<T> payload;
    private final Optional<TimingEngine> engine;
    private final Duration callLimit;
    private final ComparisonOptions comparison;

    Evaluation(List<Codec<T>> codecs, Payload<T> payload, Optional<TimingEngine> engine, CheckSettings check) {
        this.codecs = List.copyOf(codecs);
        this.payload = payload;
        this.engine = engine;
        this.callLimit = check.callLimit();
        this.comparison = check.comparison();
    }

    /** One result per codec, in the same order. */
    List<SerializationResult<T>> run() {
        Map<Codec<T>, SerializationResult<T>> results = new LinkedHashMap<>();
        Map<Codec<T>, Checked<T>> passed = new LinkedHashMap<>();
        for (Codec<T> codec : codecs) {
            Guarded.Progress progress = new Guarded.Progress("start");
            AtomicReference<Sizes> sizes = new AtomicReference<>();      // kept when deserialize then hangs or throws
            Guarded.Completion<Checked<T>> outcome = Guarded.call(threadName("check", codec), callLimit, progress,
                    () -> check(codec, progress, sizes));
            SerializationResult<T> result;
            if (outcome instanceof Guarded.Returned<Checked<T>> returned) {
                result = returned.value().result();
                if (result.passed()) {
                    passed.put(codec, returned.value());
                }
            } else {
                Optional<Failure> failure = Optional.of(failure(outcome, progress));
                result = sizes.get() == null ? failed(codec, failure.get()) : sizes.get().result(codec, failure, payload);
            }
            results.put(codec, result);
        }
        if (engine.isPresent() && !passed.isEmpty()) {
            time(engine.get(), passed, results);
        }
        passed.forEach((codec, checked) -> results.computeIfPresent(codec, (c, result) -> sizedAgain(codec, checked, result)));
        return List.copyOf(results.values());
    }

    /**
     * A codec whose first two calls wrote the same bytes, called once more after its timing (after
     * its check, where nothing is timed): a time to the millisecond, or a nonce that happened to
     * repeat, can agree in two calls in a row and not later, and a baseline would then hold one
     * call's size as exact. Where the bytes now differ, its sizes become the range over several
     * calls, as in its check.
     */
    private SerializationResult<T> sizedAgain(Codec<T> codec, Checked<T> checked, SerializationResult<T> result) {
        if (!result.passed() || result.sizeRange().isPresent()) {
            return result;
        }
        Guarded.Progress progress = new Guarded.Progress("serialize (called once more, to see whether the bytes vary)");
        Guarded.Completion<Sizes> outcome = Guarded.call(threadName("sizes", codec), callLimit, progress,
                () -> sizes(codec, checked.value(), checked.bytes(), serialize(codec, checked.value()), progress));
        if (!(outcome instanceof Guarded.Returned<Sizes> returned)) {
            return result.failedWith(failure(outcome, progress));
        }
        Sizes sizes = returned.value();
        if (sizes.range().isEmpty()) {
            return result;
        }
        List<String> notes = new ArrayList<>(result.notes());
        notes.addAll(sizes.notes());
        return new SerializationResult<>(result.codec(), payload, result.failure(), OptionalInt.of(sizes.bytes()),
                OptionalInt.of(sizes.deflatedBytes()), result.serialize(), result.deserialize(), result.roundTrip(), sizes.range(), notes);
    }

    /** What one codec's check found: its result, and for a codec that passed, its value and bytes to time. */
    private record Checked<T>(SerializationResult<T> result, T value, byte[] bytes) {
    }

    private Checked<T> check(Codec<T> codec, Guarded.Progress progress, AtomicReference<Sizes> measured) throws Exception {
        progress.enter("making a fresh copy of the payload");
        T value = payload.freshCopy().orElse(payload.value());
        Optional<T> copy = payload.freshCopy();
        // Two copies are compared by their fields: an entity equal only to itself is never equal to a copy.
        ComparisonOptions byFields = comparison.withoutOwnEquals();
        List<String> notes = new ArrayList<>();
        Optional<Difference> unequalCopies = copy.flatMap(other -> DeepEquality.compare(other, value, byFields).difference());
        unequalCopies.ifPresent(difference -> notes.add("the payload's factory made two unequal copies (" + difference
                + "): whether " + codec.name() + " changes its input was not checked"));
        // What the codec must give back: an untouched copy, where there is a faithful one.
        Optional<T> untouched = unequalCopies.isPresent() ? Optional.empty() : copy;
        T expected = untouched.orElse(value);

        progress.enter("serialize");
        byte[] bytes = serialize(codec, value);
        if (untouched.isPresent()) {
            progress.enter("comparison of the payload with a fresh copy after serialize");
            Optional<Difference> changed = DeepEquality.compare(expected, value, byFields).difference();
            if (changed.isPresent()) {
                return new Checked<>(failed(codec, Failure.modifiedInput(changed.get())), value, bytes);
            }
        }
        progress.enter("serialize (called again, to see whether the bytes vary)");
        Sizes sizes = sizes(codec, value, bytes, serialize(codec, value), progress);
        measured.set(sizes);

        Optional<Failure> failure;
        notes.addAll(sizes.notes());
        try {
            progress.enter("deserialize");
            T readBack = codec.deserialize(bytes.clone());
            progress.enter("round-trip comparison");
            if (readBack == value || readBack == expected) {
                failure = Optional.of(Failure.mismatch(sameInstance()));
            } else {
                Comparison compared = DeepEquality.compare(expected, readBack, comparison);
                failure = compared.difference().map(Failure::mismatch);
                notes.addAll(compared.notes());
            }
        } catch (Exception | Error e) {
            failure = Optional.of(Failure.threw(progress.stage(), e));      // the sizes stand: serialize worked
        }
        return new Checked<>(new Sizes(sizes.bytes(), sizes.deflatedBytes(), sizes.range(), notes).result(codec, failure, payload), value, bytes);
    }

    private Difference sameInstance() {
        return new Difference(payload.model(), "a new " + payload.model() + " read from the bytes",
                "the very instance given to serialize (the bytes were not read)");
    }

    /** The sizes of a codec's bytes: of one call when two calls agree, else the range over several calls, these two among them. */
    private record Sizes(int bytes, int deflatedBytes, Optional<SerializationResult.SizeRange> range, List<String> notes) {

        <T> SerializationResult<T> result(Codec<T> codec, Optional<Failure> failure, Payload<T> payload) {
            return new SerializationResult<>(codec.name(), payload, failure, OptionalInt.of(bytes), OptionalInt.of(deflatedBytes),
                    Optional.empty(), Optional.empty(), Optional.empty(), range, notes);
        }
    }

    private Sizes sizes(Codec<T> codec, T value, byte[] first, byte[] again, Guarded.Progress progress) throws Exception {
        if (Arrays.equals(first, again)) {
            return new Sizes(first.length, Deflate.deflatedSize(first), Optional.empty(), List.of());
        }
        int minBytes = Integer.MAX_VALUE;
        int maxBytes = 0;
        int minDeflated = Integer.MAX_VALUE;
        int maxDeflated = 0;
        for (int call = 0; call < VARYING_SIZE_CALLS; call++) {
            progress.enter("serialize (call " + (call + 1) + " of " + VARYING_SIZE_CALLS + ", measuring bytes that vary)");
            byte[] bytes = call == 0 ? first : call == 1 ? again : serialize(codec, value);
            int deflated = Deflate.deflatedSize(bytes);
            minBytes = Math.min(minBytes, bytes.length);
            maxBytes = Math.max(maxBytes, bytes.length);
            minDeflated = Math.min(minDeflated, deflated);
            maxDeflated = Math.max(maxDeflated, deflated);
        }
        String note = codec.name() + " writes other bytes from call to call (a time, a nonce, an unordered set?): sizes are the largest of "
                + VARYING_SIZE_CALLS + " calls, " + range(minBytes, maxBytes) + " B, deflated " + range(minDeflated, maxDeflated) + " B";
        return new Sizes(maxBytes, maxDeflated,
                Optional.of(new SerializationResult.SizeRange(VARYING_SIZE_CALLS, minBytes, maxBytes, minDeflated, maxDeflated)), List.of(note));
    }

    private static String range(int min, int max) {
        return min == max ? Integer.toString(min) : min + " to " + max;
    }

    private static <T> byte[] serialize(Codec<T> codec, T value) throws Exception {
        byte[] bytes = codec.serialize(value);
        if (bytes == null) {
            throw new IllegalStateException(codec.name() + ".serialize returned null");
        }
        return bytes;
    }

    /**
     * Times the codecs that passed, all together. A codec that throws or hangs is failed and the
     * rest timed again without it; a hang is a timed batch that has not returned after the call
     * limit, so it costs the run that limit once, not once per codec.
     */
    private void time(TimingEngine timing, Map<Codec<T>, Checked<T>> passed, Map<Codec<T>, SerializationResult<T>> results) {
        Map<Codec<T>, Checked<T>> remaining = new LinkedHashMap<>(passed);
        while (!remaining.isEmpty()) {
            List<Codec<T>> timed = List.copyOf(remaining.keySet());
            Guarded.Progress progress = new Guarded.Progress("warm-up");
            Guarded.Completion<List<List<Measurement>>> outcome = Guarded.call(threadName("timing", null), callLimit, progress,
                    () -> measureAll(timing, timed, remaining, progress));
            if (outcome instanceof Guarded.Returned<List<List<Measurement>>> returned) {
                for (int i = 0; i < timed.size(); i++) {
                    List<Measurement> m = returned.value().get(i);
                    results.computeIfPresent(timed.get(i), (codec, before) -> before.withTimings(Optional.of(m.get(0)), Optional.of(m.get(1)),
                            m.size() > 2 ? Optional.of(m.get(2)) : Optional.empty()));
                }
                return;
            }
            if (outcome instanceof Guarded.TimedOut<?> timedOut && timedOut.subject().isEmpty()) {
                // No codec's stage was entered (the reference workload's warm-up): none is to blame, and none can be timed within the call limit.
                remaining.keySet().forEach(codec -> results.computeIfPresent(codec, (c, before) -> before.failedWith(failure(outcome, progress))));
                return;
            }
            Codec<T> culprit = culprit(outcome, timed);
            results.computeIfPresent(culprit, (codec, before) -> before.failedWith(failure(outcome, progress)));
            remaining.remove(culprit);
        }
    }

    // The codec whose loop threw or hung: what it threw is tagged with it, its stage was entered with it.
    private Codec<T> culprit(Guarded.Completion<?> outcome, List<Codec<T>> timed) {
        if (outcome instanceof Guarded.Threw<?> threw && threw.cause() instanceof CodecThrew tagged) {
            return timed.stream().filter(codec -> codec == tagged.codec).findFirst().orElseThrow();
        }
        Optional<Object> subject = outcome instanceof Guarded.TimedOut<?> timedOut ? timedOut.subject() : Optional.empty();
        return timed.stream().filter(codec -> subject.filter(s -> s == codec).isPresent()).findFirst().orElse(timed.get(0));
    }

    private List<List<Measurement>> measureAll(TimingEngine timing, List<Codec<T>> timed, Map<Codec<T>, Checked<T>> checked,
                                               Guarded.Progress progress) throws Exception {
        // The reference workload's warm-up under its own stage: a hang past the call limit there is no codec's.
        progress.enter(REFERENCE_STAGE);
        timing.warmUpReference();
        // A round trip first: both halves of every codec compiled before any half is timed. A
        // codec already warmed up on another payload of the run needs no minimum count again.
        // The round trip is then timed on that very loop, already steady: no second warm-up.
        List<TimedLoop> roundTrips = new ArrayList<>();
        for (Codec<T> codec : timed) {
            TimedLoop roundTrip = CodecLoops.roundTrip(codec, checked.get(codec).value());
            Optional<TimingEngine.Warm> warm = timing.warmUp(loops(List.of(codec), "warm-up", progress, c -> roundTrip).get(0),
                    WARMED.containsKey(codec));
            WARMED.put(codec, Boolean.TRUE);
            TimedLoop timedRoundTrip = loops(List.of(codec), "timed round trip", progress, c -> roundTrip).get(0);
            roundTrips.add(warm.<TimedLoop>map(w -> w.as(timedRoundTrip)).orElse(timedRoundTrip));
        }
        // Then every operation of every codec in one measurement: its rounds pair them all with each other and with the reference.
        List<TimedLoop> all = new ArrayList<>();
        all.addAll(loops(timed, "timed serialize", progress, codec -> CodecLoops.serialize(codec, checked.get(codec).value())));
        all.addAll(loops(timed, "timed deserialize", progress, codec -> CodecLoops.deserialize(codec, checked.get(codec).bytes())));
        if (timing.settings().timeRoundTrip()) {
            all.addAll(roundTrips);
        }
        List<Measurement> measured = timing.measureInterleaved(all, true);
        List<List<Measurement>> perCodec = new ArrayList<>();
        for (int i = 0; i < timed.size(); i++) {
            List<Measurement> measurements = new ArrayList<>();
            for (int operation = 0; operation * timed.size() < measured.size(); operation++) {
                measurements.add(measured.get(operation * timed.size() + i));
            }
            perCodec.add(measurements);
        }
        return perCodec;
    }

    // Each batch says which codec it runs (what a hang is blamed on), and tags what it throws with its codec.
    private List<TimedLoop> loops(List<Codec<T>> timed, String what, Guarded.Progress progress, Function<Codec<T>, TimedLoop> loop) {
        List<TimedLoop> loops = new ArrayList<>();
        for (Codec<T> codec : timed) {
            TimedLoop inner = loop.apply(codec);
            String stage = what + " of " + codec.name();
            loops.add((count, blackhole) -> {
                progress.enter(stage, codec);
                try {
                    inner.run(count, blackhole);
                } catch (Exception | Error e) {
                    throw new CodecThrew(codec, stage, e);
                }
            });
        }
        return loops;
    }

    /** What a timed loop threw, with the codec it belongs to. */
    private static final class CodecThrew extends Exception {
        private final transient Codec<?> codec;
        private final String stage;

        CodecThrew(Codec<?> codec, String stage, Throwable cause) {
            super(cause);
            this.codec = codec;
            this.stage = stage;
        }
    }

    private static Failure failure(Guarded.Completion<?> outcome, Guarded.Progress progress) {
        if (outcome instanceof Guarded.TimedOut<?> timedOut) {
            return Failure.timedOut(timedOut.stage(), timedOut.limit(), timedOut.where());
        }
        Throwable cause = ((Guarded.Threw<?>) outcome).cause();
        return cause instanceof CodecThrew tagged ? Failure.threw(tagged.stage, tagged.getCause()) : Failure.threw(progress.stage(), cause);
    }

    private String threadName(String what, Codec<T> codec) {
        return "serguard " + what + (codec == null ? "" : " " + codec.name()) + " · " + payload;
    }

    private SerializationResult<T> failed(Codec<T> codec, Failure failure) {
        return new SerializationResult<>(codec.name(), payload, Optional.of(failure), OptionalInt.empty(), OptionalInt.empty(),
                Optional.empty(), Optional.empty(), Optional.empty());
    }
}
