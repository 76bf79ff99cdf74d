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
 * Every codec serguard knows round-trips every built-in payload at every size class, or is skipped
 * for a model that its format cannot serve, with the reason that {@link Codecs#everyFormat} gives.
 */
class BuiltInMatrixTests {

    private static final List<String> EVERY_FORMAT = List.of("json", "json-afterburner", "json-blackbird", "smile",
            "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "protobuf", "java", "cbor", "msgpack", "yaml", "xml", "avro-specific", "avro-generic", "avro-reflect",
            "thrift-compact", "thrift-binary", "protostuff", "gson", "bson", "hessian", "fory", "fory-compatible");

    /** By model name, the formats that cannot serve it and why: nothing else may be skipped. */
    private static final Map<String, List<SkippedCodec>> CANNOT_SERVE = Map.of("Employee", List.of(new SkippedCodec("avro-reflect",
            "Avro reflection cannot read dev.serguard.samples.employee.Employee back: it is a Java record, and ReflectDatumReader makes a class"
                    + " with its no-argument constructor, then sets its fields; map it to a generated class (AvroCodecs.specific) or a"
                    + " GenericRecord (AvroCodecs.generic)"), new SkippedCodec("protostuff",
            "dev.serguard.samples.employee.Employee is a record, which protostuff 1.8 cannot read: its runtime schema sets fields one by one,"
                    + " and the JVM refuses to set a record's final fields (protostuff/protostuff#313)"), new SkippedCodec("hessian",
            "Hessian 4 cannot read back dev.serguard.samples.employee.Employee: it is a record, and Hessian sets fields through sun.misc.Unsafe"
                    + " field offsets, which the JDK refuses for records (\"can't get field offset on a record class\"); its reflective fallback"
                    + " cannot set a record's final fields either. Give your factory a serializer for it (SerializerFactory.addFactory) and use"
                    + " HessianCodecs.of(name, type, factory)")));

    @TestFactory
    Stream<DynamicContainer> everyCodec_roundTripsEveryPayloadAtEverySize() {
        return BuiltInPayloads.models().stream().map(BuiltInMatrixTests::model);
    }

    private static <T> DynamicContainer model(BuiltInModel<T> model) {
        List<Payload<T>> payloads = model.payloads(Size.values());
        CodecSet<T> codecs = Codecs.everyFormat(model.type(), payloads.stream().map(Payload::value).toList());
        List<DynamicTest> tests = new ArrayList<>();
        List<SkippedCodec> cannotServe = CANNOT_SERVE.getOrDefault(model.name(), List.of());
        List<String> served = EVERY_FORMAT.stream().filter(name -> cannotServe.stream().noneMatch(skip -> skip.name().equals(name))).toList();
        tests.add(DynamicTest.dynamicTest(cannotServe.isEmpty() ? "every codec is available"
                : "every codec is available but " + String.join(", ", cannotServe.stream().map(SkippedCodec::name).toList())
                + ", which cannot serve " + model.name(), () -> {
            assertThat(codecs.skipped()).containsExactlyElementsOf(cannotServe);
            assertThat(codecs.available()).extracting(Codec::name).containsExactlyElementsOf(served);
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
