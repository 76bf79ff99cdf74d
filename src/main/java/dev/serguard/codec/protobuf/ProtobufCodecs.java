package dev.serguard.codec.protobuf;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.serguard.codec.Codec;
import org.apiguardian.api.API;

import java.util.Objects;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Protocol Buffers codecs: a generated message plus a mapper between it and the model, which is
 * how teams use protobuf with their own domain classes. The mapping is part of the measured cost,
 * as it is in production.
 *
 * <pre>{@code
 * Codec<Order> protobuf = ProtobufCodecs.of("protobuf", Order.class, OrderProto.parser(),
 *         OrderMapper::toMessage, OrderMapper::fromMessage);
 * }</pre>
 *
 * <p>Needs {@code com.google.protobuf:protobuf-java} on the class path, in a version that
 * accepts the code protoc generated for your messages. The built-in models' codecs come from
 * their {@link dev.serguard.codec.ModelProvider}.
 */
@API(status = STABLE, since = "0.1")
public final class ProtobufCodecs {

    /** The name of the built-in protobuf codecs, and the name a {@code ModelProvider}'s protobuf codec should have. */
    public static final String NAME = "protobuf";

    private ProtobufCodecs() {
    }

    /**
     * A codec that maps a value to a message and writes it with {@code toByteArray()}, and reads
     * it back with {@code parser.parseFrom(bytes)} and maps it back. The functions must be
     * stateless (or thread-safe): the codec claims to be thread-safe, as protobuf itself is.
     *
     * @param name        the codec name, lower-case, e.g. {@code "protobuf"}
     * @param type        the model type
     * @param parser      the generated message's parser, {@code MyMessage.parser()}
     * @param toMessage   maps a value to its message
     * @param fromMessage maps a message back to a value
     */
    public static <T, M extends MessageLite> Codec<T> of(String name, Class<T> type, Parser<M> parser,
            Function<? super T, M> toMessage, Function<? super M, T> fromMessage) {
        Objects.requireNonNull(parser, "parser");
        Objects.requireNonNull(toMessage, "toMessage");
        Objects.requireNonNull(fromMessage, "fromMessage");
        Objects.requireNonNull(type, "type");
        return new ProtobufCodec<>(name, type, parser, toMessage, fromMessage);
    }
}
