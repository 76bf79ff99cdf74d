package dev.serguard.duet;

import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One side of the duet: a class loader of its own over a class path, in which the library
 * version, the team's test classes, codecs and model, and serguard itself are loaded anew. Only
 * the JDK and the classes whose names start with one of the {@code shared} prefixes (the test
 * framework's) come from outside, so that the two worlds of a duet share no static state but the
 * JVM's.
 *
 * <pre>{@code
 * try (World old = World.of("jackson-databind 2.17.2", oldClassPath, List.of("org.junit."))) {
 *     Object entry = old.call(() -> old.loader().loadClass("com.example.Entry").getMethod("open").invoke(null));
 * }
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.4")
public final class World implements AutoCloseable {

    private final String name;
    private final Loader loader;

    private World(String name, List<Path> classPath, List<String> shared, ClassLoader sharedFrom) {
        this.name = name;
        this.loader = new Loader(name, classPath.stream().map(World::url).toArray(URL[]::new), shared, sharedFrom);
    }

    /**
     * A world named {@code name} (how messages call it) over {@code classPath}; classes under the
     * {@code shared} prefixes are taken from the class loader that loaded serguard.
     */
    public static World of(String name, List<Path> classPath, List<String> shared) {
        return new World(name, classPath, shared, World.class.getClassLoader());
    }

    public String name() {
        return name;
    }

    public ClassLoader loader() {
        return loader;
    }

    /**
     * Runs {@code work} with this world's loader as the thread's context class loader, as code
     * running in it expects (service loaders, a library's own class look-ups), restoring the one before.
     */
    public <V> V call(Callable<V> work) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return work.call();
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /**
     * Why {@code type} is not this world's own (defined by its loader and, where {@code jar} is
     * given, read from that jar); empty when it is. The sentence names the class, the world and
     * where the class came from instead.
     */
    public Optional<String> notOwn(Class<?> type, Optional<Path> jar) {
        if (type.getClassLoader() != loader) {
            return Optional.of(type.getName() + " in the world of " + name + " was loaded by " + describe(type.getClassLoader())
                    + ", not by that world");
        }
        Optional<Path> from = source(type);
        if (jar.isPresent() && !from.map(path -> path.equals(jar.get().toAbsolutePath().normalize())).orElse(false)) {
            return Optional.of(type.getName() + " in the world of " + name + " came from " + from.map(Path::toString).orElse("no file")
                    + ", not from " + jar.get());
        }
        return Optional.empty();
    }

    /** Why the class named {@code className} is not the very {@code expected} class (loaded once, shared); empty when it is. */
    public Optional<String> notShared(Class<?> expected) {
        try {
            Class<?> found = loader.loadClass(expected.getName());
            return found == expected ? Optional.empty() : Optional.of(expected.getName() + " was loaded a second time in the world of " + name
                    + " (by " + describe(found.getClassLoader()) + "), where it must be the one class of the test run");
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.of(expected.getName() + " cannot be loaded in the world of " + name + ": " + e);
        }
    }

    /** The jar or folder {@code type} was read from, absolute; empty where it was not read from a file. */
    public static Optional<Path> source(Class<?> type) {
        try {
            CodeSource source = type.getProtectionDomain().getCodeSource();
            return source == null || source.getLocation() == null ? Optional.empty()
                    : Optional.of(Path.of(source.getLocation().toURI()).toAbsolutePath().normalize());
        } catch (Exception e) {
            return Optional.empty();
        }
    }

    private String describe(ClassLoader other) {
        if (other == null) {
            return "the JVM's boot loader";
        }
        if (other instanceof Loader world) {
            return "the world of " + world.world;
        }
        return other == ClassLoader.getSystemClassLoader() ? "the test run's class loader" : String.valueOf(other);
    }

    @Override
    public void close() {
        try {
            loader.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the world of " + name, e);
        }
    }

    @Override
    public String toString() {
        return "world of " + name;
    }

    private static URL url(Path entry) {
        try {
            return entry.toAbsolutePath().toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("not a class path entry: " + entry, e);
        }
    }

    /** The JDK from the platform loader, the shared prefixes from serguard's loader, everything else from the world's class path. */
    private static final class Loader extends URLClassLoader {

        static {
            registerAsParallelCapable();
        }

        private final String world;
        private final List<String> shared;
        private final ClassLoader sharedFrom;

        Loader(String world, URL[] urls, List<String> shared, ClassLoader sharedFrom) {
            super("serguard world of " + world, urls, ClassLoader.getPlatformClassLoader());
            this.world = world;
            this.shared = List.copyOf(shared);
            this.sharedFrom = sharedFrom;
        }

        @Override
        protected Class<?> loadClass(String className, boolean resolve) throws ClassNotFoundException {
            if (shared.stream().anyMatch(className::startsWith)) {
                return sharedFrom.loadClass(className);
            }
            return super.loadClass(className, resolve);
        }

        @Override
        public URL getResource(String resource) {
            String asClass = resource.replace('/', '.');
            return shared.stream().anyMatch(asClass::startsWith) ? sharedFrom.getResource(resource) : super.getResource(resource);
        }
    }
}
