package dev.serguard.samples.avro;

import dev.serguard.samples.media.Image;
import dev.serguard.samples.media.Media;
import dev.serguard.samples.media.MediaContent;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps {@link MediaContent} to generic records of jvm-serializers' Avro schema
 * ({@code media.avsc}, as parsed) and back, with the choices of {@link MediaMapper}. Strings read
 * back as Avro's {@code Utf8} and are turned into {@code String}s here, as a team's generic
 * mapping does.
 */
final class GenericMediaMapper {

    private final Schema content;
    private final Schema images;
    private final Schema image;
    private final Schema media;
    private final Schema persons;

    GenericMediaMapper(Schema content) {
        this.content = content;
        this.images = content.getField("images").schema();
        this.image = images.getElementType();
        this.media = content.getField("media").schema();
        this.persons = media.getField("persons").schema();
    }

    Schema schema() {
        return content;
    }

    GenericRecord toRecord(MediaContent value) {
        List<Image> source = value.getImages() == null ? List.of() : value.getImages();
        GenericData.Array<GenericRecord> array = new GenericData.Array<>(source.size(), images);
        for (Image each : source) {
            array.add(toRecord(each));
        }
        GenericRecord record = new GenericData.Record(content);
        record.put("images", array);
        record.put("media", value.getMedia() == null ? null : toRecord(value.getMedia()));
        return record;
    }

    MediaContent fromRecord(GenericRecord record) {
        List<?> array = (List<?>) record.get("images");
        List<Image> values = new ArrayList<>(array.size());
        for (Object each : array) {
            values.add(fromImage((GenericRecord) each));
        }
        return new MediaContent(fromMedia((GenericRecord) record.get("media")), values);
    }

    private GenericRecord toRecord(Media value) {
        GenericRecord record = new GenericData.Record(media);
        record.put("uri", value.getUri());
        record.put("title", value.getTitle());
        record.put("width", value.getWidth());
        record.put("height", value.getHeight());
        record.put("format", value.getFormat());
        record.put("duration", value.getDuration());
        record.put("size", value.getSize());
        record.put("bitrate", value.hasBitrate() ? value.getBitrate() : null);
        List<String> source = value.getPersons() == null ? List.of() : value.getPersons();
        GenericData.Array<String> array = new GenericData.Array<>(source.size(), persons);
        array.addAll(source);
        record.put("persons", array);
        record.put("player", MediaCodes.player(value.getPlayer()));
        record.put("copyright", value.getCopyright());
        return record;
    }

    private static Media fromMedia(GenericRecord record) {
        Media value = new Media();
        value.setUri(text(record.get("uri")));
        value.setTitle(text(record.get("title")));
        value.setWidth((Integer) record.get("width"));
        value.setHeight((Integer) record.get("height"));
        value.setFormat(text(record.get("format")));
        value.setDuration((Long) record.get("duration"));
        value.setSize((Long) record.get("size"));
        Object bitrate = record.get("bitrate");
        if (bitrate != null) {
            value.setBitrate((Integer) bitrate);
        }
        List<?> array = (List<?>) record.get("persons");
        List<String> names = new ArrayList<>(array.size());
        for (Object each : array) {
            names.add(each.toString());
        }
        value.setPersons(names);
        value.setPlayer(MediaCodes.player((Integer) record.get("player")));
        value.setCopyright(text(record.get("copyright")));
        return value;
    }

    private GenericRecord toRecord(Image value) {
        GenericRecord record = new GenericData.Record(image);
        record.put("uri", value.getUri());
        record.put("title", value.getTitle());
        record.put("width", value.getWidth());
        record.put("height", value.getHeight());
        record.put("size", MediaCodes.size(value.getSize()));
        return record;
    }

    private static Image fromImage(GenericRecord record) {
        return new Image(text(record.get("uri")), text(record.get("title")), (Integer) record.get("width"), (Integer) record.get("height"),
                MediaCodes.size((Integer) record.get("size")));
    }

    /** A string field's value: Avro's {@code Utf8} as a {@code String}, {@code null} as {@code null}. */
    static String text(Object value) {
        return value == null ? null : value.toString();
    }
}
