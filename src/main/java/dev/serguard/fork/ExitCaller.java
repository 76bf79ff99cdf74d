package dev.serguard.fork;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Who called {@code System.exit}, as a shutdown hook sees it: while the hooks run, the thread that
 * called it waits in {@code java.lang.Shutdown.exit}, and the first frame below the exit that is
 * not the JDK's is the caller ({@code at com.example.BadCodec.serialize(BadCodec.java:42)}). A
 * JVM ended by a signal has such a thread too ({@code SIGTERM handler}), with the JDK's frames
 * alone: no caller.
 *
 * <p>The status passed to {@code System.exit} is not found here: frames carry no arguments, and a
 * shutdown hook has no other way to it on JDK 17. Where a parent process sees the JVM end (a
 * {@code @Forked} child's), it reads the status there.
 *
 * @param thread the name of the thread that called it
 * @param method what it called: {@code System.exit}, {@code Runtime.exit}, or for a signal's handler {@code Shutdown.exit}
 * @param frame  the caller's frame, or empty where the JDK alone called it
 */
@API(status = INTERNAL, since = "0.4")
public record ExitCaller(String thread, String method, Optional<StackTraceElement> frame) {

    /** The caller among the stacks of every thread of the JVM, if a thread waits in {@code Shutdown.exit}. */
    public static Optional<ExitCaller> find(Map<Thread, StackTraceElement[]> stacks) {
        return stacks.entrySet().stream().map(stack -> of(stack.getKey().getName(), List.of(stack.getValue())))
                .flatMap(Optional::stream).findFirst();
    }

    /** The caller, if {@code stack} (innermost frame first) is that of a thread that waits in {@code Shutdown.exit}. */
    public static Optional<ExitCaller> of(String thread, List<StackTraceElement> stack) {
        int exit = -1;
        for (int i = 0; i < stack.size() && exit < 0; i++) {
            if (is(stack.get(i), "java.lang.Shutdown", "exit")) {
                exit = i;
            }
        }
        if (exit < 0) {
            return Optional.empty();
        }
        // Below Shutdown.exit: Runtime.exit, System.exit, and the JDK's frames of a call by reflection or a signal's handler.
        List<StackTraceElement> below = stack.subList(exit + 1, stack.size());
        List<StackTraceElement> jdk = below.stream().takeWhile(ExitCaller::jdk).toList();
        String method = jdk.stream().anyMatch(frame -> is(frame, "java.lang.System", "exit")) ? "System.exit"
                : jdk.stream().anyMatch(frame -> is(frame, "java.lang.Runtime", "exit")) ? "Runtime.exit" : "Shutdown.exit";
        return Optional.of(new ExitCaller(thread, method, below.stream().skip(jdk.size()).findFirst()));
    }

    private static boolean is(StackTraceElement frame, String type, String method) {
        return frame.getClassName().equals(type) && frame.getMethodName().equals(method);
    }

    /** {@code at com.example.BadCodec.serialize(BadCodec.java:42)}, or empty where the JDK alone called it. */
    public Optional<String> where() {
        return frame.map(f -> "at " + f.getClassName() + "." + f.getMethodName() + "("
                + (f.getFileName() == null ? "Unknown Source" : f.getFileName() + (f.getLineNumber() > 0 ? ":" + f.getLineNumber() : "")) + ")");
    }

    private static boolean jdk(StackTraceElement frame) {
        String type = frame.getClassName();
        return type.startsWith("java.") || type.startsWith("jdk.") || type.startsWith("sun.");
    }
}
