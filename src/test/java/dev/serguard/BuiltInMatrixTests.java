package dev.serguard;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every codec serguard knows round-trips every built-in payload at every size class. */
class BuiltInMatrixTests {

    private static final List<String> EVERY_FORMAT = List.of("json", "json-afterburner", "json-blackbird", "smile",
            "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "protobuf", "java");

    @TestFactory
    Stream<DynamicContainer> everyCodec_roundTripsEveryPayloadAtEverySize() {
        return BuiltInPayloads.models().stream().map(BuiltInMatrixTests::model);
    }

    private static <T> DynamicContainer model(BuiltInModel<T> model) {
        List<Payload<T>> payloads = model.payloads(Size.values());
        CodecSet<T> codecs = Codecs.everyFormat(model.type(), payloads.stream().map(Payload::value).toList());
        List<DynamicTest> tests = new ArrayList<>();
        tests.add(DynamicTest.dynamicTest("every codec is available", () -> {
            assertThat(codecs.skipped()).isEmpty();
            assertThat(codecs.available()).extracting(Codec::name).containsExactlyElementsOf(EVERY_FORMAT);
        }));
        for (Codec<T> codec : codecs.available()) {
            for (Payload<T> payload : payloads) {
                tests.add(DynamicTest.dynamicTest(codec.name() + " · " + payload.label(), () -> {
                    SerializationResult<T> result = Serguard.check(codec, payload);
                    assertThat(result.failureMessage()).isEmpty();
                    assertThat(result.serializedBytes()).isPresent();
                }));
            }
        }
        return DynamicContainer.dynamicContainer(model.name(), tests);
    }
}
