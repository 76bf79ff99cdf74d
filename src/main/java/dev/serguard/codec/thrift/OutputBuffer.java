package dev.serguard.codec.thrift;

import org.apache.thrift.TConfiguration;
import org.apache.thrift.transport.TTransport;
import org.apache.thrift.transport.TTransportException;

import java.util.Arrays;

/**
 * The in-memory transport a {@link ThriftCodec} writes into: an array that grows as needed and is
 * kept for the next call, as {@code TSerializer}'s stream is. Not {@code TSerializer} itself, whose
 * stream transport links slf4j for a log line on close; write-only.
 */
final class OutputBuffer extends TTransport {

    private final TConfiguration configuration;
    private byte[] buffer = new byte[1024];
    private int length;

    OutputBuffer(TConfiguration configuration) {
        this.configuration = configuration;
    }

    void reset() {
        length = 0;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(buffer, length);
    }

    @Override
    public void write(byte[] bytes, int offset, int count) {
        if (count > buffer.length - length) {
            // Doubling, as ByteArrayOutputStream; a payload past 1 GiB fails in Arrays.copyOf, as it would there.
            buffer = Arrays.copyOf(buffer, Math.max(length + count, 2 * buffer.length));
        }
        System.arraycopy(bytes, offset, buffer, length, count);
        length += count;
    }

    @Override
    public int read(byte[] bytes, int offset, int count) throws TTransportException {
        throw new TTransportException(TTransportException.NOT_OPEN, "the codec's output buffer is write-only");
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public void open() {
    }

    @Override
    public void close() {
    }

    @Override
    public TConfiguration getConfiguration() {
        return configuration;
    }

    @Override
    public void updateKnownMessageSize(long size) {
    }

    @Override
    public void checkReadBytesAvailable(long count) {
    }
}
