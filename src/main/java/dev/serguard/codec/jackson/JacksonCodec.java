package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;

import java.io.IOException;

/**
 * A codec over a pre-built writer and reader; see {@link JacksonCodecs}. A class of its own,
 * not {@code Codec.of(...)}: its calls into Jackson stay monomorphic when many codecs share
 * one JVM, as they do in a measuring run.
 */
final class JacksonCodec<T> implements Codec<T>, TypeProbing, CodecFamily.Member {

    private final String name;
    private final Class<T> type;
    private final ObjectWriter writer;
    private final ObjectReader reader;

    JacksonCodec(String name, Class<T> type, ObjectWriter writer, ObjectReader reader) {
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
    public byte[] serialize(T value) throws IOException {
        return writer.writeValueAsBytes(value);
    }

    @Override
    public T deserialize(byte[] bytes) throws IOException {
        return reader.readValue(bytes);
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) throws Exception {
        return JacksonTypeProbes.of(writer, reader, probe);
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.JACKSON;
    }
}
