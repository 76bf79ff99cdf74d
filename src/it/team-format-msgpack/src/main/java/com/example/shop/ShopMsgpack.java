package com.example.shop;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import org.msgpack.jackson.dataformat.MessagePackFactory;

import java.math.BigDecimal;

/**
 * The mapper of the shop's order events between services, over MessagePack. MessagePack has no
 * decimal type, so amounts travel as strings: as a number, 19.90 would arrive as 19.9.
 */
public final class ShopMsgpack {

    private ShopMsgpack() {
    }

    public static ObjectMapper mapper() {
        ObjectMapper mapper = new ObjectMapper(new MessagePackFactory())
                .registerModule(new JavaTimeModule())
                .registerModule(new Jdk8Module())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        // -Dshop.decimalsAsNumbers stands in for a change that drops this line ("numbers are smaller").
        if (!Boolean.getBoolean("shop.decimalsAsNumbers")) {
            mapper.configOverride(BigDecimal.class).setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.STRING));
        }
        return mapper;
    }
}
