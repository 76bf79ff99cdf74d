package dev.serguard.check.robust;

import dev.serguard.check.DeepEquality;
import dev.serguard.check.Difference;
import dev.serguard.codec.Codec;
import dev.serguard.internal.Numbers;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The robustness check: feeds a codec's {@code deserialize} the corrupted inputs derived from a
 * payload's valid bytes ({@link Corruptions}) and requires of each that it throws an exception
 * (any) or returns a value, within a time bound and an allocation bound, without an
 * {@code Error} the codec does not document.
 *
 * <pre>{@code
 * RobustnessReport report = Robustness.check(codec, Payload.named("Order", "standard", order), RobustnessSettings.defaults());
 * report.failureMessage().ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 *
 * <p>How: the valid bytes are read back a few times first, on the thread the inputs then run
 * on, for the bounds ({@link RobustnessSettings}). Each input runs on that one thread, measured
 * (wall time, the thread's allocation); a value read back is compared with the valid bytes' value
 * ({@link DeepEquality}). An input over a bound is tried once more and fails only if over again,
 * so that a pause of a busy machine or a class loaded on the way does not fail it. An input
 * still running at {@code hangFactor} × its time bound is abandoned (a failure on allocation
 * when it had allocated past its allocation bound by then, else a hang), and with it the codec: its thread cannot be stopped and
 * keeps running until the JVM ends. The check also stops at the 20th failure. The first input
 * that failed is saved to {@code <folder>/<codec>.<payload>.<corruption>.bin}.
 *
 * <p>Cost: at most 1 809 inputs per payload; the built-in codecs take well under a second for
 * the 1 KB {@code media.1}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Robustness {

    static final int MAX_FAILURES = 20;
    private static final int VALID_RUNS = 8;
    private static final int SAMPLES = 3;

    private Robustness() {
    }

    /** Checks {@code codec} on the corrupted inputs derived from {@code payload}'s bytes. */
    public static <T> RobustnessReport check(Codec<T> codec, Payload<T> payload, RobustnessSettings settings) {
        return new Run<>(codec, payload, settings).run();
    }

    private static final class Run<T> {
        private final Codec<T> codec;
        private final Payload<T> payload;
        private final RobustnessSettings settings;
        private final String title;
        private int derived;
        private int tried;
        private int rejected;
        private int equal;
        private int different;
        private final List<String> samples = new ArrayList<>();
        private long slowestNanos;
        private String slowest = "";
        private long mostBytes;
        private String mostAllocated = "";
        private final List<RobustnessFailure> failures = new ArrayList<>();
        private Optional<String> reproduce = Optional.empty();
        private Optional<String> stopped = Optional.empty();
        private long validNanos;
        private long validBytes;
        private long timeBound;
        private long allocationBound;
        private boolean measured;
        private Duration hangLimit = Duration.ZERO;

        Run(Codec<T> codec, Payload<T> payload, RobustnessSettings settings) {
            this.codec = codec;
            this.payload = payload;
            this.settings = settings;
            this.title = payload.title(codec.name());
        }

        RobustnessReport run() {
            try (Worker worker = new Worker("serguard robustness " + codec.name())) {
                measured = worker.measuresAllocation();
                Worker.Attempt<byte[]> written = worker.run(() -> codec.serialize(payload.value()), bytes -> bytes, settings.callLimit());
                if (!(written instanceof Worker.Returned<byte[]> w) || w.value() == null) {
                    return notChecked("the payload could not be serialized: " + failed(written, settings.callLimit()));
                }
                byte[] valid = w.value();
                Object reference = null;
                validNanos = Long.MAX_VALUE;
                validBytes = Long.MAX_VALUE;
                for (int i = 0; i < VALID_RUNS; i++) {
                    Worker.Attempt<T> read = worker.run(() -> codec.deserialize(valid.clone()), value -> value, settings.callLimit());
                    if (!(read instanceof Worker.Returned<T> r)) {
                        return notChecked("its valid bytes could not be read back: " + failed(read, settings.callLimit()));
                    }
                    reference = r.value();
                    if (i >= VALID_RUNS - 5) {          // the first runs warm the codec up
                        validNanos = Math.min(validNanos, r.nanos());
                        validBytes = Math.min(validBytes, r.bytes());
                    }
                }
                timeBound = Math.max(settings.minTime().toNanos(), (long) Math.min(Long.MAX_VALUE / 4.0, settings.timeFactor() * validNanos));
                allocationBound = Math.max(settings.minAllocatedBytes(), (long) Math.min(Long.MAX_VALUE / 4.0, settings.allocationFactor() * validBytes));
                hangLimit = Duration.ofNanos((long) Math.min(Long.MAX_VALUE / 2.0, timeBound * settings.hangFactor()));
                List<Corruption> inputs = Corruptions.derive(valid, settings.seed());
                derived = inputs.size();
                Object expected = reference;
                for (Corruption input : inputs) {
                    tried++;
                    Worker.Attempt<Optional<String>> attempt = worker.run(() -> codec.deserialize(input.bytes().clone()),
                            value -> difference(expected, value), hangLimit);
                    if (overBound(attempt)) {
                        Worker.Attempt<Optional<String>> again = worker.run(() -> codec.deserialize(input.bytes().clone()),
                                value -> difference(expected, value), hangLimit);
                        attempt = overBound(again) ? lesser(attempt, again) : again;
                    }
                    if (!classify(input, attempt)) {
                        break;
                    }
                    if (failures.size() >= MAX_FAILURES) {
                        if (tried < derived) {
                            stopped = Optional.of("stopped after " + MAX_FAILURES + " failures");
                        }
                        break;
                    }
                }
            }
            return report(Optional.empty());
        }

        // Counts the attempt; false when the codec was abandoned and nothing more can be tried.
        private boolean classify(Corruption input, Worker.Attempt<Optional<String>> attempt) {
            if (attempt instanceof Worker.StillRunning<Optional<String>> running) {
                String where = running.where().isEmpty() ? "" : ", " + running.where();
                String after = "was still running after " + RobustnessReport.nanos(hangLimit.toNanos()) + " (" + Numbers.figure(settings.hangFactor())
                        + "× its " + RobustnessReport.nanos(timeBound) + " bound)";
                if (measured && running.bytes() > allocationBound) {
                    fail(RobustnessFailure.Kind.ALLOCATING, input, after + " having allocated " + RobustnessReport.bytes(running.bytes())
                            + ", over its " + RobustnessReport.bytes(allocationBound) + " bound" + where, Optional.empty());
                } else {
                    fail(RobustnessFailure.Kind.HUNG, input, after + where, Optional.empty());
                }
                stopped = Optional.of("stopped at that input: its thread cannot be stopped and keeps running (a core busy) until the JVM ends");
                return false;
            }
            long nanos = attempt instanceof Worker.Returned<Optional<String>> r ? r.nanos() : ((Worker.Threw<Optional<String>>) attempt).nanos();
            long bytes = attempt instanceof Worker.Returned<Optional<String>> r ? r.bytes() : ((Worker.Threw<Optional<String>>) attempt).bytes();
            if (attempt instanceof Worker.Threw<Optional<String>> threw && threw.cause() instanceof Error error && !settings.documented(error)) {
                fail(RobustnessFailure.Kind.ERROR, input, "threw " + error.getClass().getSimpleName()
                        + (error.getMessage() == null ? "" : ": " + error.getMessage()), Optional.of(error));
                return true;
            }
            if (nanos > slowestNanos) {
                slowestNanos = nanos;
                slowest = input.description();
            }
            if (bytes > mostBytes) {
                mostBytes = bytes;
                mostAllocated = input.description();
            }
            // Allocation first: a codec that allocates hundreds of megabytes is slow for it, on a busy machine more so.
            if (measured && bytes > allocationBound) {
                fail(RobustnessFailure.Kind.ALLOCATED, input, "allocated " + RobustnessReport.bytes(bytes) + ", over its "
                        + RobustnessReport.bytes(allocationBound) + " bound", Optional.empty());
            } else if (nanos > timeBound) {
                fail(RobustnessFailure.Kind.SLOW, input, "took " + RobustnessReport.nanos(nanos) + ", over its " + RobustnessReport.nanos(timeBound)
                        + " bound", Optional.empty());
            } else if (attempt instanceof Worker.Returned<Optional<String>> returned) {
                if (returned.value().isEmpty()) {
                    equal++;
                } else {
                    different++;
                    if (samples.size() < SAMPLES) {
                        samples.add(input.description() + ": " + returned.value().get());
                    }
                }
            } else {
                rejected++;
            }
            return true;
        }

        private boolean overBound(Worker.Attempt<?> attempt) {
            if (attempt instanceof Worker.Returned<?> r) {
                return r.nanos() > timeBound || measured && r.bytes() > allocationBound;
            }
            if (attempt instanceof Worker.Threw<?> t) {
                return !(t.cause() instanceof Error) && (t.nanos() > timeBound || measured && t.bytes() > allocationBound);
            }
            return false;
        }

        // Of two attempts over a bound, the one less so: the figure a failure then reports was seen twice.
        private static <S> Worker.Attempt<S> lesser(Worker.Attempt<S> first, Worker.Attempt<S> second) {
            if (second instanceof Worker.StillRunning<S>) {
                return second;
            }
            long a = first instanceof Worker.Returned<S> r ? r.nanos() : first instanceof Worker.Threw<S> t ? t.nanos() : Long.MAX_VALUE;
            long b = second instanceof Worker.Returned<S> r ? r.nanos() : ((Worker.Threw<S>) second).nanos();
            return b <= a ? second : first;
        }

        private void fail(RobustnessFailure.Kind kind, Corruption input, String what, Optional<Throwable> cause) {
            failures.add(new RobustnessFailure(kind, input, what, cause));
            if (failures.size() == 1) {
                reproduce = Optional.of(save(input));
            }
        }

        private String save(Corruption input) {
            Path file = settings.folder().resolve(safe(codec.name()) + "." + safe(payload.label()) + "." + safe(input.tag()) + ".bin");
            try {
                Files.createDirectories(settings.folder());
                Files.write(file, input.bytes());
                return "to reproduce: codec.deserialize(Files.readAllBytes(Path.of(\"" + file.toString().replace('\\', '/') + "\")))";
            } catch (IOException | RuntimeException e) {
                return "the input could not be saved to " + file + ": " + e;
            }
        }

        private static String safe(String name) {
            return name.replaceAll("[^A-Za-z0-9._-]", "_");
        }

        // Empty when equal; the first difference, or what made the comparison impossible.
        private static Optional<String> difference(Object expected, Object actual) {
            if (actual == null) {
                return Optional.of("read back null");
            }
            try {
                return DeepEquality.firstDifference(expected, actual).map(Difference::toString);
            } catch (RuntimeException | StackOverflowError e) {
                return Optional.of("could not be compared: " + e);
            }
        }

        private RobustnessReport notChecked(String why) {
            return report(Optional.of(why));
        }

        private RobustnessReport report(Optional<String> notChecked) {
            return new RobustnessReport(title, derived, tried, rejected, equal, different, samples,
                    validNanos == Long.MAX_VALUE ? 0 : validNanos, validBytes == Long.MAX_VALUE ? 0 : validBytes, timeBound, allocationBound,
                    measured, slowestNanos, slowest, mostBytes, mostAllocated, failures, reproduce, stopped, notChecked, settings);
        }

        private static String failed(Worker.Attempt<?> attempt, Duration limit) {
            if (attempt instanceof Worker.Threw<?> threw) {
                return threw.cause().getClass().getSimpleName() + (threw.cause().getMessage() == null ? "" : ": " + threw.cause().getMessage());
            }
            if (attempt instanceof Worker.StillRunning<?> running) {
                return "still running after " + RobustnessReport.nanos(running.nanos()) + (running.where().isEmpty() ? "" : ", " + running.where());
            }
            return "it returned null";
        }
    }
}
