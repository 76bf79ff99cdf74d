package dev.serguard.codec;

import dev.serguard.samples.employee.Employee;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class CodecsTests {

    /** Not Serializable: the java codec must be skipped for it. */
    record Point(int x, int y) {
    }

    private final CodecSet<SampleOrder> builtIns = Codecs.builtIns(SampleOrder.class, List.of(SampleOrder.sample()));

    @Test
    void builtIns_allLibrariesPresent_offersEveryCodecInOrder() {
        assertThat(builtIns.available()).extracting(Codec::name).containsExactly(
                "json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "java");
        assertThat(builtIns.skipped()).containsExactly(new SkippedCodec("protobuf",
                "no built-in protobuf mapping for dev.serguard.codec.SampleOrder; build one with ProtobufCodecs.of(...)"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "java"})
    void builtIn_sampleOrder_roundTrips(String name) throws Exception {
        Codec<SampleOrder> codec = builtIns.find(name).orElseThrow();
        SampleOrder order = SampleOrder.sample();

        SampleOrder copy = codec.deserialize(codec.serialize(order));

        assertThat(copy).isEqualTo(order).isNotSameAs(order);
        assertThat(copy.getNote()).isNull();
        assertThat(codec.type()).isEqualTo(SampleOrder.class);
        assertThat(codec.threadSafe()).isTrue();
        assertThat(codec).hasToString(name);
    }

    @Test
    void builtIns_builtInModel_offersProtobufToo() throws Exception {
        Employee ada = new Employee(1L, "Ada Lovelace", 1_387_670_400_000L, new ArrayList<>(List.of("Engineering")));

        CodecSet<Employee> codecs = Codecs.builtIns(Employee.class, List.of(ada));

        assertThat(codecs.skipped()).isEmpty();
        assertThat(codecs.available()).extracting(Codec::name).containsExactly("json", "json-afterburner",
                "json-blackbird", "smile", "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "protobuf", "java");
        for (Codec<Employee> codec : codecs.available()) {
            assertThat(codec.deserialize(codec.serialize(ada))).as(codec.name()).isEqualTo(ada);
        }
    }

    @Test
    void builtIns_typeNotSerializable_skipsJavaWithReason() throws Exception {
        CodecSet<Point> codecs = Codecs.builtIns(Point.class, List.of(new Point(3, 4)));

        assertThat(codecs.skipped()).contains(new SkippedCodec("java",
                "dev.serguard.codec.CodecsTests$Point does not implement java.io.Serializable"));
        assertThat(codecs.find("java")).isEmpty();
        Codec<Point> kryo = codecs.find("kryo").orElseThrow();
        assertThat(kryo.deserialize(kryo.serialize(new Point(3, 4)))).isEqualTo(new Point(3, 4));
    }

    @Test
    void java_typeNotSerializable_throwsWithReason() {
        assertThatIllegalArgumentException().isThrownBy(() -> Codecs.java(Point.class)).withMessage(
                "the java codec needs a Serializable type, but dev.serguard.codec.CodecsTests$Point"
                        + " does not implement java.io.Serializable");
    }

    @Test
    void java_sampleOrder_roundTrips() throws Exception {
        Codec<SampleOrder> java = Codecs.java(SampleOrder.class);

        assertThat(java.name()).isEqualTo("java");
        assertThat(java.deserialize(java.serialize(SampleOrder.sample()))).isEqualTo(SampleOrder.sample());
    }

    @Test
    void named_someNames_keepsThemInDiscoveryOrder() {
        CodecSet<SampleOrder> chosen = builtIns.named("kryo", "protobuf", "json");

        assertThat(chosen.stream()).extracting(Codec::name).containsExactly("json", "kryo");
        assertThat(chosen.skipped()).extracting(SkippedCodec::name).containsExactly("protobuf");
    }

    @Test
    void named_unknownName_throwsListingTheNames() {
        assertThatIllegalArgumentException().isThrownBy(() -> builtIns.named("kyro")).withMessage(
                "no codec named \"kyro\"; the codecs are json, json-afterburner, json-blackbird, smile,"
                        + " smile-blackbird, json3, smile3, kryo, kryo-unregistered, java, protobuf");
    }

    @Test
    void skippedCodec_toString_namesCodecAndReason() {
        assertThat(new SkippedCodec("kryo", "com.esotericsoftware.kryo.Kryo is not on the class path"))
                .hasToString("kryo: com.esotericsoftware.kryo.Kryo is not on the class path");
    }

    @Test
    void requireName_upperCase_throwsWithTheRule() {
        assertThatIllegalArgumentException().isThrownBy(() -> Codecs.requireName("Kryo")).withMessage(
                "codec name must be lower-case letters, digits, '.', '_' or '-' (such as \"kryo\" or"
                        + " \"json-afterburner\"), but was \"Kryo\"");
    }
}
