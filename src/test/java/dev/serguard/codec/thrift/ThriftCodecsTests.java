package dev.serguard.codec.thrift;

import dev.serguard.Serguard;
import dev.serguard.SerializationResult;
import dev.serguard.check.Deflate;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.ModelProvider;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import dev.serguard.samples.thrift.EmployeeThrift;
import dev.serguard.samples.thrift.MediaThrift;
import org.apache.thrift.TBase;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.TFieldIdEnum;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.apache.thrift.transport.TTransportException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The Thrift codecs: the built-in recipes on the sample models, a team's own struct, and corrupted or hostile input. */
class ThriftCodecsTests {

    private static final List<String> FORMATS = List.of(ThriftCodecs.COMPACT, ThriftCodecs.BINARY);

    static Stream<Arguments> everyFormatModelAndSize() {
        return FORMATS.stream().flatMap(format -> BuiltInPayloads.models().stream()
                .flatMap(model -> model.payloads(Size.values()).stream().map(payload -> Arguments.of(format, payload))));
    }

    @ParameterizedTest(name = "{0} · {1}")
    @MethodSource("everyFormatModelAndSize")
    <T> void builtIn_everyModelAndSize_roundTrips(String format, Payload<T> payload) {
        Codec<T> codec = builtIn(format, payload.value());

        SerializationResult<T> result = Serguard.check(codec, payload);

        assertThat(result.failureMessage()).isEmpty();
        assertThat(result.serializedBytes()).isPresent();
    }

    /**
     * jvm-serializers publishes 240 B, 148 deflated for thrift-compact on media.1. By hand from the IDL:
     * images field 1 B + list header 1 B + two images of 64 B each (uri 2 + 36, title 2 + 15, width and
     * height 1 + 2 each, size 1 + 1, stop 1); media field 1 B + 108 B (uri 2 + 30, title 2 + 15, width
     * 1 + 2, height 1 + 2, format 2 + 10, duration 1 + 4, size 1 + 4, bitrate 1 + 3, person 1 + 1 + 11
     * + 11, player 1 + 1, stop 1); stop 1 B.
     */
    @Test
    void compact_media1_isThePublished240BytesAnd148Deflated() throws Exception {
        byte[] bytes = builtIn(ThriftCodecs.COMPACT, MediaContents.standard()).serialize(MediaContents.standard());

        System.out.println("thrift-compact media.1: " + bytes.length + " B, " + Deflate.deflatedSize(bytes) + " B +dfl");
        assertThat(bytes).hasSize(240);
        assertThat(Deflate.deflatedSize(bytes)).isEqualTo(148);
    }

    /**
     * jvm-serializers publishes 349 B, 197 deflated for thrift (the binary protocol) on media.1. It
     * spends 3 B on each field header (type, i16 id), 4 B on an i32, 8 B on an i64, 4 B on a string's
     * length and 5 B on a list header: images 3 + 5 + two images of 87 B, media 3 + 163 B, stop 1 B.
     */
    @Test
    void binary_media1_isThePublished349BytesAnd197Deflated() throws Exception {
        byte[] bytes = builtIn(ThriftCodecs.BINARY, MediaContents.standard()).serialize(MediaContents.standard());

        System.out.println("thrift-binary media.1: " + bytes.length + " B, " + Deflate.deflatedSize(bytes) + " B +dfl");
        assertThat(bytes).hasSize(349);
        assertThat(Deflate.deflatedSize(bytes)).isEqualTo(197);
    }

    @Test
    void compact_absentBitrate_staysAbsentAndTakesItsFourBytesLess() throws Exception {
        MediaContent content = MediaContents.standard();
        content.getMedia().clearBitrate();
        Codec<MediaContent> codec = builtIn(ThriftCodecs.COMPACT, content);

        byte[] bytes = codec.serialize(content);

        // field header 1 B, zigzag varint of 262 144 in 3 B
        assertThat(bytes).hasSize(240 - 4);
        assertThat(codec.deserialize(bytes).getMedia().hasBitrate()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"media.1", "media.2", "media.3", "media.4"})
    void builtIn_bundledMediaRecords_roundTripWithAbsentOptionalsKeptAbsent(String name) throws Exception {
        MediaContent content = MediaContents.read(name);
        for (String format : FORMATS) {
            Codec<MediaContent> codec = builtIn(format, content);
            assertThat(codec.deserialize(codec.serialize(content))).as(format).isEqualTo(content).isNotSameAs(content);
        }
    }

    @Test
    void builtIn_codecs_areThreadSafe() {
        for (String format : FORMATS) {
            Codec<MediaContent> codec = builtIn(format, MediaContents.standard());
            assertThat(codec.threadSafe()).isTrue();
            assertThat(codec).withThreads(4).isThreadSafe();
        }
    }

