package com.example.shop;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/** The shop's Jackson configuration, as production uses it: JSON for the REST API, Smile between services. */
public final class ShopJson {

    private ShopJson() {
    }

    /** The mapper of the REST API. */
    public static ObjectMapper mapper() {
        return configure(JsonMapper.builder().build());
    }

    /** The same configuration over Smile, Jackson's binary JSON. */
    public static ObjectMapper smileMapper() {
        return configure(new ObjectMapper(new SmileFactory()));
    }

    private static ObjectMapper configure(ObjectMapper mapper) {
        return mapper.registerModule(new JavaTimeModule())
                .registerModule(new Jdk8Module())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    }
}
