package dev.serguard.examples;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.math.BigDecimal;
import java.util.List;

/**
 * The production mapper of the baselines and golden-bytes pages, and the change both pages show
 * failing: it writes BigDecimal values as JSON strings once {@link #decimalsAsStrings} is set.
 */
final class Guide2Production {

    static volatile boolean decimalsAsStrings;

    private Guide2Production() {
    }

    static ObjectMapper productionMapper() {
        ObjectMapper mapper = new ObjectMapper();
        if (decimalsAsStrings) {
            // docs:decimals-as-strings
            mapper.configOverride(BigDecimal.class).setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.STRING));
            // docs:end
        }
        return mapper;
    }

    /** The messages of the failed invocations of {@code results}. */
    static List<String> failures(EngineExecutionResults results) {
        return results.testEvents().failed().stream()
                .map(event -> event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow().getMessage())
                .toList();
    }
}
