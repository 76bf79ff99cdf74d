package dev.serguard.duet;

import org.apiguardian.api.API;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Where the jars of a library version come from: Maven's own resolver (Maven Resolver, with the
 * Maven 3 model), from the local repository and the repositories given, offline from the local
 * repository alone. And how the old world's class path is made from the test run's: each jar of
 * a resolved artifact takes the place of the same artifact's jar in the run, in its position.
 *
 * <pre>{@code
 * Resolution resolution = new Resolution(Resolution.defaultLocalRepository(), List.of(Resolution.CENTRAL), false);
 * List<Resolution.Jar> jars = resolution.resolve(library);
 * List<Path> oldClassPath = Resolution.replace(runClassPath, jars);
 * }</pre>
 *
 * @param localRepository the local repository: {@code maven.repo.local}, else {@code ~/.m2/repository}
 * @param repositories    the remote repositories' URLs, Maven Central first by default
 * @param offline         whether to use the local repository alone
 */
@API(status = EXPERIMENTAL, since = "0.4")
public record Resolution(Path localRepository, List<String> repositories, boolean offline) {

    /** Maven Central, the repository every build knows. */
    public static final String CENTRAL = "https://repo.maven.apache.org/maven2/";

    /** What a team adds to its test dependencies to use the duet. */
    static final String RESOLVER = "org.apache.maven.resolver:maven-resolver-supplier-mvn3";

    /** Maven's own: the local repository a build uses, where the test JVM is told it (a system property). */
    public static final String LOCAL_REPOSITORY = "maven.repo.local";

    public Resolution {
        repositories = List.copyOf(repositories);
    }

    /** From {@code repositories} (none: Maven Central), the local repository {@code local} (blank or none: Maven's), {@code offline}. */
    public static Resolution of(List<String> repositories, Optional<String> local, boolean offline) {
        return new Resolution(local.filter(path -> !path.isBlank()).map(Path::of).orElseGet(Resolution::defaultLocalRepository),
                repositories.isEmpty() ? List.of(CENTRAL) : repositories, offline);
    }

    /**
     * As {@link #of}, looking where a build of the module would: after the given repositories (or
     * Maven Central), those of the active profiles of the user's {@code settings.xml}, then those
     * {@code pom} and its parents on disk declare; each that a mirror of the settings stands in
     * for replaced by the mirror.
     */
    public static Resolution of(List<String> repositories, Optional<String> local, boolean offline, Path pom) {
        return of(repositories, local, offline, pom, Path.of(System.getProperty("user.home"), ".m2", "settings.xml"));
    }

    /** As {@link #of(List, Optional, boolean, Path)}, with the user's settings read from {@code settings}. */
    public static Resolution of(List<String> repositories, Optional<String> local, boolean offline, Path pom, Path settings) {
        return of(Repositories.of(repositories, pom, settings), local, offline);
    }

    /** The local repository Maven uses: {@code -Dmaven.repo.local}, else {@code .m2/repository} in the user's home. */
    public static Path defaultLocalRepository() {
        return Optional.ofNullable(System.getProperty(LOCAL_REPOSITORY)).filter(s -> !s.isBlank()).map(Path::of)
                .orElseGet(() -> Path.of(System.getProperty("user.home"), ".m2", "repository"));
    }

    /**
     * One jar of a resolved version: the artifact and the file.
     *
     * @param library the artifact, with the version resolved
     * @param path    its jar
     */
    public record Jar(Library library, Path path) {
    }

    /**
     * The jars of {@code library} and of its compile and runtime dependencies, as Maven resolves
     * them. A version that cannot be had throws {@link IllegalStateException} with one sentence
     * naming it and the repositories tried; without Maven Resolver on the class path, one naming
     * the dependency to add.
     */
    public List<Jar> resolve(Library library) {
        requireResolver(library);
        return MavenResolver.resolve(this, library);
    }

    /**
     * The libraries whose versions {@code bom} manages, where it is a bill of materials
     * ({@code com.fasterxml.jackson:jackson-bom:2.17.2}); none where its POM manages none. Throws
     * as {@link #resolve} does.
     */
    public List<Library> managed(Library bom) {
        requireResolver(bom);
        return MavenResolver.managed(this, bom);
    }

    private static void requireResolver(Library library) {
        try {
            Class.forName("org.eclipse.aether.supplier.RepositorySystemSupplier", false, Resolution.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException("comparing with " + library + " needs Maven Resolver to fetch that version: add " + RESOLVER
                    + " (2.0 or newer) to the test dependencies");
        }
    }

    /** Where the resolver looked, for a message: the local repository, then the remote ones unless offline. */
    String tried() {
        return "the local repository " + localRepository + (offline ? " (offline)" : repositories.isEmpty() ? "" : " and " + String.join(", ", repositories));
    }

    /**
     * {@code classPath} with every entry of an artifact among {@code jars} replaced by that
     * artifact's jar, in its position; the jars of artifacts not on it are appended.
     */
    public static List<Path> replace(List<Path> classPath, List<Jar> jars) {
        List<Path> replaced = new ArrayList<>(classPath);
        for (Jar jar : jars) {
            int at = -1;
            for (int i = replaced.size() - 1; i >= 0; i--) {
                if (isOf(replaced.get(i), jar.library())) {
                    replaced.remove(i);
                    at = i;
                }
            }
            replaced.add(at < 0 ? replaced.size() : at, jar.path());
        }
        return List.copyOf(replaced);
    }

    /** The entry of {@code classPath} that holds {@code library}'s artifact (any version), if one does. */
    public static Optional<Path> find(List<Path> classPath, Library library) {
        return classPath.stream().filter(entry -> isOf(entry, library)).findFirst();
    }

    /** The version of the artifact jar {@code entry}, from the repository layout ({@code …/2.22.4/jackson-databind-2.22.4.jar}). */
    public static String version(Path entry) {
        return entry.getParent() == null ? "?" : entry.getParent().getFileName().toString();
    }

    // A jar in a Maven repository's layout: …/com/fasterxml/jackson/core/jackson-databind/2.22.4/jackson-databind-2.22.4.jar
    private static boolean isOf(Path entry, Library library) {
        Path version = entry.getParent();
        Path artifact = version == null ? null : version.getParent();
        if (artifact == null || !artifact.getFileName().toString().equals(library.artifactId())
                || !entry.getFileName().toString().startsWith(library.artifactId() + "-" + version.getFileName() + "")) {
            return false;
        }
        Path group = artifact.getParent();
        String[] parts = library.groupId().split("\\.");
        for (int i = parts.length - 1; i >= 0; i--) {
            if (group == null || group.getFileName() == null || !group.getFileName().toString().equals(parts[i])) {
                return false;
            }
            group = group.getParent();
        }
        return true;
    }
}
