package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EnvironmentTests {

    @Test
    void plainJvmOnAnIdleMachine_isTrusted() {
        assertThat(new Environment(List.of("-Xmx1g"), "mixed mode, sharing", 2, () -> 1.2).distrust()).isEmpty();
    }

    @Test
    void debuggerInterpreterAndLoad_areEachNamed() {
        Environment environment = new Environment(List.of("-agentlib:jdwp=transport=dt_socket,server=y", "-Xint"),
                "interpreted mode, sharing", 2, () -> 3.5);

        assertThat(environment.distrust()).hasValue("a debugger agent is attached (-agentlib:jdwp=transport=dt_socket,server=y);"
                + " the JIT is off (-Xint); the machine is overloaded (load average 3.5 on 2 cores)");
    }

    @Test
    void nativeAgent_isNamed() {
        assertThat(new Environment(List.of("-agentpath:/opt/profiler/libasyncProfiler.so"), "mixed mode", 8, () -> -1).distrust())
                .hasValue("a native agent is attached (-agentpath:/opt/profiler/libasyncProfiler.so)");
    }
}
