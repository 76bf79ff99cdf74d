package dev.serguard.duet;

import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactDescriptorRequest;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** {@link Resolution}'s work through Maven Resolver; loaded only once it is known to be on the class path. */
final class MavenResolver {

    private MavenResolver() {
    }

    /** The jars of {@code library} and its compile and runtime dependencies. */
    static List<Resolution.Jar> resolve(Resolution resolution, Library library) {
        return withSession(resolution, library, (system, session, remotes) -> {
            CollectRequest collect = new CollectRequest(new Dependency(new DefaultArtifact(library.toString()), JavaScopes.RUNTIME), remotes);
            List<Resolution.Jar> jars = new ArrayList<>();
            for (ArtifactResult result : system.resolveDependencies(session,
                    new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME))).getArtifactResults()) {
                Artifact artifact = result.getArtifact();
                jars.add(new Resolution.Jar(library(artifact), artifact.getPath()));
            }
            return List.copyOf(jars);
        });
    }

    /**
     * The jar artifacts whose versions {@code bom}'s POM manages; none for a POM that manages none,
     * or that is no bill of materials (its packaging is not {@code pom}: a jar's POM inherits the
     * management of its parent, which makes it no bill of materials).
     */
    static List<Library> managed(Resolution resolution, Library bom) {
        return withSession(resolution, bom, (system, session, remotes) -> {
            DefaultArtifact pom = new DefaultArtifact(bom.groupId(), bom.artifactId(), "pom", bom.version());
            // Resolved first: Maven's session reads a descriptor it cannot find as one that manages nothing.
            Path file = system.resolveArtifact(session, new ArtifactRequest(pom, remotes, null)).getArtifact().getPath();
            if (!POM_PACKAGING.matcher(Files.readString(file, StandardCharsets.UTF_8)).find()) {
                return List.of();
            }
            return system.readArtifactDescriptor(session, new ArtifactDescriptorRequest(pom, remotes, null))
                    .getManagedDependencies().stream().map(Dependency::getArtifact)
                    .filter(artifact -> artifact.getClassifier().isEmpty() && artifact.getExtension().equals("jar"))
                    .map(MavenResolver::library).toList();
        });
    }

    private static final String SLF4J_VERBOSITY = "slf4j.internal.verbosity";

    private static final Pattern POM_PACKAGING = Pattern.compile("<packaging>\\s*pom\\s*</packaging>");

    private static Library library(Artifact artifact) {
        return new Library(artifact.getGroupId(), artifact.getArtifactId(), artifact.getVersion());
    }

    private interface Work<R> {
        R run(RepositorySystem system, RepositorySystemSession session, List<RemoteRepository> remotes) throws Exception;
    }

    private static <R> R withSession(Resolution resolution, Library library, Work<R> work) {
        // Maven Resolver logs through SLF4J: where the tests bring no SLF4J provider, SLF4J would warn of it on every run.
        if (System.getProperty(SLF4J_VERBOSITY) == null) {
            System.setProperty(SLF4J_VERBOSITY, "ERROR");
        }
        RepositorySystem system = new RepositorySystemSupplier().get();
        // Maven's own session: its scopes, optional and excluded dependencies, version conflicts, as a build resolves them.
        try (RepositorySystemSession.CloseableSession session = new SessionBuilderSupplier(system).get()
                .withLocalRepositoryBaseDirectories(resolution.localRepository())
                .setSystemProperties(System.getProperties())
                .setOffline(resolution.offline())
                .build()) {
            List<RemoteRepository> remotes = new ArrayList<>();
            for (int i = 0; i < resolution.repositories().size(); i++) {
                remotes.add(new RemoteRepository.Builder(i == 0 ? "central" : "serguard-" + i, "default", resolution.repositories().get(i)).build());
            }
            return work.run(system, session, system.newResolutionRepositories(session, remotes));
        } catch (Exception e) {
            throw new IllegalStateException(library + " cannot be had from " + resolution.tried() + ": " + firstLine(e), e);
        } finally {
            system.shutdown();
        }
    }

    private static String firstLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = String.valueOf(root.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
