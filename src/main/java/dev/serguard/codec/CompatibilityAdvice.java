package dev.serguard.codec;

import org.apiguardian.api.API;

import java.util.Optional;
import java.util.Set;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Implemented by a codec that can say, from its library as it is configured, what keeps bytes
 * written before a change of the model readable: serguard's Kryo codecs. Golden bytes
 * ask it where old bytes no longer read back as recorded, saying what happened, so that the
 * advice fits the codec's setup and never asks for a setting already in force.
 *
 * <pre>{@code
 * if (codec instanceof CompatibilityAdvice advice) {
 *     advice.keepsCompatible(EnumSet.of(CompatibilityAdvice.Happened.FIELD_DROPPED), Optional.empty());
 * }
 * }</pre>
 */
@API(status = INTERNAL, since = "0.3")
public interface CompatibilityAdvice {

    /** What happened when the codec read bytes it wrote before the change. */
    enum Happened {
        /** The bytes did not read back at all. */
        READ_FAILED,
        /** They read back without a field they were recorded with (removed, or renamed). */
        FIELD_DROPPED,
        /** A field read back with another value than recorded. */
        FIELD_MISREAD
    }

    /**
     * One or two sentences on what keeps such bytes readable with this codec as configured, given
     * what {@code happened} and, where the read failed, what it threw; empty to leave it to the
     * library's general advice.
     */
    Optional<String> keepsCompatible(Set<Happened> happened, Optional<Throwable> readFailure);
}
