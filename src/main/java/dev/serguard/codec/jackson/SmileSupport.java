package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;

/**
 * The only class that links Smile, so that {@link JacksonCodecs} loads without it: passing a
 * {@code SmileFactory} where a {@code JsonFactory} is expected makes the verifier load it.
 */
final class SmileSupport {

    private SmileSupport() {
    }

    static ObjectMapper mapper() {
        return new ObjectMapper(new SmileFactory());
    }
}
