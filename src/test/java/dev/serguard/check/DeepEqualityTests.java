package dev.serguard.check;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class DeepEqualityTests {

    static final class Order {
        String id;
        List<Line> lines = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        Optional<String> note = Optional.empty();
        transient int cached;
    }

    record Line(String sku, BigDecimal price) {
    }

    private static Order order() {
        Order order = new Order();
        order.id = "A-1";
        order.lines.add(new Line("x", new BigDecimal("1.50")));
        order.lines.add(new Line("y", new BigDecimal("2.00")));
        order.tags.put("channel", "web");
        return order;
    }

    @Test
    void equalGraphs_haveNoDifference() {
        Order other = order();
        other.lines = List.copyOf(other.lines);     // another List class is fine
        other.cached = 42;                          // transient fields do not travel

        assertThat(DeepEquality.firstDifference(order(), other)).isEmpty();
    }

    @Test
    void differentRecordComponent_isNamedByPath() {
        Order other = order();
        other.lines.set(1, new Line("y", new BigDecimal("2.0")));

        assertThat(DeepEquality.firstDifference(order(), other)).get().hasToString(
                "Order.lines[1].price: expected 2.00 (scale 2) but was 2.0 (scale 1)");
    }

    @Test
    void missingListElement_isReportedAsSize() {
        Order other = order();
        other.lines.remove(1);

        assertThat(DeepEquality.firstDifference(order(), other)).get().hasToString("Order.lines.size(): expected 2 but was 1");
    }

    @Test
    void nullField_isReported() {
        Order other = order();
        other.id = null;

        assertThat(DeepEquality.firstDifference(order(), other)).get().hasToString("Order.id: expected \"A-1\" but was null");
    }

    @Test
    void mapValueAndOptional_areComparedByContent() {
        Order expected = order();
        expected.note = Optional.of("gift");
        Order other = order();
        other.note = Optional.of("gift");
        other.tags.put("channel", "app");

        assertThat(DeepEquality.firstDifference(expected, other)).get().hasToString(
                "Order.tags[\"channel\"]: expected \"web\" but was \"app\"");
    }

    @Test
    void emptyOptionalVersusPresent_isReported() {
        Order other = order();
        other.note = Optional.of("gift");

        assertThat(DeepEquality.firstDifference(order(), other)).get().hasToString("Order.note.get(): expected null but was \"gift\"");
    }

    @Test
    void arrays_areComparedByIndex() {
        assertThat(DeepEquality.firstDifference(new int[] {1, 2}, new int[] {1, 3})).get().hasToString("int[][1]: expected 2 but was 3");
    }
}
