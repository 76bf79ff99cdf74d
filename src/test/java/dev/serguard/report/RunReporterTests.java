package dev.serguard.report;

import dev.serguard.baseline.BaselineKey;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.config.Configuration;
import dev.serguard.fork.Role;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class RunReporterTests {

    private static final RunReporter.Test ORDERS = new RunReporter.Test(RunReporterTests.class, "RunReporterTests.orders");

    @TempDir
    Path folder;

    private RunReporter reporter(Role role, Optional<RunReporter.Child> child) {
        Map<String, String> parameters = Map.of(Settings.REPORT_DIR.key(), folder.toString(), Settings.MODE.key(), "check");
        return new RunReporter(Configuration.read(key -> Optional.ofNullable(parameters.get(key)), true), role, child,
                new BaselineRun(folder.resolve("baselines"), BaselineKey.current(BaselineKey.Mode.QUICK), false));
    }

    @Test
    void atTheEnd_savesAPartPerTestClass_andWritesTheReports_once() throws IOException {
        RunReporter reporter = reporter(Role.TEST, Optional.empty());
        reporter.add(ORDERS, Results.result("kryo", Results.SMALL, 120, 800, 64));

        reporter.end();

        List<RunPart> parts = RunParts.load(folder, RunParts.currentBuild());
        assertThat(parts).extracting(RunPart::testClass).containsExactly(RunReporterTests.class.getName());
        assertThat(folder.resolve("results.txt")).exists();
        assertThat(reporter.endedEarly("ended by System.exit")).isFalse();
    }

    @Test
    void aRunThatEndsEarly_namesWhatRan_andWritesWhatHadFinished() throws IOException {
        RunReporter reporter = reporter(Role.TEST, Optional.empty());
        RunReporter.Underway running = reporter.running(ORDERS, Results.SMALL, List.of("kryo", "json"));

        assertThat(reporter.running()).extracting(RunReporter.Running::codecs).containsExactly(List.of("kryo", "json"));
        assertThat(reporter.endedEarly("ended by System.exit")).isTrue();
        assertThat(Files.readString(folder.resolve("results.txt"))).contains("ended by System.exit");
        running.close();
        assertThat(reporter.running()).isEmpty();
    }

    @Test
    void aChildThatOnlyMeasures_savesNothing() {
        RunReporter reporter = reporter(Role.CONFIRMING, Optional.of(new RunReporter.Child("kryo", "SMALL", "build")));
        reporter.add(ORDERS, Results.result("kryo", Results.SMALL, 120, 800, 64));

        reporter.end();

        assertThat(folder.resolve("parts")).doesNotExist();
    }
}
