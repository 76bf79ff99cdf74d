package dev.serguard.report;

import dev.serguard.measure.BreaksTheLayering;
import dev.serguard.measure.internal.SerializeLoop;

/**
 * The other half of {@link BreaksTheLayering}: uses it back (a cycle between {@code measure} and
 * {@code report}) and uses {@code measure}'s internal package from outside {@code measure}.
 */
public final class ClosesACycle {

    static final Class<?>[] USED = {BreaksTheLayering.class, SerializeLoop.class};

    private ClosesACycle() {
    }
}
