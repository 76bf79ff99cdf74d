package dev.serguard.duet;

import dev.serguard.internal.Misconfiguration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What a duet compares with, from serguard.against or the test's @ComparedWith as the adapter reads them; no JUnit engine. */
class AgainstTests {

    private static final String DATABIND = "com.fasterxml.jackson.core:jackson-databind";

    private static Optional<Against> of(Optional<String> setting, Optional<String> factor, Against.Named... annotated) {
        return Against.of(setting, factor, () -> List.of(annotated));
    }

    @Test
    void theSetting_namesTheLibraries_andTakesThePlaceOfEveryComparedWith() {
        Against against = of(Optional.of(" " + DATABIND + ":2.17.2, com.esotericsoftware:kryo:5.5.0 "), Optional.of("1.5"),
                new Against.Named(DATABIND, "2.16.0", 2.0, "OrderTests.orders")).orElseThrow();

        assertThat(against.coordinates()).isEqualTo(DATABIND + ":2.17.2,com.esotericsoftware:kryo:5.5.0");
        assertThat(against.source()).isEqualTo("serguard.against = " + DATABIND + ":2.17.2, com.esotericsoftware:kryo:5.5.0");
        assertThat(against.factor()).isEqualTo(1.5);
        assertThat(of(Optional.of("none"), Optional.empty(), new Against.Named(DATABIND, "2.16.0", 0, "OrderTests.orders"))).isEmpty();
    }

    @Test
    void theComparedWiths_nearestLast_nameEachLibraryOnce_withTheSmallestFactor_elseTheSettings() {
        Against against = of(Optional.empty(), Optional.of("1.3"), new Against.Named(DATABIND, "2.15.0", 2.0, "OrderTests"),
                new Against.Named(DATABIND, " 2.16.0 ", 1.2, "OrderTests.orders")).orElseThrow();

        assertThat(against.libraries()).containsExactly(new Library("com.fasterxml.jackson.core", "jackson-databind", "2.16.0"));
        assertThat(against.source()).isEqualTo("@ComparedWith on OrderTests.orders");
        assertThat(against.factor()).isEqualTo(1.2);
        assertThat(of(Optional.empty(), Optional.of("1.3"), new Against.Named(DATABIND, "2.16.0", 0, "OrderTests.orders")).orElseThrow()
                .factor()).isEqualTo(1.3);
        assertThat(of(Optional.empty(), Optional.empty(), new Against.Named(DATABIND, "2.16.0", 0, "OrderTests.orders")).orElseThrow()
                .factor()).isEqualTo(Duet.DEFAULT_FACTOR);
        assertThat(of(Optional.empty(), Optional.empty())).isEmpty();
    }

    @Test
    void whatCannotBeUsed_isAMisconfiguration_namingTheValueAndTheFix() {
        assertThatThrownBy(() -> of(Optional.of(" , "), Optional.empty())).isInstanceOf(Misconfiguration.class).hasMessage(
                "serguard.against = \",\" names nothing to compare with: name the library and the version to compare with, as"
                        + " com.fasterxml.jackson.core:jackson-databind:2.17.2, the path of a jar or classes folder built at the base, as"
                        + " ../base/target/classes, or leave it out.");
        assertThatThrownBy(() -> of(Optional.empty(), Optional.of("0.9"))).isInstanceOf(Misconfiguration.class).hasMessage(
                "serguard.against.factor = \"0.9\" is no factor of 1 or more: give how many times as slow the new version may be, as 1.05"
                        + " (the default).");
        assertThatThrownBy(() -> of(Optional.empty(), Optional.empty(), new Against.Named(DATABIND, "", 0, "OrderTests.orders")))
                .isInstanceOf(Misconfiguration.class).hasMessage("@ComparedWith on OrderTests.orders has version = \"\", which is no version:"
                        + " give the version to compare with, as 2.17.2.");
    }

    @Test
    void aPath_isTheTeamsOwnCodeAtTheBase_besideLibraries(@TempDir Path base) throws Exception {
        Path jar = Files.createFile(base.resolve("orders-1.4.0.jar"));
        Against against = of(Optional.of(base + "," + DATABIND + ":2.17.2," + jar), Optional.empty()).orElseThrow();

        assertThat(against.bases()).containsExactly(base, jar);
        assertThat(against.libraries()).containsExactly(new Library("com.fasterxml.jackson.core", "jackson-databind", "2.17.2"));
        assertThat(against.coordinates()).isEqualTo(DATABIND + ":2.17.2," + base + "," + jar);
        assertThat(against.factor()).isEqualTo(1.05);
    }

    @Test
    void aPathThatIsNotThere_orNoJarNorFolder_isAMisconfiguration_namingItAndTheFix(@TempDir Path base) throws Exception {
        Path missing = base.resolve("target/classes");
        assertThatThrownBy(() -> of(Optional.of(missing.toString()), Optional.empty())).isInstanceOf(Misconfiguration.class).hasMessage(
                "serguard.against = \"" + missing + "\" names " + missing + ", which does not exist (from "
                        + Path.of("").toAbsolutePath().getFileName() + "): build the base first (mvn -f <base checkout> package -DskipTests)"
                        + " and give its jar or its target/classes, relative to this module's folder.");
        Path text = Files.writeString(base.resolve("notes.txt"), "x");
        assertThatThrownBy(() -> of(Optional.of(text.toString()), Optional.empty())).isInstanceOf(Misconfiguration.class).hasMessage(
                "serguard.against = \"" + text + "\" names " + text + ", which is neither a jar nor a classes folder: give the jar or the"
                        + " target/classes folder of this module built at the base.");
    }
}
