package dev.serguard.check.golden;

import dev.serguard.check.golden.FieldOutcome.Kind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The elements of a summarised list past its first ten, told field by field as the first ones
 * are: a field added is defaulted (never misread), one removed dropped, a value changed misread.
 */
class RestDigestTests {

    private static final String WHERE = "Order.lines[10..29] (summarised, a hash per field)";

    /** Thirty order lines, each made by {@code line} from its index and a customer {"name": …}. */
    private static List<Object> lines(BiFunction<Integer, Map<String, Object>, Map<String, Object>> line) {
        List<Object> lines = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            Map<String, Object> customer = new LinkedHashMap<>();
            customer.put("name", "C" + i);
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("customer", customer);
            fields.put("qty", (long) i);
            lines.add(line.apply(i, fields));
        }
        return lines;
    }

    private static List<FieldOutcome> compare(List<Object> today) {
        Map<String, Object> recorded = RestDigest.of(lines((i, line) -> line), 10);
        List<FieldOutcome> rows = new ArrayList<>();
        RestDigest.compare(recorded, 30, today, 10, "Order.lines", (path, kind, detail) -> rows.add(new FieldOutcome(path, kind, detail)));
        return rows;
    }

    @Test
    void unchanged_hasNoRow() {
        assertThat(RestDigest.of(lines((i, line) -> line), 10)).containsOnlyKeys("[]", "[].customer", "[].customer.name", "[].qty");
        assertThat(compare(lines((i, line) -> line))).isEmpty();
    }

    @Test
    void fieldAdded_isDefaulted_atTheFirstElementThatHasIt() {
        assertThat(compare(lines((i, line) -> {
            line.put("note", null);
            return line;
        }))).containsExactly(new FieldOutcome("Order.lines[10].note", Kind.DEFAULTED, "reads null"));
    }

    @Test
    void fieldRemoved_isDropped_whereItWas_notBelow() {
        assertThat(compare(lines((i, line) -> {
            line.remove("customer");
            return line;
        }))).containsExactly(new FieldOutcome("Order.lines[].customer", Kind.DROPPED, "recorded in " + WHERE + ", no such field in the model"));
    }

    @Test
    void valueChangedInOneElement_isMisread() {
        List<Object> today = lines((i, line) -> {
            line.put("qty", i == 25 ? -1L : (long) i);
            return line;
        });

        assertThat(compare(today)).containsExactly(new FieldOutcome("Order.lines[].qty", Kind.MISREAD, "in " + WHERE + ": recorded "
                + RestDigest.of(lines((i, line) -> line), 10).get("[].qty") + ", read " + RestDigest.of(today, 10).get("[].qty")));
    }

    /** An object read as null is that field misread: its own fields are not dropped besides. */
    @Test
    void objectReadAsNull_isMisread_itsFieldsNotDropped() {
        assertThat(compare(lines((i, line) -> {
            line.put("customer", null);
            return line;
        }))).extracting(FieldOutcome::path, FieldOutcome::kind).containsExactly(org.assertj.core.groups.Tuple.tuple("Order.lines[].customer", Kind.MISREAD));
    }

    @Test
    void fewerElements_leaveTheSizeToTheCaller() {
        assertThat(compare(new ArrayList<>(lines((i, line) -> line).subList(0, 10)))).isEmpty();
    }

    /** A field hidden by a subclass's keeps its owner in its name, a dot in it. */
    @Test
    void hiddenFieldRemoved_isDroppedByItsWholeName() {
        Map<String, Object> recorded = RestDigest.of(lines((i, line) -> {
            line.put("Base.qty", 1L);
            return line;
        }), 10);
        List<FieldOutcome> rows = new ArrayList<>();

        RestDigest.compare(recorded, 30, lines((i, line) -> line), 10, "Order.lines", (path, kind, detail) -> rows.add(new FieldOutcome(path, kind, detail)));

        assertThat(rows).containsExactly(new FieldOutcome("Order.lines[].Base.qty", Kind.DROPPED, "recorded in " + WHERE + ", no such field in the model"));
    }
}
