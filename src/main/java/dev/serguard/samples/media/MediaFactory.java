package dev.serguard.samples.media;

import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.RandomText;
import dev.serguard.payload.Size;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Grows a {@link MediaContent} towards the nominal JSON size of a {@link Size}: more persons and
 * more images, filled from the given {@link Random} only, so that equal seeds give equal values.
 *
 * <p>TINY is the smallest valid record: 1-to-4-character strings, no optional text, no persons
 * and no images. The field names alone take about 130 bytes of JSON, so it lands at about
 * 180 bytes, not 100. The larger classes fill up with images to just below the nominal size.
 * The bitrate is always set: plain JSON cannot say "absent", so an absent one would not
 * round-trip through it.
 */
final class MediaFactory implements PayloadFactory<MediaContent> {

    /** Common video resolutions; the index also picks the file size order of magnitude. */
    private static final int[][] RESOLUTIONS = {{320, 240}, {640, 480}, {1280, 720}, {1920, 1080}, {3840, 2160}};
    private static final String[] FORMATS = {"video/mpg4", "video/theora", "video/webm", "video/x-matroska"};
    private static final String[] SHORT_FORMATS = {"mp4", "ogv", "mkv"};
    /** About one person per this many bytes of nominal JSON: a few percent of the payload. */
    private static final int BYTES_PER_PERSON = 250;

    @Override
    public MediaContent create(Size size, Random random) {
        MediaContent content = size == Size.TINY ? tiny(random) : new MediaContent(media(size, random), new ArrayList<>());
        int length = MediaJson.length(content);
        int target = size.nominalJsonBytes();
        while (true) {
            Image image = image(random);
            // +1 for the comma that separates it from the previous image
            int grown = length + MediaJson.length(image) + (content.getImages().isEmpty() ? 0 : 1);
            if (grown > target) {
                return content;
            }
            content.getImages().add(image);
            length = grown;
        }
    }

    private static MediaContent tiny(Random random) {
        Media media = new Media();
        media.setUri(RandomText.token(random, 4));
        media.setWidth(RESOLUTIONS[0][0]);
        media.setHeight(RESOLUTIONS[0][1]);
        media.setFormat(SHORT_FORMATS[random.nextInt(SHORT_FORMATS.length)]);
        media.setDuration(1_000 + random.nextInt(9_000));
        media.setBitrate(1_000 + random.nextInt(9_000));
        media.setSize(media.getBitrate() * media.getDuration() / 8_000);
        media.setPersons(new ArrayList<>());
        media.setPlayer(player(random));
        return new MediaContent(media, new ArrayList<>());
    }

    private static Media media(Size size, Random random) {
        Media media = new Media();
        media.setUri(uri(random, ".mpg"));
        media.setTitle(RandomText.sentence(random, 60));
        int[] resolution = RESOLUTIONS[random.nextInt(RESOLUTIONS.length)];
        media.setWidth(resolution[0]);
        media.setHeight(resolution[1]);
        media.setFormat(FORMATS[random.nextInt(FORMATS.length)]);
        media.setDuration(10_000L + random.nextInt(7_200_000));
        media.setBitrate(64_000 + random.nextInt(8_000_000));
        media.setSize(media.getBitrate() * media.getDuration() / 8_000);
        int persons = Math.max(1, size.nominalJsonBytes() / BYTES_PER_PERSON);
        List<String> names = new ArrayList<>(persons);
        for (int i = 0; i < persons; i++) {
            names.add(RandomText.personName(random));
        }
        media.setPersons(names);
        media.setPlayer(player(random));
        // optional, as in the benchmark: sometimes absent
        media.setCopyright(random.nextBoolean() ? null : (2000 + random.nextInt(26)) + ", " + RandomText.personName(random));
        return media;
    }

    private static Image image(Random random) {
        boolean large = random.nextBoolean();
        int[] resolution = RESOLUTIONS[large ? 2 + random.nextInt(3) : random.nextInt(2)];
        // one image in five has no title: the optional field must round-trip as null
        String title = random.nextInt(5) == 0 ? null : RandomText.sentence(random, 40);
        return new Image(uri(random, large ? "_large.jpg" : "_small.jpg"), title, resolution[0], resolution[1],
                large ? Image.Size.LARGE : Image.Size.SMALL);
    }

    private static String uri(Random random, String suffix) {
        return "http://" + RandomText.asciiWord(random) + ".example.com/" + RandomText.asciiWord(random) + '/'
                + RandomText.token(random, 8) + suffix;
    }

    private static Media.Player player(Random random) {
        return random.nextBoolean() ? Media.Player.JAVA : Media.Player.FLASH;
    }
}
