package dev.serguard.fork;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * An exception thrown in a child JVM, as its parent shows it: the child's class name, message,
 * stack and cause, without needing the class (a codec's own exception type need not load, and
 * nothing is deserialized).
 */
@API(status = INTERNAL, since = "0.2")
public final class RemoteFailure extends RuntimeException {

    private final String className;

    public RemoteFailure(String className, String message, List<StackTraceElement> stack, RemoteFailure cause) {
        super(message, cause, false, true);
        this.className = className;
        setStackTrace(stack.toArray(StackTraceElement[]::new));
    }

    /** {@code throwable}, as the child writes it. */
    public static RemoteFailure of(Throwable throwable) {
        RemoteFailure cause = throwable.getCause() == null || throwable.getCause() == throwable ? null : of(throwable.getCause());
        return new RemoteFailure(throwable.getClass().getName(), throwable.getMessage(), List.of(throwable.getStackTrace()), cause);
    }

    /** The class of the exception thrown in the child. */
    public String className() {
        return className;
    }

    @Override
    public String toString() {
        return getMessage() == null ? className : className + ": " + getMessage();
    }

    Map<String, Object> toTree() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("class", className);
        if (getMessage() != null) {
            tree.put("message", getMessage());
        }
        List<Object> frames = new ArrayList<>();
        for (StackTraceElement frame : getStackTrace()) {
            frames.add(List.of(frame.getClassName(), frame.getMethodName(), String.valueOf(frame.getFileName()), frame.getLineNumber()));
        }
        tree.put("stack", frames);
        if (getCause() instanceof RemoteFailure cause) {
            tree.put("cause", cause.toTree());
        }
        return tree;
    }

    static RemoteFailure fromTree(Map<?, ?> tree) {
        List<StackTraceElement> stack = new ArrayList<>();
        if (tree.get("stack") instanceof List<?> frames) {
            for (Object item : frames) {
                List<?> frame = (List<?>) item;
                String file = String.valueOf(frame.get(2));
                stack.add(new StackTraceElement(String.valueOf(frame.get(0)), String.valueOf(frame.get(1)), file.equals("null") ? null : file,
                        ((Number) frame.get(3)).intValue()));
            }
        }
        RemoteFailure cause = tree.get("cause") instanceof Map<?, ?> nested ? fromTree(nested) : null;
        return new RemoteFailure(String.valueOf(tree.get("class")), (String) tree.get("message"), stack, cause);
    }
}
