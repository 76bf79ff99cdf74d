package dev.serguard.duet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The team's own code at the base taking the place of the class path entries that hold its classes; real folders and jars. */
class BaseTests {

    @TempDir
    Path dir;

    @Test
    void aClassesFolder_takesThePlaceOfTheEntryThatHoldsItsClasses_inItsPosition() throws IOException {
        Path testClasses = classes("head/target/test-classes", "dev/acme/OrderTests.class");
        Path mainClasses = classes("head/target/classes", "dev/acme/Order.class", "dev/acme/OrderCodec.class");
        Path library = jar("lib/jackson-core-2.18.0.jar", "com/fasterxml/jackson/core/JsonParser.class");
        Path base = classes("base/target/classes", "dev/acme/Order.class");

        Base.Swapped swapped = new Base(base, "../base/target/classes").swap(List.of(testClasses, mainClasses, library));

        assertThat(swapped.classPath()).containsExactly(testClasses, base, library);
        assertThat(swapped.replaced()).containsExactly(mainClasses);
        assertThat(swapped.line(new Base(base, "../base/target/classes"))).isEqualTo(mainClasses + " → ../base/target/classes");
    }

    @Test
    void aJar_takesThePlaceOfEveryEntryThatHoldsItsClasses_aFolderOrAJar() throws IOException {
        Path mainClasses = classes("head/target/classes", "dev/acme/Order.class");
        Path sibling = jar("repo/dev/acme/orders-model/1.5.0-SNAPSHOT/orders-model-1.5.0-SNAPSHOT.jar", "dev/acme/model/Line.class");
        Path other = classes("other", "dev/other/Thing.class");
        Path base = jar("base/orders-1.4.0.jar", "dev/acme/Order.class", "dev/acme/model/Line.class");

        Base.Swapped swapped = new Base(base, "dev.acme:orders:1.4.0").swap(List.of(mainClasses, other, sibling));

        assertThat(swapped.classPath()).containsExactly(base, other);
        assertThat(swapped.replaced()).containsExactly(mainClasses, sibling);
    }

    @Test
    void aBaseThatSharesNoClass_isRefused_namingAClassAndTheFix() throws IOException {
        Path mainClasses = classes("head/target/classes", "dev/acme/Order.class");
        Path base = classes("base/target/classes", "dev/other/Invoice.class");

        assertThatThrownBy(() -> new Base(base, "../base/target/classes").swap(List.of(mainClasses))).hasMessage("../base/target/classes ("
                + base + ") holds none of the classes of this test run's class path (dev.other.Invoice among them): give the jar or"
                + " target/classes of the module under test, built at the base");
    }

    @Test
    void aDamagedJar_anEmptyFolder_andClassesForANewerJava_areRefused_eachWithItsFix() throws IOException {
        Path mainClasses = classes("head/target/classes", "dev/acme/Order.class");
        Path damaged = Files.write(Files.createDirectories(dir.resolve("base")).resolve("orders.jar"), new byte[] {1, 2, 3});
        assertThatThrownBy(() -> new Base(damaged, damaged.toString()).swap(List.of(mainClasses)))
                .hasMessageStartingWith(damaged + " is not a readable jar (").hasMessageEndingWith("): package the base again (mvn package"
                        + " -DskipTests there)");

        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertThatThrownBy(() -> new Base(empty, empty.toString()).swap(List.of(mainClasses))).hasMessage(empty + " holds no classes: give"
                + " the jar or target/classes of this module built at the base (mvn package -DskipTests there)");

        int running = Runtime.version().feature();
        Path newer = classFile(dir.resolve("newer/dev/acme/Order.class"), running + 1 + 44);
        Path folder = dir.resolve("newer");
        assertThat(newer).exists();
        assertThatThrownBy(() -> new Base(folder, folder.toString()).swap(List.of(mainClasses))).hasMessage(folder + " holds classes compiled"
                + " for Java " + (running + 1) + " (dev/acme/Order.class), newer than this JVM's Java " + running + ": build the base with"
                + " <maven.compiler.release>" + running + "</maven.compiler.release>, as the head, or run the tests on Java " + (running + 1));
    }

    private Path classes(String folder, String... classes) throws IOException {
        Path root = Files.createDirectories(dir.resolve(folder));
        for (String name : classes) {
            classFile(root.resolve(name), 61);
        }
        return root;
    }

    private Path jar(String file, String... classes) throws IOException {
        Path jar = Files.createDirectories(dir.resolve(file).getParent()).resolve(dir.resolve(file).getFileName());
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream entries = new JarOutputStream(out)) {
            for (String name : classes) {
                entries.putNextEntry(new JarEntry(name));
                entries.write(header(61));
                entries.closeEntry();
            }
        }
        return jar;
    }

    private static Path classFile(Path file, int major) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.write(file, header(major));
    }

    // A class file's first bytes: the magic number, minor version 0, the major version.
    private static byte[] header(int major) {
        return new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, (byte) (major >> 8), (byte) major};
    }
}
