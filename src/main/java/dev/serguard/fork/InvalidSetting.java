package dev.serguard.fork;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A setting of child JVMs whose value cannot be taken:
 * {@code serguard.fork.maxHeap = "lots" is not a heap size as -Xmx takes it: give one such as 512m or 2g, …}.
 * The adapter that read the setting reports it as its own configuration error, with this message.
 *
 * @see ForkSettings#from
 */
@API(status = INTERNAL, since = "0.4")
public final class InvalidSetting extends IllegalArgumentException {

    private final String key;
    private final String value;
    private final String problem;
    private final String fix;

    InvalidSetting(String key, String value, String problem, String fix) {
        super(key + " = \"" + value + "\" " + problem + ": " + fix + ".");
        this.key = key;
        this.value = value;
        this.problem = problem;
        this.fix = fix;
    }

    /** The setting's key. */
    public String key() {
        return key;
    }

    /** The value given. */
    public String value() {
        return value;
    }

    /** What is wrong with it: {@code is not a heap size as -Xmx takes it}. */
    public String problem() {
        return problem;
    }

    /** What to do instead: {@code give one such as 512m or 2g, or leave it out for 512m}. */
    public String fix() {
        return fix;
    }
}
