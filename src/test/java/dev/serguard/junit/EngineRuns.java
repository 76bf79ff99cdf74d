package dev.serguard.junit;

import dev.serguard.measure.CostedProbes;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/** Runs fixture classes on the Jupiter engine, in quick mode, with reports in a folder of the test's. */
final class EngineRuns {

    /**
     * The parameter that makes the extension measure on {@link CostedProbes}: every codec of the
     * fixture must then cost something on them ({@link CostedProbes#costing}), and time and
     * allocation verdicts are the same on any machine, however busy.
     */
    static final Map<String, String> COSTED = Map.of(CostedProbes.PARAMETER, CostedProbes.NAME);

    private EngineRuns() {
    }

    static EngineExecutionResults run(Path reportDir, Class<?> testCase) {
        return run(reportDir, Map.of(), testCase);
    }

    static EngineExecutionResults run(Path reportDir, Map<String, String> parameters, Class<?>... testCases) {
        EngineTestKit.Builder builder = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "quick")
                .configurationParameter("serguard.reportDir", reportDir.toString())
                // the speed budgets asserted here must fail also while other builds load the machine
                .configurationParameter("serguard.trustEnvironment", "true")
                // fresh JVMs (a failed time measured again, a recording from several JVMs) only where a test asks for them (FreshJvmTests)
                .configurationParameter("serguard.confirm.fork", "false")
                .configurationParameter("serguard.record.jvms", "1")
                .configurationParameters(parameters);
        for (Class<?> testCase : testCases) {
            builder.selectors(selectClass(testCase));
        }
        return builder.execute();
    }

    /** The messages of the tests that failed, in order. */
    static List<String> failures(EngineExecutionResults results) {
        return results.testEvents().failed().stream()
                .map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().map(Throwable::getMessage).orElse("?")).toList();
    }

    /** The values of the report entries published under {@code key}, in order. */
    static List<String> entries(EngineExecutionResults results, String key) {
        return results.allEvents().reportingEntryPublished().stream().map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entry -> entry.containsKey(key)).map(entry -> entry.get(key)).toList();
    }
}
