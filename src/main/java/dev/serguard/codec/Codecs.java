package dev.serguard.codec;

import java.util.regex.Pattern;

/** The built-in codecs and the rules every codec name follows. */
public final class Codecs {

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]*");

    private Codecs() {
    }

    static String requireName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("codec name must be lower-case letters, digits, '.', '_' or '-'"
                    + " (such as \"kryo\" or \"json-afterburner\"), but was " + (name == null ? "null" : '"' + name + '"'));
        }
        return name;
    }
}
