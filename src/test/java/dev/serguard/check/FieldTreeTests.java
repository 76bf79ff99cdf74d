package dev.serguard.check;

import dev.serguard.internal.Json;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FieldTreeTests {

    record Line(String sku, BigDecimal price, Optional<Instant> shipped) {
    }

    static class Order {
        List<Line> lines = new ArrayList<>();
        Set<String> tags;
        Map<String, Integer> counts;
        double ratio = 0.1;
        float weight = 1.5f;
        transient int cached = 42;
        Order parent;
    }

    @Test
    void value_becomesSortedJson_independentOfInsertionOrder() {
        Order first = order(List.of("b", "a", "c"));
        Order second = order(List.of("c", "b", "a"));

        assertThat(Json.write(FieldTree.of(first))).isEqualTo(Json.write(FieldTree.of(second))).isEqualTo("{\n"
                + "    \"counts\" : [\n"
                + "        {\n"
                + "            \"key\" : \"a\",\n"
                + "            \"value\" : 1\n"
                + "        },\n"
                + "        {\n"
                + "            \"key\" : \"b\",\n"
                + "            \"value\" : 1\n"
                + "        },\n"
                + "        {\n"
                + "            \"key\" : \"c\",\n"
                + "            \"value\" : 1\n"
                + "        }\n"
                + "    ],\n"
                + "    \"lines\" : [\n"
                + "        {\n"
                + "            \"price\" : \"2.50\",\n"
                + "            \"shipped\" : \"2024-01-02T03:04:05Z\",\n"
                + "            \"sku\" : \"X-1\"\n"
                + "        }\n"
                + "    ],\n"
                + "    \"parent\" : null,\n"
                + "    \"ratio\" : 0.1,\n"
                + "    \"tags\" : [\n"
                + "        \"a\",\n"
                + "        \"b\",\n"
                + "        \"c\"\n"
                + "    ],\n"
                + "    \"weight\" : 1.5\n"
                + "}\n");
    }

    private static Order order(List<String> names) {
        Order order = new Order();
        order.lines.add(new Line("X-1", new BigDecimal("2.50"), Optional.of(Instant.parse("2024-01-02T03:04:05Z"))));
        order.tags = new LinkedHashSet<>(names);
        order.counts = new HashMap<>();
        names.forEach(name -> order.counts.put(name, 1));
        return order;
    }

    @Test
    void treeMadeNow_equalsTheTreeReadFromItsText() {
        Object tree = FieldTree.of(order(List.of("a")));

        assertThat(Json.parse(Json.write(tree))).isEqualTo(tree);
    }

    @Test
    void cycle_isWrittenAsAPathToItsStart() {
        Order order = order(List.of("a"));
        order.parent = order;

        assertThat(((Map<?, ?>) FieldTree.of(order)).get("parent")).isEqualTo("<cycle: value>");
    }

    @Test
    void sharedObject_isWrittenAtEachPlace() {
        Order order = order(List.of("a"));
        Set<String> shared = new HashSet<>(Set.of("x"));
        order.tags = shared;
        Order child = order(List.of("a"));
        child.tags = shared;
        order.parent = child;

        Map<?, ?> tree = (Map<?, ?>) FieldTree.of(order);
        assertThat(((Map<?, ?>) tree.get("parent")).get("tags")).isEqualTo(tree.get("tags")).isEqualTo(List.of("x"));
    }

    static class Node {
        Node next;
    }

    @Test
    void tooDeep_saysSo() {
        Node head = new Node();
        Node node = head;
        for (int i = 0; i < 500; i++) {
            node.next = new Node();
            node = node.next;
        }

        assertThatThrownBy(() -> FieldTree.of(head)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("value" + ".next".repeat(11) + "… is nested deeper than 400 levels, more than a golden snapshot keeps");
    }
}
