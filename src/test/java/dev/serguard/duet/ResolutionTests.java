package dev.serguard.duet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Where a comparison by coordinates looks: the given repositories, then those the module's POM declares, as Maven would. */
class ResolutionTests {

    @TempDir
    Path module;

    private static final Path NO_SETTINGS = Path.of("no-such-folder", "settings.xml");

    @Test
    void thePomsRepositories_comeAfterTheGivenOnes_eachOnce_withoutCommentsOrPlaceholders() throws IOException {
        Path pom = Files.writeString(module.resolve("pom.xml"), """
                <project>
                  <repositories>
                    <repository><id>team</id><url> https://nexus.example.com/repository/maven-public </url></repository>
                    <!-- <repository><id>old</id><url>https://old.example.com/maven/</url></repository> -->
                    <repository><id>env</id><url>${env.REPO}</url></repository>
                    <repository><id>central</id><url>https://repo.maven.apache.org/maven2/</url></repository>
                  </repositories>
                  <pluginRepositories>
                    <pluginRepository><id>plugins</id><url>https://plugins.example.com/</url></pluginRepository>
                  </pluginRepositories>
                </project>
                """, StandardCharsets.UTF_8);

        assertThat(Resolution.of(List.of(), Optional.empty(), false, pom, NO_SETTINGS).repositories()).containsExactly(Resolution.CENTRAL,
                "https://nexus.example.com/repository/maven-public/");
        assertThat(Resolution.of(List.of("https://mirror.example.com/"), Optional.empty(), false, pom, NO_SETTINGS).repositories())
                .containsExactly("https://mirror.example.com/", "https://nexus.example.com/repository/maven-public/", Resolution.CENTRAL);
    }

    @Test
    void aModuleWithoutAPom_orWithoutRepositories_looksWhereItWasTold() throws IOException {
        assertThat(Resolution.of(List.of(), Optional.empty(), false, module.resolve("pom.xml"), NO_SETTINGS).repositories()).containsExactly(Resolution.CENTRAL);
        Path pom = Files.writeString(module.resolve("pom.xml"), "<project><dependencies/></project>", StandardCharsets.UTF_8);
        assertThat(Resolution.of(List.of(), Optional.empty(), false, pom, NO_SETTINGS).repositories()).containsExactly(Resolution.CENTRAL);
    }

    @Test
    void theParentsRepositories_onDisk_comeAfterTheModules_butNotAnUnrelatedPomsAbove() throws IOException {
        Files.writeString(module.resolve("pom.xml"), """
                <project>
                  <artifactId>shop-parent</artifactId>
                  <repositories><repository><id>parent</id><url>https://parent.example.com/maven</url></repository></repositories>
                  <profiles><profile><repositories><repository><id>p</id><url>https://profile.example.com/</url></repository></repositories>
                  </profile></profiles>
                </project>
                """, StandardCharsets.UTF_8);
        Path child = Files.writeString(Files.createDirectories(module.resolve("orders")).resolve("pom.xml"), """
                <project>
                  <parent><groupId>com.acme</groupId><artifactId>shop-parent</artifactId><version>1</version></parent>
                  <artifactId>orders</artifactId>
                  <repositories><repository><id>own</id><url>https://own.example.com/</url></repository></repositories>
                </project>
                """, StandardCharsets.UTF_8);

        assertThat(Resolution.of(List.of(), Optional.empty(), false, child, NO_SETTINGS).repositories()).containsExactly(Resolution.CENTRAL,
                "https://own.example.com/", "https://parent.example.com/maven/");

        Files.writeString(child, Files.readString(child).replace("shop-parent", "another-parent"));
        assertThat(Resolution.of(List.of(), Optional.empty(), false, child, NO_SETTINGS).repositories()).containsExactly(Resolution.CENTRAL,
                "https://own.example.com/");
    }

