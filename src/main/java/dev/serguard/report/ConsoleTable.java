package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The console table, in the layout of jvm-serializers: one block per payload, one row per
 * codec, fastest total first. Times are medians in ns per operation with their 95 % confidence
 * interval relative to the median ({@code ±2.1%}, or {@code -1.2/+34.2%} where its ends lie
 * unevenly); {@code total} is ser + deser, as jvm-serializers adds them (a timed round trip is
 * in {@code results.json}); sizes in bytes; allocation in bytes per operation.
 *
 * <pre>{@code
 * System.out.print(ConsoleTable.format(results, skipped));
 * System.out.print(ConsoleTable.format(part));     // a RunPart: a test run's, with its tests, outcomes and verdicts withheld
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ConsoleTable {

    private static final String HEADER = "%-18s %10s %11s %10s %11s %10s %11s %9s %8s %10s %10s%n";
    private static final String ROW = "%-18s %10.0f %11s %10.0f %11s %10.0f %11s %9d %8d %10.0f %10.0f%s%n";
    // The width of the three times with their intervals, for a row whose times were not measured.
    private static final int TIMES = 3 * (1 + 10 + 1 + 11) - 1;
    // A block where nothing was timed (check mode): its sizes only, no empty time or allocation columns.
    private static final String SIZES_HEADER = "%-18s %9s %8s%n";
    private static final String SIZES_ROW = "%-18s %9d %8d%n";

    private ConsoleTable() {
    }

    /** The whole table: a block per payload, then failures, then skipped codecs. */
    public static String format(List<? extends SerializationResult<?>> results, List<SkippedCodec> skipped) {
        return format(results, skipped, List.of());
    }

    /** The whole table: a block per payload, then failures, the verdicts withheld, notes and skipped codecs. */
    public static String format(List<? extends SerializationResult<?>> results, List<SkippedCodec> skipped, List<WithheldVerdict> withheld) {
        return format(RunPart.unmeasured(invocations(results), skipped, withheld, List.of(), List.of()));
    }

    /**
     * The whole table of a part: a block per heading (a test run heads each block with its test
     * method and payload, {@code OrderTests.orders · Order · SMALL}, so that two tests' results on
     * payloads of one name stay apart), the upgrade duet's columns where it ran, then every failed
     * check with its reason, failures, withheld verdicts, notes, skipped codecs.
     */
    public static String format(RunPart part) {
        return format(part, false);
    }

    /**
     * The whole table of a part as the console shows it: as {@link #format(RunPart)}, with each
     * failed check by its figure and who failed it, each failure by its heading (its message is its
     * test's failure), each verdict withheld by its figure and why, every line fitted to the console
     * ({@link ConsoleLines}); the reports keep every line whole.
     */
    public static String forConsole(RunPart part) {
        return ConsoleLines.fit(format(part, true));
    }

    private static String format(RunPart part, boolean console) {
        StringBuilder out = new StringBuilder();
        Map<String, List<SerializationResult<?>>> byHeading = new LinkedHashMap<>();
        for (Invocation invocation : part.invocations()) {
            byHeading.computeIfAbsent(invocation.heading(), key -> new ArrayList<>()).add(invocation.result());
        }
        byHeading.forEach((heading, rows) -> out.append(block(heading, rows)).append('\n'));
        return out.append(UpgradeColumns.text(part.outcomes())).append(failedChecks(part.outcomes(), console)).append(footer(part, console)).toString();
    }

    private static List<Invocation> invocations(List<? extends SerializationResult<?>> results) {
        return results.stream().map(Invocation::of).toList();
    }

    /**
     * {@code Failed checks: 3} and a line per failed check with its invocation, test, kind and reason; on the
     * {@code console}, its figure and who failed it: {@code baseline serialize +31.2 %, in 2 of 3 fresh JVMs}. Empty when none failed.
     */
    static String failedChecks(List<InvocationOutcome> outcomes, boolean console) {
        long count = outcomes.stream().mapToLong(outcome -> outcome.failures().size()).sum();
        List<String> lines = outcomes.stream().flatMap(outcome -> console ? briefs(outcome).stream()
                : outcome.failures().stream().map(check -> HtmlReport.failedCheck(outcome, check))).toList();
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Failed checks: ").append(count)
                .append(console ? " (each in its test's failure; the reports have their lines)\n" : "\n");
        lines.forEach(line -> out.append("  ").append(line).append('\n'));
        return out.toString();
    }

    // kryo · SMALL (Order) in OrderTests.orders: baseline serialize +31.2 %, deserialize +20.4 %, in 2 of 3 fresh JVMs: a line per kind
    // of check and who failed it, its figures by their change; a check that judges no figure by its reason.
    private static List<String> briefs(InvocationOutcome outcome) {
        record Heading(String what, String who) {
        }
        Map<Heading, List<String>> figures = new LinkedHashMap<>();
        for (CheckOutcome check : outcome.failures()) {
            boolean figure = check.metric().isPresent() && check.value().isPresent() && check.limit().isPresent();
            String who = check.freshJvms().map(jvms -> ", " + jvms.failedIn()).orElse("");
            figures.computeIfAbsent(new Heading(figure ? check.kind().label() : check.labelled(), who), heading -> new ArrayList<>())
                    .addAll(figure ? List.of(check.gist()) : List.of());
        }
        List<String> briefs = new ArrayList<>();
        figures.forEach((heading, gists) -> briefs.add(outcome.title() + " in " + outcome.test() + ": " + heading.what()
                + (gists.isEmpty() ? "" : " " + String.join(", ", gists)) + heading.who()));
        return briefs;
    }

    /** What failed, with its message, and which codecs were skipped and why. */
    public static String footer(List<? extends SerializationResult<?>> results, List<SkippedCodec> skipped) {
        return footer(results, skipped, List.of());
    }

    /**
     * What failed, with its message; each verdict withheld, one line each with its test; notes;
     * and which codecs were skipped and why.
     */
    public static String footer(List<? extends SerializationResult<?>> results, List<SkippedCodec> skipped, List<WithheldVerdict> withheld) {
        return footer(RunPart.unmeasured(invocations(results), skipped, withheld, List.of(), List.of()));
    }

    /** The part's failures, with their messages; each verdict withheld, with its test; notes; and the codecs skipped, with why. */
    public static String footer(RunPart part) {
        return footer(part, false);
    }

    // On the console, a failure by its heading (its message is its test's failure) and a verdict withheld by its figure and why.
    private static String footer(RunPart part, boolean console) {
        List<SerializationResult<?>> results = part.results();
        StringBuilder out = new StringBuilder();
        List<String> failures = results.stream().flatMap(r -> r.failureMessage().stream())
                .map(message -> console ? message.lines().findFirst().orElse(message) : message).toList();
        if (!failures.isEmpty()) {
            out.append("Failures:\n");
            failures.forEach(message -> out.append("  ").append(message.replace("\n", "\n  ")).append('\n'));
        }
        out.append(withheldSection(part.withheld(), console));
        List<String> notes = notes(results);
        if (!notes.isEmpty()) {
            out.append("Notes:\n");
            notes.forEach(note -> out.append("  ").append(note).append('\n'));
        }
        if (!part.skipped().isEmpty()) {
            out.append("Skipped:\n");
            part.skipped().forEach(s -> out.append("  ").append(s.name()).append(": ").append(s.reason()).append('\n'));
        }
        return out.toString();
    }

    /**
     * {@code Verdicts withheld: 2 (not failed: …)} and a line per verdict with its test, codec and
     * payload; empty when there is none.
     */
    private static String withheldSection(List<WithheldVerdict> withheld, boolean console) {
        if (withheld.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Verdicts withheld: ").append(withheld.size())
                .append(" (past a budget or a baseline, not failed: the data could not carry a verdict; each line says why)\n");
        withheld.forEach(verdict -> out.append("  ").append(console ? verdict.brief() : verdict.summary()).append('\n'));
        return out.toString();
    }

    // What makes figures less certain than their ± says: a doubtful environment, a warm-up that never got steady, a time limit.
    private static List<String> notes(List<? extends SerializationResult<?>> results) {
        List<Measurement> all = results.stream()
                .flatMap(r -> Stream.of(r.serialize(), r.deserialize(), r.roundTrip()).flatMap(Optional::stream)).toList();
        List<String> notes = new ArrayList<>();
        // One line per codec and payload, with the first reason: not one per timing.
        results.forEach(result -> distrust(result).ifPresent(reason -> notes.add(MARK + " " + result.title()
                + ": times not trusted, their verdicts only warn: " + reason)));
        long unsteady = all.stream().filter(m -> !m.steady()).count();
        if (unsteady > 0) {
            notes.add(unsteady + " of " + all.size() + " timings did not reach a steady, compiled state within their warm-up limit");
        }
        long cut = all.stream().filter(Measurement::cutShort).count();
        if (cut > 0) {
            notes.add(cut + " of " + all.size() + " timings were cut short by their time limit");
        }
        return notes;
    }

    /** The mark on a row whose times are not to be trusted, which the notes explain. */
    public static final String MARK = "(not trusted)";

    /** Why {@code result}'s times are not to be trusted, if they are not: the first of its timings' reasons. */
    public static Optional<String> distrust(SerializationResult<?> result) {
        return Stream.of(result.serialize(), result.deserialize(), result.roundTrip()).flatMap(Optional::stream)
                .flatMap(m -> m.distrust().stream()).findFirst();
    }

    /** One payload's block. */
    public static String block(String payload, List<? extends SerializationResult<?>> rows) {
        StringBuilder out = new StringBuilder(payload).append('\n');
        if (rows.stream().noneMatch(row -> row.serialize().isPresent())) {
            out.append(String.format(Locale.ROOT, SIZES_HEADER, "codec", "size", "+dfl"));
            rows.forEach(row -> out.append(row.passed()
                    ? String.format(Locale.ROOT, SIZES_ROW, row.codec(), row.serializedBytes().orElse(0), row.deflatedBytes().orElse(0))
                    : failedRow(row)));
            return out.toString();
        }
        out.append(String.format(Locale.ROOT, HEADER, "codec", "ser ns", "±", "deser ns", "±", "total ns", "±",
                "size", "+dfl", "ser B/op", "deser B/op"));
        rows.stream()
                .sorted(Comparator.comparingDouble(ConsoleTable::total))
                .forEach(row -> out.append(row(row)));
        return out.toString();
    }

    private static String failedRow(SerializationResult<?> result) {
        String kind = result.failure().orElseThrow().kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return String.format(Locale.ROOT, "%-18s %s%n", result.codec(), "FAILED (" + kind + ", see below)");
    }

    private static String row(SerializationResult<?> result) {
        if (!result.passed()) {
            return failedRow(result);
        }
        if (result.serialize().isEmpty()) {
            return String.format(Locale.ROOT, "%-18s %s %9d %8d%n", result.codec(), " ".repeat(TIMES),
                    result.serializedBytes().orElse(0), result.deflatedBytes().orElse(0));
        }
        Statistics ser = result.serialize().orElseThrow().nanosPerOp();
        Statistics deser = result.deserialize().orElseThrow().nanosPerOp();
        double total = total(result);
        return String.format(Locale.ROOT, ROW, result.codec(),
                ser.median(), interval(ser.relativeInterval()), deser.median(), interval(deser.relativeInterval()),
                total, interval(Statistics.relativeInterval(total, ser.lower() + deser.lower(), ser.upper() + deser.upper())),
                result.serializedBytes().orElse(0), result.deflatedBytes().orElse(0),
                allocated(result.serialize()), allocated(result.deserialize()), distrust(result).map(reason -> " " + MARK).orElse(""));
    }

    // Ser + deser, as jvm-serializers adds them; its interval from their ends.
    private static double total(SerializationResult<?> result) {
        if (result.serialize().isEmpty()) {
            return Double.MAX_VALUE;
        }
        return result.serialize().get().nanosPerOp().median() + result.deserialize().orElseThrow().nanosPerOp().median();
    }

    // In a column: ±2.1%, -1.2/+34.2%.
    private static String interval(String relative) {
        return relative.replace(" %", "%");
    }

    private static double allocated(Optional<Measurement> measurement) {
        return measurement.flatMap(Measurement::allocatedBytesPerOp).map(Statistics::median).orElse(Double.NaN);
    }
}
