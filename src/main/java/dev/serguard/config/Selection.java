package dev.serguard.config;

import org.apiguardian.api.API;

import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What the command line picks, as given: {@code serguard.codecs=kryo,json},
 * {@code serguard.sizes=SMALL,LARGE}, {@code serguard.seed=42}. Checked per test, where a name
 * that matches nothing can be said with the names there are.
 *
 * @param codecs the codec names, comma-separated; empty for all of a test's codecs
 * @param sizes  the size names, comma-separated; empty for all of a test's sizes
 * @param seed   the base seed of every payload factory, instead of the declared one
 */
@API(status = INTERNAL, since = "0.4")
public record Selection(Optional<String> codecs, Optional<String> sizes, Optional<String> seed) {

    /** Whether it leaves out some codecs or sizes: a recording then replaces the entries of those that ran, and keeps the others. */
    public boolean narrowed() {
        return codecs.isPresent() || sizes.isPresent();
    }
}
