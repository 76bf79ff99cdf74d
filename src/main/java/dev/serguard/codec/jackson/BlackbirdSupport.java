package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;

/** The only class that links Blackbird, so that {@link JacksonCodecs} loads without it. */
final class BlackbirdSupport {

    private BlackbirdSupport() {
    }

    static ObjectMapper register(ObjectMapper mapper) {
        return mapper.registerModule(new BlackbirdModule());
    }
}
