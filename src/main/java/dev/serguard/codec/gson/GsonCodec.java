package dev.serguard.codec.gson;

import com.google.gson.Gson;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;

import java.nio.charset.StandardCharsets;

/** A codec over a configured {@link Gson}; see {@link GsonCodecs}. */
final class GsonCodec<T> implements Codec<T>, TypeProbing, CodecFamily.Member {

    private final String name;
    private final Gson gson;
    private final Class<T> type;

    GsonCodec(String name, Gson gson, Class<T> type) {
        this.name = Codecs.requireName(name);
        this.gson = gson;
        this.type = type;
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
        return gson.toJson(value, type).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public T deserialize(byte[] bytes) {
        return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), type);
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) {
        return GsonTypeProbes.of(gson, probe);
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.GSON;
    }
}
