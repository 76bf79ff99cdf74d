package dev.serguard.samples.media;

import dev.serguard.internal.Json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Binds a bundled {@code media.N.json} to {@link MediaContent}. The files hold jvm-serializers'
 * records in serguard's own JSON: the fields as the model names them, {@code null} for an absent
 * value (an absent bitrate too), enum constants by name, and a {@code source} naming the
 * original. A missing field or an unknown one is an error, so a typo in a fixture cannot
 * silently yield a different record.
 */
final class MediaFile {

    private final String source;

    private MediaFile(String source) {
        this.source = source;
    }

    /** Reads the JSON {@code text}; {@code source} names it in error messages. */
    static MediaContent read(String source, String text) {
        return bind(source, parse(source, text));
    }

    /** Binds a tree as {@link Json#parse} returns it (maps, lists, strings, longs, nulls). */
    static MediaContent bind(String source, Object tree) {
        MediaFile file = new MediaFile(source);
        Fields fields = file.fields(tree, "the file");
        if (!(fields.required("source") instanceof String)) {
            throw file.error("source must be a string naming where the record comes from");
        }
        MediaContent content = new MediaContent();
        content.setMedia(file.media(fields.required("media")));
        List<Image> images = new ArrayList<>();
        for (Object image : file.list(fields.required("images"), "images")) {
            images.add(file.image(image));
        }
        content.setImages(images);
        fields.requireAllUsed();
        return content;
    }

    private static Object parse(String source, String text) {
        try {
            return Json.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
    }

    private Media media(Object tree) {
        Fields fields = fields(tree, "media");
        Media media = new Media();
        media.setUri(string(fields.required("uri"), "uri"));
        media.setTitle(optionalString(fields.required("title"), "title"));
        media.setWidth(intValue(fields.required("width"), "width"));
        media.setHeight(intValue(fields.required("height"), "height"));
        media.setFormat(string(fields.required("format"), "format"));
        media.setDuration(longValue(fields.required("duration"), "duration"));
        media.setSize(longValue(fields.required("size"), "size"));
        Object bitrate = fields.required("bitrate");
        if (bitrate != null) {
            media.setBitrate(intValue(bitrate, "bitrate"));
        }
        List<String> persons = new ArrayList<>();
        for (Object person : list(fields.required("persons"), "persons")) {
            persons.add(string(person, "persons"));
        }
        media.setPersons(persons);
        media.setPlayer(constant(fields.required("player"), Media.Player.class, "player"));
        media.setCopyright(optionalString(fields.required("copyright"), "copyright"));
        fields.requireAllUsed();
        return media;
    }

    private Image image(Object tree) {
        Fields fields = fields(tree, "image");
        Image image = new Image();
        image.setUri(string(fields.required("uri"), "uri"));
        image.setTitle(optionalString(fields.required("title"), "title"));
        image.setWidth(intValue(fields.required("width"), "width"));
        image.setHeight(intValue(fields.required("height"), "height"));
        image.setSize(constant(fields.required("size"), Image.Size.class, "size"));
        fields.requireAllUsed();
        return image;
    }

    private Fields fields(Object tree, String what) {
        if (!(tree instanceof Map<?, ?> map)) {
            throw error(what + " must be an object but was " + describe(tree));
        }
        return new Fields(what, map);
    }

    private List<?> list(Object value, String field) {
        if (!(value instanceof List<?> list)) {
            throw error(field + " must be an array but was " + describe(value));
        }
        return list;
    }

    private String string(Object value, String field) {
        if (!(value instanceof String s)) {
            throw error(field + " must be a string but was " + describe(value));
        }
        return s;
    }

    private String optionalString(Object value, String field) {
        return value == null ? null : string(value, field);
    }

    private long longValue(Object value, String field) {
        if (!(value instanceof Long n)) {
            throw error(field + " must be a whole number but was " + describe(value));
        }
        return n;
    }

    private int intValue(Object value, String field) {
        long n = longValue(value, field);
        if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
            throw error(field + " must fit an int but was " + n);
        }
        return (int) n;
    }

    private <E extends Enum<E>> E constant(Object value, Class<E> type, String field) {
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(value)) {
                return constant;
            }
        }
        throw error(field + " must be one of " + List.of(type.getEnumConstants()) + " but was " + describe(value));
    }

    private static String describe(Object value) {
        if (value instanceof String s) {
            return '"' + s + '"';
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof List) {
            return "an array";
        }
        return String.valueOf(value);
    }

    private IllegalArgumentException error(String problem) {
        return new IllegalArgumentException(source + ": " + problem);
    }

    /** The members of one object, each to be used exactly once. */
    private final class Fields {

        private final String what;
        private final Map<?, ?> members;

        Fields(String what, Map<?, ?> members) {
            this.what = what;
            this.members = new LinkedHashMap<>(members);
        }

        Object required(String name) {
            if (!members.containsKey(name)) {
                throw error(what + " lacks field " + name);
            }
            return members.remove(name);
        }

        void requireAllUsed() {
            if (!members.isEmpty()) {
                throw error(what + " has unknown field(s) " + members.keySet());
            }
        }
    }
}
