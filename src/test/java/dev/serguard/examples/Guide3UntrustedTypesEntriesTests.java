package dev.serguard.examples;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/** The report entries that docs/guide/robustness.md shows for {@link Guide3UntrustedTypesTests}, as its codecs publish them. */
class Guide3UntrustedTypesEntriesTests {

    private static final String PROBE = "dev.serguard.check.untrusted.UntrustedTypeProbe";

    @Test
    void eachCodecOfTheExample_refusesTheProbe_andSaysHow(@TempDir Path reports) {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(Guide3UntrustedTypesTests.class))
                .execute();

        results.testEvents().assertStatistics(stats -> stats.started(3).succeeded(3));
        List<String> entries = results.testEvents().reportingEntryPublished().stream()
                .map(event -> event.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(pairs -> pairs.containsKey("serguard.untrustedTypes"))
                .map(pairs -> pairs.get("serguard.untrustedTypes")).toList();
        assertThat(entries).containsExactlyInAnyOrder(
                "refused by Jackson (polymorphic default typing): read it as plain data (java.util.LinkedHashMap), no class made",
                "refused by Kryo (registration): IllegalArgumentException: Class is not registered: " + PROBE,
                "refused by Java serialization (ObjectInputFilter): InvalidClassException: filter status: REJECTED");
    }
}
