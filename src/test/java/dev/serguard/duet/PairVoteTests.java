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

        assertThat(PairVote.decide(shown, new Pairs()).note()).hasValue("upgrade duet kryo 5.5.0 → kryo 5.6.2: no regression in what was judged, 1 time not judged: serialize"
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
}
