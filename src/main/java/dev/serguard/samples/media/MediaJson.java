package dev.serguard.samples.media;

import dev.serguard.internal.Json;

import java.util.List;

/**
 * The length of a {@link MediaContent} as compact JSON the way a plain Jackson
 * {@code ObjectMapper} writes it (all fields in declaration order, nulls included), computed
 * without a JSON library so that the factory can aim at a size class.
 */
final class MediaJson {

    private MediaJson() {
    }

    static int length(MediaContent content) {
        List<Image> images = content.getImages();
        return Json.containerLength(2,
                Json.memberLength("media", content.getMedia() == null ? 4 : length(content.getMedia()))
                        + Json.memberLength("images", images == null ? 4 : imagesLength(images)));
    }

    static int imagesLength(List<Image> images) {
        int content = 0;
        for (Image image : images) {
            content += length(image);
        }
        return Json.containerLength(images.size(), content);
    }

    static int length(Media media) {
        return Json.containerLength(11,
                Json.memberLength("uri", Json.stringLength(media.getUri()))
                        + Json.memberLength("title", Json.stringLength(media.getTitle()))
                        + Json.memberLength("width", Json.numberLength(media.getWidth()))
                        + Json.memberLength("height", Json.numberLength(media.getHeight()))
                        + Json.memberLength("format", Json.stringLength(media.getFormat()))
                        + Json.memberLength("duration", Json.numberLength(media.getDuration()))
                        + Json.memberLength("size", Json.numberLength(media.getSize()))
                        + Json.memberLength("bitrate", Json.numberLength(media.getBitrate()))
                        + Json.memberLength("persons", personsLength(media.getPersons()))
                        + Json.memberLength("player", enumLength(media.getPlayer()))
                        + Json.memberLength("copyright", Json.stringLength(media.getCopyright())));
    }

    static int length(Image image) {
        return Json.containerLength(5,
                Json.memberLength("uri", Json.stringLength(image.getUri()))
                        + Json.memberLength("title", Json.stringLength(image.getTitle()))
                        + Json.memberLength("width", Json.numberLength(image.getWidth()))
                        + Json.memberLength("height", Json.numberLength(image.getHeight()))
                        + Json.memberLength("size", enumLength(image.getSize())));
    }

    private static int personsLength(List<String> persons) {
        if (persons == null) {
            return 4;
        }
        int content = 0;
        for (String person : persons) {
            content += Json.stringLength(person);
        }
        return Json.containerLength(persons.size(), content);
    }

    private static int enumLength(Enum<?> constant) {
        return constant == null ? 4 : Json.stringLength(constant.name());
    }
}
