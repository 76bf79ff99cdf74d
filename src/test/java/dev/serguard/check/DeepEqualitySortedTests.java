package dev.serguard.check;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/** A sorted collection's comparator must come back, compared by class. */
class DeepEqualitySortedTests {

    public static final class Catalog {
        public Map<String, Integer> byName = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    }

    private static TreeMap<String, Integer> caseInsensitive() {
        TreeMap<String, Integer> map = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        map.put("Tea", 1);
        map.put("cup", 2);
        return map;
    }

    @Test
    void caseInsensitiveTreeMap_readBackInNaturalOrder_fails() {
        TreeMap<String, Integer> natural = new TreeMap<>();
        natural.putAll(caseInsensitive());

        assertThat(DeepEquality.firstDifference(caseInsensitive(), natural)).get().hasToString(
                "TreeMap.comparator(): expected java.lang.String$CaseInsensitiveComparator but was natural order");
    }

    @Test
    void caseInsensitiveTreeMap_throughJson_readBackAsAPlainMap_fails() throws Exception {
        ObjectMapper json = new ObjectMapper();
        Catalog written = new Catalog();
        written.byName.putAll(caseInsensitive());

        Catalog read = json.readValue(json.writeValueAsBytes(written), Catalog.class);

        assertThat(read.byName.get("tea")).isNull();       // the loss is real: lookups changed
        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString(
                "Catalog.byName.comparator(): expected java.lang.String$CaseInsensitiveComparator but was none: a java.util.LinkedHashMap is not sorted");
    }

    @Test
    void caseInsensitiveTreeSet_readBackInNaturalOrder_fails() {
        TreeSet<String> written = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        written.add("b");
        written.add("A");

        assertThat(DeepEquality.firstDifference(written, new TreeSet<>(written))).isEmpty();      // the copy constructor keeps it
        assertThat(DeepEquality.firstDifference(written, new TreeSet<>(java.util.List.copyOf(written)))).get().hasToString(
                "TreeSet.comparator(): expected java.lang.String$CaseInsensitiveComparator but was natural order");
    }

    @Test
    void sameComparatorClass_passes() {
        assertThat(DeepEquality.firstDifference(caseInsensitive(), caseInsensitive())).isEmpty();
    }

    @Test
    void reverseOrder_readBackInNaturalOrder_fails() {
        TreeSet<Integer> written = new TreeSet<>(Collections.reverseOrder());
        written.add(1);
        written.add(2);
        TreeSet<Integer> read = new TreeSet<>();
        read.add(1);
        read.add(2);

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString(
                "TreeSet.comparator(): expected java.util.Collections$ReverseComparator but was natural order");
    }

    @Test
    void naturalOrderTreeMap_readBackUnsorted_passesWithANote() {
        TreeMap<String, Integer> written = new TreeMap<>(Map.of("a", 1, "b", 2));

        Comparison comparison = DeepEquality.compare(written, new java.util.LinkedHashMap<>(written));

        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("TreeMap was a TreeMap in natural order and came back a LinkedHashMap, which is not sorted");
    }
}
