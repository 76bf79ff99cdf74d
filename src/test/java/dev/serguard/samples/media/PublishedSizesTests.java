package dev.serguard.samples.media;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.check.Deflate;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every codec serguard knows, on jvm-serializers' {@code media.1} record: its size and deflated
 * size, beside the row of the published table that measured the same library. Where the two
 * differ, docs/guide/formats.md#published-sizes says why (byte by byte in docs/research/sizes-*.md).
 */
class PublishedSizesTests {

    /** A size and its deflated size. */
    record Sizes(int bytes, int deflated) {
    }

    /** A codec's figures today, and the published row of the same library, if the table has one. */
    record Row(Sizes today, Optional<String> published, Optional<Sizes> publishedSizes) {

        static Row same(int bytes, int deflated, String published) {
            return new Row(new Sizes(bytes, deflated), Optional.of(published), Optional.of(new Sizes(bytes, deflated)));
        }

        static Row differs(int bytes, int deflated, String published, int publishedBytes, int publishedDeflated) {
            return new Row(new Sizes(bytes, deflated), Optional.of(published), Optional.of(new Sizes(publishedBytes, publishedDeflated)));
        }

        static Row unpublished(int bytes, int deflated) {
            return new Row(new Sizes(bytes, deflated), Optional.empty(), Optional.empty());
        }
    }

    static final Map<String, Row> MEDIA_1 = new LinkedHashMap<>();

    static {
        MEDIA_1.put("json", Row.same(485, 261, "json/jackson/databind"));
        MEDIA_1.put("json-afterburner", Row.same(485, 261, "json/jackson+afterburner/databind"));
        MEDIA_1.put("json-blackbird", Row.unpublished(485, 261));
        MEDIA_1.put("smile", Row.differs(352, 252, "smile/jackson/databind", 338, 241));
        MEDIA_1.put("smile-blackbird", Row.same(352, 252, "smile/jackson+afterburner/databind"));
        MEDIA_1.put("json3", Row.unpublished(485, 263));
        MEDIA_1.put("smile3", Row.unpublished(352, 255));
        MEDIA_1.put("kryo", Row.differs(214, 136, "kryo-flat-pre", 212, 132));
        MEDIA_1.put("kryo-unregistered", Row.unpublished(301, 197));
        MEDIA_1.put("protobuf", Row.same(239, 149, "protobuf"));
        MEDIA_1.put("java", Row.differs(1017, 510, "java-built-in", 889, 514));
        MEDIA_1.put("cbor", Row.differs(395, 244, "cbor/jackson/databind", 397, 246));
        MEDIA_1.put("msgpack", Row.differs(390, 254, "msgpack/databind", 233, 146));
        MEDIA_1.put("yaml", Row.same(505, 260, "yaml/jackson/databind"));
        MEDIA_1.put("xml", Row.differs(752, 339, "xml/jackson/databind", 683, 286));
        MEDIA_1.put("avro-specific", Row.same(221, 133, "avro-specific"));
        MEDIA_1.put("avro-generic", Row.same(221, 133, "avro-generic"));
        MEDIA_1.put("avro-reflect", Row.unpublished(231, 144));
        MEDIA_1.put("thrift-compact", Row.same(240, 148, "thrift-compact"));
        MEDIA_1.put("thrift-binary", Row.same(349, 197, "thrift"));
        MEDIA_1.put("protostuff", Row.same(241, 151, "protostuff-runtime"));
        MEDIA_1.put("gson", Row.differs(486, 260, "json/gson/databind", 486, 259));
        MEDIA_1.put("bson", Row.same(495, 278, "bson/mongodb/manual"));
        MEDIA_1.put("hessian", Row.differs(581, 322, "hessian", 501, 313));
        MEDIA_1.put("fory", Row.unpublished(238, 150));
        MEDIA_1.put("fory-compatible", Row.unpublished(403, 300));
    }

    @Test
    void everyCodec_writesMedia1InTheSizesOfTheTable_andTheSameOnesAsThePublishedRowWhereItSaysSame() throws Exception {
        MediaContent media1 = MediaContents.standard();
        CodecSet<MediaContent> codecs = Codecs.everyFormat(MediaContent.class, List.of(media1));
        assertThat(codecs.skipped()).isEmpty();

        Map<String, Sizes> measured = new LinkedHashMap<>();
        for (Codec<MediaContent> codec : codecs.available()) {
            byte[] bytes = codec.serialize(MediaContents.standard());
            measured.put(codec.name(), new Sizes(bytes.length, Deflate.deflatedSize(bytes)));
        }

        Map<String, Sizes> expected = new LinkedHashMap<>();
        MEDIA_1.forEach((codec, row) -> expected.put(codec, row.today()));
        assertThat(measured).containsExactlyEntriesOf(expected);
    }
}
