package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.serguard.codec.Constructions;
import dev.serguard.codec.SampleOrder;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class GuardedObjectMapperTests {

    private static long built() {
        return Constructions.onThisThread().getOrDefault("ObjectMapper", Constructions.Tally.NONE).count();
    }

    @Test
    void constructionsAndCopies_areCountedOnTheConstructingThread() throws Exception {
        long before = built();

        GuardedObjectMapper mapper = new GuardedObjectMapper();
        mapper.copy();
        mapper.copyWith(new SmileFactory());
        new GuardedObjectMapper(new SmileFactory());
        new ObjectMapper();                                                               // plain: invisible
        CompletableFuture.runAsync(GuardedObjectMapper::new).get(10, TimeUnit.SECONDS);   // another thread: not counted here

        assertThat(built() - before).isEqualTo(4);
    }

    @Test
    void copies_keepTheConfigurationAndStayGuarded() throws Exception {
        ObjectMapper mapper = new GuardedObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

        ObjectMapper copy = mapper.copy();
        ObjectMapper smile = mapper.copyWith(new SmileFactory());

        assertThat(copy).isInstanceOf(GuardedObjectMapper.class);
        assertThat(copy.isEnabled(SerializationFeature.INDENT_OUTPUT)).isTrue();
        assertThat(smile).isInstanceOf(GuardedObjectMapper.class);
        assertThat(new String(smile.writeValueAsBytes(SampleOrder.sample()), 0, 3, StandardCharsets.ISO_8859_1)).isEqualTo(":)\n");
    }

    @Test
    void guardedMapper_roundTripsLikeAPlainOne() throws Exception {
        SampleOrder order = SampleOrder.sample();
        ObjectMapper guarded = new GuardedObjectMapper();

        assertThat(guarded.writeValueAsBytes(order)).isEqualTo(new ObjectMapper().writeValueAsBytes(order));
        assertThat(JacksonCodecs.json(guarded, SampleOrder.class).deserialize(guarded.writeValueAsBytes(order))).isEqualTo(order);
    }
}
