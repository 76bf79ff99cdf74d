package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.Pool;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.CompatibilityAdvice;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Supplier;

/**
 * A thread-safe Kryo codec; see {@link KryoCodecs#kryo(String, Class, Supplier)}.
 *
 * <p>A {@code Kryo} is not thread-safe and one shared by threads breaks for good, sometimes
 * silently; one created per call costs more than the serialization. So each call borrows a
 * {@link Worker} (a {@code Kryo} with its own reused {@code Output} and {@code Input}) from a
 * pool, and returns it when done.
 */
final class PooledKryoCodec<T> implements Codec<T>, TypeProbing, CompatibilityAdvice, CodecFamily.Member {

    private static final byte[] NO_BYTES = {};

    private final String name;
    private final Class<T> type;
    private final Supplier<Kryo> factory;
    private final Pool<Worker> pool;

    PooledKryoCodec(String name, Class<T> type, Supplier<Kryo> factory) {
        this.name = Codecs.requireName(name);
        this.type = Objects.requireNonNull(type, "type");
        this.factory = Objects.requireNonNull(factory, "factory");
        // Weak: the pool may drop workers, and this set must not keep their Kryo alive.
        Set<Kryo> created = Collections.newSetFromMap(new WeakHashMap<>());
        // Thread-safe; no soft references: the pool holds at most one worker per concurrent
        // caller, and a worker dropped under memory pressure would be rebuilt mid-measurement.
        this.pool = new Pool<>(true, false) {
            @Override
            protected Worker create() {
                Kryo kryo = Objects.requireNonNull(factory.get(), () -> "the Kryo factory of codec " + name + " returned null");
                synchronized (created) {
                    if (!created.add(kryo)) {
                        throw new IllegalStateException("the Kryo factory of codec " + name + " returned the same Kryo twice;"
                                + " it must create a new one on each call, since a Kryo must not be shared by threads");
                    }
                }
                return new Worker(kryo);
            }
        };
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
        Worker worker = pool.obtain();
        byte[] bytes;
        try {
            bytes = worker.write(value);
        } catch (KryoException e) {
            throw KryoCodecs.withRegistrations(e, worker.kryo, type, value);
        }
        // Freed only on success: a Kryo that threw may keep half-done state (depth, generics),
        // so it is left to the garbage collector and the pool makes a fresh one.
        pool.free(worker);
        return bytes;
    }

    @Override
    public T deserialize(byte[] bytes) {
        Worker worker = pool.obtain();
        T value = worker.read(bytes, type);
        pool.free(worker);
        return value;
    }

    // A Kryo of its own, from the team's factory as configured: never one of the pool's (see KryoTypeProbes).
    @Override
    public TypeProbing.Probes typeProbes(Object probe) {
        Kryo kryo = Objects.requireNonNull(factory.get(), () -> "the Kryo factory of codec " + name + " returned null");
        return KryoTypeProbes.of(kryo, probe);
    }

    // A Kryo of its own, from the team's factory as configured, as above.
    @Override
    public Optional<String> keepsCompatible(Set<Happened> happened, Optional<Throwable> readFailure) {
        return KryoAdvice.of(Objects.requireNonNull(factory.get(), () -> "the Kryo factory of codec " + name + " returned null"), type, happened);
    }

    @Override
    public String toString() {
        return name;
    }

    private static final class Worker {

        private final Kryo kryo;
        // Growable without limit: payloads of up to megabytes; the buffer is kept for reuse.
        private final Output output = new Output(4096, -1);
        private final Input input = new Input();

        Worker(Kryo kryo) {
            this.kryo = kryo;
        }

        byte[] write(Object value) {
            output.reset();
            kryo.writeObject(output, value);
            return output.toBytes();
        }

        <T> T read(byte[] bytes, Class<T> type) {
            input.setBuffer(bytes);
            T value = kryo.readObject(input, type);
            // Do not keep the caller's (possibly large) array alive in the pool.
            input.setBuffer(NO_BYTES);
            return value;
        }
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.KRYO;
    }
}
