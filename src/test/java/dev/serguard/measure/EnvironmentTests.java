package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EnvironmentTests {

    @Test
    void plainJvm_isTrusted() {
        assertThat(new Environment(List.of("-Xmx1g"), "mixed mode, sharing").distrust()).isEmpty();
    }

    @Test
    void debuggerAndInterpreter_areEachNamed() {
        Environment environment = new Environment(List.of("-agentlib:jdwp=transport=dt_socket,server=y", "-Xint"),
                "interpreted mode, sharing");

        assertThat(environment.distrust()).hasValue("a debugger agent is attached (-agentlib:jdwp=transport=dt_socket,server=y);"
                + " the JIT is off (-Xint)");
    }

    @Test
    void nativeAgent_isNamed() {
        assertThat(new Environment(List.of("-agentpath:/opt/profiler/libasyncProfiler.so"), "mixed mode").distrust())
                .hasValue("a native agent is attached (-agentpath:/opt/profiler/libasyncProfiler.so)");
    }
}
