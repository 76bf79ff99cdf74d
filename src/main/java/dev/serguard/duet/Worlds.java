package dev.serguard.duet;

import org.apiguardian.api.API;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The two worlds of a run, the old version's and the run's own, or why they could not be built;
 * built once per run and closed at its end.
 *
 * <pre>{@code
 * try (Worlds worlds = Worlds.build(against, resolution, List.of("org.junit."), host)) {
 *     worlds.failure();    // why there are none
 * }
 * }</pre>
 *
 * @param leaks what each world shares that it should not, or loads twice that it should share
 */
@API(status = INTERNAL, since = "0.4")
public record Worlds(World old, World current, List<String> leaks, Optional<String> failure) implements AutoCloseable {

    /**
     * What the test run gives its worlds.
     *
     * @param classPath the run's class path, of which each world is a copy
     * @param framework a class of the test framework, which each world must share, not load again
     * @param entry     the name of the class each world opens a codec and payload with ({@link WorldEntry}): serguard's own in each world
     */
    @API(status = INTERNAL, since = "0.4")
    public record Host(List<Path> classPath, Class<?> framework, String entry) {

        public Host {
            classPath = List.copyOf(classPath);
        }
    }

    /** The worlds of {@code against}, its versions resolved by {@code resolution}, each sharing the classes under {@code shared}. */
    public static Worlds build(Against against, Resolution resolution, List<String> shared, Host host) {
        List<Library> libraries = against.libraries();
        List<Path> run = host.classPath();
        // A library on the class path is compared as named; a bill of materials, by each library it manages that is on the class path.
        List<Library> compared = new ArrayList<>();
        List<Resolution.Jar> jars = new ArrayList<>();
        try {
            for (Library library : libraries) {
                List<Library> managed = Resolution.find(run, library).isPresent() ? List.of(library)
                        : resolution.managed(library).stream().filter(each -> Resolution.find(run, each).isPresent()).toList();
                if (managed.isEmpty()) {
                    return failed(against.source() + " names " + library.key() + ", which is not on the test class path, nor a bill"
                            + " of materials of a library on it: there is no version of it to compare with");
                }
                compared.addAll(managed);
            }
            for (Library library : compared) {
                jars.addAll(resolution.resolve(library));
            }
        } catch (IllegalStateException e) {
            return failed(e.getMessage());
        }
        String oldName = libraries.stream().map(Library::shortName).collect(Collectors.joining(", "));
        // Each library as the run has it; a bill of materials by the version most of its libraries on the class path have.
        String currentName = libraries.stream().map(library -> library.artifactId() + " " + Resolution.find(run, library).map(Resolution::version)
                .orElseGet(() -> mostCommonVersion(run, compared))).collect(Collectors.joining(", "));
        if (oldName.equals(currentName)) {
            currentName = currentName + " (this run's)";
        }
        World old = World.of(oldName, Resolution.replace(run, jars), shared);
        World current = World.of(currentName, run, shared);
        List<String> leaks = new ArrayList<>();
        for (World world : List.of(old, current)) {
            world.notShared(host.framework()).ifPresent(leaks::add);
            try {
                world.notOwn(world.loader().loadClass(host.entry()), Optional.empty()).ifPresent(leaks::add);
            } catch (ClassNotFoundException e) {
                leaks.add("serguard cannot be loaded in the world of " + world.name());
            }
        }
        for (Library library : compared) {
            jars.stream().filter(jar -> jar.library().key().equals(library.key())).findFirst()
                    .ifPresent(jar -> ownClass(old, jar.path()).ifPresent(leaks::add));
            Resolution.find(run, library).ifPresent(jar -> ownClass(current, jar).ifPresent(leaks::add));
        }
        return new Worlds(old, current, leaks, Optional.empty());
    }

    private static String mostCommonVersion(List<Path> run, List<Library> libraries) {
        Map<String, Long> versions = libraries.stream().map(library -> Resolution.version(Resolution.find(run, library).orElseThrow()))
                .collect(Collectors.groupingBy(version -> version, java.util.TreeMap::new, Collectors.counting()));
        return versions.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
    }

    // Whether the first class of the jar is the world's own and read from that jar.
    private static Optional<String> ownClass(World world, Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            Optional<String> name = file.stream().map(e -> e.getName()).filter(n -> n.endsWith(".class") && !n.contains("-"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.')).findFirst();
            if (name.isEmpty()) {
                return Optional.empty();
            }
            return world.notOwn(Class.forName(name.get(), false, world.loader()), Optional.of(jar));
        } catch (Exception | LinkageError e) {
            return Optional.of("the world of " + world.name() + " cannot load the classes of " + jar.getFileName() + ": " + e);
        }
    }

    private static Worlds failed(String why) {
        return new Worlds(null, null, List.of(), Optional.of(why));
    }

    @Override
    public void close() {
        if (old != null) {
            old.close();
            current.close();
        }
    }
}
