package dev.serguard.check;

import dev.serguard.payload.PlainJson;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.Image;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The comparator on the built-in LARGE payload, the way the round-trip and thread-safety checks use it. */
class DeepEqualityMediaContentTests {

    private static MediaContent large() {
        return MediaContents.factory().create(Size.LARGE, new Random(42));
    }

    @Test
    void largeMediaContent_comparedWithACopyManyTimes_isEqualWithoutNotes() {
        MediaContent written = large();
        MediaContent copy = large();
        MediaContent throughJson = PlainJson.read(PlainJson.write(written), MediaContent.class);

        for (int i = 0; i < 200; i++) {
            assertThat(DeepEquality.firstDifference(written, copy)).isEmpty();
        }
        Comparison comparison = DeepEquality.compare(written, throughJson);
        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).isEmpty();
    }

    @Test
    void largeMediaContent_oneChangedTitle_isNamed() {
        MediaContent read = large();
        List<Image> images = read.getImages();
        Image last = images.get(images.size() - 1);
        String before = last.getTitle();
        last.setTitle("changed");

        assertThat(DeepEquality.firstDifference(large(), read)).get().hasToString("MediaContent.images[" + (images.size() - 1)
                + "].title: expected " + Describe.value(before) + " but was \"changed\"");
    }

    @Test
    void largeMediaContent_oneLostPerson_isNamed() {
        MediaContent read = large();
        List<String> persons = read.getMedia().getPersons();
        int size = persons.size();
        persons.remove(size - 1);

        assertThat(DeepEquality.firstDifference(large(), read)).get()
                .hasToString("MediaContent.media.persons.size(): expected " + size + " but was " + (size - 1));
    }
}
