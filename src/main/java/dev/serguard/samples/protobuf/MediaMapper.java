package dev.serguard.samples.protobuf;

import dev.serguard.samples.protobuf.generated.MediaProtos;
import dev.serguard.samples.media.Image;
import dev.serguard.samples.media.Media;
import dev.serguard.samples.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps {@link MediaContent} to jvm-serializers' protobuf messages and back, as that benchmark
 * did: optional fields ({@code title}, {@code copyright}, {@code bitrate}) are set only when
 * present, so {@code null} (or no bitrate) round-trips as absent.
 *
 * <p>A {@code null} in a required field is left unset, so that {@code build()} fails with
 * protobuf's own "missing required fields" message rather than a bare NullPointerException. A
 * {@code null} list is written as an empty one and reads back empty: a repeated field cannot
 * say "null".
 */
final class MediaMapper {

    private MediaMapper() {
    }

    static MediaProtos.MediaContent toMessage(MediaContent content) {
        MediaProtos.MediaContent.Builder builder = MediaProtos.MediaContent.newBuilder();
        if (content.getImages() != null) {
            for (Image image : content.getImages()) {
                builder.addImage(toMessage(image));
            }
        }
        if (content.getMedia() != null) {
            builder.setMedia(toMessage(content.getMedia()));
        }
        return builder.build();
    }

    static MediaContent fromMessage(MediaProtos.MediaContent message) {
        List<Image> images = new ArrayList<>(message.getImageCount());
        for (MediaProtos.Image image : message.getImageList()) {
            images.add(fromMessage(image));
        }
        return new MediaContent(fromMessage(message.getMedia()), images);
    }

    private static MediaProtos.Media toMessage(Media media) {
        MediaProtos.Media.Builder builder = MediaProtos.Media.newBuilder()
                .setWidth(media.getWidth())
                .setHeight(media.getHeight())
                .setDuration(media.getDuration())
                .setSize(media.getSize());
        if (media.getUri() != null) {
            builder.setUri(media.getUri());
        }
        if (media.getTitle() != null) {
            builder.setTitle(media.getTitle());
        }
        if (media.getFormat() != null) {
            builder.setFormat(media.getFormat());
        }
        if (media.hasBitrate()) {
            builder.setBitrate(media.getBitrate());
        }
        if (media.getPersons() != null) {
            builder.addAllPerson(media.getPersons());
        }
        if (media.getPlayer() != null) {
            builder.setPlayer(media.getPlayer() == Media.Player.JAVA
                    ? MediaProtos.Media.Player.JAVA : MediaProtos.Media.Player.FLASH);
        }
        if (media.getCopyright() != null) {
            builder.setCopyright(media.getCopyright());
        }
        return builder.build();
    }

    private static Media fromMessage(MediaProtos.Media message) {
        Media media = new Media();
        media.setUri(message.getUri());
        media.setTitle(message.hasTitle() ? message.getTitle() : null);
        media.setWidth(message.getWidth());
        media.setHeight(message.getHeight());
        media.setFormat(message.getFormat());
        media.setDuration(message.getDuration());
        media.setSize(message.getSize());
        if (message.hasBitrate()) {
            media.setBitrate(message.getBitrate());
        }
        media.setPersons(new ArrayList<>(message.getPersonList()));
        media.setPlayer(message.getPlayer() == MediaProtos.Media.Player.JAVA ? Media.Player.JAVA : Media.Player.FLASH);
        media.setCopyright(message.hasCopyright() ? message.getCopyright() : null);
        return media;
    }

    private static MediaProtos.Image toMessage(Image image) {
        MediaProtos.Image.Builder builder = MediaProtos.Image.newBuilder()
                .setWidth(image.getWidth())
                .setHeight(image.getHeight());
        if (image.getUri() != null) {
            builder.setUri(image.getUri());
        }
        if (image.getTitle() != null) {
            builder.setTitle(image.getTitle());
        }
        if (image.getSize() != null) {
            builder.setSize(image.getSize() == Image.Size.SMALL
                    ? MediaProtos.Image.Size.SMALL : MediaProtos.Image.Size.LARGE);
        }
        return builder.build();
    }

    private static Image fromMessage(MediaProtos.Image message) {
        return new Image(message.getUri(), message.hasTitle() ? message.getTitle() : null, message.getWidth(),
                message.getHeight(), message.getSize() == MediaProtos.Image.Size.SMALL ? Image.Size.SMALL : Image.Size.LARGE);
    }
}
