package dev.serguard.codec.fory;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.Config;
import org.apache.fory.exception.InsecureException;
import org.apache.fory.logging.LogLevel;
import org.apache.fory.logging.LoggerFactory;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A Fory codec over a {@link ThreadSafeFory}; see {@link ForyCodecs}. Values are written with
 * {@code serializeJavaObject}, without their class, and read back as the codec's type, as
 * jvm-serializers' Fury entries do.
 */
final class ForyCodec<T> implements Codec<T>, TypeProbing, CodecFamily.Member {

    static final String LIBRARY = "Fory (class registration)";
    static final String FIX = "Fory.builder().requireClassRegistration(true) (Fory's default) and fory.register(...) each class of your model";

    private final String name;
    private final Class<T> type;
    private final ThreadSafeFory fory;
    // Makes a Fory configured as the codec's, for the untrusted-types probe; empty: the probe goes to the codec's own.
    private final Supplier<Fory> probeReader;

    ForyCodec(String name, Class<T> type, ThreadSafeFory fory, Supplier<Fory> probeReader) {
        this.name = Codecs.requireName(name);
        this.type = Objects.requireNonNull(type, "type");
        this.fory = Objects.requireNonNull(fory, "fory");
        this.probeReader = probeReader;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Class<T> type() {
        return type;
    }

    @Override
    public byte[] serialize(T value) {
        return fory.serializeJavaObject(Objects.requireNonNull(value, "value"));
    }

    @Override
    public T deserialize(byte[] bytes) {
        return fory.deserializeJavaObject(bytes, type);
    }

    /**
     * The probe written with its class by a Fory that requires no registration (in the reader's
     * language, compatible mode and reference setting), as an attacker sends an object of any
     * class; read back with its class, as a field of type {@code Object} is read, by a Fory made
     * as the codec's (or by the codec's own, for a {@code ThreadSafeFory} given as it is).
     */
    @Override
    public Probes typeProbes(Object probe) {
        Config config = fory.execute(Fory::getConfig);
        byte[] bytes;
        int level = LoggerFactory.getLogLevel();
        // The writer is permissive on purpose, and Fory would warn of it and of the probe's own readObject.
        LoggerFactory.setLogLevel(LogLevel.ERROR_LEVEL);
        try {
            Fory writer = Fory.builder().withLanguage(config.getLanguage()).withCompatibleMode(config.getCompatibleMode())
                    .withRefTracking(config.trackingRef()).requireClassRegistration(false).suppressClassRegistrationWarnings(true)
                    .withClassLoader(probe.getClass().getClassLoader()).build();
            bytes = writer.serialize(probe);
        } finally {
            LoggerFactory.setLogLevel(level);
        }
        return new Offers(LIBRARY, FIX, thrown -> TypeProbing.anyCause(thrown, InsecureException.class::isInstance),
                List.of(new Offer("the probe's class name, written by a Fory without registration",
                        () -> probeReader == null ? fory.deserialize(bytes) : probeReader.get().deserialize(bytes))));
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.FORY;
    }
}
