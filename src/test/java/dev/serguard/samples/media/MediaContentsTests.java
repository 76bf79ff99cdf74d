package dev.serguard.samples.media;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.serguard.payload.PlainJson;
import dev.serguard.payload.Size;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class MediaContentsTests {

    @Test
    void standard_writesTheBenchmarksJsonByteForByte() {
        // WHEN
        byte[] json = PlainJson.write(MediaContents.standard());

        // THEN: jvm-serializers' published numbers for jackson: 485 bytes, 261 deflated
        assertThat(new String(json, StandardCharsets.UTF_8)).isEqualTo("{\"media\":{"
                + "\"uri\":\"http://javaone.com/keynote.mpg\",\"title\":\"Javaone Keynote\",\"width\":640,\"height\":480,"
                + "\"format\":\"video/mpg4\",\"duration\":18000000,\"size\":58982400,\"bitrate\":262144,"
                + "\"persons\":[\"Bill Gates\",\"Steve Jobs\"],\"player\":\"JAVA\",\"copyright\":null},"
                + "\"images\":[{\"uri\":\"http://javaone.com/keynote_large.jpg\",\"title\":\"Javaone Keynote\","
                + "\"width\":1024,\"height\":768,\"size\":\"LARGE\"},"
                + "{\"uri\":\"http://javaone.com/keynote_small.jpg\",\"title\":\"Javaone Keynote\","
                + "\"width\":320,\"height\":240,\"size\":\"SMALL\"}]}");
        assertThat(json).hasSize(485);
        assertThat(PlainJson.deflatedLength(json)).isEqualTo(261);
    }

    @Test
    void standard_holdsMedia1() {
        // WHEN
        MediaContent standard = MediaContents.standard();

        // THEN
        Media media = standard.getMedia();
        assertThat(media.getTitle()).isEqualTo("Javaone Keynote");
        assertThat(media.hasBitrate()).isTrue();
        assertThat(media.getBitrate()).isEqualTo(262_144);
        assertThat(media.getPersons()).containsExactly("Bill Gates", "Steve Jobs");
        assertThat(media.getPlayer()).isEqualTo(Media.Player.JAVA);
        assertThat(media.getCopyright()).isNull();
        assertThat(standard.getImages()).extracting(Image::getSize).containsExactly(Image.Size.LARGE, Image.Size.SMALL);
        assertThat(standard).isEqualTo(MediaContents.read("media.1.json")).isNotSameAs(MediaContents.standard());
    }

    @Test
    void media2_readsNonesAsAbsent() {
        // WHEN
        MediaContent content = MediaContents.read("media.2");

        // THEN
        Media media = content.getMedia();
        assertThat(media.getTitle()).isNull();
        assertThat(media.hasBitrate()).isFalse();
        assertThat(media.getCopyright()).isEqualTo("2009, Scooby Doo");
        assertThat(media.getPersons()).containsExactly("Bill Gates, Jr.", "Steven Jobs");
        assertThat(media.getPlayer()).isEqualTo(Media.Player.FLASH);
        assertThat(content.getImages()).extracting(Image::getTitle).containsExactly("Javaone Keynote", null, null);
    }

    @Test
    void media3And4_readLongAndShortStrings() {
        // WHEN
        MediaContent longStrings = MediaContents.read("media.3");
        MediaContent shortStrings = MediaContents.read("media.4");

        // THEN
        assertThat(longStrings.getMedia().getUri()).startsWith("http://javaone.com/keynote.mpglkaj").hasSizeGreaterThan(150);
        assertThat(shortStrings.getMedia().getUri()).isEqualTo("g");
        assertThat(shortStrings.getImages()).extracting(Image::getUri).containsExactly("h", "h");
    }

    @ParameterizedTest
    @ValueSource(strings = {"media.1", "media.2", "media.3", "media.4"})
    void bundledRecord_roundTripsThroughPlainJackson(String name) {
        // GIVEN
        MediaContent content = MediaContents.read(name);

        // WHEN
        byte[] json = PlainJson.write(content);
        MediaContent back = PlainJson.read(json, MediaContent.class);

        // THEN: media.2 has no bitrate, which plain JSON cannot express; everything else survives
        assertThat(MediaJson.length(content)).isEqualTo(json.length);
        if (content.getMedia().hasBitrate()) {
            assertThat(back).isEqualTo(content);
        } else {
            assertThat(back.getMedia().hasBitrate()).isTrue();
            back.getMedia().clearBitrate();
            assertThat(back).isEqualTo(content);
        }
    }

    @Test
    void read_unknownName_failsNamingTheBundledOnes() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaContents.read("media.9"))
                .withMessage("no MediaContent resource \"media.9\"; the bundled ones are media.1, media.2, media.3 and media.4");
    }

    @Test
    void parse_nullBitrate_readsAsAbsent() {
        // WHEN
        MediaContent content = MediaContents.parse("inline.json", json("\"bitrate\": null", "\"player\": \"FLASH\""));

        // THEN
        assertThat(content.getMedia().hasBitrate()).isFalse();
        assertThat(content.getMedia().getTitle()).isNull();
        assertThat(content.getMedia().getPlayer()).isEqualTo(Media.Player.FLASH);
        assertThat(content.getImages()).containsExactly(new Image("i", null, 6, 7, Image.Size.SMALL));
    }

    @Test
    void parse_missingField_failsNamingIt() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaContents.parse("bad.json", json("\"bitrate\": 5", "\"player\": \"JAVA\"")
                        .replace(", \"copyright\": null", "")))
                .withMessage("bad.json: media lacks field copyright");
    }

    @Test
    void parse_unknownField_failsNamingIt() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaContents.parse("bad.json", json("\"bitrate\": 5, \"colour\": 1", "\"player\": \"JAVA\"")))
                .withMessage("bad.json: media has unknown field(s) [colour]");
    }

    @Test
    void parse_enumConstantNotSpelledAsInJava_failsListingTheConstants() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaContents.parse("bad.json", json("\"bitrate\": 5", "\"player\": \"Java\"")))
                .withMessage("bad.json: player must be one of [JAVA, FLASH] but was \"Java\"");
    }

    @Test
    void parse_numberAsString_fails() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaContents.parse("bad.json", json("\"bitrate\": \"5\"", "\"player\": \"JAVA\"")))
                .withMessage("bad.json: bitrate must be a whole number but was \"5\"");
    }

    @Test
    void parse_withoutSource_fails() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaContents.parse("bad.json", json("\"bitrate\": 5", "\"player\": \"JAVA\"")
                        .replace("\"source\": \"test\", ", "")))
                .withMessage("bad.json: the file lacks field source");
    }

    @Test
    void parse_notJson_failsNamingTheSource() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaContents.parse("bad.json", "{\"source\": \"test\",}"))
                .withMessageStartingWith("bad.json: ");
    }

    /** A one-image record in the bundled files' format, with the given bitrate and player members. */
    private static String json(String bitrate, String player) {
        return "{\"source\": \"test\", \"media\": {\"uri\": \"u\", \"title\": null, \"width\": 1, \"height\": 2, \"format\": \"f\","
                + " \"duration\": 3, \"size\": 4, " + bitrate + ", \"persons\": [], " + player + ", \"copyright\": null},"
                + " \"images\": [{\"uri\": \"i\", \"title\": null, \"width\": 6, \"height\": 7, \"size\": \"SMALL\"}]}";
    }

    @ParameterizedTest
    @EnumSource(Size.class)
    void factory_landsWithinTwiceTheNominalJsonSize(Size size) {
        // WHEN
        MediaContent content = MediaContents.factory().create(size, new Random(42));
        byte[] json = PlainJson.write(content);

        // THEN
        assertThat(json.length).isBetween(size.nominalJsonBytes() / 2, size.nominalJsonBytes() * 2);
        assertThat(MediaJson.length(content)).as("the factory's own estimate").isEqualTo(json.length);
        assertThat(content.getMedia().getUri()).isNotEmpty();
        assertThat(content.getImages()).isNotNull();
    }

    @ParameterizedTest
    @EnumSource(Size.class)
    void factory_sameSeed_givesEqualValuesThatRoundTripThroughJson(Size size) {
        // WHEN
        MediaContent first = MediaContents.factory().create(size, new Random(7));
        MediaContent second = MediaContents.factory().create(size, new Random(7));

        // THEN
        assertThat(first).isEqualTo(second);
        assertThat(PlainJson.read(PlainJson.write(first), MediaContent.class)).isEqualTo(first);
    }

    @Test
    void factory_large_mixesNonAsciiTextAndAbsentTitles() {
        // WHEN
        MediaContent content = MediaContents.factory().create(Size.LARGE, new Random(42));

        // THEN
        List<String> titles = content.getImages().stream().map(Image::getTitle).toList();
        assertThat(titles).containsNull();
        assertThat(titles).anyMatch(title -> title != null && title.chars().anyMatch(c -> c > 127));
        assertThat(content.getMedia().getPersons()).hasSizeGreaterThan(100);
    }
}
