package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.CodecSource;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.PayloadSource;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.TestReporter;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;

/** The examples of docs/guide/writing-tests.md on codec sources, payload sources, samples, named payloads and the test method. */
class Guide1SourcesTests {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(new ObjectMapper(), Order.class),
                JacksonCodecs.smile(new ObjectMapper(new SmileFactory()), Order.class));
    }

    static Order payload(Size size, Random random) {
        return Order.random(random, size.nominalJsonBytes() / 60);
    }

    // docs:writing-codec-source
    @SerializationTest
    @CodecSource({"codecs", "candidates"})                                 // the team's codecs, and two it considers
    @PayloadSizes(Size.SMALL)
    void ordersAgainstCandidates() {
    }

    static CodecSet<Order> candidates() {
        List<Order> samples = List.of(Order.random(new Random(1), 3));     // the built-in kryo registers the classes it finds in them
        return Codecs.builtIns(Order.class, samples).named("kryo", "java");
    }
    // docs:end

    // docs:writing-payload-source
    @SerializationTest
    @PayloadSource(value = "fewLines", seed = 42)
    @PayloadSizes(value = Size.TINY, samples = 3)                          // TINY, TINY#2, TINY#3
    void tinyOrders() {
    }

    static Order fewLines(Size size, Random random) {
        return Order.random(random, 1 + random.nextInt(2));
    }
    // docs:end

    // docs:writing-named-payloads
    @SerializationTest
    @PayloadSource("edgeCases")                                            // json · refund (Order, …), …
    void ordersAtTheEdges() {
    }

    static Map<String, Order> edgeCases() {
        Order.Customer ada = new Order.Customer(1, "Ada Lovelace", "ada@example.com");
        List<Order.Line> refunded = new ArrayList<>(List.of(new Order.Line("SKU-1", -1, new BigDecimal("19.90"))));
        return new TreeMap<>(Map.of(                                       // in the order of their names
                "empty", new Order("O-1", ada, new ArrayList<>(), BigDecimal.ZERO, Order.Status.NEW),
                "refund", new Order("O-2", ada, refunded, new BigDecimal("-19.90"), Order.Status.PAID),
                "unicode", new Order("O-3", new Order.Customer(2, "Zoë Ørsted 🎉", "z@example.com"), new ArrayList<>(),
                        new BigDecimal("0.00"), Order.Status.NEW)));
    }
    // docs:end

    // docs:writing-result-parameter
    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void ordersStayCompact(SerializationResult<Order> result, TestReporter reporter) {
        assertThat(result).hasDeflatedSizeAtMost(512);
        reporter.publishEntry("lines", Integer.toString(result.payload().value().lines().size()));
    }
    // docs:end
}
