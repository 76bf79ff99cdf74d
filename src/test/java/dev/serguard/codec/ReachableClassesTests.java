package dev.serguard.codec;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

class ReachableClassesTests {

    enum Shape {
        ROUND { },   // a constant with a body: an anonymous subclass of Shape
        SQUARE
    }

    static class Base {
        Shape shape;
    }

    static final class Node extends Base {
        static Object ignoredStatic = new StringBuilder();
        transient Object ignoredTransient = new StringBuilder();
        int primitive;
        Object any;
        Node next;
    }

    record Box(Optional<Object> content, Object[] items) {
    }

    @Test
    void of_sampleOrder_findsModelAndJdkLeavesSortedByName() {
        assertThat(ReachableClasses.of(SampleOrder.class, List.of(SampleOrder.sample()))).containsExactly(
                SampleOrder.class, SampleOrder.Customer.class, SampleOrder.Line.class, SampleOrder.Status.class,
                String.class, BigDecimal.class, Instant.class, ArrayList.class, LinkedHashMap.class);
    }

    @Test
    void of_noSamples_findsTheConcreteRootOnly() {
        assertThat(ReachableClasses.of(SampleOrder.class, List.of())).containsExactly(SampleOrder.class);
        assertThat(ReachableClasses.of(Comparable.class, List.of())).isEmpty();
    }

    @Test
    void of_cycleSuperclassEnumBodyAndSkippedFields_walksEachObjectOnce() {
        Node first = new Node();
        Node second = new Node();
        first.next = second;
        second.next = first;
        first.shape = Shape.ROUND;
        second.any = 42L;

        assertThat(ReachableClasses.of(Node.class, List.of(first))).containsExactly(Node.class, Shape.class, Long.class);
    }

    @Test
    void of_optionalsArraysAndSortedSetComparators_walksThroughTheirApi() {
        TreeSet<String> sorted = new TreeSet<>(Comparator.reverseOrder());
        sorted.add("x");
        Box box = new Box(Optional.of(sorted), new Object[] {Shape.SQUARE, new int[] {1}});

        assertThat(ReachableClasses.of(Box.class, List.of(box))).containsExactly(int[].class, Object[].class,
                Box.class, Shape.class, String.class, Comparator.reverseOrder().getClass(), Optional.class, TreeSet.class);
    }
}
