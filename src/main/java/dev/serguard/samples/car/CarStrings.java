package dev.serguard.samples.car;

import dev.serguard.internal.Json;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The shootout's strings from the bundled {@code car-strings.json}, read once with serguard's
 * own JSON reader: the samples must work without any JSON library on the class path.
 */
final class CarStrings {

    static final String RESOURCE = "car-strings.json";

    final List<String> names;
    final List<String> descriptions;
    final List<String> articles;
    final List<String> colors;
    final List<String> fuelTypes;

    private CarStrings(Map<?, ?> json) {
        names = strings(json.get("NAMES"), "NAMES");
        descriptions = strings(json.get("DESCRIPTIONS"), "DESCRIPTIONS");
        articles = strings(json.get("ARTICLES"), "ARTICLES");
        Map<?, ?> enums = (Map<?, ?>) json.get("enums");
        colors = strings(enums.get("Color"), "enums.Color");
        fuelTypes = strings(enums.get("FuelType"), "enums.FuelType");
    }

    /** The strings, read on first use; a holder class makes that lazy and thread-safe. */
    static CarStrings get() {
        return Holder.INSTANCE;
    }

    private static final class Holder {
        static final CarStrings INSTANCE = load();
    }

    private static CarStrings load() {
        try (InputStream in = CarStrings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing next to " + CarStrings.class);
            }
            return new CarStrings((Map<?, ?>) Json.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    private static List<String> strings(Object value, String key) {
        if (!(value instanceof List<?> list) || list.isEmpty() || !list.stream().allMatch(String.class::isInstance)) {
            throw new IllegalStateException(RESOURCE + ": " + key + " must be a non-empty array of strings");
        }
        return list.stream().map(String.class::cast).toList();
    }
}
