package dev.serguard.samples.media;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Binds a {@link CksParser} tree to {@link MediaContent}. Field names and enum constants match
 * case-insensitively ({@code Uri} is {@code uri}, {@code Java} is {@code JAVA}), as in the
 * benchmark's files; a missing required field or an unknown one is an error, so a typo in a
 * fixture cannot silently yield a different record.
 */
final class MediaCks {

    private final String source;

    private MediaCks(String source) {
        this.source = source;
    }

    static MediaContent read(String source, String text) {
        return new MediaCks(source).mediaContent(CksParser.parse(source, text));
    }

    private MediaContent mediaContent(Object tree) {
        Fields fields = fields(tree, "MediaContent");
        MediaContent content = new MediaContent();
        content.setMedia(media(fields.required("Media")));
        List<Image> images = new ArrayList<>();
        for (Object image : list(fields.required("Images"), "Images")) {
            images.add(image(image));
        }
        content.setImages(images);
        fields.requireAllUsed();
        return content;
    }

    private Media media(Object tree) {
        Fields fields = fields(tree, "Media");
        Media media = new Media();
        media.setUri(string(fields.required("Uri"), "Uri"));
        media.setTitle(optionalString(fields.required("Title"), "Title"));
        media.setWidth(intValue(fields.required("Width"), "Width"));
        media.setHeight(intValue(fields.required("Height"), "Height"));
        media.setFormat(string(fields.required("Format"), "Format"));
        media.setDuration(longValue(fields.required("Duration"), "Duration"));
        media.setSize(longValue(fields.required("Size"), "Size"));
        Object bitrate = option(fields.required("Bitrate"), "Bitrate");
        if (bitrate != null) {
            media.setBitrate(intValue(bitrate, "Bitrate"));
        }
        List<String> persons = new ArrayList<>();
        for (Object person : list(fields.required("Persons"), "Persons")) {
            persons.add(string(person, "Persons"));
        }
        media.setPersons(persons);
        media.setPlayer(constant(fields.required("Player"), Media.Player.class, "Player"));
        media.setCopyright(optionalString(fields.required("Copyright"), "Copyright"));
        fields.requireAllUsed();
        return media;
    }

    private Image image(Object tree) {
        Fields fields = fields(tree, "Image");
        Image image = new Image();
        image.setUri(string(fields.required("Uri"), "Uri"));
        image.setTitle(optionalString(fields.required("Title"), "Title"));
        image.setWidth(intValue(fields.required("Width"), "Width"));
        image.setHeight(intValue(fields.required("Height"), "Height"));
        image.setSize(constant(fields.required("Size"), Image.Size.class, "Size"));
        fields.requireAllUsed();
        return image;
    }

    private Fields fields(Object tree, String what) {
        if (!(tree instanceof Map<?, ?> map)) {
            throw error(what + " must be a record { ... } but was " + describe(tree));
        }
        return new Fields(what, map);
    }

    private List<?> list(Object value, String field) {
        if (!(value instanceof List<?> list)) {
            throw error(field + " must be a list [ ... ] but was " + describe(value));
        }
        return list;
    }

    private String string(Object value, String field) {
        if (!(value instanceof String s)) {
            throw error(field + " must be a quoted string but was " + describe(value));
        }
        return s;
    }

    private String optionalString(Object value, String field) {
        Object present = option(value, field);
        return present == null ? null : string(present, field);
    }

    /** The value of {@code Set: value}, or {@code null} for {@code None}. */
    private Object option(Object value, String field) {
        if (!(value instanceof CksParser.Option option)) {
            throw error(field + " is optional: write Set: value or None, but was " + describe(value));
        }
        return option.value();
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
        if (value instanceof CksParser.Symbol symbol) {
            for (E constant : type.getEnumConstants()) {
                if (constant.name().equalsIgnoreCase(symbol.name())) {
                    return constant;
                }
            }
        }
        throw error(field + " must be one of " + List.of(type.getEnumConstants()) + " but was " + describe(value));
    }

    private static String describe(Object value) {
        if (value instanceof CksParser.Symbol symbol) {
            return symbol.name();
        }
        if (value instanceof CksParser.Option option) {
            return option.value() == null ? "None" : "Set: " + describe(option.value());
        }
        if (value instanceof String s) {
            return '"' + s + '"';
        }
        if (value instanceof Map) {
            return "a record";
        }
        if (value instanceof List) {
            return "a list";
        }
        return String.valueOf(value);
    }

    private IllegalArgumentException error(String problem) {
        return new IllegalArgumentException(source + ": " + problem);
    }

    /** The fields of one record, looked up case-insensitively, each to be used exactly once. */
    private final class Fields {

        private final String what;
        private final Map<String, Object> byLowerName = new LinkedHashMap<>();

        Fields(String what, Map<?, ?> map) {
            this.what = what;
            map.forEach((name, value) -> {
                if (byLowerName.put(((String) name).toLowerCase(Locale.ROOT), value) != null) {
                    throw error(what + " has field " + name + " twice");
                }
            });
        }

        Object required(String name) {
            String key = name.toLowerCase(Locale.ROOT);
            if (!byLowerName.containsKey(key)) {
                throw error(what + " lacks field " + name);
            }
            return byLowerName.remove(key);
        }

        void requireAllUsed() {
            if (!byLowerName.isEmpty()) {
                throw error(what + " has unknown field(s) " + byLowerName.keySet());
            }
        }
    }
}
