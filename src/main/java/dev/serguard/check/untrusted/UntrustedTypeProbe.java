package dev.serguard.check.untrusted;

import org.apiguardian.api.API;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;
import java.util.concurrent.atomic.AtomicInteger;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The harmless class the untrusted-types check offers to a codec: it does nothing but count that
 * it was made, by its constructor (Jackson, Kryo) or its {@code readObject} (Java serialization,
 * which calls no constructor of a serializable class). No model knows it, so a codec that makes
 * one instantiates what it was not told about. Public, with a public no-arg constructor and a
 * property, so that every library can make one. Not API.
 */
@API(status = INTERNAL, since = "0.1")
public final class UntrustedTypeProbe implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    // One count for the JVM: the check holds a lock while it reads, and resets the count per input.
    private static final AtomicInteger INSTANTIATIONS = new AtomicInteger();

    private String note = "serguard untrusted-types probe";

    public UntrustedTypeProbe() {
        INSTANTIATIONS.incrementAndGet();
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    @Serial
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        INSTANTIATIONS.incrementAndGet();
        in.defaultReadObject();
    }

    static void reset() {
        INSTANTIATIONS.set(0);
    }

    static int instantiations() {
        return INSTANTIATIONS.get();
    }
}
