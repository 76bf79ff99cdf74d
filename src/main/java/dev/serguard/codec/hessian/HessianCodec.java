package dev.serguard.codec.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * A thread-safe Hessian 2 codec; see {@link HessianCodecs#of}.
 *
 * <p>A {@link SerializerFactory} is shared by threads (its caches are concurrent), but a
 * {@code Hessian2Output} or {@code Hessian2Input} is not, and a new one per call allocates an
 * 8 KB buffer. So each call borrows a {@link Worker} (one of each, with a reused output buffer)
 * from a pool and gives it back when done; a worker whose call threw is dropped.
 */
final class HessianCodec<T> implements Codec<T>, TypeProbing, CodecFamily.Member {

    private static final byte[] NO_BYTES = {};
    private static final int LARGE_VALUE_BYTES = 64 * 1024;

    private final String name;
    private final Class<T> type;
    private final SerializerFactory factory;
    private final String library;
    private final String fix;
    private final ConcurrentLinkedDeque<Worker> pool = new ConcurrentLinkedDeque<>();

    HessianCodec(String name, Class<T> type, SerializerFactory factory, String library, String fix) {
        this.name = Codecs.requireName(name);
        this.type = Objects.requireNonNull(type, "type");
        this.factory = Objects.requireNonNull(factory, "factory");
        this.library = library;
        this.fix = fix;
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
    public byte[] serialize(T value) throws IOException {
        Objects.requireNonNull(value, "value");
        Worker worker = borrow();
        byte[] bytes = worker.write(value);
        release(worker, bytes.length);
        return bytes;
    }

    @Override
    public T deserialize(byte[] bytes) throws IOException {
        Worker worker = borrow();
        Object read = worker.read(bytes);
        release(worker, bytes.length);
        if (!type.isInstance(read)) {
            throw new IOException("Hessian read " + (read == null ? "null" : "a " + read.getClass().getName()) + " where codec " + name
                    + " expects a " + type.getName() + (read instanceof Map<?, ?> && !Map.class.isAssignableFrom(type)
                    ? ": a class its SerializerFactory does not allow reads as a map; allow it (factory.getClassFactory().allow(...))" : ""));
        }
        return type.cast(read);
    }

    /**
     * Back to the pool, unless it just handled a large value: Hessian clears its reference tables
     * in full at every {@code init}, and tables grown for a value of 100 000 objects made each
     * later call on a small one some 20 times slower.
     */
    private void release(Worker worker, int bytes) {
        if (bytes <= LARGE_VALUE_BYTES) {
            pool.push(worker);
        }
    }

    private Worker borrow() {
        Worker worker = pool.poll();
        return worker != null ? worker : new Worker(factory);
    }

    /**
     * The probe written by a Hessian with a default factory, as an attacker sends an object of any
     * class; read back untyped, as a field of type {@code Object} is read, by this codec's factory.
     */
    @Override
    public Probes typeProbes(Object probe) throws IOException {
        byte[] bytes = new Worker(new SerializerFactory(probe.getClass().getClassLoader())).write(probe);
        // The factory's allow list answers by reading a class it denies as a HashMap; it throws nothing of its own.
        return new Offers(library, fix, thrown -> false, List.of(new Offer("the probe's class name in a Hessian class definition",
                () -> new Worker(factory).read(bytes))));
    }

    @Override
    public String toString() {
        return name;
    }

    private static final class Worker {

        private final ByteArrayOutputStream buffer = new ByteArrayOutputStream(512);
        private final Hessian2Output output = new Hessian2Output();
        private final Hessian2Input input = new Hessian2Input();

        Worker(SerializerFactory factory) {
            output.setSerializerFactory(factory);
            input.setSerializerFactory(factory);
        }

        byte[] write(Object value) throws IOException {
            buffer.reset();
            output.init(buffer);     // also forgets the class definitions and references of the last value
            output.writeObject(value);
            output.flush();
            return buffer.toByteArray();
        }

        Object read(byte[] bytes) throws IOException {
            input.init(new ByteArrayInputStream(bytes));
            Object value = input.readObject();
            input.init(new ByteArrayInputStream(NO_BYTES));   // do not keep the caller's array alive in the pool
            return value;
        }
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.HESSIAN;
    }
}
