package dev.serguard.fork;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ChildJvmTests {

    @Test
    void aChildThatMeasuresForItsParent_getsTheParentsHeapCollectorAndJitOptions_butNoneThatNamesAFileOrAnAgent() {
        List<String> parent = List.of("-Xmx6g", "-Xms1g", "-Xmn64m", "-Xss2m", "-XX:+UseParallelGC", "-XX:MaxRAMPercentage=50",
                "-XX:-TieredCompilation", "-Xint", "-XX:ErrorFile=/builds/hs_err.log", "-XX:-CreateCoredumpOnCrash", "-XX:HeapDumpPath=/builds",
                "-XX:StartFlightRecording=filename=parent.jfr", "-Xlog:gc:file=gc.log", "-javaagent:jacoco.jar=destfile=jacoco.exec",
                "-agentlib:jdwp=transport=dt_socket", "-Dserguard.mode=quick", "--add-opens=java.base/java.lang=ALL-UNNAMED", "-ea");

        assertThat(ChildJvm.sameRuntimeOptions(parent)).containsExactly("-Xmx6g", "-Xms1g", "-Xmn64m", "-Xss2m", "-XX:+UseParallelGC",
                "-XX:MaxRAMPercentage=50", "-XX:-TieredCompilation", "-Xint");
    }

    @Test
    void aChildWithAHeapOfItsOwn_getsThatHeapAndNotTheParentsOptions() {
        ChildJvm child = ChildJvm.like(List.of("classes"), java.util.Optional.of("256m"), List.of("-Dextra=1"), java.time.Duration.ofSeconds(5),
                java.nio.file.Path.of("target"));

        assertThat(child.jvmArgs()).startsWith("-Xmx256m").endsWith("-Dextra=1").filteredOn(arg -> arg.startsWith("-Xmx")).hasSize(1);
    }
}
