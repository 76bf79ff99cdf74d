package dev.serguard.report;

import dev.serguard.duet.Figures;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.InvocationOutcome;
import org.junit.jupiter.api.Test;
import org.junitpioneer.jupiter.DefaultLocale;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The upgrade duet's columns: a block per pair of versions, a row per invocation, its verdict in words. */
@DefaultLocale("de-DE")
class UpgradeColumnsTests {

    private static Figures figures(String newVersion, boolean judged) {
        return new Figures("kryo 5.5.0", newVersion, 1_224, 1_230, 1_100, true, List.of(
                new Figures.Operation("serialize", 1_000.4, 1_500.6, 1.5, 1.45, 1.55, judged, Optional.of(2_104L), Optional.of(1_224L)),
                new Figures.Operation("deserialize", 2_000, 2_000, 1.0, 0.99, 1.01, judged, Optional.empty(), Optional.empty())));
    }

    private static InvocationOutcome outcome(String codec, Figures figures, List<CheckOutcome> checks) {
        return new InvocationOutcome("OrderTests.orders", codec, "SMALL", codec + " · SMALL (Order)", checks, List.of(), Optional.of(figures));
    }

    // A codec's row, split where two spaces or more part its cells.
    private static List<String> cells(String text, String codec) {
        return List.of(text.lines().filter(line -> line.startsWith("  " + codec + " · ")).findFirst().orElseThrow().strip().split(" {2,}"));
    }

    @Test
    void eachPairOfVersions_hasItsBlock_andEachRowItsVerdict() {
        CheckOutcome regression = CheckOutcome.of(CheckOutcome.Kind.UPGRADE_DUET, CheckOutcome.Decision.FAILED, "Upgrade regression", Optional.empty());
        List<InvocationOutcome> outcomes = List.of(outcome("kryo", figures("kryo 5.6.2", true), List.of(regression)),
                outcome("json", figures("kryo 5.6.2", false), List.of()), outcome("smile", figures("kryo 5.7.0", true), List.of()),
                new InvocationOutcome("OrderTests.orders", "avro", "SMALL", "avro · SMALL (Order)", List.of()));

        String text = UpgradeColumns.text(outcomes);

        assertThat(text.lines().filter(line -> line.startsWith("Upgrade duet "))).containsExactly(
                "Upgrade duet kryo 5.5.0 → kryo 5.6.2 (times: medians, and the ratio new ÷ old with its 99.9 % interval)",
                "Upgrade duet kryo 5.5.0 → kryo 5.7.0 (times: medians, and the ratio new ÷ old with its 99.9 % interval)");
        assertThat(cells(text, "kryo")).containsExactly("kryo · SMALL (Order)", "OrderTests.orders", "1 000 → 1 501", "×1.500 (1.450 to 1.550)",
                "2 000 → 2 000", "×1.000 (0.990 to 1.010)", "2 104 → 1 224", "–", "1 224 → 1 230", "differ from 1100", "regression");
        assertThat(cells(text, "json")).contains("×1.500 (1.450 to 1.550) not judged").endsWith("time not judged");
        assertThat(cells(text, "smile")).endsWith("ok");
        assertThat(text).doesNotContain("avro");
        assertThat(UpgradeColumns.text(List.of(outcomes.get(3)))).isEmpty();
    }
}
