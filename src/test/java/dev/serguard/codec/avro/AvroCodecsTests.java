package dev.serguard.codec.avro;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.check.Deflate;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.SampleOrder;
import dev.serguard.codec.TypeProbing;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PlainJson;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.avro.SampleAvro;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.reflect.ReflectData;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class AvroCodecsTests {

    private static final List<String> AVRO = List.of(AvroCodecs.SPECIFIC, AvroCodecs.GENERIC, AvroCodecs.REFLECT);

    /**
     * media.1 in jvm-serializers' Avro schema: 2 images (uri, title, width, height, size code), then the media (uri, title,
     * width, height, format, duration, size, bitrate, 2 persons, player code, no copyright). docs/research/sizes-avro.md
     * reads it byte by byte.
     */
    private static final String MEDIA_1_SPECIFIC = "04"
            + "48" + hex("http://javaone.com/keynote_large.jpg") + "02" + "1e" + hex("Javaone Keynote") + "8010" + "800c" + "04"
            + "48" + hex("http://javaone.com/keynote_small.jpg") + "02" + "1e" + hex("Javaone Keynote") + "8005" + "e003" + "02"
            + "00"
            + "3c" + hex("http://javaone.com/keynote.mpg") + "02" + "1e" + hex("Javaone Keynote") + "800a" + "c007"
            + "14" + hex("video/mpg4") + "80a29511" + "8080a038" + "02" + "808020"
            + "04" + "14" + hex("Bill Gates") + "14" + hex("Steve Jobs") + "00" + "02" + "00";

    private static <T> CodecSet<T> avro(Class<T> type, List<T> samples) {
        CodecSet<T> every = Codecs.everyFormat(type, samples);
        return new CodecSet<>(every.available().stream().filter(codec -> AVRO.contains(codec.name())).toList(),
                every.skipped().stream().filter(skipped -> AVRO.contains(skipped.name())).toList());
    }

    /** The recipe that Codecs.everyFormat uses for MediaContent, made directly. */
    private static Codec<MediaContent> builtIn(String name) {
        return name.equals(AvroCodecs.REFLECT) ? AvroCodecs.reflect(MediaContent.class) : SampleAvro.codec(name, MediaContent.class).orElseThrow();
    }

    // -- the built-in recipes ---------------------------------------------------------------------------------------

    @TestFactory
    Stream<DynamicContainer> builtIns_roundTripEveryModelAtEverySize() {
        return BuiltInPayloads.models().stream().map(AvroCodecsTests::model);
    }

    private static <T> DynamicContainer model(BuiltInModel<T> model) {
        List<Payload<T>> payloads = model.payloads(Size.values());
        CodecSet<T> codecs = avro(model.type(), payloads.stream().map(Payload::value).toList());
        List<DynamicTest> tests = new ArrayList<>();
        tests.add(DynamicTest.dynamicTest("the codecs it can have", () -> assertThat(codecs.available()).extracting(Codec::name)
                .containsExactlyElementsOf(model.type() == Employee.class ? AVRO.subList(0, 2) : AVRO)));
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

    @Test
    void specificAndGeneric_media1_writeJvmSerializersBytes_221And133Deflated() throws Exception {
        byte[] specific = builtIn(AvroCodecs.SPECIFIC).serialize(MediaContents.standard());
        byte[] generic = builtIn(AvroCodecs.GENERIC).serialize(MediaContents.standard());

        // jvm-serializers' published figures for avro-specific and avro-generic: 221 bytes, 133 deflated
        assertThat(HexFormat.of().formatHex(specific)).isEqualTo(MEDIA_1_SPECIFIC);
        assertThat(specific).hasSize(221);
        assertThat(Deflate.deflatedSize(specific)).isEqualTo(133);
        assertThat(generic).isEqualTo(specific);
    }

    @Test
    void reflect_media1_writesTheModelsOwnFields_231And144Deflated() throws Exception {
        byte[] reflect = builtIn(AvroCodecs.REFLECT).serialize(MediaContents.standard());

        // Every reference field a union with null (+1 byte each), bitrate a plain int (-1), hasBitrate written (+1): 221 + 10.
        assertThat(reflect).hasSize(231);
        assertThat(Deflate.deflatedSize(reflect)).isEqualTo(144);
    }

    @Test
    void builtIns_media2_roundTripNullsAndTheMissingBitrate() throws Exception {
        MediaContent media2 = MediaContents.read("media.2");
        assertThat(media2.getMedia().hasBitrate()).isFalse();

        for (String name : AVRO) {
            Codec<MediaContent> codec = builtIn(name);
            assertThat(codec.deserialize(codec.serialize(media2))).as(name).isEqualTo(media2);
        }
    }

    @Test
    void builtIns_onMediaContent_passTheThreadSafetyCheck() {
        for (String name : AVRO) {
            Codec<MediaContent> codec = builtIn(name);
            assertThat(codec.threadSafe()).isTrue();
            assertThat(codec).withThreads(4).isThreadSafe();
        }
    }

    /** The control: Avro's buffered encoder shared by threads, as a codec without per-thread buffers would have it. */
    @Test
    void aSharedEncoder_failsTheThreadSafetyCheck() {
        Schema schema = personSchema();
        GenericDatumWriter<GenericRecord> writer = new GenericDatumWriter<>(schema);
        GenericDatumReader<GenericRecord> reader = new GenericDatumReader<>(schema);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        Codec<Person> shared = Codec.of("avro-shared-encoder", Person.class, person -> {
            out.reset();
            writer.write(record(schema, person), encoder);
            encoder.flush();
            return out.toByteArray();
        }, bytes -> person(reader.read(null, DecoderFactory.get().binaryDecoder(bytes, null))));

        // 5 000 round trips per thread: with 200, four threads of calls this short could run one after another and never meet.
        assertThatThrownBy(() -> assertThat(shared).withThreads(4).withIterations(5_000).isThreadSafe(PEOPLE))
                .isInstanceOf(AssertionError.class)
                .hasMessageStartingWith("\nThread-safety check failed for avro-shared-encoder · 4 values (Person)");
        assertThat(AvroCodecs.generic("avro-per-thread", Person.class, schema, person -> record(schema, person), AvroCodecsTests::person))
                .withThreads(4).withIterations(200).isThreadSafe(PEOPLE);
    }

    @Test
    void builtIns_bytesOfAnotherFormat_failFast() {
        byte[] json = PlainJson.write(MediaContents.standard());

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertThatExceptionOfType(AvroRuntimeException.class).isThrownBy(() -> builtIn(AvroCodecs.SPECIFIC).deserialize(json))
                    .withMessage("Malformed data. Length is negative: -55");
            assertThatExceptionOfType(AvroRuntimeException.class).isThrownBy(() -> builtIn(AvroCodecs.GENERIC).deserialize(json))
                    .withMessage("Malformed data. Length is negative: -55");
            // reflect reads '{' as a union index first, and Avro does not check it
            assertThatExceptionOfType(ArrayIndexOutOfBoundsException.class).isThrownBy(() -> builtIn(AvroCodecs.REFLECT).deserialize(json))
                    .withMessage("Index -62 out of bounds for length 2");
        });
    }

    @Test
    void builtIns_truncatedBytes_failWithEndOfInput() {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            for (String name : AVRO) {
                Codec<MediaContent> codec = builtIn(name);
                byte[] bytes = codec.serialize(MediaContents.standard());
                assertThatExceptionOfType(EOFException.class).as(name).isThrownBy(() -> codec.deserialize(Arrays.copyOf(bytes, bytes.length - 5)));
                // and the codec still reads whole input afterwards
                assertThat(codec.deserialize(bytes)).as(name).isEqualTo(MediaContents.standard());
            }
        });
    }

    @Test
    void specific_anUnknownPlayerCode_failsNamingTheCodes() {
        byte[] bytes = HexFormat.of().parseHex(MEDIA_1_SPECIFIC.substring(0, MEDIA_1_SPECIFIC.length() - 4) + "0600");

        assertThatIllegalArgumentException().isThrownBy(() -> builtIn(AvroCodecs.SPECIFIC).deserialize(bytes))
                .withMessage("no Media.Player has the code 3 (JAVA 1, FLASH 2)");
        assertThatIllegalArgumentException().isThrownBy(() -> builtIn(AvroCodecs.GENERIC).deserialize(bytes))
                .withMessage("no Media.Player has the code 3 (JAVA 1, FLASH 2)");
    }

    @Test
    void specific_aNullThatTheSchemaCannotHold_failsNamingTheField() throws Exception {
        Codec<MediaContent> codec = builtIn(AvroCodecs.SPECIFIC);
        MediaContent noUri = MediaContents.standard();
        noUri.getMedia().setUri(null);
        MediaContent noPlayer = MediaContents.standard();
        noPlayer.getMedia().setPlayer(null);

        assertThatThrownBy(() -> codec.serialize(noUri)).isInstanceOf(NullPointerException.class)
                .hasMessage("null value for (non-nullable) string at MediaContent.media.uri");
        assertThatThrownBy(() -> codec.serialize(noPlayer)).isInstanceOf(NullPointerException.class)
                .hasMessage("null value for (non-nullable) int at Media.player: the schema holds the player as a code (JAVA 1, FLASH 2)");
        // the images written before the null uri do not lead the next value's bytes
        assertThat(HexFormat.of().formatHex(codec.serialize(MediaContents.standard()))).isEqualTo(MEDIA_1_SPECIFIC);
    }

    @Test
    void codecs_areNotApplicableToTheUntrustedTypesCheck() throws Exception {
        for (String name : AVRO) {
            assertThat(((TypeProbing) builtIn(name)).typeProbes(new Object()))
                    .isEqualTo(new TypeProbing.NotApplicable(
                            "Avro reads only the codec's schema: its binary encoding carries no class name"));
        }
    }

    // -- a team's own configuration ---------------------------------------------------------------------------------

    /** A team's own model. */
    record Person(long id, String name) {
    }

    /** A team's bean, as Avro reflection reads it: a no-argument constructor, fields of many kinds, one left null. */
    static final class Parcel {
        enum Kind { LETTER, BOX }

        private String id;
        private int grams;
        private Kind kind;
        private List<String> labels = new ArrayList<>();
        private String note;

        Parcel() {
        }

        Parcel(String id, int grams, Kind kind, List<String> labels, String note) {
            this.id = id;
            this.grams = grams;
            this.kind = kind;
            this.labels = labels;
            this.note = note;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Parcel p && grams == p.grams && kind == p.kind && Objects.equals(id, p.id) && Objects.equals(labels, p.labels)
                    && Objects.equals(note, p.note);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, grams, kind, labels, note);
        }
    }

    // Long names, so that one write takes long enough for another thread to meet it in the shared encoder.
    private static final List<Person> PEOPLE = Stream.of("Ada", "Grace", "Barbara", "Frances")
            .map(name -> new Person(name.length(), name.repeat(2_000))).toList();

    private static Schema personSchema() {
        return new Schema.Parser().parse("""
                {"type": "record", "name": "Person", "fields": [{"name": "id", "type": "long"}, {"name": "name", "type": "string"}]}""");
    }

    private static GenericRecord record(Schema schema, Person person) {
        GenericRecord record = new GenericData.Record(schema);
        record.put("id", person.id());
        record.put("name", person.name());
        return record;
    }

    private static Person person(GenericRecord record) {
        return new Person((Long) record.get("id"), record.get("name").toString());
    }

    private static final Parcel PARCEL = new Parcel("P-1", 250, Parcel.Kind.BOX, new ArrayList<>(List.of("fragile", "express")), null);

    @Test
    void specific_ownMapping_roundTripsThroughTheGeneratedClass() throws Exception {
        // GIVEN a team's type over a generated record (the samples' Employee is at hand)
        Codec<Person> codec = AvroCodecs.specific("my-avro", Person.class, dev.serguard.samples.avro.generated.Employee.class,
                person -> new dev.serguard.samples.avro.generated.Employee(person.id(), person.name(), 0L, List.of()),
                record -> new Person(record.getId(), record.getName()));

        // WHEN
        byte[] bytes = codec.serialize(new Person(7L, "Ada"));

        // THEN: id 7 (zigzag 0e), name branch 1 (02), "Ada", timestamp 0, no departments
        assertThat(codec.name()).isEqualTo("my-avro");
        assertThat(HexFormat.of().formatHex(bytes)).isEqualTo("0e0206416461" + "00" + "00");
        assertThat(codec.deserialize(bytes)).isEqualTo(new Person(7L, "Ada"));
    }

    @Test
    void specific_generatedClassAsTheModel_roundTrips() throws Exception {
        Codec<dev.serguard.samples.avro.generated.Employee> codec = AvroCodecs.specific(dev.serguard.samples.avro.generated.Employee.class);
        var ada = new dev.serguard.samples.avro.generated.Employee(1L, "Ada", 1_387_670_400_000L, List.of("Engineering"));

        assertThat(codec.name()).isEqualTo("avro-specific");
        assertThat(codec.type()).isEqualTo(dev.serguard.samples.avro.generated.Employee.class);
        assertThat(codec.deserialize(codec.serialize(ada))).isEqualTo(ada);
    }

    @Test
    void generic_ownSchema_roundTrips() throws Exception {
        Schema schema = personSchema();
        Codec<Person> codec = AvroCodecs.generic(Person.class, schema, person -> record(schema, person), AvroCodecsTests::person);

        assertThat(codec.name()).isEqualTo("avro-generic");
        assertThat(codec.deserialize(codec.serialize(new Person(7L, "Ada")))).isEqualTo(new Person(7L, "Ada"));
    }

    @Test
    void generic_notARecordSchema_isRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> AvroCodecs.generic(String.class, Schema.create(Schema.Type.STRING),
                        value -> null, record -> null))
                .withMessage("AvroCodecs.generic needs a record schema, but was given a string schema: \"string\"");
    }

    @Test
    void reflect_ownBean_roundTripsWithNullsAllowed() throws Exception {
        Codec<Parcel> codec = AvroCodecs.reflect(Parcel.class);

        assertThat(codec.name()).isEqualTo("avro-reflect");
        assertThat(codec.deserialize(codec.serialize(PARCEL))).isEqualTo(PARCEL);
    }

    @Test
    void reflect_plainReflectData_refusesANullAsAvroDoes() throws Exception {
        Codec<Parcel> strict = AvroCodecs.reflect("avro-reflect-strict", Parcel.class, ReflectData.get());
        Parcel noted = new Parcel("P-2", 10, Parcel.Kind.LETTER, new ArrayList<>(), "by hand");

        assertThat(strict.deserialize(strict.serialize(noted))).isEqualTo(noted);
        // Avro's own words, which name the record, not the field
        assertThatThrownBy(() -> strict.serialize(PARCEL)).isInstanceOf(NullPointerException.class)
                .hasMessage("null in dev.serguard.codec.avro.AvroCodecsTests.Parcel");
    }

    @Test
    void reflect_aJavaRecord_isRefusedWithTheReasonAndTheWayOut() {
        assertThatIllegalArgumentException().isThrownBy(() -> AvroCodecs.reflect(Person.class)).withMessage("Avro reflection cannot read "
                + Person.class.getName() + " back: it is a Java record, and ReflectDatumReader makes a class with its no-argument constructor,"
                + " then sets its fields; map it to a generated class (AvroCodecs.specific) or a GenericRecord (AvroCodecs.generic)");
        assertThatIllegalArgumentException().isThrownBy(() -> AvroCodecs.reflect(SampleOrder.class)).withMessageStartingWith(
                "Avro reflection cannot read " + SampleOrder.Line.class.getName() + " (in " + SampleOrder.class.getName() + ") back: it is a Java record");
    }

    @Test
    void reflect_aClassWithoutANoArgumentConstructor_isRefusedWithAvrosCause() {
        assertThatIllegalArgumentException().isThrownBy(() -> AvroCodecs.reflect(NoDefaultConstructor.class))
                .withMessage("Avro reflection cannot read " + NoDefaultConstructor.class.getName() + " back: ReflectDatumReader makes a class with"
                        + " its no-argument constructor, and making it failed: java.lang.NoSuchMethodException: "
                        + NoDefaultConstructor.class.getName() + ".<init>()");
    }

    /** A class Avro reflection can write but not make. */
    static final class NoDefaultConstructor {
        private final int value;

        NoDefaultConstructor(int value) {
            this.value = value;
        }
    }

    @Test
    void factories_badName_isRejected() {
        assertThatIllegalArgumentException().isThrownBy(() -> AvroCodecs.reflect("Avro", Parcel.class, ReflectData.get()))
                .withMessage("codec name must be lower-case letters, digits, '.', '_' or '-' (such as \"kryo\" or \"json-afterburner\"),"
                        + " but was \"Avro\"");
    }

    /** The decoder of one thread reads any number of values, each from its own array. */
    @Test
    void deserialize_readsEachArrayFromItsStart() throws Exception {
        Codec<MediaContent> codec = builtIn(AvroCodecs.SPECIFIC);
        MediaContent media2 = MediaContents.read("media.2");
        byte[] first = codec.serialize(MediaContents.standard());
        byte[] second = codec.serialize(media2);

        assertThat(codec.deserialize(first)).isEqualTo(MediaContents.standard());
        assertThat(codec.deserialize(second)).isEqualTo(media2);
    }

    private static String hex(String ascii) {
        return HexFormat.of().formatHex(ascii.getBytes(StandardCharsets.US_ASCII));
    }
}
