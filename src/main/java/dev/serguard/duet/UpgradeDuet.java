package dev.serguard.duet;

import dev.serguard.check.Worded;
import dev.serguard.internal.Settings;
import dev.serguard.measure.TimingEngine;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The upgrade duet of one test method's invocations: each invocation's codec and payload opened in
 * a world of the version compared with and in a world of the run's own, compared ({@link Duet}),
 * and decided by pairs of worlds compiled anew ({@link PairVote}). A time or an allocation that
 * still fails is for fresh JVMs to decide, which the gate asks ({@link DuetFinding#forFreshJvms}).
 *
 * <pre>{@code
 * UpgradeDuet duet = new UpgradeDuet(Optional.of(worlds), () -> Worlds.build(…), 1.10, engine, test, false);
 * DuetFinding finding = duet.check("kryo", "kryo · SMALL (Order)", "SMALL");
 * }</pre>
 *
 * @param worlds      the worlds of the run; none: no duet
 * @param freshWorlds more pairs of worlds, loaded and compiled anew
 * @param factor      how many times as slow the new version may be
 * @param engine      what times both worlds; none: sizes and bytes alone
 * @param test        what each world opens
 * @param child       whether this is a fresh JVM of the duet's vote, where its first pair of worlds decides
 */
@API(status = INTERNAL, since = "0.4")
public record UpgradeDuet(Optional<Worlds> worlds, Supplier<Worlds> freshWorlds, double factor, Optional<TimingEngine> engine, Test test,
                          boolean child) {

    /** The settings a fresh JVM of the duet's vote must share with this one. */
    public static final List<String> FORWARDED = List.of(Settings.AGAINST.key(), Settings.AGAINST_FACTOR.key(),
            Settings.AGAINST_REPOSITORIES.key(), Settings.AGAINST_OFFLINE.key(), Settings.DUET_SHARED.key(), Resolution.LOCAL_REPOSITORY);

    /**
     * The test whose codecs and payloads each world opens, by the entry class named {@code entry} ({@link WorldEntry#side}).
     *
     * @param entry           the name of the class each world opens them with
     * @param testClass       the test class's name
     * @param method          the test method's name
     * @param sizes           the command line's payload sizes, or an empty string
     * @param seed            the command line's seed, or an empty string
     * @param callLimitMillis the limit of each call of the user's code
     */
    @API(status = INTERNAL, since = "0.4")
    public record Test(String entry, String testClass, String method, String sizes, String seed, long callLimitMillis) {
    }

    /** The duet of the codec named {@code codec} on the payload labelled {@code label}, the invocation titled {@code title}. */
    public DuetFinding check(String codec, String title, String label) {
        if (worlds.isEmpty()) {
            return DuetFinding.NONE;
        }
        Worlds pair = worlds.get();
        if (pair.failure().isPresent()) {
            return DuetFinding.failed(Worded.titled("Upgrade duet", title, " not run: " + pair.failure().get()));
        }
        String versions = pair.old().name() + " → " + pair.current().name();
        if (pair.probe().isPresent() && runsIn(pair.probe().get(), codec, label)) {
            return DuetFinding.notCompared(title, versions, codec + " uses none of the jars that differ: it runs " + pair.probe().get().name());
        }
        try {
            Compared first = compare(pair, codec, label);
            if (first.leak().isPresent()) {
                return DuetFinding.failed(Worded.titled("Upgrade duet", title, " refused (" + versions + "): the two worlds are not"
                        + " apart, " + first.leak().get() + "; what one version does would change the other's figures, so neither is measured"));
            }
            // A fresh JVM of the vote is one vote: its first pair of worlds decides there.
            return DuetFinding.of(title, PairVote.decide(first.result().orElseThrow(), child ? Optional::empty : () -> {
                try (Worlds fresh = freshWorlds.get()) {
                    return fresh.failure().isPresent() ? Optional.empty() : compare(fresh, codec, label).result();
                }
            }));
        } catch (NotCompared e) {
            // The old side cannot run it: nothing to compare, no regression of the new. The new side is the run's own, where the test fails.
            return e.world().equals(pair.old().name()) ? DuetFinding.notCompared(title, versions, e.getMessage())
                    : DuetFinding.failed(Worded.titled("Upgrade duet", title, " (" + versions + ") could not run: " + e.getMessage()));
        } catch (LinkageError e) {
            // Thrown in a timed loop: the head's code links with the head's classes, so it is the old world's that lack the member.
            return DuetFinding.notCompared(title, versions, NotCompared.in(pair.old(), e).orElseThrow().getMessage());
        } catch (Exception e) {
            return DuetFinding.failed(Worded.titled("Upgrade duet", title, " (" + versions + ") could not run: " + e));
        }
    }

    /** The duet in one pair of worlds, or why they are not apart. */
    private record Compared(Optional<String> leak, Optional<Duet.Result> result) {
    }

    private Compared compare(Worlds pair, String codec, String payload) throws Exception {
        Duet.Side old = open(pair.old(), codec, payload);
        if (old.written().isEmpty()) {
            throw NotCompared.cannotRun(old.world().name(), String.valueOf(old.bytes()));
        }
        Duet.Side current = open(pair.current(), codec, payload);
        List<String> leaks = new ArrayList<>(pair.leaks());
        Duet.leak(old).ifPresent(leaks::add);
        Duet.leak(current).ifPresent(leaks::add);
        if (!leaks.isEmpty()) {
            return new Compared(Optional.of(leaks.get(0)), Optional.empty());
        }
        return new Compared(Optional.empty(), Optional.of(Duet.compare(old, current, engine, factor)));
    }

    // Whether the codec writes the payload and reads it back in the world probe, which lacks the jars that differ.
    private boolean runsIn(World probe, String codec, String payload) {
        try {
            Duet.Side side = open(probe, codec, payload);
            return side.written().isPresent() && probe.call(() -> side.read().apply(side.written().get())) == null;
        } catch (Exception | LinkageError e) {
            return false;
        }
    }

    private Duet.Side open(World world, String codec, String payload) throws Exception {
        return WorldEntry.side(world, test.entry(), test.testClass(), test.method(), codec, payload, test.sizes(), test.seed(),
                test.callLimitMillis());
    }
}
