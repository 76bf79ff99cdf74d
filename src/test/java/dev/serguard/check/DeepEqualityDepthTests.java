package dev.serguard.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Any depth without recursion, and linear time over any list. */
class DeepEqualityDepthTests {

    static final class Link {
        int value;
        Link next;
    }

    /** A chain whose equals recurses, as a generated equals does. */
    static final class Chain {
        int value;
        Chain next;

        @Override
        public boolean equals(Object o) {
            return o instanceof Chain other && value == other.value && Objects.equals(next, other.next);
        }

        @Override
        public int hashCode() {
            return value;
        }
    }

    private static Link chain(int length) {
        Link head = new Link();
        Link link = head;
        for (int i = 1; i < length; i++) {
            link.next = new Link();
            link = link.next;
            link.value = i;
        }
        return head;
    }

    private static Link at(Link head, int index) {
        Link link = head;
        for (int i = 0; i < index; i++) {
            link = link.next;
        }
        return link;
    }

    @Test
    void chainOf2000_equal_passes() {
        assertThat(DeepEquality.firstDifference(chain(2_000), chain(2_000))).isEmpty();
    }

    @Test
    void chainOf2000_differenceNearTheEnd_namesTheWholePath() {
        Link read = chain(2_000);
        at(read, 1_500).value = -1;

        assertThat(DeepEquality.firstDifference(chain(2_000), read)).get()
                .hasToString("Link" + ".next".repeat(1_500) + ".value: expected 1500 but was -1");
    }

    @Test
    void chainOf2000_onAThreadWithASmallStack_passes() throws InterruptedException {
        // The comparison's own depth does not grow with the graph: 256 KB of stack is plenty.
        Object[] outcome = new Object[1];
        Thread thread = new Thread(null, () -> {
            try {
                outcome[0] = DeepEquality.firstDifference(chain(2_000), chain(2_000));
            } catch (Throwable e) {
                outcome[0] = e;
            }
        }, "small stack", 256 * 1024);
        thread.start();
        thread.join();

        assertThat(outcome[0]).isEqualTo(Optional.empty());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void chainOf100000_equal_passes_andAShorterOne_fails() {
        assertThat(DeepEquality.firstDifference(chain(100_000), chain(100_000))).isEmpty();
        assertThat(DeepEquality.firstDifference(chain(100_000), chain(99_999))).get().hasToString(
                "Link" + ".next".repeat(99_999) + ": expected a Link but was null");
    }

    @Test
    void chainWithARecursiveEquals_of2000_passes_andALossyOne_fails() {
        Chain written = new Chain();
        Chain read = new Chain();
        Chain left = written;
        Chain right = read;
        for (int i = 1; i < 2_000; i++) {
            left.next = new Chain();
            right.next = new Chain();
            left = left.next;
            right = right.next;
            left.value = i;
            right.value = i;
        }

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
        right.value = 0;
        assertThat(DeepEquality.firstDifference(written, read)).get()
                .hasToString("Chain" + ".next".repeat(1_999) + ".value: expected 1999 but was 0");
    }

    @Test
    void listsNested10000Deep_pass() {
        List<Object> written = new ArrayList<>();
        List<Object> read = new ArrayList<>();
        List<Object> left = written;
        List<Object> right = read;
        for (int i = 0; i < 10_000; i++) {
            List<Object> nextLeft = new ArrayList<>();
            List<Object> nextRight = new ArrayList<>();
            left.add(nextLeft);
            right.add(nextRight);
            left = nextLeft;
            right = nextRight;
        }
        left.add("end");
        right.add("end");

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
        right.set(0, "END");
        assertThat(DeepEquality.firstDifference(written, read)).get()
                .hasToString("ArrayList" + "[0]".repeat(10_001) + ": expected \"end\" but was \"END\"");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void largeLinkedList_isComparedInLinearTime() {
        LinkedList<String> written = new LinkedList<>();
        LinkedList<String> read = new LinkedList<>();
        for (int i = 0; i < 200_000; i++) {
            written.add("item-" + i);
            read.add("item-" + i);
        }

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
        read.set(199_999, "lost");
        assertThat(DeepEquality.firstDifference(written, read)).get()
                .hasToString("LinkedList[199999]: expected \"item-199999\" but was \"lost\"");
    }
}
