package dev.serguard.internal;

import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * One {@code serguard.*} setting of the {@link Settings} catalog: its key, what it takes, its
 * default and its line in the configuration reference (docs/guide/configuration.md). The same key
 * is read as a JUnit configuration parameter and as a system property; where it is read, and how a
 * bad value is told, stays with the code that reads it. Not API: internal to serguard and free to
 * change.
 *
 * <pre>{@code
 * context.getConfigurationParameter(Settings.MODE.key());      // Optional[full] after -Dserguard.mode=full
 * }</pre>
 *
 * @param key          the key, {@code serguard.} and a name: {@code serguard.fork.timeout}
 * @param type         what a value is
 * @param defaultValue what holds where the key is not set, as the reference page writes it: {@code `5 m`}
 * @param description  what the key sets, as the reference page writes it (Markdown, one line); for an
 *                     internal key, who sets it and why
 * @param internal     whether only serguard sets it (a parent JVM for its child, serguard's own
 *                     tests): then its key starts with {@code serguard.internal.} and no user page
 *                     names it
 */
@API(status = INTERNAL, since = "0.1")
public record Setting(String key, Type type, String defaultValue, String description, boolean internal) {

    /** The prefix of every key. */
    public static final String PREFIX = "serguard.";
    /** The prefix of every internal key, one that no user sets. */
    public static final String INTERNAL_PREFIX = "serguard.internal.";

    /** What a setting's value is, as its reader takes it. */
    public enum Type {
        /** One name of a fixed set, in any case: {@code quick}. */
        ENUM,
        /** {@code true} or {@code false}, in any case. */
        BOOLEAN,
        /** A whole number: {@code 20130609}, {@code 65536}. */
        INT,
        /** A number with or without decimals: {@code 7.5}, {@code 1.10}. */
        DOUBLE,
        /** A duration as JUnit reads its timeouts: {@code 30 s}, {@code 500 ms}, {@code 2 m}, or a number of seconds. */
        DURATION,
        /** A folder, relative to the test JVM's working directory. */
        PATH,
        /** Names or values separated by commas: {@code kryo,json}. */
        LIST,
        /** Text taken as it is: a heap size, JVM options, a class name. */
        STRING
    }

    /** Checks what every reader relies on: an internal key is one no user would take for a setting of theirs. */
    public Setting {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(defaultValue, "defaultValue");
        Objects.requireNonNull(description, "description");
        if (!key.startsWith(PREFIX) || key.length() == PREFIX.length()) {
            throw new IllegalArgumentException("A setting's key is serguard. and a name, but was " + key);
        }
        if (internal != key.startsWith(INTERNAL_PREFIX)) {
            throw new IllegalArgumentException(key + (internal ? " is internal, so its key must start with " : " is for users, so its key must not start with ")
                    + INTERNAL_PREFIX);
        }
    }
}
