package dev.serguard;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every codec serguard knows round-trips every built-in payload at every size class, but where a format cannot serve a model:
 * that codec is skipped with its reason, which the test names.
 */
class BuiltInMatrixTests {

    private static final List<String> EVERY_FORMAT = List.of("json", "json-afterburner", "json-blackbird", "smile",
            "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "protobuf", "java", "hessian", "fory", "fory-compatible");
    // The formats that cannot serve a model, by model, with the start of the reason they are skipped for.
    private static final Map<String, Map<String, String>> SKIPPED = Map.of(
            "Employee", Map.of("hessian", "Hessian 4 cannot read back dev.serguard.samples.employee.Employee: it is a record"));

    @TestFactory
    Stream<DynamicContainer> everyCodec_roundTripsEveryPayloadAtEverySize() {
        return BuiltInPayloads.models().stream().map(BuiltInMatrixTests::model);
    }

    private static <T> DynamicContainer model(BuiltInModel<T> model) {
        List<Payload<T>> payloads = model.payloads(Size.values());
        CodecSet<T> codecs = Codecs.everyFormat(model.type(), payloads.stream().map(Payload::value).toList());
        List<DynamicTest> tests = new ArrayList<>();
        Map<String, String> skips = SKIPPED.getOrDefault(model.type().getSimpleName(), Map.of());
        tests.add(DynamicTest.dynamicTest("every codec is available" + (skips.isEmpty() ? "" : ", but " + String.join(", ", skips.keySet())
                + " (skipped for a reason of the format's)"), () -> {
            assertThat(codecs.skipped()).extracting(SkippedCodec::name).containsExactlyInAnyOrderElementsOf(skips.keySet());
            assertThat(codecs.available()).extracting(Codec::name)
                    .containsExactlyElementsOf(EVERY_FORMAT.stream().filter(name -> !skips.containsKey(name)).toList());
        }));
        for (SkippedCodec skipped : codecs.skipped()) {
            tests.add(DynamicTest.dynamicTest(skipped.name() + " · skipped: " + skipped.reason(),
                    () -> assertThat(skipped.reason()).startsWith(skips.getOrDefault(skipped.name(), "(not expected to be skipped)"))));
        }
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
