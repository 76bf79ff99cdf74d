package dev.serguard.report;

import dev.serguard.duet.Figures;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.internal.Numbers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The upgrade duet's columns, old → new, for every report: per invocation the serialize and
 * deserialize times with the ratio new ÷ old and its 99.9 % interval, the allocation, the size,
 * whether the bytes on the wire differ, and the verdict; a block per pair of versions.
 */
final class UpgradeColumns {

    static final List<String> HEADER = List.of("invocation", "test", "ser ns/op", "ser new ÷ old", "deser ns/op", "deser new ÷ old",
            "ser B/op", "deser B/op", "size B", "wire", "verdict");

    private UpgradeColumns() {
    }

    /** An invocation's row: its cells, and whether the duet failed it, which the page marks. */
    record Row(List<String> cells, boolean regressed) {
    }

    /** The rows of {@code outcomes} that the duet measured, by pair of versions ({@code jackson-bom 2.16.2 → jackson-bom 2.18.2}). */
    static Map<String, List<Row>> rows(List<InvocationOutcome> outcomes) {
        Map<String, List<Row>> byVersions = new LinkedHashMap<>();
        for (InvocationOutcome outcome : outcomes) {
            outcome.upgrade().ifPresent(figures -> byVersions.computeIfAbsent(figures.oldVersion() + " → " + figures.newVersion(),
                    key -> new ArrayList<>()).add(row(outcome, figures)));
        }
        return byVersions;
    }

    /** The block for {@code results.txt} and the console; empty where the duet did not run. */
    static String text(List<InvocationOutcome> outcomes) {
        StringBuilder out = new StringBuilder();
        rows(outcomes).forEach((versions, rows) -> {
            out.append("Upgrade duet ").append(versions).append(" (times: medians, and the ratio new ÷ old with its 99.9 % interval)\n");
            List<List<String>> all = new ArrayList<>();
            all.add(HEADER);
            rows.forEach(row -> all.add(row.cells()));
            int[] widths = new int[HEADER.size()];
            all.forEach(row -> {
                for (int i = 0; i < row.size(); i++) {
                    widths[i] = Math.max(widths[i], row.get(i).length());
                }
            });
            for (List<String> row : all) {
                StringBuilder line = new StringBuilder();
                for (int i = 0; i < row.size(); i++) {
                    String cell = row.get(i);
                    // Names and words left, figures right.
                    boolean left = i < 2 || i >= row.size() - 2;
                    line.append("  ").append(left ? cell + " ".repeat(widths[i] - cell.length()) : " ".repeat(widths[i] - cell.length()) + cell);
                }
                out.append(line.toString().stripTrailing()).append('\n');
            }
            out.append('\n');
        });
        return out.toString();
    }

    private static Row row(InvocationOutcome outcome, Figures figures) {
        Optional<Figures.Operation> serialize = operation(figures, "serialize");
        Optional<Figures.Operation> deserialize = operation(figures, "deserialize");
        boolean regressed = outcome.failures().stream().anyMatch(check -> check.kind() == CheckOutcome.Kind.UPGRADE_DUET);
        return new Row(List.of(outcome.title(), outcome.test(), time(serialize), ratio(serialize), time(deserialize), ratio(deserialize),
                allocation(serialize), allocation(deserialize), Numbers.grouped(figures.oldSize()) + " → " + Numbers.grouped(figures.newSize()),
                (figures.wireOffset() < 0 ? "same" : "differ from " + figures.wireOffset()) + (figures.readsAcross() ? "" : ", unread"),
                regressed ? "regression" : figures.operations().stream().allMatch(Figures.Operation::judged) ? "ok" : "time not judged"), regressed);
    }

    private static Optional<Figures.Operation> operation(Figures figures, String name) {
        return figures.operations().stream().filter(operation -> operation.name().equals(name)).findFirst();
    }

    private static String time(Optional<Figures.Operation> operation) {
        return operation.map(o -> Numbers.grouped(Math.round(o.oldNanos())) + " → " + Numbers.grouped(Math.round(o.newNanos()))).orElse("–");
    }

    private static String ratio(Optional<Figures.Operation> operation) {
        return operation.map(o -> String.format(Locale.ROOT, "×%.3f (%.3f to %.3f)%s", o.ratio(), o.lower(), o.upper(),
                o.judged() ? "" : " not judged")).orElse("–");
    }

    private static String allocation(Optional<Figures.Operation> operation) {
        return operation.filter(o -> o.oldAllocated().isPresent() && o.newAllocated().isPresent())
                .map(o -> Numbers.grouped(o.oldAllocated().get()) + " → " + Numbers.grouped(o.newAllocated().get())).orElse("–");
    }
}
