package dev.serguard.duet;

import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class PairVoteTests {

    private static final Duet.Result PASSED = new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of("serialize  1 000 ns/op → 1 010 ns/op"),
            List.of(), false);

    private static Duet.Result slower(String figure) {
        return new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of(figure), List.of("kryo 5.6.2 serializes 1.30 times as slow as kryo 5.5.0"),
                true);
    }

    /** The pairs of worlds after the first, in order; counts how many were asked for. */
    private static final class Pairs implements PairVote.Pair {
        private final Deque<Optional<Duet.Result>> next;
        int asked;

        @SafeVarargs
        Pairs(Optional<Duet.Result>... results) {
            this.next = new ArrayDeque<>(List.of(results));
        }

        @Override
        public Optional<Duet.Result> measure() {
            asked++;
            return next.removeFirst();
        }
    }

    @Test
    void aPass_isDecidedInOnePair() throws Exception {
        Pairs pairs = new Pairs();
        PairVote.Decided decided = PairVote.decide(PASSED, pairs);

        assertThat(pairs.asked).isZero();
        assertThat(decided.failure("kryo · SMALL (Order)")).isEmpty();
        assertThat(decided.summary()).isEqualTo("kryo 5.5.0 → kryo 5.6.2: no regression");
    }

    @Test
    void aSlowdownSeenInTwoPairs_stands_withTheFiguresOfTheSecond() throws Exception {
        Pairs pairs = new Pairs(Optional.of(slower("serialize  1 000 ns/op → 1 290 ns/op")));
        PairVote.Decided decided = PairVote.decide(slower("serialize  1 000 ns/op → 1 300 ns/op"), pairs);

        assertThat(pairs.asked).isEqualTo(1);
        assertThat(decided.failure("kryo · SMALL (Order)")).hasValue("Upgrade regression for kryo · SMALL (Order): kryo 5.5.0 → kryo 5.6.2:"
                + " 1 regression; failed in 2 of 2 pairs of worlds, each compiled anew\n  kryo 5.6.2 serializes 1.30 times as slow as kryo 5.5.0\n"
                + "  serialize  1 000 ns/op → 1 290 ns/op");
    }

    @Test
    void aSlowdownOfTheFirstPairAlone_passes_asTwoPairsCompiledAnewPassIt() throws Exception {
        Pairs pairs = new Pairs(Optional.of(PASSED), Optional.of(PASSED));
        PairVote.Decided decided = PairVote.decide(slower("serialize  1 000 ns/op → 1 300 ns/op"), pairs);

        assertThat(pairs.asked).isEqualTo(2);
        assertThat(decided.failure("kryo · SMALL (Order)")).isEmpty();
        assertThat(decided.note()).hasValue("upgrade duet kryo 5.5.0 → kryo 5.6.2: no regression; failed in 1 of 3 pairs of worlds, each"
                + " compiled anew");
    }

    @Test
    void aSlowdownInTwoOfThreePairs_stands() throws Exception {
        PairVote.Decided decided = PairVote.decide(slower("first"), new Pairs(Optional.of(PASSED), Optional.of(slower("third"))));

        assertThat(decided.pairs()).isEqualTo(3);
        assertThat(decided.failedIn()).isEqualTo(2);
        assertThat(decided.result().lines()).containsExactly("third");
    }

    @Test
    void aTimeNotJudged_isNoted_withItsLine() throws Exception {
        String line = "serialize  1 000 ns/op → 1 500 ns/op   ×1.500 (1.500 to 1.500), not judged: times are not trusted here: a debugger is attached";
        Duet.Result shown = new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of("size  8 B → 8 B   +0.0 %", line), List.of(), false,
                Optional.empty(), List.of(new Duet.NotJudged("serialize", "a debugger is attached", line)));

        assertThat(PairVote.decide(shown, new Pairs()).note()).hasValue("upgrade duet kryo 5.5.0 → kryo 5.6.2: no regression: serialize"
                + " 1 000 ns/op → 1 500 ns/op ×1.500 (1.500 to 1.500), not judged: times are not trusted here: a debugger is attached");
    }

    @Test
    void aJudgedTime_isNotNoted_whateverItsLineSays() throws Exception {
        // Lines whose words read like a time not judged: only the result's data says what was judged.
        Duet.Result judged = new Duet.Result("kryo 5.5.0", "kryo 5.6.2, not judged: x", List.of("serialize  1 000 ns/op → 1 010 ns/op"
                + "   kryo 5.6.2, not judged: x"), List.of(), false);

        assertThat(PairVote.decide(judged, new Pairs()).note()).isEmpty();
    }

    @Test
    void aSizeOrByteFailure_standsAtOnce_withoutAnotherPair() throws Exception {
        Duet.Result bigger = new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of("size  8 B → 12 B   +50.0 %"),
                List.of("kryo 5.6.2 writes 12 bytes where kryo 5.5.0 wrote 8 (+50.0 %)"), false);
        Pairs pairs = new Pairs();

        PairVote.Decided decided = PairVote.decide(bigger, pairs);
        assertThat(decided.failure("t")).isPresent();
        assertThat(decided.note()).as("one pair decided: the reports' columns say it all").isEmpty();
        assertThat(pairs.asked).isZero();
    }

    @Test
    void aSlowdownWhereNoOtherPairCanBeMade_stands() throws Exception {
        PairVote.Decided decided = PairVote.decide(slower("first"), new Pairs(Optional.empty()));

        assertThat(decided.failure("t")).isPresent();
        assertThat(decided.summary()).isEqualTo("kryo 5.5.0 → kryo 5.6.2: 1 regression");
    }

    // A slowdown that stood in two pairs of worlds here, put to fresh JVMs that answer in turn; the JVMs asked are counted.
    private static PairVote.Decided toFreshJvms(List<Optional<Boolean>> answers, List<Integer> asked) throws Exception {
        PairVote.Decided here = PairVote.decide(slower("first"), new Pairs(Optional.of(slower("second"))));
        return here.withFreshJvms(jvm -> {
            asked.add(jvm);
            return answers.get(jvm - 1);
        });
    }

    @Test
    void aFailureHere_standsWhereTheFirstFreshJvmFailsItToo() throws Exception {
        List<Integer> asked = new java.util.ArrayList<>();
        PairVote.Decided decided = toFreshJvms(List.of(Optional.of(true), Optional.of(false)), asked);

        assertThat(asked).containsExactly(1);
        assertThat(decided.passed()).isFalse();
        assertThat(decided.failure("kryo · SMALL (Order)")).hasValueSatisfying(failure -> assertThat(failure).startsWith("Upgrade regression for"
                + " kryo · SMALL (Order): kryo 5.5.0 → kryo 5.6.2: 1 regression; failed in 2 of 2 pairs of worlds, each compiled anew;"
                + " failed in 1 of 1 fresh JVM\n"));
    }

    @Test
    void aFailureHere_standsWhereTheSecondFreshJvmFailsIt_afterTheFirstPassedIt() throws Exception {
        List<Integer> asked = new java.util.ArrayList<>();
        PairVote.Decided decided = toFreshJvms(List.of(Optional.of(false), Optional.of(true)), asked);

        assertThat(asked).containsExactly(1, 2);
        assertThat(decided.summary()).endsWith(": 1 regression; failed in 2 of 2 pairs of worlds, each compiled anew; failed in 1 of 2 fresh JVMs");
    }

    @Test
    void aFailureHere_isOverturned_whereTwoFreshJvmsPassIt() throws Exception {
        PairVote.Decided decided = toFreshJvms(List.of(Optional.of(false), Optional.of(false)), new java.util.ArrayList<>());

        assertThat(decided.passed()).isTrue();
        assertThat(decided.failure("t")).isEmpty();
        assertThat(decided.note()).hasValue("upgrade duet kryo 5.5.0 → kryo 5.6.2: no regression; failed in 2 of 2 pairs of worlds, each compiled"
                + " anew; passed in 2 fresh JVMs");
    }

    @Test
    void aFailureHere_stands_whereNoFreshJvmCouldTell_orOnlyOnePassedIt() throws Exception {
        assertThat(toFreshJvms(List.of(Optional.empty()), new java.util.ArrayList<>()).passed()).isFalse();
        PairVote.Decided onePassed = toFreshJvms(List.of(Optional.of(false), Optional.empty()), new java.util.ArrayList<>());
        assertThat(onePassed.passed()).isFalse();
        assertThat(onePassed.summary()).endsWith("; passed in 1 fresh JVM");
    }

    @Test
    void aPass_orASizeFailure_asksNoFreshJvm() throws Exception {
        PairVote.FreshJvm none = jvm -> {
            throw new AssertionError("no fresh JVM is asked");
        };
        assertThat(PairVote.decide(PASSED, new Pairs()).withFreshJvms(none).passed()).isTrue();
        Duet.Result bigger = new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of("size  8 B → 12 B   +50.0 %"),
                List.of("kryo 5.6.2 writes 12 bytes where kryo 5.5.0 wrote 8 (+50.0 %)"), false);
        assertThat(PairVote.decide(bigger, new Pairs()).withFreshJvms(none).passed()).isFalse();
    }
}
