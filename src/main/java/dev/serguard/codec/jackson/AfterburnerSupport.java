package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;

/** The only class that links Afterburner, so that {@link JacksonCodecs} loads without it. */
final class AfterburnerSupport {

    private AfterburnerSupport() {
    }

    static ObjectMapper register(ObjectMapper mapper) {
        return mapper.registerModule(new AfterburnerModule());
    }
}
