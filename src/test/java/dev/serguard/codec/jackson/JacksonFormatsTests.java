package dev.serguard.codec.jackson;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import dev.serguard.Serguard;
import dev.serguard.SerializationResult;
import dev.serguard.check.Deflate;
import dev.serguard.check.robust.Robustness;
import dev.serguard.check.robust.RobustnessReport;
import dev.serguard.check.robust.RobustnessSettings;
import dev.serguard.codec.Codec;
import dev.serguard.codec.SampleOrder;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.Image;
import dev.serguard.samples.media.Media;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Timeout;
import org.msgpack.core.MessagePack;
import org.msgpack.jackson.dataformat.MessagePackFactory;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Jackson 2 data formats beyond JSON and Smile: the built-ins {@code cbor}, {@code msgpack},
 * {@code yaml} and {@code xml}, a team's own mapper of each, and their {@code media.1} sizes beside
 * jvm-serializers' published table (docs/research/sizes-jackson-formats.md).
 */
class JacksonFormatsTests {

    private static final SampleOrder ORDER = SampleOrder.sample();

    private static <T> List<Codec<T>> builtIns(Class<T> type) {
        return List.of(JacksonCodecs.cbor(type), JacksonCodecs.msgpack(type), JacksonCodecs.yaml(type), JacksonCodecs.xml(type));
    }

    // -- the built-in recipes ---------------------------------------------------------------------------------------

    /** HUGE is left to BuiltInMatrixTests, which runs these codecs at every size through Codecs.everyFormat. */
    @TestFactory
    Stream<DynamicTest> builtIns_roundTripEveryBuiltInModel() {
        return BuiltInPayloads.models().stream().flatMap(JacksonFormatsTests::roundTrips);
    }

    private static <T> Stream<DynamicTest> roundTrips(BuiltInModel<T> model) {
        List<Payload<T>> payloads = model.payloads(Size.TINY, Size.SMALL, Size.MEDIUM, Size.LARGE);
        return builtIns(model.type()).stream().flatMap(codec -> payloads.stream().map(payload ->
                DynamicTest.dynamicTest(codec.name() + " · " + model.name() + " · " + payload.label(), () -> {
                    SerializationResult<T> result = Serguard.check(codec, payload);
                    assertThat(result.failureMessage()).isEmpty();
                    assertThat(result.serializedBytes()).isPresent();
                })));
    }

    @Test
    void builtIns_areNamedForTheirFormatAndWriteIt() throws Exception {
        MediaContent media = MediaContents.standard();
        List<Codec<MediaContent>> codecs = builtIns(MediaContent.class);

        assertThat(codecs).extracting(Codec::name).containsExactly("cbor", "msgpack", "yaml", "xml");
        assertThat(codecs).allMatch(Codec::threadSafe);
        // CBOR: a map of indefinite length (0xBF); MessagePack: a map of 2 entries (0x82); YAML: a document start; XML: the root element.
        assertThat(codecs.get(0).serialize(media)[0]).isEqualTo((byte) 0xBF);
        assertThat(codecs.get(1).serialize(media)[0]).isEqualTo((byte) 0x82);
        assertThat(new String(codecs.get(2).serialize(media), StandardCharsets.UTF_8)).startsWith("---\nmedia:\n  uri: \"http://javaone.com/keynote.mpg\"\n");
        assertThat(new String(codecs.get(3).serialize(media), StandardCharsets.UTF_8)).startsWith("<MediaContent><media><uri>http://javaone.com/keynote.mpg</uri>");
    }

    @Test
    void builtIns_onMediaContent_areThreadSafe() {
        for (Codec<MediaContent> codec : builtIns(MediaContent.class)) {
            assertThat(codec).withThreads(4).isThreadSafe();
        }
    }

    // -- a team's own configuration ---------------------------------------------------------------------------------