    /** What the thread-local workers prevent: one protocol and buffer shared by threads fails the same check. */
    @Test
    void aSharedProtocol_failsTheThreadSafetyCheck() throws Exception {
        Codec<MediaContent> builtIn = builtIn(ThriftCodecs.COMPACT, MediaContents.standard());
        TMemoryInputTransport input = new TMemoryInputTransport();
        TProtocol reader = ThriftCodec.Protocol.COMPACT.reader(input, ThriftCodecs.MAX_MESSAGE_BYTES);
        OutputBuffer output = new OutputBuffer(new TConfiguration());
        TProtocol writer = ThriftCodec.Protocol.COMPACT.writer(output);
        // The built-in's bytes read into a struct and written again, through one reader and one writer for all threads
        Codec<MediaContent> shared = Codec.of("thrift-shared", MediaContent.class, value -> {
            input.reset(builtIn.serialize(value));
            MediaThrift.MediaContent struct = new MediaThrift.MediaContent();
            struct.read(reader);
            output.reset();
            struct.write(writer);
            return output.toByteArray();
        }, builtIn::deserialize);

        assertThatThrownBy(() -> assertThat(shared).withThreads(4).isThreadSafe())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Thread-safety check failed for thrift-shared · SMALL (MediaContent)");
    }

    record Person(long id, String name) {
    }

    @Test
    void compact_aTeamsOwnStruct_roundTripsThroughTheFactory() throws Exception {
        // GIVEN a team's type over a Thrift struct, made with its no-arg constructor
        Codec<Person> codec = ThriftCodecs.compact(Person.class, EmployeeThrift.Employee.class,
                person -> {
                    EmployeeThrift.Employee struct = new EmployeeThrift.Employee().setId(person.id());
                    struct.name = person.name();
                    return struct;
                },
                struct -> new Person(struct.getId(), struct.name));

        // WHEN
        byte[] bytes = codec.serialize(new Person(7L, "Ada"));

        // THEN: id (header 1 B, zigzag varint 1 B), name (header 1 B, length 1 B, 3 B), timestamp 0 (2 B), stop
        assertThat(codec.name()).isEqualTo("thrift-compact");
        assertThat(HexFormat.of().formatHex(bytes)).isEqualTo("160e" + "1803416461" + "1600" + "00");
        assertThat(codec.deserialize(bytes)).isEqualTo(new Person(7L, "Ada"));
    }

    @Test
    void binary_aTeamsOwnStruct_namedAndFromASupplier_roundTrips() throws Exception {
        Codec<Person> codec = ThriftCodecs.binary("thrift-people", Person.class, EmployeeThrift.Employee::new,
                person -> new EmployeeThrift.Employee().setId(person.id()),
                struct -> new Person(struct.getId(), struct.name));

        byte[] bytes = codec.serialize(new Person(7L, null));

        // id: type 10, id 1, i64 7; timestamp: type 10, id 3, i64 0; stop. The unset name is not written.
        assertThat(codec.name()).isEqualTo("thrift-people");
        assertThat(HexFormat.of().formatHex(bytes)).isEqualTo("0a0001" + "0000000000000007" + "0a0003" + "0000000000000000" + "00");
        assertThat(codec.deserialize(bytes)).isEqualTo(new Person(7L, null));
    }

