package dev.serguard.gate;

import dev.serguard.duet.Duet;
import dev.serguard.duet.DuetFinding;
import dev.serguard.duet.PairVote;
import dev.serguard.duet.UpgradeDuet;
import dev.serguard.duet.World;
import dev.serguard.duet.Worlds;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The upgrade duet's failed time put to fresh JVMs by the gate's vote ({@link FreshJvmVote#ofDuet}):
 * it stands where one of two fails it too, and is overturned where both pass it; on fixed answers.
 */
class DuetVoteTests {

    private static final String TITLE = "kryo · SMALL (Order)";
    private static final Duet.Result PASSED = new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of("serialize  1 000 ns/op → 1 010 ns/op"),
            List.of(), false);
    private static final Confirmation FAILED = Confirmation.failed(new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", TITLE,
            List.of(CheckOutcome.of(CheckOutcome.Kind.UPGRADE_DUET, CheckOutcome.Decision.FAILED, "Upgrade regression", Optional.empty()))),
            "Upgrade regression for " + TITLE);
    private static final Confirmation UNMEASURED = Confirmation.unmeasured("its child JVM timed out");

    private static Duet.Result slower(String figure) {
        return new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of(figure), List.of("kryo 5.6.2 serializes 1.30 times as slow as kryo 5.5.0"),
                true);
    }

    // A slowdown that stood in two pairs of worlds here, put to fresh JVMs that answer in turn; the JVMs asked are counted.
    private static DuetFinding toFreshJvms(List<Confirmation> answers, List<Integer> asked) throws Exception {
        PairVote.Decided here = PairVote.decide(slower("first"), () -> Optional.of(slower("second")));
        return FreshJvmVote.ofDuet(DuetFinding.of(TITLE, here), jvm -> {
            asked.add(jvm);
            return answers.get(jvm - 1);
        });
    }

    @Test
    void aFailureHere_standsWhereTheFirstFreshJvmFailsItToo() throws Exception {
        List<Integer> asked = new ArrayList<>();
        DuetFinding decided = toFreshJvms(List.of(FAILED, Confirmation.passed()), asked);

        assertThat(asked).containsExactly(1);
        assertThat(decided.failure()).hasValueSatisfying(failure -> assertThat(failure.message()).startsWith("Upgrade regression for"
                + " kryo · SMALL (Order): kryo 5.5.0 → kryo 5.6.2: 1 regression; failed in 2 of 2 pairs of worlds, each compiled anew;"
                + " failed in 1 of 1 fresh JVM\n"));
    }

    @Test
    void aFailureHere_standsWhereTheSecondFreshJvmFailsIt_afterTheFirstPassedIt() throws Exception {
        List<Integer> asked = new ArrayList<>();
        DuetFinding decided = toFreshJvms(List.of(Confirmation.passed(), FAILED), asked);

        assertThat(asked).containsExactly(1, 2);
        assertThat(decided.entry()).hasValueSatisfying(entry -> assertThat(entry).startsWith("kryo 5.5.0 → kryo 5.6.2: 1 regression; failed in"
                + " 2 of 2 pairs of worlds, each compiled anew; failed in 1 of 2 fresh JVMs\n"));
    }

    @Test
    void aFailureHere_isOverturned_whereTwoFreshJvmsPassIt() throws Exception {
        DuetFinding decided = toFreshJvms(List.of(Confirmation.passed(), Confirmation.passed()), new ArrayList<>());

        assertThat(decided.failure()).isEmpty();
        assertThat(decided.note()).hasValue("upgrade duet kryo 5.5.0 → kryo 5.6.2: no regression; failed in 2 of 2 pairs of worlds, each compiled"
                + " anew; passed in 2 fresh JVMs");
    }

    @Test
    void aFreshJvmThatFailsAnotherCheck_passesTheDuet() throws Exception {
        Confirmation roundTrip = Confirmation.failed(new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", TITLE, List.of(CheckOutcome.of(
                CheckOutcome.Kind.ROUND_TRIP, CheckOutcome.Decision.FAILED, "Codec threw", Optional.empty()))), "Codec threw for " + TITLE);

        assertThat(toFreshJvms(List.of(roundTrip, Confirmation.passed()), new ArrayList<>()).failure()).isEmpty();
    }

    @Test
    void aFailureHere_stands_whereNoFreshJvmCouldTell_orOnlyOnePassedIt() throws Exception {
        assertThat(toFreshJvms(List.of(UNMEASURED), new ArrayList<>()).failure()).isPresent();
        DuetFinding onePassed = toFreshJvms(List.of(Confirmation.passed(), UNMEASURED), new ArrayList<>());
        assertThat(onePassed.failure()).isPresent();
        assertThat(onePassed.entry()).hasValueSatisfying(entry -> assertThat(entry.lines().findFirst().orElseThrow()).endsWith(
                "; passed in 1 fresh JVM"));
    }

    @Test
    void aPass_orASizeFailure_orNoDuet_asksNoFreshJvm() throws Exception {
        IntFunction<Confirmation> none = jvm -> {
            throw new AssertionError("no fresh JVM is asked");
        };
        assertThat(FreshJvmVote.ofDuet(DuetFinding.of(TITLE, PairVote.decide(PASSED, Optional::empty)), none).failure()).isEmpty();
        Duet.Result bigger = new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of("size  8 B → 12 B   +50.0 %"),
                List.of("kryo 5.6.2 writes 12 bytes where kryo 5.5.0 wrote 8 (+50.0 %)"), false);
        assertThat(FreshJvmVote.ofDuet(DuetFinding.of(TITLE, PairVote.decide(bigger, Optional::empty)), none).failure()).isPresent();
        assertThat(FreshJvmVote.ofDuet(DuetFinding.NONE, none)).isEqualTo(DuetFinding.NONE);
    }

    @Test
    void theDuetsReason_isItsMessagesHeadlineInOneLine_withoutTheTitle() throws Exception {
        List<DuetFinding> findings = new ArrayList<>();
        findings.add(toFreshJvms(List.of(FAILED), new ArrayList<>()));
        findings.add(DuetFinding.of(TITLE, PairVote.decide(slower("first"), Optional::empty)));
        // Worlds that could not be built, and worlds in which serguard's entry cannot be found: the duet's own messages.
        findings.add(duet(new Worlds(null, null, List.of(), List.of(), Optional.of("com.esotericsoftware:kryo:0.0.1 cannot be had from the local"
                + " repository\n  (offline)"))).check("kryo", TITLE, "SMALL"));
        try (World old = World.of("kryo 5.5.0", List.of(), List.of()); World current = World.of("kryo 5.6.2", List.of(), List.of())) {
            findings.add(duet(new Worlds(old, current, List.of(), List.of(), Optional.empty())).check("kryo", TITLE, "SMALL"));
        }

        assertThat(findings).allSatisfy(finding -> assertThat(finding.failure()).hasValueSatisfying(failure -> assertThat(failure.reason())
                .doesNotContain("\n", TITLE).startsWith(failure.message().lines().findFirst().orElseThrow().replace(" for " + TITLE, "")
                        .split(": ")[0])));
        assertThat(findings.get(0).failure().orElseThrow().reason()).isEqualTo("Upgrade regression: kryo 5.5.0 → kryo 5.6.2: 1 regression;"
                + " failed in 2 of 2 pairs of worlds, each compiled anew; failed in 1 of 1 fresh JVM");
        assertThat(findings.get(2).failure().orElseThrow().reason()).isEqualTo("Upgrade duet not run: com.esotericsoftware:kryo:0.0.1 cannot be"
                + " had from the local repository");
        assertThat(findings.get(3).failure().orElseThrow().reason()).startsWith("Upgrade duet (kryo 5.5.0 → kryo 5.6.2) could not run: ");
    }

    private static UpgradeDuet duet(Worlds worlds) {
        return new UpgradeDuet(Optional.of(worlds), () -> worlds, Duet.DEFAULT_FACTOR, Optional.empty(),
                new UpgradeDuet.Test("com.example.NoSuchEntry", "OrderTests", "orders", "", "", 1_000), false);
    }
}
