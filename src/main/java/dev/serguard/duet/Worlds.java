package dev.serguard.duet;

import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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
 * @param leaks   what each world shares that it should not, or loads twice that it should share
 * @param swapped the run notes of the comparison: what the old world has in the place of the run's own code, which jars
 *                both worlds share, which of the run's versions they keep
 * @param probe   where libraries were compared, a world of the run without the jars that differ: a codec that runs in it
 *                uses none of them, and is not compared
 */
@API(status = INTERNAL, since = "0.4")
public record Worlds(World old, World current, List<String> leaks, List<String> swapped, Optional<String> failure, Optional<World> probe)
        implements AutoCloseable {

    /** What the run note that lists the class path entries both worlds share says before the list: the console shows no more of it. */
    public static final String SHARED_ENTRIES = " of the class path";

    /** Worlds without a probe: every codec is compared. */
    public Worlds(World old, World current, List<String> leaks, List<String> swapped, Optional<String> failure) {
        this(old, current, leaks, swapped, failure, Optional.empty());
    }

    /**
     * What the test run gives its worlds.
     *
     * @param classPath the run's class path, of which each world is a copy
     * @param framework a class of the test framework, which each world must share, not load again
     * @param entry     the name of the class each world opens a codec and payload with ({@link WorldEntry}): serguard's own in each world
     * @param tests     where the test classes are read from: a base that holds some of their classes comes before them, never in their place
     */
    @API(status = INTERNAL, since = "0.4")
    public record Host(List<Path> classPath, Class<?> framework, String entry, List<Path> tests) {

        public Host {
            classPath = List.copyOf(classPath);
            tests = List.copyOf(tests);
        }

        /** A host whose tests hold none of the team's main classes. */
        public Host(List<Path> classPath, Class<?> framework, String entry) {
            this(classPath, framework, entry, List.of());
        }
    }

    /** The worlds of {@code against}, its versions resolved by {@code resolution}, each sharing the classes under {@code shared}. */
    public static Worlds build(Against against, Resolution resolution, List<String> shared, Host host) {
        List<Path> run = host.classPath();
        // A library on the class path is compared as named; a bill of materials, by each library it manages that is on the class path;
        // any other artifact is the team's own code released: its jar takes the place of the entries that hold its classes.
        List<Library> compared = new ArrayList<>();
        Map<Library, List<Resolution.Jar>> resolved = new LinkedHashMap<>();
        List<Base> bases = new ArrayList<>(against.bases().stream().map(path -> new Base(path, path.toString())).toList());
        List<String> oldNames = new ArrayList<>();
        List<String> currentNames = new ArrayList<>();
        try {
            for (Library library : against.libraries()) {
                if (Resolution.find(run, library).isPresent()) {
                    compared.add(library);
                    oldNames.add(library.shortName());
                    currentNames.add(library.artifactId() + " " + Resolution.version(Resolution.find(run, library).get()));
                    continue;
                }
                List<Library> managed = resolution.managed(library).stream().filter(each -> Resolution.find(run, each).isPresent()).toList();
                if (!managed.isEmpty()) {
                    compared.addAll(managed);
                    oldNames.add(library.shortName());
                    currentNames.add(library.artifactId() + " " + mostCommonVersion(run, managed));
                    continue;
                }
                Path jar = resolution.resolve(library).stream().filter(found -> found.library().key().equals(library.key())).findFirst()
                        .orElseThrow(() -> new IllegalStateException(against.source() + " names " + library + ", which resolves to no jar of"
                                + " its own: name a library on the test class path, a bill of materials, or this module's released artifact"))
                        .path();
                bases.add(new Base(jar, library.toString()));
                oldNames.add(library.shortName());
                currentNames.add(library.artifactId() + " head");
            }
            for (Library library : compared) {
                resolved.put(library, resolution.resolve(library));
            }
        } catch (IllegalStateException e) {
            return failed(e.getMessage());
        }
        if (!against.bases().isEmpty()) {
            oldNames.add("base");
            currentNames.add("head");
        }
        WorldJars.Chosen chosen = WorldJars.choose(run, resolved);
        List<Resolution.Jar> jars = chosen.jars();
        List<Path> oldClassPath = Resolution.replace(run, jars);
        List<String> swaps = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        jarSwaps(run, jars).ifPresent(lines::add);
        for (Base base : bases) {
            try {
                Base.Swapped swapped = base.swap(oldClassPath, host.tests());
                oldClassPath = swapped.classPath();
                lines.add(swapped.line(base));
            } catch (IllegalStateException e) {
                return failed(against.source() + ": " + e.getMessage());
            }
        }
        String oldName = String.join(", ", oldNames);
        String currentName = String.join(", ", currentNames);
        if (oldName.equals(currentName)) {
            currentName = currentName + " (this run's)";
        }
        lines.forEach(line -> swaps.add("Compared with " + oldName + " (" + line + ") in the same JVM"));
        swaps.addAll(chosen.kept());
        swaps.add(WorldJars.listed(oldName, oldClassPath, run));
        List<Path> differing = WorldJars.differing(run, oldClassPath);
        // Only where libraries alone were compared: the team's own code, swapped, is what every test of the module runs.
        Optional<World> probe = bases.isEmpty() && !differing.isEmpty()
                ? Optional.of(World.of("without " + String.join(", ", WorldJars.names(differing)),
                        run.stream().filter(entry -> !differing.contains(entry)).toList(), shared))
                : Optional.empty();
        World old = World.of(oldName, oldClassPath, shared);
        World current = World.of(currentName, run, shared);
        List<String> leaks = leaks(old, current, host, compared, jars, bases);
        return new Worlds(old, current, leaks, swaps, Optional.empty(), probe);
    }

    // What each world shares that it should not, or loads twice that it should share: the test framework, serguard, the compared
    // libraries' classes and the base's, each to come from its own world's jar.
    private static List<String> leaks(World old, World current, Host host, List<Library> compared, List<Resolution.Jar> jars, List<Base> bases) {
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
            Resolution.find(host.classPath(), library).ifPresent(jar -> ownClass(current, jar).ifPresent(leaks::add));
        }
        bases.forEach(base -> ownClass(old, base.path()).ifPresent(leaks::add));
        return leaks;
    }

    // Each jar the old world has in the place of the run's, with both versions, and each it adds: jackson-core 2.18.2 → 2.16.2, ….
    private static Optional<String> jarSwaps(List<Path> run, List<Resolution.Jar> jars) {
        List<String> swaps = new ArrayList<>();
        for (Resolution.Jar jar : jars) {
            Library library = jar.library();
            Optional<String> runs = Resolution.find(run, library).map(Resolution::version);
            String line = runs.isEmpty() ? library.shortName() + " added"
                    : runs.get().equals(library.version()) ? "" : library.artifactId() + " " + runs.get() + " → " + library.version();
            if (!line.isEmpty() && !swaps.contains(line)) {
                swaps.add(line);
            }
        }
        return swaps.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", swaps));
    }

    private static String mostCommonVersion(List<Path> run, List<Library> libraries) {
        Map<String, Long> versions = libraries.stream().map(library -> Resolution.version(Resolution.find(run, library).orElseThrow()))
                .collect(Collectors.groupingBy(version -> version, java.util.TreeMap::new, Collectors.counting()));
        return versions.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
    }

    // Whether the first class of the jar or folder is the world's own and read from there.
    private static Optional<String> ownClass(World world, Path jar) {
        try (Stream<String> entries = entries(jar)) {
            Optional<String> name = entries.filter(n -> n.endsWith(".class") && !n.contains("-"))
                    .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.')).findFirst();
            if (name.isEmpty()) {
                return Optional.empty();
            }
            return world.notOwn(Class.forName(name.get(), false, world.loader()), Optional.of(jar));
        } catch (Exception | LinkageError e) {
            return Optional.of("the world of " + world.name() + " cannot load the classes of " + jar.getFileName() + ": " + e);
        }
    }

    // The names of a jar's entries, or of a folder's files relative to it, '/'-separated; closed with the stream.
    private static Stream<String> entries(Path jarOrFolder) throws IOException {
        if (Files.isDirectory(jarOrFolder)) {
            return Files.walk(jarOrFolder).map(file -> jarOrFolder.relativize(file).toString().replace('\\', '/')).sorted();
        }
        JarFile file = new JarFile(jarOrFolder.toFile());
        return file.stream().map(JarEntry::getName).onClose(() -> {
            try {
                file.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static Worlds failed(String why) {
        return new Worlds(null, null, List.of(), List.of(), Optional.of(why), Optional.empty());
    }

    @Override
    public void close() {
        if (old != null) {
            old.close();
            current.close();
        }
        probe.ifPresent(World::close);
    }
}
