package dev.serguard.samples.media;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a jvm-serializers {@code .cks} record the way the bundled JSON is read: the {@link CksParser}
 * tree is turned into the JSON file's tree (field names in lower case, {@code Set: v} as {@code v},
 * {@code None} as {@code null}, enum constants by their Java names) and bound by {@link MediaFile},
 * so that both formats pass through the one binding and differ only in what the files hold.
 */
final class MediaCks {

    private MediaCks() {
    }

    static MediaContent read(String source, String text) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("source", source);
        if (!(asJsonTree(source, CksParser.parse(source, text)) instanceof Map<?, ?> record)) {
            throw new IllegalArgumentException(source + ": the file must hold one record { ... }");
        }
        record.forEach((name, value) -> tree.put((String) name, value));
        return MediaFile.bind(source, tree);
    }

    private static Object asJsonTree(String source, Object cks) {
        if (cks instanceof Map<?, ?> record) {
            Map<String, Object> fields = new LinkedHashMap<>();
            record.forEach((name, value) -> {
                if (fields.put(((String) name).toLowerCase(Locale.ROOT), asJsonTree(source, value)) != null) {
                    throw new IllegalArgumentException(source + ": field " + name + " appears twice");
                }
            });
            return fields;
        }
        if (cks instanceof List<?> items) {
            List<Object> values = new ArrayList<>();
            items.forEach(item -> values.add(asJsonTree(source, item)));
            return values;
        }
        if (cks instanceof CksParser.Option option) {
            return option.value() == null ? null : asJsonTree(source, option.value());
        }
        if (cks instanceof CksParser.Symbol symbol) {
            return symbol.name().toUpperCase(Locale.ROOT);
        }
        return cks;
    }
}
