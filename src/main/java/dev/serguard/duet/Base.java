package dev.serguard.duet;

import org.apiguardian.api.API;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The team's own code built at the base of a change: a jar or a classes folder which, in the old
 * world, takes the place of the class path entries that hold the same classes (the module's
 * {@code target/classes}, or a sibling module's jar), so that the head's tests, codecs and
 * payload sources run against the base's main classes.
 *
 * <pre>{@code
 * Base.Swapped swapped = new Base(Path.of("../base/target/classes"), "../base/target/classes").swap(runClassPath);
 * swapped.classPath();   // the old world's
 * }</pre>
 *
 * @param path  the jar or folder
 * @param given how the team named it: the path as given, or the coordinates it was resolved from
 */
@API(status = INTERNAL, since = "0.5")
public record Base(Path path, String given) {

    // How many of the base's classes are looked for in each class path entry: enough to find a module's, few enough to be quick.
    private static final int LOOKED_FOR = 200;

    /**
     * A class path made for the old world, and what it swapped.
     *
     * @param classPath the class path with the base in the place of the entries that hold its classes
     * @param replaced  the entries it replaced, or put itself before (test classes)
     */
    public record Swapped(List<Path> classPath, List<Path> replaced) {

        public Swapped {
            classPath = List.copyOf(classPath);
            replaced = List.copyOf(replaced);
        }

        /** {@code target/classes → ../base/target/classes}: for the run notes. */
        public String line(Base base) {
            return String.join(", ", replaced.stream().map(Path::toString).toList()) + " → " + base.given();
        }
    }

    /** {@link #swap(List, List)} where no entry holds test classes. */
    public Swapped swap(List<Path> classPath) {
        return swap(classPath, List.of());
    }

    /**
     * {@code classPath} with this base in the place of every entry that holds one of its classes;
     * an entry of {@code testClasses} (where the tests run from) is kept, after the base, whose
     * classes then come first. Throws {@link IllegalStateException} with one sentence naming the base and the fix where it
     * cannot be read, holds classes for a newer JDK than this one, or shares no class with the
     * class path.
     */
    public Swapped swap(List<Path> classPath, List<Path> testClasses) {
        List<String> classes = classes();
        if (classes.isEmpty()) {
            throw problem("holds no classes", "give the jar or target/classes of this module built at the base (mvn package -DskipTests there)");
        }
        checkVersion(classes.get(0));
        List<String> sample = classes.size() <= LOOKED_FOR ? classes : classes.subList(0, LOOKED_FOR);
        Path self = path.toAbsolutePath().normalize();
        List<Path> tests = testClasses.stream().map(test -> test.toAbsolutePath().normalize()).toList();
        List<Path> swapped = new ArrayList<>();
        List<Path> replaced = new ArrayList<>();
        List<Path> shadowed = new ArrayList<>();
        for (Path entry : classPath) {
            boolean holds = !entry.toAbsolutePath().normalize().equals(self) && holdsAny(entry, sample);
            if (holds && !swapped.contains(path)) {
                swapped.add(path);
            }
            if (holds && !tests.contains(entry.toAbsolutePath().normalize())) {
                replaced.add(entry);
                continue;
            }
            if (holds) {
                shadowed.add(entry);
            }
            swapped.add(entry);
        }
        replaced.addAll(shadowed);
        if (replaced.isEmpty()) {
            throw problem("holds none of the classes of this test run's class path (" + classes.get(0).replace('/', '.').replace(".class", "")
                    + " among them)", "give the jar or target/classes of the module under test, built at the base");
        }
        return new Swapped(swapped, replaced);
    }

    // The base's class files, as jar entry names (dev/acme/Order.class), in a stable order.
    private List<String> classes() {
        if (Files.isDirectory(path)) {
            try (Stream<Path> files = Files.walk(path)) {
                return files.filter(file -> file.toString().endsWith(".class") && !file.getFileName().toString().equals("module-info.class"))
                        .map(file -> path.relativize(file).toString().replace('\\', '/')).sorted().toList();
            } catch (IOException e) {
                throw problem("cannot be read (" + e + ")", "build the base again");
            }
        }
        try (JarFile jar = new JarFile(path.toFile())) {
            return jar.stream().map(JarEntry::getName).filter(name -> name.endsWith(".class") && !name.startsWith("META-INF/")
                    && !name.endsWith("module-info.class")).sorted().toList();
        } catch (IOException e) {
            throw problem("is not a readable jar (" + e.getMessage() + ")", "package the base again (mvn package -DskipTests there)");
        }
    }

    // Classes compiled for a newer Java than this JVM's cannot be loaded: said before any world is built.
    private void checkVersion(String someClass) {
        byte[] header;
        try {
            header = header(someClass);
        } catch (IOException e) {
            throw problem("cannot be read (" + e + ")", "build the base again");
        }
        int java = (header.length < 8 ? 0 : ((header[6] & 0xff) << 8 | header[7] & 0xff)) - 44;
        int running = Runtime.version().feature();
        if (java > running) {
            throw problem("holds classes compiled for Java " + java + " (" + someClass + "), newer than this JVM's Java " + running,
                    "build the base with <maven.compiler.release>" + running + "</maven.compiler.release>, as the head, or run the tests on Java " + java);
        }
    }

    // The first bytes of a class file of the base: magic, minor and major version.
    private byte[] header(String name) throws IOException {
        if (Files.isDirectory(path)) {
            try (InputStream in = Files.newInputStream(path.resolve(name))) {
                return in.readNBytes(8);
            }
        }
        try (JarFile jar = new JarFile(path.toFile()); InputStream in = jar.getInputStream(jar.getJarEntry(name))) {
            return in.readNBytes(8);
        }
    }

    // Whether the class path entry, a folder or a jar, holds one of the classes.
    private static boolean holdsAny(Path entry, List<String> classes) {
        if (Files.isDirectory(entry)) {
            return classes.stream().anyMatch(name -> Files.isRegularFile(entry.resolve(name)));
        }
        if (!Files.isRegularFile(entry)) {
            return false;
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            return classes.stream().anyMatch(name -> jar.getJarEntry(name) != null);
        } catch (IOException e) {
            return false;
        }
    }

    private IllegalStateException problem(String what, String fix) {
        return new IllegalStateException(Optional.of(given).filter(g -> !g.equals(path.toString())).map(g -> g + " (" + path + ")")
                .orElse(given) + " " + what + ": " + fix);
    }
}
