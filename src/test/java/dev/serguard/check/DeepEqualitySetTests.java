package dev.serguard.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Set elements and map keys are matched by deep equality, not by their own equals. */
class DeepEqualitySetTests {

    /** Equal by id only, the way many entities are. */
    static final class Item {
        int id;
        int qty;

        Item(int id, int qty) {
            this.id = id;
            this.qty = qty;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Item other && id == other.id;
        }

        @Override
        public int hashCode() {
            return id;
        }

        @Override
        public String toString() {
            return "Item#" + id + " x" + qty;
        }
    }

    /** An equals that is always true. */
    static final class Flag {
        String name;

        Flag(String name) {
            this.name = name;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Flag;
        }

        @Override
        public int hashCode() {
            return 1;
        }

        @Override
        public String toString() {
            return "Flag(" + name + ")";
        }
    }

    /** A plain class: identity equals and hashCode. */
    static final class Point {
        int x;
        int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + ", " + y + ")";
        }
    }

    static final class Order {
        Set<Item> items = new HashSet<>();
        List<Item> lines = new ArrayList<>();
    }

    static final class Box {
        Set<Flag> flags = new HashSet<>();
    }

    static final class Plot {
        Set<Point> points = new HashSet<>();
    }

    static final class Stock {
        Map<Item, String> byItem = new HashMap<>();
    }

    static final class Atlas {
        Map<Point, String> names = new HashMap<>();
    }

    static final class Group {
        String name;
        Set<Point> members = new HashSet<>();

        Group(String name, Point... members) {
            this.name = name;
            this.members.addAll(List.of(members));
        }

        @Override
        public String toString() {
            return "Group " + name;
        }
    }

    /** A node of a graph whose edges are a set: cycles run through sets. */
    static final class Station {
        String name;
        Set<Station> links = new HashSet<>();

        Station(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static Station line(String last) {
        Station a = new Station("A");
        Station b = new Station(last);
        a.links.add(b);
        b.links.add(a);
        return a;
    }

    @Test
    void idOnlyEquals_lossyInAList_fails() {
        Order written = new Order();
        written.lines.add(new Item(1, 2));
        Order read = new Order();
        read.lines.add(new Item(1, 0));

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Order.lines[0].qty: expected 2 but was 0");
    }

    @Test
    void idOnlyEquals_lossyInASet_failsTheSameWay() {
        Order written = new Order();
        written.items.add(new Item(1, 2));
        written.items.add(new Item(2, 5));
        Order read = new Order();
        read.items.add(new Item(1, 2));
        read.items.add(new Item(2, 0));     // a codec that drops qty

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Order.items{Item#2 x5}.qty: expected 5 but was 0");
    }

    @Test
    void idOnlyEquals_equalSet_passes() {
        Order written = new Order();
        written.items.add(new Item(1, 2));
        written.items.add(new Item(2, 5));
        Order read = new Order();
        read.items.add(new Item(2, 5));
        read.items.add(new Item(1, 2));

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void alwaysTrueEquals_lossyInASet_fails() {
        Box written = new Box();
        written.flags.add(new Flag("a"));
        Box read = new Box();
        read.flags.add(new Flag(null));

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Box.flags{Flag(a)}.name: expected \"a\" but was null");
    }

    @Test
    void alwaysTrueEquals_equalSet_passes() {
        Box written = new Box();
        written.flags.add(new Flag("a"));
        Box read = new Box();
        read.flags.add(new Flag("a"));

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void identityEquals_roundTrippedSet_passes() {
        Plot written = new Plot();
        written.points.add(new Point(1, 2));
        written.points.add(new Point(3, 4));
        Plot read = new Plot();
        read.points.add(new Point(3, 4));
        read.points.add(new Point(1, 2));

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void identityEquals_oneLossyElement_isComparedWithTheOnlyOneLeft() {
        Plot written = new Plot();
        written.points.add(new Point(1, 2));
        written.points.add(new Point(3, 4));
        Plot read = new Plot();
        read.points.add(new Point(1, 2));
        read.points.add(new Point(3, 0));

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Plot.points{(3, 4)}.y: expected 4 but was 0");
    }

    @Test
    void identityEquals_everyElementLossy_namesTheFirstElementMissing() {
        Plot written = new Plot();
        written.points = new LinkedHashSet<>(List.of(new Point(1, 2), new Point(3, 4)));
        Plot read = new Plot();
        read.points = new LinkedHashSet<>(List.of(new Point(1, 0), new Point(3, 0)));

        assertThat(DeepEquality.firstDifference(written, read)).get()
                .hasToString("Plot.points: expected to contain (1, 2) but was LinkedHashSet of 2 without it");
    }

    @Test
    void setWithAnElementMore_namesIt() {
        assertThat(DeepEquality.firstDifference(new HashSet<>(Set.of("a", "b")), new HashSet<>(Set.of("a", "b", "c")))).get()
                .hasToString("HashSet: expected HashSet of 2 but was HashSet of 3 with \"c\" in addition");
    }

    @Test
    void setWithAnElementLess_namesIt() {
        assertThat(DeepEquality.firstDifference(new LinkedHashSet<>(List.of("a", "b")), new LinkedHashSet<>(List.of("a")))).get()
                .hasToString("LinkedHashSet: expected to contain \"b\" but was LinkedHashSet of 1 without it");
    }

    @Test
    void setsOfStrings_inAnotherIterationOrder_pass() {
        Set<String> written = new HashSet<>(4096);
        Set<String> read = new HashSet<>();
        for (int i = 0; i < 1_000; i++) {
            written.add("tag-" + i);
        }
        for (int i = 999; i >= 0; i--) {
            read.add("tag-" + i);
        }

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void mapKeys_idOnlyEquals_lossyKey_fails() {
        Stock written = new Stock();
        written.byItem.put(new Item(1, 2), "shelf A");
        Stock read = new Stock();
        read.byItem.put(new Item(1, 0), "shelf A");

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Stock.byItem.keySet(){Item#1 x2}.qty: expected 2 but was 0");
    }

    @Test
    void mapKeys_identityEquals_equalMap_passes() {
        Atlas written = new Atlas();
        written.names.put(new Point(1, 2), "home");
        written.names.put(new Point(3, 4), "work");
        Atlas read = new Atlas();
        read.names.put(new Point(3, 4), "work");
        read.names.put(new Point(1, 2), "home");

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void mapKeys_identityEquals_valueDiffers_namesTheKey() {
        Atlas written = new Atlas();
        written.names.put(new Point(1, 2), "home");
        written.names.put(new Point(3, 4), "work");
        Atlas read = new Atlas();
        read.names.put(new Point(3, 4), "gym");
        read.names.put(new Point(1, 2), "home");

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Atlas.names[(3, 4)]: expected \"work\" but was \"gym\"");
    }

    @Test
    void mapWithAKeyMissingOrAdded_namesIt() {
        Map<String, Integer> written = new LinkedHashMap<>(Map.of("a", 1));
        written.put("b", 2);

        assertThat(DeepEquality.firstDifference(written, new LinkedHashMap<>(Map.of("a", 1)))).get()
                .hasToString("LinkedHashMap[\"b\"]: expected 2 but was no such key");
        assertThat(DeepEquality.firstDifference(new LinkedHashMap<>(Map.of("a", 1)), written)).get()
                .hasToString("LinkedHashMap[\"b\"]: expected no such key but was 2");
    }

    @Test
    void priorityQueue_sameElements_passes_andALossyOne_fails() {
        PriorityQueue<Integer> written = new PriorityQueue<>(List.of(5, 1, 3));
        PriorityQueue<Integer> same = new PriorityQueue<>(List.of(3, 5, 1));
        PriorityQueue<Integer> lossy = new PriorityQueue<>(List.of(3, 5, 0));

        assertThat(DeepEquality.firstDifference(written, same)).isEmpty();
        assertThat(DeepEquality.firstDifference(written, lossy)).get().hasToString("PriorityQueue{1}: expected 1 but was 0");
    }

    @Test
    void setsWithinSetElements_areMatchedDeeply() {
        Set<Group> written = new HashSet<>(List.of(new Group("a", new Point(1, 1), new Point(2, 2)), new Group("b", new Point(3, 3))));
        Set<Group> same = new HashSet<>(List.of(new Group("b", new Point(3, 3)), new Group("a", new Point(2, 2), new Point(1, 1))));
        Set<Group> lossy = new HashSet<>(List.of(new Group("b", new Point(3, 3)), new Group("a", new Point(2, 2), new Point(1, 0))));

        assertThat(DeepEquality.firstDifference(written, same)).isEmpty();
        assertThat(DeepEquality.firstDifference(written, lossy)).get().hasToString("HashSet{Group a}.members{(1, 1)}.y: expected 1 but was 0");
    }

    @Test
    void cycleThroughSets_terminates_andALossyNodeFails() {
        assertThat(DeepEquality.firstDifference(line("B"), line("B"))).isEmpty();
        assertThat(DeepEquality.firstDifference(line("B"), line("C"))).get().hasToString("Station.links{B}.name: expected \"B\" but was \"C\"");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void largeSetOfPlainObjects_inAnotherOrder_isMatched() {
        Plot written = new Plot();
        Plot read = new Plot();
        for (int i = 0; i < 100_000; i++) {
            written.points.add(new Point(i, i % 7));
            read.points.add(new Point(i, i % 7));
        }

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void largeSetOfPlainObjects_withOneLossyElement_fails() {
        Plot written = new Plot();
        Plot read = new Plot();
        for (int i = 0; i < 100_000; i++) {
            written.points.add(new Point(i, 1));
            read.points.add(new Point(i, i == 77_777 ? 0 : 1));
        }

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Plot.points{(77777, 1)}.y: expected 1 but was 0");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void largeSetOfIdOnlyEntities_withOneLossyElement_fails() {
        Order written = new Order();
        Order read = new Order();
        for (int i = 0; i < 100_000; i++) {
            written.items.add(new Item(i, 1));
            read.items.add(new Item(i, i == 4_242 ? 9 : 1));
        }

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Order.items{Item#4242 x1}.qty: expected 1 but was 9");
    }
}
