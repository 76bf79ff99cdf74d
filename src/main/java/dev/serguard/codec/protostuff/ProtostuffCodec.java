package dev.serguard.codec.protostuff;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.IdStrategy;

import java.io.IOException;

/**
 * A codec over a runtime schema; see {@link ProtostuffCodecs}. One {@link LinkedBuffer} per
 * thread: a buffer is not thread-safe, and allocating one per call would be measured as part of
 * every write. A guarded codec reads with {@link ClassNameGuard} around the read.
 */
final class ProtostuffCodec<T> implements Codec<T>, TypeProbing, CodecFamily.Member {

    // protostuff's default; a longer payload chains more buffers of this size.
    private static final int BUFFER_SIZE = LinkedBuffer.DEFAULT_BUFFER_SIZE;

    private final String name;
    private final Class<T> type;
    private final Schema<T> schema;
    private final IdStrategy strategy;
    private final boolean guarded;
    private final ThreadLocal<LinkedBuffer> buffers = ThreadLocal.withInitial(() -> LinkedBuffer.allocate(BUFFER_SIZE));

    ProtostuffCodec(String name, Class<T> type, Schema<T> schema, IdStrategy strategy, boolean guarded) {
        this.name = Codecs.requireName(name);
        this.type = type;
        this.schema = schema;
        this.strategy = strategy;
        this.guarded = guarded;
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
        LinkedBuffer buffer = buffers.get();
        try {
            return ProtostuffIOUtil.toByteArray(value, schema, buffer);
        } catch (RuntimeException e) {
            throw ProtostuffCodecs.explained(e);
        } finally {
            buffer.clear();
        }
    }

    @Override
    public T deserialize(byte[] bytes) throws IOException {
        return read(bytes, schema, guarded);
    }

    /** Reads {@code bytes} into a new message of {@code schema}, guarded or not; the probes read their holder this way too. */
    static <M> M read(byte[] bytes, Schema<M> schema, boolean guarded) throws IOException {
        M message = schema.newMessage();
        try {
            if (guarded) {
                ClassNameGuard.run(() -> ProtostuffIOUtil.mergeFrom(bytes, message, schema));
            } else {
                ProtostuffIOUtil.mergeFrom(bytes, message, schema);
            }
            return message;
        } catch (RuntimeException e) {
            // ProtostuffIOUtil wraps every IOException of a byte-array read (a truncated message, a
            // bad tag, an unregistered class) in "Reading from a byte array threw an IOException
            // (should never happen)": the IOException is what says what went wrong.
            if (e.getClass() == RuntimeException.class && e.getCause() instanceof IOException cause) {
                throw cause;
            }
            throw ProtostuffCodecs.explained(e);
        }
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) throws Exception {
        return ProtostuffTypeProbes.of(strategy, guarded, probe);
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.PROTOSTUFF;
    }
}
