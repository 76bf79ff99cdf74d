package dev.serguard.check.untrusted;

import dev.serguard.codec.Codec;
import dev.serguard.codec.TypeProbing;
import dev.serguard.internal.Guarded;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The untrusted-types check: for a codec as its team configured it, does it refuse to instantiate
 * a class it was not told about? A harmless {@link UntrustedTypeProbe} is offered in crafted
 * bytes, and the probe itself says whether it was made.
 *
 * <pre>{@code
 * UntrustedTypesOutcome outcome = UntrustedTypes.check(JacksonCodecs.json(productionMapper, Order.class), Optional.of(order),
 *         Duration.ofSeconds(30));
 * }</pre>
 *
 * <p>What is offered: what the codec's library makes of the probe in a field of type
 * {@code Object} where serguard holds its configuration ({@link TypeProbing}: Jackson's mapper,
 * Kryo's factory); an {@code ObjectOutputStream} stream of the probe where the codec's own output
 * of {@code sample} is Java serialization; its own JSON output of {@code sample} with each class
 * name in it replaced by the probe's. A codec with none of these is {@code not checked}, never
 * {@code refused}; a JSON input that reads back cleanly shows that the name was data, not a type
 * id, and proves nothing either way.
 *
 * <p>The probe's count is one for the JVM, so checks take turns: each read runs alone, on a
 * guarded thread within {@code limit}, with the count reset before it and after the check.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class UntrustedTypes {

    private static final Object TURN = new Object();
    private static final int MAX_CAUSE_CHARS = 300;

    private UntrustedTypes() {
    }

    // Inputs and what a clean read of one means: a refusal (the library read it as data), or nothing (JSON text substituted blindly).
    private record Group(TypeProbing.Offers inputs, boolean cleanReadRefuses) {
    }

    /**
     * What {@code codec} does with a class it was not told about; {@code sample}, a value of its
     * type, lets serguard look at its output (Java serialization, JSON type ids).
     */
    public static <T> UntrustedTypesOutcome check(Codec<T> codec, Optional<? extends T> sample, Duration limit) {
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(sample, "sample");
        Objects.requireNonNull(limit, "limit");
        // Making a probe to offer counts too: the whole check takes its turn, and leaves the count at zero.
        synchronized (TURN) {
            try {
                return checkAlone(codec, sample, limit);
            } finally {
                UntrustedTypeProbe.reset();
            }
        }
    }

    private static <T> UntrustedTypesOutcome checkAlone(Codec<T> codec, Optional<? extends T> sample, Duration limit) {
        String name = codec.name();
        List<Group> groups = new ArrayList<>();
        if (codec instanceof TypeProbing probing) {
            Guarded.Completion<TypeProbing.Probes> probes = Guarded.call("serguard untrusted-types " + name, limit,
                    () -> probing.typeProbes(new UntrustedTypeProbe()));
            if (!(probes instanceof Guarded.Returned<TypeProbing.Probes> returned)) {
                return new UntrustedTypesOutcome.NotChecked(name, "serguard could not craft the probe's input: " + failed(probes));
            }
            if (returned.value() instanceof TypeProbing.NotApplicable notApplicable) {
                return new UntrustedTypesOutcome.NotApplicable(name, notApplicable.reason());
            }
            groups.add(new Group((TypeProbing.Offers) returned.value(), true));
        }
        Optional<String> noOutput = Optional.empty();
        if (sample.isPresent()) {
            T value = sample.get();
            Guarded.Completion<byte[]> written = Guarded.call("serguard untrusted-types " + name, limit, () -> codec.serialize(value));
            if (written instanceof Guarded.Returned<byte[]> returned && returned.value() != null) {
                byte[] bytes = returned.value();
                if (OwnOutputProbes.isJavaSerialization(bytes)) {
                    try {
                        groups.add(new Group(OwnOutputProbes.java(codec, new UntrustedTypeProbe()), true));
                    } catch (Exception e) {
                        return new UntrustedTypesOutcome.NotChecked(name, "serguard could not write the probe: " + describe(e));
                    }
                }
                Optional<String> json = OwnOutputProbes.jsonText(bytes);
                if (json.isPresent()) {
                    List<String> names = OwnOutputProbes.classNames(json.get(), loader(codec));
                    if (!names.isEmpty()) {
                        // Jackson's words for a refused id; another JSON library's refusal is not told apart from a broken read.
                        groups.add(new Group(new TypeProbing.Offers(OwnOutputProbes.JSON, OwnOutputProbes.JSON_FIX, TypeProbing::jacksonRefusal,
                                OwnOutputProbes.substituted(codec, json.get(), names)), false));
                    } else {
                        noOutput = Optional.of("its JSON output names no class (no type id in what it wrote), so serguard has nothing to replace"
                                + " with the probe's name; that is no proof that it would refuse one");
                    }
                }
            } else {
                noOutput = Optional.of("it could not write the sample: " + failed(written));
            }
        }
        if (groups.isEmpty()) {
            return new UntrustedTypesOutcome.NotChecked(name, noOutput.orElse(sample.isPresent()
                    ? "serguard holds no configuration of its library (a codec of the team's own) and its output is neither Java serialization"
                    + " nor JSON text; build it with JacksonCodecs or KryoCodecs to have it probed"
                    : "serguard holds no configuration of its library (a codec of the team's own) and was given no value to look at its output"));
        }
        return offer(name, groups, limit, noOutput);
    }

    private static UntrustedTypesOutcome offer(String name, List<Group> groups, Duration limit, Optional<String> noOutput) {
        Optional<UntrustedTypesOutcome.Refused> refused = Optional.empty();
        List<String> inconclusive = new ArrayList<>();
        for (Group group : groups) {
            for (TypeProbing.Offer input : group.inputs().offers()) {
                UntrustedTypeProbe.reset();
                Guarded.Completion<Object> read = Guarded.call("serguard untrusted-types " + name, limit, () -> input.read().read());
                boolean made = UntrustedTypeProbe.instantiations() > 0
                        || read instanceof Guarded.Returned<Object> returned && returned.value() instanceof UntrustedTypeProbe;
                UntrustedTypeProbe.reset();
                if (made) {
                    return new UntrustedTypesOutcome.Instantiated(name, group.inputs().library(), UntrustedTypeProbe.class.getName(),
                            input.shape(), group.inputs().fix());
                }
                Optional<String> by = read instanceof Guarded.Threw<Object> threw
                        ? Optional.of(describe(threw.cause())).filter(refusal -> group.inputs().refuses().test(threw.cause()))
                        : read instanceof Guarded.Returned<Object> returned && group.cleanReadRefuses()
                        ? Optional.of("read it as plain data (" + (returned.value() == null ? "null" : returned.value().getClass().getName())
                        + "), no class made") : Optional.empty();
                if (by.isPresent() && refused.isEmpty()) {
                    refused = Optional.of(new UntrustedTypesOutcome.Refused(name, group.inputs().library(), by.get()));
                } else if (by.isEmpty()) {
                    inconclusive.add(read instanceof Guarded.TimedOut<Object> ? input.shape() + ": " + failed(read)
                            : read instanceof Guarded.Threw<Object> threw ? input.shape() + ": reading it threw " + describe(threw.cause())
                            + ", which is not " + group.inputs().library() + " refusing the class"
                            : input.shape() + ": read back as plain text, not as a type id");
                }
            }
        }
        if (refused.isPresent()) {
            return refused.get();
        }
        return new UntrustedTypesOutcome.NotChecked(name, inconclusive.isEmpty() ? noOutput.orElse("no input was read") : String.join("; ", inconclusive));
    }

    private static ClassLoader loader(Codec<?> codec) {
        ClassLoader loader = codec.type().getClassLoader();
        return loader != null ? loader : UntrustedTypes.class.getClassLoader();
    }

    private static String failed(Guarded.Completion<?> outcome) {
        if (outcome instanceof Guarded.Threw<?> threw) {
            return describe(threw.cause());
        }
        if (outcome instanceof Guarded.TimedOut<?> timedOut) {
            return "still running after " + Guarded.describe(timedOut.limit()) + (timedOut.where().isEmpty() ? "" : ", " + timedOut.where());
        }
        return "it returned null";
    }

    // "KryoException: Class is not registered: …": the first line of the message, as the library said it.
    private static String describe(Throwable e) {
        String message = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("").strip();
        if (message.length() > MAX_CAUSE_CHARS) {
            message = message.substring(0, MAX_CAUSE_CHARS) + "…";
        }
        return e.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
    }
}
