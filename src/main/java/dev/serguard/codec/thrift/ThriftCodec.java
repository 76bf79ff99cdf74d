package dev.serguard.codec.thrift;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.TypeProbing;
import org.apache.thrift.TBase;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.apache.thrift.transport.TTransport;

import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A codec over a Thrift struct and its mapper; see {@link ThriftCodecs}. Its own class so that
 * the untrusted-types check can tell it from a team's lambda codec: Thrift's wire format carries
 * field ids and types, never a class name.
 *
 * <p>A Thrift protocol and its transport are not thread-safe ({@code TCompactProtocol} keeps the
 * last field id of each open struct), so each thread has a {@link Worker} of its own. A worker
 * whose write threw is dropped: its protocol was left inside an open struct.
 *
 * <p>Reading bounds what a corrupted or hostile input may make the reader allocate: the input
 * transport is told the input's length ({@code updateKnownMessageSize}), so a string or a list
 * of numbers whose length prefix claims more than the input holds fails before anything is
 * allocated; and the protocol is made for each read with the input's length as its string and
 * container length limit, since a list of structs counts as zero bytes per element in
 * Thrift's own check (an empty struct is one byte on the wire, so no valid input has more
 * elements than bytes). An input over the maximum message size fails at once.
 */
final class ThriftCodec<T, M extends TBase<?, ?>> implements Codec<T>, TypeProbing, CodecFamily.Member {

    /** The wire protocol: how the struct's fields are encoded. */
    enum Protocol {
        COMPACT {
            @Override
            TProtocol writer(TTransport transport) {
                return new TCompactProtocol(transport);
            }

            @Override
            TProtocol reader(TTransport transport, long limit) {
                return new TCompactProtocol(transport, limit, limit);
            }
        },
        BINARY {
            @Override
            TProtocol writer(TTransport transport) {
                return new TBinaryProtocol(transport);
            }

            @Override
            TProtocol reader(TTransport transport, long limit) {
                return new TBinaryProtocol(transport, limit, limit);
            }
        };

        abstract TProtocol writer(TTransport transport);

        abstract TProtocol reader(TTransport transport, long limit);
    }

    private final String name;
    private final Class<T> type;
    private final Supplier<? extends M> newStruct;
    private final Function<? super T, ? extends M> toThrift;
    private final Function<? super M, ? extends T> fromThrift;
    private final ThreadLocal<Worker> workers;

    ThriftCodec(String name, Class<T> type, Protocol protocol, int maxMessageBytes, Supplier<? extends M> newStruct,
                Function<? super T, ? extends M> toThrift, Function<? super M, ? extends T> fromThrift) {
        this.name = Codecs.requireName(name);
        this.type = Objects.requireNonNull(type, "type");
        this.newStruct = Objects.requireNonNull(newStruct, "newStruct");
        this.toThrift = Objects.requireNonNull(toThrift, "toThrift");
        this.fromThrift = Objects.requireNonNull(fromThrift, "fromThrift");
        Objects.requireNonNull(protocol, "protocol");
        TConfiguration configuration = TConfiguration.custom().setMaxMessageSize(maxMessageBytes).build();
        this.workers = ThreadLocal.withInitial(() -> new Worker(protocol, configuration));
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
    public byte[] serialize(T value) throws TException {
        M struct = Objects.requireNonNull(toThrift.apply(value), () -> "the toThrift function of codec " + name + " returned null");
        Worker worker = workers.get();
        try {
            return worker.write(struct);
        } catch (TException | RuntimeException e) {
            workers.remove();
            throw e;
        }
    }

    @Override
    public T deserialize(byte[] bytes) throws TException {
        M struct = Objects.requireNonNull(newStruct.get(), () -> "the struct supplier of codec " + name + " returned null");
        workers.get().read(struct, bytes);
        return fromThrift.apply(struct);
    }

    @Override
    public TypeProbing.Probes typeProbes(Object probe) {
        return new TypeProbing.NotApplicable("Thrift reads only its IDL's types: field ids and types are on the wire, no class name");
    }

    @Override
    public String toString() {
        return name;
    }

    /** One thread's protocol and transports. */
    private static final class Worker {

        private final Protocol protocol;
        private final OutputBuffer output;
        private final TProtocol writer;
        private final TMemoryInputTransport input;

        Worker(Protocol protocol, TConfiguration configuration) {
            this.protocol = protocol;
            this.output = new OutputBuffer(configuration);
            this.writer = protocol.writer(output);
            try {
                this.input = new TMemoryInputTransport(configuration);
            } catch (TException e) {
                throw new IllegalStateException("cannot happen: an in-memory transport opens nothing", e);
            }
        }

        byte[] write(TBase<?, ?> struct) throws TException {
            output.reset();
            struct.write(writer);
            return output.toByteArray();
        }

        void read(TBase<?, ?> struct, byte[] bytes) throws TException {
            input.reset(bytes);
            try {
                input.updateKnownMessageSize(bytes.length);
                struct.read(protocol.reader(input, bytes.length));
            } finally {
                input.clear();
            }
        }
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.THRIFT;
    }
}
