package dev.serguard.codec.avro;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A codec that maps a value to an Avro datum (a generated record, a generic record, or the value
 * itself) and writes it in Avro's binary encoding, without a schema or any header: what
 * {@link AvroCodecs} builds. Its own class so that the untrusted-types check can tell it from a
 * team's lambda codec.
 *
 * <p>Thread-safe. A {@code DatumWriter} keeps no state between writes and is shared; each thread
 * gets its own output buffer, encoder, decoder and {@code DatumReader}, as a reader creates its
 * fast path lazily, in a field without synchronization, and remembers its creating thread.
 */
final class AvroCodec<T, D> implements Codec<T>, TypeProbing, CodecFamily.Member {

    static final String NO_CLASS_ON_THE_WIRE = "Avro reads only the codec's schema: its binary encoding carries no class name";

    private final String name;
    private final Class<T> type;
    private final DatumWriter<D> writer;
    private final Function<? super T, ? extends D> toDatum;
    private final Function<? super D, ? extends T> fromDatum;
    private final ThreadLocal<Workspace<D>> workspaces;

    AvroCodec(String name, Class<T> type, DatumWriter<D> writer, Supplier<? extends DatumReader<D>> readers,
              Function<? super T, ? extends D> toDatum, Function<? super D, ? extends T> fromDatum) {
        this.name = Codecs.requireName(name);
        this.type = type;
        this.writer = writer;
        this.toDatum = toDatum;
        this.fromDatum = fromDatum;
        this.workspaces = ThreadLocal.withInitial(() -> new Workspace<>(readers.get()));
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
        return workspaces.get().write(writer, toDatum.apply(value));
    }

    @Override
    public T deserialize(byte[] bytes) throws IOException {
        return fromDatum.apply(workspaces.get().read(bytes));
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) {
        return new TypeProbing.NotApplicable(NO_CLASS_ON_THE_WIRE);
    }

    @Override
    public String toString() {
        return name;
    }

    /** One thread's buffers: reused from call to call, as a production writer would. */
    private static final class Workspace<D> {

        private final DatumReader<D> reader;
        private final ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        private BinaryEncoder encoder;
        private BinaryDecoder decoder;

        Workspace(DatumReader<D> reader) {
            this.reader = reader;
        }

        byte[] write(DatumWriter<D> writer, D datum) throws IOException {
            out.reset();
            BinaryEncoder current = encoder != null ? encoder : EncoderFactory.get().binaryEncoder(out, null);
            // A write that fails leaves its bytes in the encoder's buffer: keep the encoder only after a clean flush.
            encoder = null;
            writer.write(datum, current);
            current.flush();
            encoder = current;
            return out.toByteArray();
        }

        D read(byte[] bytes) throws IOException {
            decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
            return reader.read(null, decoder);
        }
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.AVRO;
    }
}
