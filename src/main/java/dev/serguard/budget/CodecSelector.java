package dev.serguard.budget;

import org.apiguardian.api.API;

import java.util.List;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Which codecs a budget applies to: {@code "*"} for all, or names.
 *
 * @param names the names, or {@code ["*"]}
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record CodecSelector(List<String> names) {

    public static final String ALL = "*";

    public CodecSelector {
        names = List.copyOf(names);
        if (names.isEmpty()) {
            throw new IllegalArgumentException("a codec selector needs \"*\" or at least one codec name");
        }
    }

    public static CodecSelector of(String... names) {
        return new CodecSelector(List.of(names));
    }

    public boolean matches(String codec) {
        return names.contains(ALL) || names.contains(codec);
    }

    /** {@code "kryo"}, {@code {"kryo", "json"}} or {@code "*"}, as written in an annotation. */
    @Override
    public String toString() {
        return names.size() == 1 ? '"' + names.get(0) + '"' : "{\"" + String.join("\", \"", names) + "\"}";
    }
}
