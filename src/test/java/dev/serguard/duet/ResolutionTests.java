package dev.serguard.duet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Where a comparison by coordinates looks: the given repositories, then those the module's POM declares, as Maven would. */
class ResolutionTests {

    @TempDir
    Path module;

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

        assertThat(Resolution.of(List.of(), Optional.empty(), false, pom).repositories()).containsExactly(Resolution.CENTRAL,
                "https://nexus.example.com/repository/maven-public/");
        assertThat(Resolution.of(List.of("https://mirror.example.com/"), Optional.empty(), false, pom).repositories())
                .containsExactly("https://mirror.example.com/", "https://nexus.example.com/repository/maven-public/", Resolution.CENTRAL);
    }

    @Test
    void aModuleWithoutAPom_orWithoutRepositories_looksWhereItWasTold() throws IOException {
        assertThat(Resolution.of(List.of(), Optional.empty(), false, module.resolve("pom.xml")).repositories()).containsExactly(Resolution.CENTRAL);
        Path pom = Files.writeString(module.resolve("pom.xml"), "<project><dependencies/></project>", StandardCharsets.UTF_8);
        assertThat(Resolution.of(List.of(), Optional.empty(), false, pom).repositories()).containsExactly(Resolution.CENTRAL);
    }
}
