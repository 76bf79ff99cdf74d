package dev.serguard.samples.thrift;

import dev.serguard.samples.media.Image;
import dev.serguard.samples.media.Media;
import dev.serguard.samples.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps {@link MediaContent} to {@code media.thrift}'s structs and back, as jvm-serializers did:
 * the optional {@code title}, {@code copyright} and {@code bitrate} are set only when present,
 * so that {@code null} (or no bitrate) round-trips as absent.
 *
 * <p>A {@code null} in a required field is mapped as it is, so that the write fails with
 * Thrift's own "Required field … was not present" message. A {@code null} list is written as an
 * empty one and reads back empty, as protobuf's mapping does: the IDL requires the lists. The
 * structs are only written or read, so they share the model's lists and strings, no copies.
 */
final class MediaMapper {

    private static final Image.Size[] SIZES = Image.Size.values();
    private static final Media.Player[] PLAYERS = Media.Player.values();

    private MediaMapper() {
    }

    static MediaThrift.MediaContent toThrift(MediaContent content) {
        MediaThrift.MediaContent struct = new MediaThrift.MediaContent();
        List<Image> images = content.getImages() == null ? List.of() : content.getImages();
        struct.image = new ArrayList<>(images.size());
        for (Image image : images) {
            struct.image.add(toThrift(image));
        }
        struct.media = content.getMedia() == null ? null : toThrift(content.getMedia());
        return struct;
    }

    static MediaContent fromThrift(MediaThrift.MediaContent struct) {
        List<Image> images = new ArrayList<>(struct.image.size());
        for (MediaThrift.Image image : struct.image) {
            images.add(fromThrift(image));
        }
        return new MediaContent(fromThrift(struct.media), images);
    }

    private static MediaThrift.Media toThrift(Media media) {
        MediaThrift.Media struct = new MediaThrift.Media()
                .setWidth(media.getWidth())
                .setHeight(media.getHeight())
                .setDuration(media.getDuration())
                .setSize(media.getSize());
        struct.uri = media.getUri();
        struct.title = media.getTitle();
        struct.format = media.getFormat();
        if (media.hasBitrate()) {
            struct.setBitrate(media.getBitrate());
        }
        struct.person = media.getPersons() == null ? List.of() : media.getPersons();
        struct.player = media.getPlayer() == null ? null : MediaThrift.Player.findByValue(media.getPlayer().ordinal());
        struct.copyright = media.getCopyright();
        return struct;
    }

    private static Media fromThrift(MediaThrift.Media struct) {
        Media media = new Media();
        media.setUri(struct.uri);
        media.setTitle(struct.title);
        media.setWidth(struct.getWidth());
        media.setHeight(struct.getHeight());
        media.setFormat(struct.format);
        media.setDuration(struct.getDuration());
        media.setSize(struct.getSize());
        if (struct.isSetBitrate()) {
            media.setBitrate(struct.getBitrate());
        }
        media.setPersons(struct.person);
        media.setPlayer(PLAYERS[struct.player.getValue()]);
        media.setCopyright(struct.copyright);
        return media;
    }

    private static MediaThrift.Image toThrift(Image image) {
        MediaThrift.Image struct = new MediaThrift.Image().setWidth(image.getWidth()).setHeight(image.getHeight());
        struct.uri = image.getUri();
        struct.title = image.getTitle();
        struct.size = image.getSize() == null ? null : MediaThrift.Size.findByValue(image.getSize().ordinal());
        return struct;
    }

    private static Image fromThrift(MediaThrift.Image struct) {
        return new Image(struct.uri, struct.title, struct.getWidth(), struct.getHeight(), SIZES[struct.size.getValue()]);
    }
}
