package dev.serguard.codec;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import static org.assertj.core.api.Assertions.assertThat;

/** A library's version, from the jar its marker class is in: the manifest, else Maven's pom.properties, else the file name. */
class OptionalLibraryTests {

    @TempDir
    Path folder;

    @Test
    void version_isTheManifests_whereItSaysOne() throws IOException {
        Path jar = jar("kryo-5.0.0.jar", "com/esotericsoftware/kryo/Kryo.class", Map.of("Bundle-Version", "5.6.2"),
                "META-INF/maven/com.esotericsoftware/kryo/pom.properties", "version=5.6.1\n");

        assertThat(OptionalLibrary.KRYO.version(loader(jar))).contains("5.6.2");
    }

    @Test
    void version_isMavensPomProperties_whereTheManifestSaysNone() throws IOException {
        Path jar = jar("gson.jar", "com/google/gson/Gson.class", Map.of(), "META-INF/maven/com.google.code.gson/gson/pom.properties",
                "groupId=com.google.code.gson\nartifactId=gson\nversion=2.13.2\n");

        assertThat(OptionalLibrary.GSON.version(loader(jar))).contains("2.13.2");
    }

    /** Hessian 4.0.66's manifest says Implementation-Version 3.1.0, and its jar has no pom.properties. */
    @Test
    void version_ofHessian_isItsJarsFileName_notItsManifests() throws IOException {
        Path jar = jar("hessian-4.0.66.jar", "com/caucho/hessian/io/Hessian2Output.class", Map.of("Implementation-Version", "3.1.0"), null, null);

        assertThat(OptionalLibrary.HESSIAN.version(loader(jar))).contains("4.0.66");
    }

    @Test
    void version_isEmpty_whereNothingSaysIt() throws IOException {
        Path jar = jar("fory.jar", "org/apache/fory/Fory.class", Map.of(), null, null);

        assertThat(OptionalLibrary.FORY.version(loader(jar))).isEmpty();
        assertThat(OptionalLibrary.FORY.version(loader())).isEmpty();
    }

    private URLClassLoader loader(Path... jars) throws IOException {
        URL[] urls = new URL[jars.length];
        for (int i = 0; i < jars.length; i++) {
            urls[i] = jars[i].toUri().toURL();
        }
        return new URLClassLoader(urls, null);
    }

    // A jar with the marker class (its bytes do not matter: the version lookup never loads it), a manifest and a resource.
    private Path jar(String name, String classFile, Map<String, String> attributes, String resource, String text) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.forEach((key, value) -> manifest.getMainAttributes().putValue(key, value));
        Path jar = folder.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            out.putNextEntry(new JarEntry(classFile));
            out.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
            out.closeEntry();
            if (resource != null) {
                out.putNextEntry(new JarEntry(resource));
                out.write(text.getBytes(StandardCharsets.ISO_8859_1));
                out.closeEntry();
            }
        }
        return jar;
    }
}
