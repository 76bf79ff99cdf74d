package dev.serguard.internal;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A {@code serguard.*} setting whose value serguard cannot take, said in one sentence: the key, the
 * value as given, what is wrong with it and the fix ({@code serguard.mode = "bogus" is not a mode:
 * give one of check, quick, full, record, off, or leave it out for quick.}). The adapter that read
 * the setting reports it as its own kind of configuration error, with this message. Not API:
 * internal to serguard and free to change.
 */
@API(status = INTERNAL, since = "0.4")
public final class SettingException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** {@code key = "value" problem: fix.} */
    public SettingException(String key, String value, String problem, String fix) {
        super(key + " = \"" + value + "\" " + problem + ": " + fix + ".");
    }
}
