package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;

/** The only class that links CBOR, so that {@link JacksonCodecs} loads without it. */
final class CborSupport {

    private CborSupport() {
    }

    static ObjectMapper mapper() {
        return new ObjectMapper(new CBORFactory());
    }
}