    @Test
    void theSettingsActiveProfiles_addTheirRepositories_andItsMirrorsStandInForThoseTheyMirror() throws IOException {
        Path pom = Files.writeString(module.resolve("pom.xml"), """
                <project><repositories><repository><id>own</id><url>https://own.example.com/</url></repository></repositories></project>
                """, StandardCharsets.UTF_8);
        Path settings = module.resolve("settings.xml");
        String profiles = """
                  <profiles>
                    <profile><id>team</id><repositories><repository><id>t</id><url>https://team.example.com/</url></repository></repositories>
                    </profile>
                    <profile><id>byDefault</id><activation><activeByDefault>true</activeByDefault></activation>
                      <repositories><repository><id>d</id><url>https://default.example.com/</url></repository></repositories></profile>
                    <profile><id>off</id><repositories><repository><id>o</id><url>https://off.example.com/</url></repository></repositories>
                    </profile>
                  </profiles>
                  <activeProfiles><activeProfile>team</activeProfile></activeProfiles>
                """;
        Files.writeString(settings, "<settings>" + profiles + "</settings>", StandardCharsets.UTF_8);
        assertThat(Resolution.of(List.of(), Optional.empty(), false, pom, settings).repositories()).containsExactly(Resolution.CENTRAL,
                "https://team.example.com/", "https://default.example.com/", "https://own.example.com/");

        Files.writeString(settings, "<settings><mirrors><mirror><id>c</id><mirrorOf>central</mirrorOf><url>https://nexus.example.com/central</url>"
                + "</mirror></mirrors>" + profiles + "</settings>", StandardCharsets.UTF_8);
        assertThat(Resolution.of(List.of(), Optional.empty(), false, pom, settings).repositories()).containsExactly(
                "https://nexus.example.com/central/", "https://team.example.com/", "https://default.example.com/", "https://own.example.com/");

        Files.writeString(settings, "<settings><mirrors><mirror><id>all</id><mirrorOf>*,!own</mirrorOf>"
                + "<url>https://nexus.example.com/all/</url></mirror></mirrors>" + profiles + "</settings>", StandardCharsets.UTF_8);
        assertThat(Resolution.of(List.of(), Optional.empty(), false, pom, settings).repositories()).containsExactly(
                "https://nexus.example.com/all/", "https://own.example.com/");
    }

    /** Resolves {@code com.example:lib:1.0} offline from the local repository {@code args[0]}, and prints its jar. */
    public static final class Resolve {

        public static void main(String[] args) {
            System.out.println(new Resolution(Path.of(args[0]), List.of(), true).resolve(new Library("com.example", "lib", "1.0")).get(0).path());
        }
    }

    // What a JVM of the test class path that resolves from repository prints, its exit status last.
    private static String resolveInAJvm(Path repository, String... options) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path")));
        command.addAll(List.of(options));
        command.addAll(List.of(Resolve.class.getName(), repository.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return printed + "exit " + process.exitValue();
    }

    @Test
    void resolving_printsNoWarningOfSlf4j_whereTheTestsBringNoLoggingProvider() throws Exception {
        Path folder = Files.createDirectories(module.resolve("repository/com/example/lib/1.0"));
        Files.write(folder.resolve("lib-1.0.jar"), new byte[] {'P', 'K', 5, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
        Files.writeString(folder.resolve("lib-1.0.pom"), "<project><modelVersion>4.0.0</modelVersion><groupId>com.example</groupId>"
                + "<artifactId>lib</artifactId><version>1.0</version></project>", StandardCharsets.UTF_8);

        assertThat(resolveInAJvm(module.resolve("repository"))).isEqualTo(folder.resolve("lib-1.0.jar") + System.lineSeparator() + "exit 0");
        // What it keeps quiet: SLF4J's warning that no provider was found, said where its own setting asks for warnings.
        assertThat(resolveInAJvm(module.resolve("repository"), "-Dslf4j.internal.verbosity=WARN")).contains("SLF4J").endsWith("exit 0");
    }
}
