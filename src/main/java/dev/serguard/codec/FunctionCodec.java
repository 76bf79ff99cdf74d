package dev.serguard.codec;

import java.util.Objects;

/** A {@link Codec} made of two functions; see {@link Codec#of}. */
record FunctionCodec<T>(String name, Class<T> type, Codec.Serializer<T> serializer, Codec.Deserializer<T> deserializer)
        implements Codec<T> {

    FunctionCodec {
        Codecs.requireName(name);
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(serializer, "serializer");
        Objects.requireNonNull(deserializer, "deserializer");
    }

    @Override
    public byte[] serialize(T value) throws Exception {
        return serializer.serialize(value);
    }

    @Override
    public T deserialize(byte[] bytes) throws Exception {
        return deserializer.deserialize(bytes);
    }

    @Override
    public String toString() {
        return name;
    }
}