    @Test
    void compact_aStructWithoutNoArgConstructor_isRejectedSayingWhatToPass() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ThriftCodecs.compact(Person.class, NoDefaultConstructor.class, person -> null, struct -> null))
                .withMessage(NoDefaultConstructor.class.getName() + " has no public no-arg constructor to read into;"
                        + " pass a Supplier that makes an empty struct instead");
    }

    /** Not a usable struct: it only has to be a TBase without a public no-arg constructor. */
    abstract static class NoDefaultConstructor implements TBase<NoDefaultConstructor, TFieldIdEnum> {
        private static final long serialVersionUID = 1L;

        NoDefaultConstructor(long id) {
        }
    }

    @Test
    void compact_badName_isRejected() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> ThriftCodecs.compact("Thrift", Person.class, EmployeeThrift.Employee::new, person -> null, struct -> null))
                .withMessage("codec name must be lower-case letters, digits, '.', '_' or '-'"
                        + " (such as \"kryo\" or \"json-afterburner\"), but was \"Thrift\"");
    }

    @Test
    void builtIn_nullInARequiredField_failsWithThriftsMessage_andTheThreadsNextWriteIsRight() throws Exception {
        // GIVEN: the media struct's format is required; the images before it are written by then
        MediaContent broken = MediaContents.standard();
        broken.getMedia().setFormat(null);
        for (String format : FORMATS) {
            Codec<MediaContent> codec = builtIn(format, broken);

            assertThatExceptionOfType(TProtocolException.class).isThrownBy(() -> codec.serialize(broken))
                    .withMessageStartingWith("Required field 'format' was not present! Struct: Media(");
            // THEN the failure halfway through the struct leaves nothing behind: the next write is a fresh codec's
            assertThat(codec.serialize(MediaContents.standard())).as(format)
                    .isEqualTo(builtIn(format, broken).serialize(MediaContents.standard()));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {ThriftCodecs.COMPACT, ThriftCodecs.BINARY})
    void builtIn_truncatedInput_failsWithThriftsException(String format) throws Exception {
        Codec<MediaContent> codec = builtIn(format, MediaContents.standard());
        byte[] bytes = codec.serialize(MediaContents.standard());

        for (int length = 0; length < bytes.length; length++) {
            byte[] truncated = Arrays.copyOf(bytes, length);
            assertThatExceptionOfType(TException.class).as("%d of %d bytes", length, bytes.length)
                    .isThrownBy(() -> codec.deserialize(truncated));
        }
    }

    @Test
    void builtIn_otherFormatsBytes_failWithThriftsException() {
        byte[] json = "{\"media\":{\"uri\":\"http://javaone.com/keynote.mpg\"},\"images\":[]}".getBytes(StandardCharsets.UTF_8);
        for (String format : FORMATS) {
            Codec<MediaContent> codec = builtIn(format, MediaContents.standard());
            assertThatExceptionOfType(TException.class).as(format).isThrownBy(() -> codec.deserialize(json));
        }
    }

    /** A list count rewritten to 2^24: Thrift counts a struct as 0 bytes, so only the codec's container limit stops it. */
    @Test
    void compact_aListOfStructsClaimingMoreElementsThanBytes_failsBeforeAllocatingThem() throws Exception {
        Codec<MediaContent> codec = builtIn(ThriftCodecs.COMPACT, MediaContents.standard());
        byte[] bytes = codec.serialize(MediaContents.standard());
        // byte 0: field 1, list; byte 1: size 2, element type struct (0x2c). Size 15 means "a varint follows".
        assertThat(HexFormat.of().formatHex(bytes, 0, 2)).isEqualTo("192c");
        byte[] hostile = new byte[bytes.length + 4];
        hostile[0] = bytes[0];
        hostile[1] = (byte) 0xfc;
        System.arraycopy(new byte[] {(byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08}, 0, hostile, 2, 4);
        System.arraycopy(bytes, 2, hostile, 6, bytes.length - 2);

        assertThatExceptionOfType(TProtocolException.class).isThrownBy(() -> codec.deserialize(hostile))
                .withMessage("Length exceeded max allowed: 16777216");
    }

    /**
     * A string length rewritten to 2^24: under Thrift's 100 MiB maximum message size, so only the
     * transport's knowing the input's length stops it (Thrift's message names the maximum, not the length).
     */
    @Test
    void binary_aStringClaimingMoreBytesThanTheInputHolds_failsBeforeAllocatingThem() throws Exception {
        Codec<MediaContent> codec = builtIn(ThriftCodecs.BINARY, MediaContents.standard());
        byte[] bytes = codec.serialize(MediaContents.standard());
        // images field (3 B), list header (5 B), the first image's uri field header (3 B), then its length
        assertThat(HexFormat.of().formatHex(bytes, 8, 15)).isEqualTo("0b000100000024");
        byte[] hostile = bytes.clone();
        System.arraycopy(new byte[] {0x01, 0x00, 0x00, 0x00}, 0, hostile, 11, 4);

        assertThatExceptionOfType(TTransportException.class).isThrownBy(() -> codec.deserialize(hostile))
                .withMessage("Message size exceeds limit: " + ThriftCodecs.MAX_MESSAGE_BYTES);
    }

    @ParameterizedTest
    @ValueSource(strings = {ThriftCodecs.COMPACT, ThriftCodecs.BINARY})
    void builtIn_corruptedMedia1_passesTheRobustnessCheck(String format) {
        Codec<MediaContent> codec = builtIn(format, MediaContents.standard());

        assertThat(codec).isRobustAgainstCorruption(MediaContents.standard());
    }

    @Test
    void builtIn_anotherType_isSkippedSayingWhy() {
        var codecs = Codecs.everyFormat(Person.class, List.of(new Person(1L, "Ada")));

        assertThat(codecs.skipped()).filteredOn(skipped -> skipped.name().startsWith("thrift-")).extracting(Object::toString)
                .containsExactly("thrift-compact: no built-in thrift-compact mapping for " + Person.class.getName()
                                + " (serguard generates one for its sample models only); build one on your generated classes with ThriftCodecs.compact(...)",
                        "thrift-binary: no built-in thrift-binary mapping for " + Person.class.getName()
                                + " (serguard generates one for its sample models only); build one on your generated classes with ThriftCodecs.binary(...)");
    }

    /** The built-in codec, from the sample models' provider, as {@code Codecs.everyFormat} finds it. */
    @SuppressWarnings("unchecked") // the codec is looked up by the value's own class
    private static <T> Codec<T> builtIn(String format, T value) {
        return ModelProvider.installedGenerated(format, (Class<T>) value.getClass()).orElseThrow();
    }
}
