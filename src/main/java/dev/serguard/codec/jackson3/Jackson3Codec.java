package dev.serguard.codec.jackson3;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

/**
 * A codec over a pre-built Jackson 3 writer and reader; see {@link Jackson3Codecs}. Its own
 * class, as the Jackson 2 one, so that its calls into Jackson stay monomorphic.
 */
final class Jackson3Codec<T> implements Codec<T>, TypeProbing, CodecFamily.Member {

    private final String name;
    private final Class<T> type;
    private final ObjectWriter writer;
    private final ObjectReader reader;

    Jackson3Codec(String name, Class<T> type, ObjectWriter writer, ObjectReader reader) {
        this.name = Codecs.requireName(name);
        this.type = type;
        this.writer = writer;
        this.reader = reader;
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
        return writer.writeValueAsBytes(value);
    }

    @Override
    public T deserialize(byte[] bytes) {
        return reader.readValue(bytes);
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) {
        return Jackson3TypeProbes.of(writer, reader, probe);
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.JACKSON3;
    }
}
