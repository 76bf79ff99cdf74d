package dev.serguard.codec.jackson;

import com.fasterxml.jackson.core.json.PackageVersion;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.msgpack.jackson.dataformat.MessagePackFactory;

import java.io.IOException;
import java.util.Objects;

/** The only class that links MessagePack, so that {@link JacksonCodecs} loads without it. */
final class MessagePackSupport {

    private MessagePackSupport() {
    }

    // The factory keeps one packer buffer and one unpacker per thread (ThreadLocal), so one
    // mapper serves every thread; the measured cost is that of a reused buffer, as in production.
    static ObjectMapper mapper() {
        return requireRunnable(new ObjectMapper(new MessagePackFactory()));
    }

    /**
     * {@code mapper}, once one value went through it and back. jackson-dataformat-msgpack extends
     * jackson-core's base generator and parser, whose constructors change between minor versions:
     * 0.9.10, built on Jackson 2.18, throws {@code NoSuchMethodError} on every write (Jackson 2.15)
     * or read (2.16, 2.17) on an older jackson-core. Here that is one message when the codec is
     * made, not one failure per payload. Any other failure of the probe is left to the checks.
     */
    static ObjectMapper requireRunnable(ObjectMapper mapper) {
        try {
            mapper.readValue(mapper.writeValueAsBytes(new int[] {1}), int[].class);
        } catch (LinkageError e) {
            String version = Objects.requireNonNullElse(MessagePackFactory.class.getPackage().getImplementationVersion(), "(version unknown)");
            throw new IllegalStateException("jackson-dataformat-msgpack " + version + " does not run on jackson-core " + PackageVersion.VERSION
                    + " (" + e + "): use the Jackson it was built for or newer (jackson-dataformat-msgpack 0.9.10 needs 2.18)", e);
        } catch (IOException | RuntimeException e) {
            // the mapper's own configuration at work: the round-trip check reports it on real payloads
        }
        return mapper;
    }
}
