package dev.serguard.codec.fory;

import dev.serguard.Serguard;
import dev.serguard.SerializationResult;
import dev.serguard.check.Deflate;
import dev.serguard.check.untrusted.UntrustedTypes;
import dev.serguard.codec.Codec;
import dev.serguard.codec.SampleOrder;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.logging.LogLevel;
import org.apache.fory.logging.LoggerFactory;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class ForyCodecsTests {

    private static final SampleOrder ORDER = SampleOrder.sample();

    @TestFactory
    Stream<DynamicTest> fory_builtIns_roundTripEveryBuiltInModelAtEverySize() {
        return BuiltInPayloads.models().stream().flatMap(model -> Stream.concat(
                roundTrips(model, ForyCodecs::fory), roundTrips(model, ForyCodecs::foryCompatible)));
    }

    private static <T> Stream<DynamicTest> roundTrips(BuiltInModel<T> model, BiFunction<Class<T>, List<T>, Codec<T>> builtIn) {
        List<Payload<T>> payloads = model.payloads(Size.values());
        Codec<T> codec = builtIn.apply(model.type(), payloads.stream().map(Payload::value).toList());
        return payloads.stream().map(payload -> DynamicTest.dynamicTest(codec.name() + " · " + model.name() + " · " + payload.label(), () -> {
            SerializationResult<T> result = Serguard.check(codec, payload);
            assertThat(result.failureMessage()).isEmpty();
            assertThat(result.serializedBytes()).isPresent();
        }));
    }

    private static Fory orderFory(boolean registration) {
        Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(registration).suppressClassRegistrationWarnings(true)
                .withRefTracking(false).build();
        if (registration) {
            fory.register(SampleOrder.class);
            fory.register(SampleOrder.Status.class);
            fory.register(SampleOrder.Customer.class);
            fory.register(SampleOrder.Line.class);
        }
        return fory;
    }

    @Test
    void of_teamsOwnFactory_roundTripsItsType_oneForyPerThreadNotPerCall() throws Exception {
        AtomicInteger made = new AtomicInteger();
        Codec<SampleOrder> codec = ForyCodecs.of("fory-prod", SampleOrder.class, () -> {
            made.incrementAndGet();
            return orderFory(true);
        });

        for (int i = 0; i < 50; i++) {
            assertThat(codec.deserialize(codec.serialize(ORDER))).isEqualTo(ORDER);
        }

        assertThat(codec.name()).isEqualTo("fory-prod");
        assertThat(made).hasValue(1);
    }

    @Test
    void of_teamsOwnForys_areProbedAsConfigured() {
        ThreadSafeFory registered = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true).withRefTracking(false)
                .buildThreadSafeFory();
        registered.register(SampleOrder.class);
        registered.register(SampleOrder.Status.class);
        registered.register(SampleOrder.Customer.class);
        registered.register(SampleOrder.Line.class);
        Codec<SampleOrder> asItIs = ForyCodecs.of("fory-prod", SampleOrder.class, registered);
        Codec<SampleOrder> open = ForyCodecs.of("fory-open", SampleOrder.class, () -> orderFory(false));

        assertThat(UntrustedTypes.check(asItIs, Optional.of(ORDER), Duration.ofSeconds(30)).summary())
                .startsWith("refused by Fory (class registration): InsecureException: class dev.serguard.check.untrusted.UntrustedTypeProbe is not registered");
        assertThat(UntrustedTypes.check(open, Optional.of(ORDER), Duration.ofSeconds(30)).summary())
                .startsWith("instantiated dev.serguard.check.untrusted.UntrustedTypeProbe (Fory (class registration))");
    }

    @Test
    void of_factoryReturnsTheSameForyTwice_throwsWithTheFix() throws Exception {
        Fory shared = orderFory(true);
        Supplier<Fory> sameEveryTime = () -> shared;
        Codec<SampleOrder> codec = ForyCodecs.of("fory-shared", SampleOrder.class, sameEveryTime);
        assertThat(codec.deserialize(codec.serialize(ORDER))).isEqualTo(ORDER);

        // A second thread asks the factory for its own Fory, and gets the first thread's.
        CompletableFuture<byte[]> second = CompletableFuture.supplyAsync(() -> {
            try {
                return codec.serialize(ORDER);
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        }, runnable -> new Thread(runnable).start());
        assertThatThrownBy(second::join).hasCauseInstanceOf(IllegalStateException.class).cause().hasMessage("the Fory factory of codec"
                + " fory-shared returned the same Fory twice; it must create a new one on each call, since a Fory must not be shared by threads");
    }

    @Test
    void fory_builtIns_areThreadSafe() {
        // The payloads isThreadSafe() makes: SMALL, one seed per thread.
        List<MediaContent> samples = IntStream.range(0, 8)
                .mapToObj(i -> Payload.of("MediaContent", Size.SMALL, MediaContents.factory(), Payload.DEFAULT_SEED + i).value()).toList();

        for (Codec<MediaContent> codec : List.of(ForyCodecs.fory(MediaContent.class, samples), ForyCodecs.foryCompatible(MediaContent.class, samples))) {
            assertThat(codec.threadSafe()).isTrue();
            assertThat(codec).withThreads(4).isThreadSafe();
        }
    }

    @Test
    void fory_hostileInput_failsFast() throws Exception {
        MediaContent media = MediaContents.standard();
        for (Codec<MediaContent> codec : List.of(ForyCodecs.fory(MediaContent.class, List.of(media)),
                ForyCodecs.foryCompatible(MediaContent.class, List.of(media)))) {
            byte[] bytes = codec.serialize(media);
            byte[] truncated = Arrays.copyOf(bytes, bytes.length / 2);
            byte[] json = "{\"media\":{\"uri\":\"x\"},\"images\":[]}".getBytes(StandardCharsets.UTF_8);

            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
                assertThatThrownBy(() -> codec.deserialize(truncated)).as(codec.name() + ", truncated").isInstanceOf(RuntimeException.class);
                assertThatThrownBy(() -> codec.deserialize(json)).as(codec.name() + ", JSON").isInstanceOf(RuntimeException.class);
                assertThatThrownBy(() -> codec.deserialize(new byte[0])).as(codec.name() + ", empty").isInstanceOf(RuntimeException.class);
            });
            assertThat(codec.deserialize(codec.serialize(media))).isEqualTo(media);
        }
    }

    /**
     * media.1: 238 bytes (150 deflated) schema-consistent, 403 (300) compatible, which adds the
     * three classes' field names and types once; docs/research/sizes-hessian-fory.md compares
     * them with the published Fury figures.
     */
    @Test
    void fory_media1_is238Bytes_compatible403() throws Exception {
        MediaContent media = MediaContents.standard();
        byte[] consistent = ForyCodecs.fory(MediaContent.class, List.of(media)).serialize(media);
        byte[] compatible = ForyCodecs.foryCompatible(MediaContent.class, List.of(media)).serialize(media);

        assertThat(consistent).hasSize(238);
        assertThat(Deflate.deflatedSize(consistent)).isEqualTo(150);
        assertThat(compatible).hasSize(403);
        assertThat(Deflate.deflatedSize(compatible)).isEqualTo(300);
        // The text of media.1 (its strings' characters) is 177 bytes of both: the rest is Fory's structure.
        assertThat(new String(consistent, StandardCharsets.ISO_8859_1)).contains("http://javaone.com/keynote.mpg", "Javaone Keynote",
                "http://javaone.com/keynote_large.jpg", "http://javaone.com/keynote_small.jpg", "video/mpg4", "Bill Gates", "Steve Jobs");
    }

    @Test
    void foryCodecs_quietFory_fromItsDefaultInfoToWarn() {
        ForyCodecs.fory(MediaContent.class, List.of(MediaContents.standard()));

        assertThat(LoggerFactory.getLogLevel()).isNotEqualTo(LogLevel.INFO_LEVEL);
    }

    @Test
    void fory_builtIn_registersTheSameIdsInEveryFory_soTwoCodecsReadEachOther() throws Exception {
        byte[] bytes = ForyCodecs.fory(SampleOrder.class, List.of(ORDER)).serialize(ORDER);

        assertThat(ForyCodecs.fory(SampleOrder.class, List.of(ORDER)).deserialize(bytes)).isEqualTo(ORDER);
        assertThat(CompatibleMode.values()).contains(CompatibleMode.SCHEMA_CONSISTENT, CompatibleMode.COMPATIBLE);
    }
}