    @Test
    void ownMappers_roundTripATeamsTypeUnderTheirOwnNames() throws Exception {
        ObjectMapper arrays = new GuardedObjectMapper(new MessagePackFactory());
        JsonFormat.Value asArray = JsonFormat.Value.forShape(JsonFormat.Shape.ARRAY);
        arrays.configOverride(SampleOrder.class).setFormat(asArray);
        arrays.configOverride(SampleOrder.Customer.class).setFormat(asArray);
        arrays.configOverride(SampleOrder.Line.class).setFormat(asArray);
        arrays.configOverride(BigDecimal.class).setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.STRING));   // see msgpack_bigDecimal_…
        List<Codec<SampleOrder>> own = List.of(
                JacksonCodecs.cbor(new GuardedObjectMapper(new CBORFactory()), SampleOrder.class),
                JacksonCodecs.msgpack("msgpack-arrays", arrays, SampleOrder.class),
                JacksonCodecs.yaml("yaml-plain", new GuardedObjectMapper(YAMLFactory.builder()
                        .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER).enable(YAMLGenerator.Feature.MINIMIZE_QUOTES).build()), SampleOrder.class),
                JacksonCodecs.xml("xml-prod", XmlMapper.builder().enable(ToXmlGenerator.Feature.WRITE_NULLS_AS_XSI_NIL).build(), SampleOrder.class));

        for (Codec<SampleOrder> codec : own) {
            assertThat(codec.deserialize(codec.serialize(ORDER))).as(codec.name()).isEqualTo(ORDER);
        }
        assertThat(own).extracting(Codec::name).containsExactly("cbor", "msgpack-arrays", "yaml-plain", "xml-prod");
        // Without property names the team's MessagePack is smaller than the built-in one, which writes them.
        assertThat(own.get(1).serialize(ORDER).length).isLessThan(JacksonCodecs.msgpack(SampleOrder.class).serialize(ORDER).length);
        assertThat(new String(own.get(2).serialize(ORDER), StandardCharsets.UTF_8)).startsWith("id: 4711\nstatus: PAID\n");
        assertThat(new String(own.get(3).serialize(ORDER), StandardCharsets.UTF_8)).startsWith("<SampleOrder><id>4711</id>");
    }

    @Test
    void msgpack_bigDecimal_losesItsScale_whichTheRoundTripCheckReports_andAStringShapeKeepsIt() {
        Payload<SampleOrder> order = Payload.named("SampleOrder", "sample", SampleOrder::sample);

        // MessagePack has no decimal type: 19.90 is written as the double 19.9.
        SerializationResult<SampleOrder> builtIn = Serguard.check(JacksonCodecs.msgpack(SampleOrder.class), order);
        ObjectMapper decimalsAsStrings = new GuardedObjectMapper(new MessagePackFactory());
        decimalsAsStrings.configOverride(BigDecimal.class).setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.STRING));
        SerializationResult<SampleOrder> own = Serguard.check(JacksonCodecs.msgpack("msgpack-decimals", decimalsAsStrings, SampleOrder.class), order);

        assertThat(builtIn.failureMessage()).hasValue("Round trip failed for msgpack · sample (SampleOrder)\n"
                + "  SampleOrder.lines[0].unitPrice: expected 19.90 (scale 2) but was 19.9 (scale 1)");
        assertThat(own.failureMessage()).isEmpty();
    }

    @Test
    void ownMapper_ofAnotherFormat_isRefusedWithTheFix() {
        ObjectMapper json = new ObjectMapper();

        assertThatIllegalArgumentException().isThrownBy(() -> JacksonCodecs.cbor(json, SampleOrder.class)).withMessage("JacksonCodecs.cbor needs a"
                + " mapper whose factory writes CBOR (new ObjectMapper(new CBORFactory())), but this one writes JSON: use JacksonCodecs.json for it,"
                + " or give it a CBORFactory");
        assertThatIllegalArgumentException().isThrownBy(() -> JacksonCodecs.msgpack("msgpack-mine", new ObjectMapper(new CBORFactory()),
                SampleOrder.class)).withMessage("JacksonCodecs.msgpack needs a mapper whose factory writes msgpack (new ObjectMapper(new"
                + " MessagePackFactory())), but this one writes CBOR: use JacksonCodecs.json for it, or give it a MessagePackFactory");
        assertThatIllegalArgumentException().isThrownBy(() -> JacksonCodecs.yaml(json, SampleOrder.class)).withMessage("JacksonCodecs.yaml needs a"
                + " mapper whose factory writes YAML (new ObjectMapper(new YAMLFactory())), but this one writes JSON: use JacksonCodecs.json for it,"
                + " or give it a YAMLFactory");
        assertThatIllegalArgumentException().isThrownBy(() -> JacksonCodecs.xml(json, SampleOrder.class)).withMessage("JacksonCodecs.xml needs a"
                + " mapper whose factory writes XML (new XmlMapper()), but this one writes JSON: use JacksonCodecs.json for it, or build an XmlMapper");
    }

    /** As jackson-dataformat-msgpack 0.9.10 does on jackson-core 2.15 (GeneratorBase's constructor changed in 2.16). */
    @Test
    void msgpack_overAJacksonCoreTooOldForIt_isRefusedWhenMadeNamingBothVersions() {
        MessagePackFactory tooNew = new MessagePackFactory() {
            @Override
            public JsonGenerator createGenerator(OutputStream out, JsonEncoding encoding) {
                throw new NoSuchMethodError("'void com.fasterxml.jackson.core.base.GeneratorBase.<init>(int, ObjectCodec, IOContext, JsonWriteContext)'");
            }
        };

        assertThatIllegalStateException().isThrownBy(() -> JacksonCodecs.msgpack(new ObjectMapper(tooNew), SampleOrder.class))
                .withMessage("jackson-dataformat-msgpack 0.9.10 does not run on jackson-core " + com.fasterxml.jackson.core.json.PackageVersion.VERSION
                        + " (java.lang.NoSuchMethodError: 'void com.fasterxml.jackson.core.base.GeneratorBase.<init>(int, ObjectCodec, IOContext,"
                        + " JsonWriteContext)'): use the Jackson it was built for or newer (jackson-dataformat-msgpack 0.9.10 needs 2.18)");
    }

    @Test
    void xml_plainObjectMapperOverAnXmlFactory_isRefusedForWantOfXmlMappersSerializers() {
        assertThatIllegalArgumentException().isThrownBy(() -> JacksonCodecs.xml(new ObjectMapper(new XmlFactory()), SampleOrder.class))
                .withMessage("JacksonCodecs.xml needs an XmlMapper (new XmlMapper()), but this one is a com.fasterxml.jackson.databind.ObjectMapper"
                        + " over an XmlFactory, without Jackson XML's own serializers: build an XmlMapper instead");
    }

    // -- what XML can and cannot carry ------------------------------------------------------------------------------

    /** A team's type with the cases XML makes hard: an empty list, a null string, lists nested through a class, a null list. */
    public static final class Shelf {
        public List<String> empty = new ArrayList<>();
        public String note;
        public List<Row> rows;
        public List<String> tags = new ArrayList<>(List.of("new"));

        @Override
        public boolean equals(Object o) {
            return o instanceof Shelf s && Objects.equals(empty, s.empty) && Objects.equals(note, s.note) && Objects.equals(rows, s.rows)
                    && Objects.equals(tags, s.tags);
        }

        @Override
        public int hashCode() {
            return Objects.hash(empty, note, rows, tags);
        }
    }

    public record Row(List<String> cells) {
    }

    /** A list of lists, with no class between them. */
    public record Grid(List<List<String>> rows) {
    }

    @Test
    void xml_emptyListsNullStringsAndListsNestedThroughAClass_roundTrip() {
        Shelf shelf = new Shelf();
        shelf.rows = new ArrayList<>(List.of(new Row(List.of("a", "b")), new Row(List.of())));

        SerializationResult<Shelf> result = Serguard.check(JacksonCodecs.xml(Shelf.class), Payload.named("Shelf", "lists", shelf));

        assertThat(result.failureMessage()).isEmpty();
    }

    @Test
    void xml_nullList_isLeftOutAndReadsBackAsTheConstructorsValue_whichTheRoundTripCheckReports() throws Exception {
        Shelf shelf = new Shelf();
        shelf.tags = null;
        Codec<Shelf> xml = JacksonCodecs.xml(Shelf.class);

        assertThat(new String(xml.serialize(shelf), StandardCharsets.UTF_8)).doesNotContain("tags");
        assertThat(Serguard.check(xml, Payload.named("Shelf", "null tags", shelf)).failureMessage()).hasValue(
                "Round trip failed for xml · null tags (Shelf)\n  Shelf.tags: expected null but was ArrayList of 1");
    }

    @Test
    void xml_listOfLists_isWrittenFlat_andTheRoundTripCheckReportsIt() throws Exception {
        Grid grid = new Grid(List.of(List.of("a", "b"), List.of("c")));
        Codec<Grid> xml = JacksonCodecs.xml(Grid.class);

        assertThat(new String(xml.serialize(grid), StandardCharsets.UTF_8)).isEqualTo("<Grid><rows><rows>a</rows><rows>b</rows><rows>c</rows></rows></Grid>");
        assertThat(Serguard.check(xml, Payload.named("Grid", "two rows", grid)).failureMessage()).hasValueSatisfying(message -> assertThat(message)
                .startsWith("Codec threw for xml · two rows (Grid)\n  deserialize threw com.fasterxml.jackson.databind.exc.MismatchedInputException:"));
    }

    // -- hostile input ----------------------------------------------------------------------------------------------

    @Test
    @Timeout(60)
    void builtIns_onAnotherFormatsOrTruncatedBytes_failCleanlyAndPassTheRobustnessCheck() throws Exception {
        MediaContent media = MediaContents.standard();
        byte[] json = JacksonCodecs.json(MediaContent.class).serialize(media);
        byte[] smile = JacksonCodecs.smile(MediaContent.class).serialize(media);
        for (Codec<MediaContent> codec : builtIns(MediaContent.class)) {
            byte[] own = codec.serialize(media);
            byte[] other = codec.name().equals("yaml") ? smile : json;   // JSON is YAML: a YAML reader reads it, rightly
            assertThatThrownBy(() -> codec.deserialize(other)).as(codec.name()).isInstanceOf(Exception.class);
            assertThatThrownBy(() -> codec.deserialize(Arrays.copyOf(own, own.length / 2))).as(codec.name()).isInstanceOf(Exception.class);

            RobustnessReport report = Robustness.check(codec, Payload.named("MediaContent", "media.1", MediaContents::standard),
                    RobustnessSettings.defaults());
            assertThat(report.failureMessage()).as(codec.name()).isEmpty();
            assertThat(report.rejected()).as(codec.name()).isGreaterThan(report.tried() / 2);
        }
    }

    /** Jackson XML turns DTD support off: an entity, external (a file) or nested (billion laughs), is not expanded but refused. */
    @Test
    @Timeout(10)
    void xml_documentTypeWithEntities_isRefused() {
        Codec<Employee> xml = JacksonCodecs.xml(Employee.class);
        String external = "<?xml version=\"1.0\"?><!DOCTYPE Employee [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>"
                + "<Employee><id>1</id><name>&x;</name><timestamp>2</timestamp><departments/></Employee>";
        String laughs = "<?xml version=\"1.0\"?><!DOCTYPE Employee [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
                + "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]><Employee><id>1</id><name>&c;</name><timestamp>2</timestamp><departments/></Employee>";

        assertThatThrownBy(() -> xml.deserialize(external.getBytes(StandardCharsets.UTF_8))).isInstanceOf(JsonParseException.class)
                .hasMessageStartingWith("Undeclared general entity \"x\"");
        assertThatThrownBy(() -> xml.deserialize(laughs.getBytes(StandardCharsets.UTF_8))).isInstanceOf(JsonParseException.class)
                .hasMessageStartingWith("Undeclared general entity \"c\"");
    }

    // -- media.1 beside jvm-serializers' published table ------------------------------------------------------------

    private static SerializationResult<MediaContent> media1(Codec<MediaContent> codec) {
        return Serguard.check(codec, Payload.named("MediaContent", "media.1", MediaContents::standard));
    }

    @Test
    void cbor_media1_is395And244_thePublished397And246LessTheTwoIndefiniteLengthArrayEnds() throws Exception {
        Codec<MediaContent> cbor = JacksonCodecs.cbor(MediaContent.class);
        SerializationResult<MediaContent> result = media1(cbor);

        assertThat(result.serializedBytes()).hasValue(395);
        assertThat(result.deflatedBytes()).hasValue(244);

        // The same events written through Jackson's generic copy, which starts every array without
        // its size, as jackson-dataformat-cbor 2.4 did for lists: 0x9F … 0xFF instead of 0x82.
        byte[] definite = cbor.serialize(MediaContents.standard());
        ByteArrayOutputStream indefinite = new ByteArrayOutputStream();
        CBORFactory factory = new CBORFactory();
        try (JsonParser parser = factory.createParser(definite); JsonGenerator generator = factory.createGenerator(indefinite)) {
            parser.nextToken();
            generator.copyCurrentStructure(parser);
        }
        byte[] published = indefinite.toByteArray();
        assertThat(published).hasSize(397);
        assertThat(Deflate.deflatedSize(published)).isEqualTo(246);
        assertThat(cbor.deserialize(published)).isEqualTo(MediaContents.standard());
    }

    /** jvm-serializers' msgpack-databind wrote Media with its {@code hasBitrate} flag between bitrate and persons. */
    @JsonPropertyOrder({"uri", "title", "width", "height", "format", "duration", "size", "bitrate", "hasBitrate", "persons", "player", "copyright"})
    abstract static class MsgpackDatabindMedia {
        @JsonProperty
        boolean hasBitrate;
    }

    @Test
    void msgpack_media1_is390And254_andALayoutLikeMsgpackDatabindsWritesThePublished233And146() throws Exception {
        SerializationResult<MediaContent> builtIn = media1(JacksonCodecs.msgpack(MediaContent.class));
        assertThat(builtIn.serializedBytes()).hasValue(390);
        assertThat(builtIn.deflatedBytes()).hasValue(254);

        // msgpack-databind was msgpack-java 0.6's own object templates, not Jackson: each object a
        // positional array, enums as ordinals, and the spec of its day (no str8: a 36-byte string
        // takes a 3-byte raw16 header). A team's Jackson mapper can lay media.1 out the same way.
        ObjectMapper layout = new GuardedObjectMapper(new MessagePackFactory(new MessagePack.PackerConfig().withStr8FormatSupport(false)));
        JsonFormat.Value asArray = JsonFormat.Value.forShape(JsonFormat.Shape.ARRAY);
        for (Class<?> type : List.of(MediaContent.class, Media.class, Image.class)) {
            layout.configOverride(type).setFormat(asArray);
        }
        layout.enable(SerializationFeature.WRITE_ENUMS_USING_INDEX).addMixIn(Media.class, MsgpackDatabindMedia.class);
        Codec<MediaContent> msgpackDatabind = JacksonCodecs.msgpack("msgpack-databind", layout, MediaContent.class);
        SerializationResult<MediaContent> databind = media1(msgpackDatabind);

        // An array of 2, Media as an array of 12 (hasBitrate included), its 30-byte URI.
        assertThat(Arrays.copyOf(msgpackDatabind.serialize(MediaContents.standard()), 3)).containsExactly(0x92, 0x9C, 0xBE);
        assertThat(databind.failureMessage()).isEmpty();
        assertThat(databind.serializedBytes()).hasValue(233);
        assertThat(databind.deflatedBytes()).hasValue(146);
    }

    @Test
    void yaml_media1_isThePublished505And260() {
        SerializationResult<MediaContent> result = media1(JacksonCodecs.yaml(MediaContent.class));

        assertThat(result.serializedBytes()).hasValue(505);
        assertThat(result.deflatedBytes()).hasValue(260);
    }

    @Test
    void xml_media1_is752And339_whereAPlainXmlMapperWritesThePublished683And286_butReadsTheNullCopyrightBackAsEmpty() throws Exception {
        SerializationResult<MediaContent> builtIn = media1(JacksonCodecs.xml(MediaContent.class));
        assertThat(builtIn.serializedBytes()).hasValue(752);
        assertThat(builtIn.deflatedBytes()).hasValue(339);

        Codec<MediaContent> plain = JacksonCodecs.xml("xml-plain", new XmlMapper(), MediaContent.class);
        SerializationResult<MediaContent> published = media1(plain);
        assertThat(published.serializedBytes()).hasValue(683);
        assertThat(published.deflatedBytes()).hasValue(286);
        assertThat(published.failureMessage()).hasValue("Round trip failed for xml-plain · media.1 (MediaContent)\n"
                + "  MediaContent.media.copyright: expected null but was \"\"");

        // The 69 bytes between the two: the null copyright, with the xsi namespace declared on it.
        String nil = "<copyright xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>";
        assertThat(new String(JacksonCodecs.xml(MediaContent.class).serialize(MediaContents.standard()), StandardCharsets.UTF_8)).contains(nil)
                .isEqualTo(new String(plain.serialize(MediaContents.standard()), StandardCharsets.UTF_8).replace("<copyright/>", nil));
        assertThat(nil.length() - "<copyright/>".length()).isEqualTo(752 - 683);
    }
}
