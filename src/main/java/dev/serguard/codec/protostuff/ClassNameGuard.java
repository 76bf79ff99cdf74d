package dev.serguard.codec.protostuff;

import java.util.Set;

/**
 * Refuses every class that protostuff would load by a name read from its input, while the
 * built-in reads. protostuff 1.8 has no class filter of its own: an {@code IdStrategy} without
 * {@code AUTO_LOAD_POLYMORPHIC_CLASSES} refuses unregistered value classes, but the collection
 * and map types of a polymorphic field are still loaded and instantiated by name. Every such name
 * goes through {@code io.protostuff.runtime.RuntimeEnv.loadClass}, which asks the thread's context
 * class loader first and falls back to {@code Class.forName} only on a
 * {@link ClassNotFoundException}: a context loader that throws anything else stops the read there.
 * The classes protostuff already knows (registered, or met while writing) are found by name without
 * loading, so the model's own classes are unaffected.
 *
 * <p>Only protostuff's own loads are refused: any other use of the context loader during the read
 * (a model's constructor) is passed to the loader the thread had.
 */
final class ClassNameGuard extends ClassLoader {

    private static final Set<String> LOADER_FRAMES = Set.of(ClassNameGuard.class.getName(), ClassLoader.class.getName());
    private static final String PROTOSTUFF_LOADER = "io.protostuff.runtime.RuntimeEnv";

    static {
        registerAsParallelCapable();
    }

    private final ClassLoader previous;

    private ClassNameGuard(ClassLoader previous) {
        super(previous);
        this.previous = previous;
    }

    /** A read that may throw what protostuff throws. */
    @FunctionalInterface
    interface Read {
        void run() throws java.io.IOException;
    }

    // One guard per thread, made again only if the thread's own context loader changed: a class
    // loader is too costly to make per read.
    private static final ThreadLocal<ClassNameGuard> GUARDS = new ThreadLocal<>();

    /** Runs {@code read} with this guard as the thread's context class loader. */
    static void run(Read read) throws java.io.IOException {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        ClassNameGuard guard = GUARDS.get();
        if (guard == null || guard.previous != before) {
            guard = new ClassNameGuard(before);
            GUARDS.set(guard);
        }
        thread.setContextClassLoader(guard);
        try {
            read.run();
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (calledByProtostuff()) {
            throw new ClassNameRefused(name);
        }
        if (previous == null) {
            return Class.forName(name, false, ClassNameGuard.class.getClassLoader());
        }
        return previous.loadClass(name);
    }

    private static boolean calledByProtostuff() {
        return StackWalker.getInstance().walk(frames -> frames.map(StackWalker.StackFrame::getClassName)
                .dropWhile(LOADER_FRAMES::contains).findFirst().filter(PROTOSTUFF_LOADER::equals).isPresent());
    }

    /** protostuff asked for a class by a name read from the input. */
    static final class ClassNameRefused extends SecurityException {

        private static final long serialVersionUID = 1L;

        ClassNameRefused(String className) {
            super("serguard's protostuff codec refuses to load a class named in its input: " + className
                    + " (its IdStrategy knows no class of that name)");
        }
    }
}
