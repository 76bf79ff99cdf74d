package dev.serguard.codec;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Implemented by a codec that can be offered a class it was not told about, as its library is
 * configured: serguard's Jackson, Kryo and protobuf codecs. The untrusted-types check asks it for
 * inputs that name a harmless probe class, reads each the way the codec reads, and judges by the
 * probe whether the class was instantiated; the codec only crafts and reads.
 *
 * <pre>{@code
 * if (codec instanceof TypeProbing probing && probing.typeProbes(probe) instanceof TypeProbing.Offers offers) {
 *     for (TypeProbing.Offer offer : offers.offers()) {
 *         Object read = offer.read().read();
 *     }
 * }
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public interface TypeProbing {

    /**
     * What this codec offers for {@code probe}, an instance of a class that the codec's
     * configuration cannot know; never {@code null}. May write {@code probe} (which counts as an
     * instantiation the caller discounts) but must not read it.
     */
    Probes typeProbes(Object probe) throws Exception;

    /** What a codec offers to the check. */
    sealed interface Probes permits Offers, NotApplicable {
    }

    /**
     * Inputs that name the probe's class, each read as the codec is configured to read.
     *
     * @param library  the library and the setting it depends on, as in {@code "Jackson (polymorphic default typing)"}
     * @param fix      the setting that makes it refuse a class it was not told about
     * @param refuses  whether what a read threw is the library refusing the class (a registration,
     *                 validator or filter error), not a failure on the input for another reason:
     *                 only those count as refused, so that a read broken otherwise is no false pass
     * @param offers   at least one input
     */
    record Offers(String library, String fix, Predicate<Throwable> refuses, List<Offer> offers) implements Probes {
        public Offers {
            Objects.requireNonNull(library, "library");
            Objects.requireNonNull(fix, "fix");
            Objects.requireNonNull(refuses, "refuses");
            offers = List.copyOf(offers);
            if (offers.isEmpty()) {
                throw new IllegalArgumentException("at least one input");
            }
        }
    }

    /**
     * The codec's wire format names no class, so there is nothing to offer: {@code reason} says
     * why, as in {@code "protobuf reads only its schema's types"}.
     */
    record NotApplicable(String reason) implements Probes {
        public NotApplicable {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /**
     * One crafted input.
     *
     * @param shape how it names the probe, as in {@code "the mapper's own type id in an Object field"}
     * @param read  reads the input with the codec's configuration and returns what it read where
     *              the probe was (the probe itself if it was instantiated), or throws
     */
    record Offer(String shape, Read read) {
        public Offer {
            Objects.requireNonNull(shape, "shape");
            Objects.requireNonNull(read, "read");
        }
    }

    /** Whether {@code thrown} or one of its causes passes {@code test}: how a library's refusal is told apart. */
    static boolean anyCause(Throwable thrown, Predicate<Throwable> test) {
        for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (test.test(t)) {
                return true;
            }
        }
        return false;
    }

    /** Jackson's refusal of a type id, 2 and 3 alike: an id it cannot resolve or its validator denies. */
    static boolean jacksonRefusal(Throwable thrown) {
        return anyCause(thrown, t -> t.getClass().getSimpleName().equals("InvalidTypeIdException")
                || Stream.of("Could not resolve type id", "PolymorphicTypeValidator", "denied resolution").anyMatch(String.valueOf(t.getMessage())::contains));
    }

    /** Reads a crafted input; see {@link Offer}. */
    @FunctionalInterface
    interface Read {
        Object read() throws Exception;
    }
}
