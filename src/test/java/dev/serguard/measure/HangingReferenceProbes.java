package dev.serguard.measure;

import java.util.Optional;
import java.util.concurrent.CountDownLatch;

/**
 * {@link CostedProbes} whose reference workload never returns: what a measurement does when the
 * hang is serguard's own warm-up and no codec's.
 */
public final class HangingReferenceProbes implements ProbeSource {

    private static final CountDownLatch NEVER = new CountDownLatch(1);
    private static final TimedLoop REFERENCE = (count, blackhole) -> NEVER.await();

    @Override
    public Probes probes() {
        Probes costed = new CostedProbes().probes();
        return new Probes(costed.clock(), costed.allocation(), Optional.empty(), FakeProbes.NO_GC, FakeProbes.CALM, REFERENCE);
    }
}
