package dev.serguard.fork;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Who called {@code System.exit}, found on stacks such as a shutdown hook sees them. */
class ExitCallerTests {

    // What the thread that called System.exit waits in while the hooks run (JDK 17).
    private static final List<StackTraceElement> WAITING_FOR_HOOKS = List.of(
            frame("java.lang.Object", "wait", "Object.java", -2),
            frame("java.lang.Thread", "join", "Thread.java", 1304),
            frame("java.lang.ApplicationShutdownHooks", "runHooks", "ApplicationShutdownHooks.java", 107),
            frame("java.lang.ApplicationShutdownHooks$1", "run", "ApplicationShutdownHooks.java", 46),
            frame("java.lang.Shutdown", "runHooks", "Shutdown.java", 130),
            frame("java.lang.Shutdown", "exit", "Shutdown.java", 173));

    private static StackTraceElement frame(String type, String method, String file, int line) {
        return new StackTraceElement(type, method, file, line);
    }

    private static List<StackTraceElement> exiting(StackTraceElement... below) {
        List<StackTraceElement> stack = new ArrayList<>(WAITING_FOR_HOOKS);
        stack.addAll(List.of(below));
        return stack;
    }

    @Test
    void systemExit_isCalledByTheFrameBelowIt() {
        StackTraceElement codec = frame("com.acme.BadCodec", "serialize", "BadCodec.java", 42);
        List<StackTraceElement> stack = exiting(frame("java.lang.Runtime", "exit", "Runtime.java", 115),
                frame("java.lang.System", "exit", "System.java", 1860), codec,
                frame("dev.serguard.Evaluation", "serialize", "Evaluation.java", 228),
                frame("java.lang.Thread", "run", "Thread.java", 833));

        Optional<ExitCaller> caller = ExitCaller.of("serguard check kryo · Order · SMALL", stack);

        assertThat(caller).contains(new ExitCaller("serguard check kryo · Order · SMALL", "System.exit", Optional.of(codec)));
        assertThat(caller.flatMap(ExitCaller::where)).contains("at com.acme.BadCodec.serialize(BadCodec.java:42)");
    }

    @Test
    void aCallByReflection_isCalledByTheFirstFrameOutsideTheJdk() {
        List<StackTraceElement> stack = exiting(frame("java.lang.Runtime", "exit", "Runtime.java", 115),
                frame("java.lang.System", "exit", "System.java", 1860),
                frame("jdk.internal.reflect.NativeMethodAccessorImpl", "invoke0", "NativeMethodAccessorImpl.java", -2),
                frame("jdk.internal.reflect.NativeMethodAccessorImpl", "invoke", "NativeMethodAccessorImpl.java", 77),
                frame("java.lang.reflect.Method", "invoke", "Method.java", 568),
                frame("com.acme.Plugins", "shutDown", null, -1),
                frame("com.acme.BadCodec", "deserialize", "BadCodec.java", 51));

        Optional<ExitCaller> caller = ExitCaller.of("main", stack);

        assertThat(caller.map(ExitCaller::method)).contains("System.exit");
        assertThat(caller.flatMap(ExitCaller::where)).contains("at com.acme.Plugins.shutDown(Unknown Source)");
    }

    @Test
    void runtimeExit_isSaidAsSuch() {
        List<StackTraceElement> stack = exiting(frame("java.lang.Runtime", "exit", "Runtime.java", 115),
                frame("com.acme.Cli", "main", "Cli.java", -1));

        Optional<ExitCaller> caller = ExitCaller.of("main", stack);

        assertThat(caller.map(ExitCaller::method)).contains("Runtime.exit");
        assertThat(caller.flatMap(ExitCaller::where)).contains("at com.acme.Cli.main(Cli.java)");
    }

    @Test
    void aSignal_endsTheJvmWithNoCaller() {
        List<StackTraceElement> stack = exiting(frame("java.lang.Terminator$1", "handle", "Terminator.java", 51),
                frame("jdk.internal.misc.Signal$1", "run", "Signal.java", 219),
                frame("java.lang.Thread", "run", "Thread.java", 833));

        Optional<ExitCaller> caller = ExitCaller.of("SIGTERM handler", stack);

        assertThat(caller).contains(new ExitCaller("SIGTERM handler", "Shutdown.exit", Optional.empty()));
        assertThat(caller.flatMap(ExitCaller::where)).isEmpty();
    }

    @Test
    void threadsThatDoNotExit_haveNoCaller() {
        assertThat(ExitCaller.of("main", List.of(frame("com.acme.BadCodec", "serialize", "BadCodec.java", 42)))).isEmpty();
        assertThat(ExitCaller.of("main", List.of())).isEmpty();
        assertThat(ExitCaller.find(Thread.getAllStackTraces())).isEmpty();
    }
}
