package dev.serguard.codec.protobuf;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;

import java.util.function.Function;

/**
 * A codec over a generated message and its mapper; see {@link ProtobufCodecs#of}. Its own class
 * so that the untrusted-types check can tell it from a team's lambda codec: protobuf's wire
 * format carries field numbers, never a class name.
 */
final class ProtobufCodec<T, M extends MessageLite> implements Codec<T>, TypeProbing, CodecFamily.Member {

    private final String name;
    private final Class<T> type;
    private final Parser<M> parser;
    private final Function<? super T, M> toMessage;
    private final Function<? super M, T> fromMessage;

    ProtobufCodec(String name, Class<T> type, Parser<M> parser, Function<? super T, M> toMessage, Function<? super M, T> fromMessage) {
        this.name = Codecs.requireName(name);
        this.type = type;
        this.parser = parser;
        this.toMessage = toMessage;
        this.fromMessage = fromMessage;
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
        return toMessage.apply(value).toByteArray();
    }

    @Override
    public T deserialize(byte[] bytes) throws Exception {
        return fromMessage.apply(parser.parseFrom(bytes));
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) {
        return new TypeProbing.NotApplicable("protobuf reads only its schema's types: no class name is on the wire");
    }

    @Override
    public String toString() {
        return name;
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.PROTOBUF;
    }
}
