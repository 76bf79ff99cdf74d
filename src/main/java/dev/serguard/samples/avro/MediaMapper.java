package dev.serguard.samples.avro;

import dev.serguard.samples.media.Image;
import dev.serguard.samples.media.Media;
import dev.serguard.samples.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps {@link MediaContent} to the classes generated from jvm-serializers' Avro schema
 * ({@code media.avsc}) and back, as that benchmark did: {@code title}, {@code copyright} and the
 * bitrate are unions with null, so {@code null} (or no bitrate) round-trips as absent; the
 * player and the image size are the benchmark's int codes.
 *
 * <p>A {@code null} in a field the schema does not let be null is handed to Avro, whose writer
 * fails naming the field; a {@code null} player or image size fails here, as the schema holds
 * them as ints. A {@code null} list is written as an empty one and reads back empty: an Avro
 * array of this schema cannot say "null".
 */
final class MediaMapper {

    private MediaMapper() {
    }

    static dev.serguard.samples.avro.generated.MediaContent toRecord(MediaContent content) {
        List<dev.serguard.samples.avro.generated.Image> images = new ArrayList<>();
        if (content.getImages() != null) {
            for (Image image : content.getImages()) {
                images.add(toRecord(image));
            }
        }
        dev.serguard.samples.avro.generated.MediaContent record = new dev.serguard.samples.avro.generated.MediaContent();
        record.setImages(images);
        record.setMedia(content.getMedia() == null ? null : toRecord(content.getMedia()));
        return record;
    }

    static MediaContent fromRecord(dev.serguard.samples.avro.generated.MediaContent record) {
        List<Image> images = new ArrayList<>(record.getImages().size());
        for (dev.serguard.samples.avro.generated.Image image : record.getImages()) {
            images.add(fromRecord(image));
        }
        return new MediaContent(fromRecord(record.getMedia()), images);
    }

    private static dev.serguard.samples.avro.generated.Media toRecord(Media media) {
        dev.serguard.samples.avro.generated.Media record = new dev.serguard.samples.avro.generated.Media();
        record.setUri(media.getUri());
        record.setTitle(media.getTitle());
        record.setWidth(media.getWidth());
        record.setHeight(media.getHeight());
        record.setFormat(media.getFormat());
        record.setDuration(media.getDuration());
        record.setSize(media.getSize());
        record.setBitrate(media.hasBitrate() ? media.getBitrate() : null);
        record.setPersons(media.getPersons() == null ? List.of() : media.getPersons());
        record.setPlayer(MediaCodes.player(media.getPlayer()));
        record.setCopyright(media.getCopyright());
        return record;
    }

    private static Media fromRecord(dev.serguard.samples.avro.generated.Media record) {
        Media media = new Media();
        media.setUri(record.getUri());
        media.setTitle(record.getTitle());
        media.setWidth(record.getWidth());
        media.setHeight(record.getHeight());
        media.setFormat(record.getFormat());
        media.setDuration(record.getDuration());
        media.setSize(record.getSize());
        if (record.getBitrate() != null) {
            media.setBitrate(record.getBitrate());
        }
        media.setPersons(new ArrayList<>(record.getPersons()));
        media.setPlayer(MediaCodes.player(record.getPlayer()));
        media.setCopyright(record.getCopyright());
        return media;
    }

    private static dev.serguard.samples.avro.generated.Image toRecord(Image image) {
        dev.serguard.samples.avro.generated.Image record = new dev.serguard.samples.avro.generated.Image();
        record.setUri(image.getUri());
        record.setTitle(image.getTitle());
        record.setWidth(image.getWidth());
        record.setHeight(image.getHeight());
        record.setSize(MediaCodes.size(image.getSize()));
        return record;
    }

    private static Image fromRecord(dev.serguard.samples.avro.generated.Image record) {
        return new Image(record.getUri(), record.getTitle(), record.getWidth(), record.getHeight(), MediaCodes.size(record.getSize()));
    }
}
