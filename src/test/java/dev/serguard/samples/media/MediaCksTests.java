package dev.serguard.samples.media;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.serguard.payload.PlainJson;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bundled {@code media.N.json} files against the jvm-serializers originals they were
 * converted from ({@code .cks}, kept as test resources), read by the original format's parser,
 * which lives here in the tests only: the conversion is checked, not trusted.
 */
class MediaCksTests {

    @ParameterizedTest
    @ValueSource(strings = {"media.1", "media.2", "media.3", "media.4"})
    void bundledJson_holdsExactlyWhatTheCksOriginalHolds(String name) throws IOException {
        // GIVEN
        MediaContent original = MediaCks.read(name + ".cks", cks(name));

        // WHEN
        MediaContent converted = MediaContents.read(name);

        // THEN: equal field by field (bitrate presence included), and written alike by plain Jackson
        assertThat(converted).isEqualTo(original);
        assertThat(converted.getMedia().hasBitrate()).isEqualTo(original.getMedia().hasBitrate());
        assertThat(PlainJson.write(converted)).isEqualTo(PlainJson.write(original));
    }

    @Test
    void cksOriginals_differFromEachOther() throws IOException {
        // Guards the test above: were the parser to read every file alike, it would prove nothing.
        assertThat(MediaCks.read("media.1.cks", cks("media.1"))).isNotEqualTo(MediaCks.read("media.2.cks", cks("media.2")))
                .isNotEqualTo(MediaCks.read("media.3.cks", cks("media.3")));
        assertThat(MediaCks.read("media.3.cks", cks("media.3"))).isNotEqualTo(MediaCks.read("media.4.cks", cks("media.4")));
    }

    private static String cks(String name) throws IOException {
        try (InputStream in = MediaCksTests.class.getResourceAsStream(name + ".cks")) {
            assertThat(in).as("test resource %s.cks", name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void parse_commentsAndCaseInsensitiveNames_areRead() {
        // GIVEN
        String cks = """
                // comment
                { media = { URI = "a b/cé" title = None, width = -1; height = 2 format = "f"
                    duration = 3 size = 4 bitrate = Set: 5 persons = ["x", "y",] player = flash copyright = Set: "c" }
                  images = [ { uri = "i" title = Set: "t" width = 6 height = 7 size = small } ] }
                """;

        // WHEN
        MediaContent content = MediaCks.read("inline", cks);

        // THEN
        Media media = content.getMedia();
        assertThat(media.getUri()).isEqualTo("a b/cé");
        assertThat(media.getTitle()).isNull();
        assertThat(media.getWidth()).isEqualTo(-1);
        assertThat(media.getBitrate()).isEqualTo(5);
        assertThat(media.getPersons()).containsExactly("x", "y");
        assertThat(media.getPlayer()).isEqualTo(Media.Player.FLASH);
        assertThat(content.getImages()).containsExactly(new Image("i", "t", 6, 7, Image.Size.SMALL));
    }

    @Test
    void parse_missingEquals_failsWithLineAndColumn() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaCks.read("bad.cks", "{\n  Media \"x\" }"))
                .withMessage("bad.cks:2:9: expected '=' after field name Media");
    }

    @Test
    void parse_unterminatedString_failsWithLineAndColumn() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaCks.read("bad.cks", "{ Media = \"x }"))
                .withMessage("bad.cks:1:11: unterminated string");
    }

    @Test
    void parse_unknownEnumConstant_failsListingTheConstants() {
        String cks = """
                { Media = { Uri = "u" Title = None Width = 1 Height = 2 Format = "f" Duration = 3 Size = 4
                  Bitrate = None Persons = [] Player = Quicktime Copyright = None } Images = [] }
                """;
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaCks.read("bad.cks", cks))
                .withMessage("bad.cks: player must be one of [JAVA, FLASH] but was \"QUICKTIME\"");
    }

    @Test
    void parse_unknownField_fails() {
        String cks = """
                { Media = { Uri = "u" Title = None Width = 1 Height = 2 Format = "f" Duration = 3 Size = 4
                  Bitrate = None Persons = [] Player = Java Copyright = None Colour = 1 } Images = [] }
                """;
        assertThatIllegalArgumentException()
                .isThrownBy(() -> MediaCks.read("bad.cks", cks))
                .withMessage("bad.cks: media has unknown field(s) [colour]");
    }
}
