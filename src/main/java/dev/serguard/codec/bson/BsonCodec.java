package dev.serguard.codec.bson;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;

import java.nio.ByteBuffer;

/** A codec over one codec of a registry; see {@link BsonCodecs}. */
final class BsonCodec<T> implements Codec<T>, TypeProbing, CodecFamily.Member {

    static final EncoderContext ENCODING = EncoderContext.builder().build();
    static final DecoderContext DECODING = DecoderContext.builder().build();

    private final String name;
    private final Class<T> type;
    private final CodecRegistry registry;
    private final org.bson.codecs.Codec<T> codec;

    BsonCodec(String name, Class<T> type, CodecRegistry registry) {
        this.name = Codecs.requireName(name);
        this.type = type;
        this.registry = registry;
        this.codec = registry.get(type);
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
        return write(codec, value);
    }

    @Override
    public T deserialize(byte[] bytes) {
        return read(codec, bytes);
    }

    static <V> byte[] write(org.bson.codecs.Codec<V> codec, V value) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            codec.encode(writer, value, ENCODING);
        }
        return buffer.toByteArray();
    }

    static <V> V read(org.bson.codecs.Codec<V> codec, byte[] bytes) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
            return codec.decode(reader, DECODING);
        }
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) {
        return BsonTypeProbes.of(registry, probe);
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.BSON;
    }
}
