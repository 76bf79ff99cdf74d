package dev.serguard.junit;

import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/** Runs fixture classes on the Jupiter engine, in quick mode, with reports in a folder of the test's. */
final class EngineRuns {

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
                .configurationParameters(parameters);
        for (Class<?> testCase : testCases) {
            builder.selectors(selectClass(testCase));
        }
        return builder.execute();
    }
}
