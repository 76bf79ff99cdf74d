package dev.serguard.check.golden;

import dev.serguard.internal.Json;
import org.apiguardian.api.API;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Where golden files live and how they are read and written: under one folder,
 * {@code <TestClass>/<method>/<codec>.<payload>.bin} with its summary {@code ….json} beside it,
 * and the payload's field tree in {@code <payload>.tree.json}, which the payload's codecs share
 * (a nested class as {@code Outer.Nested}; characters a file name should not hold become
 * {@code _}).
 *
 * <pre>{@code
 * GoldenFiles files = new GoldenFiles(Path.of("src/test/resources/serguard/golden"));
 * Path bin = files.bin(OrderTests.class, "orders", "kryo", "SMALL");   // …/OrderTests/orders/kryo.SMALL.bin
 * GoldenFiles.write(record, bin);                                       // and kryo.SMALL.json, SMALL.tree.json
 * StoredGolden stored = GoldenFiles.read(bin);
 * }</pre>
 *
 * <p>Summaries of format 1 hold the field tree themselves, as serguard 0.1 wrote them: they are
 * read as they are, and a recording writes format 2.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class GoldenFiles {

    /** 64 KB: golden files are committed and reviewed; larger payloads add little a small one does not catch. */
    public static final int DEFAULT_MAX_BYTES = 65_536;

    private final Path folder;

    public GoldenFiles(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    /** The {@code .bin} file of one test, codec and payload. */
    public Path bin(Class<?> testClass, String test, String codec, String payload) {
        String name = testClass.getName().substring(testClass.getPackageName().isEmpty() ? 0 : testClass.getPackageName().length() + 1);
        return folder.resolve(safe(name.replace('$', '.'))).resolve(safe(test)).resolve(safe(codec) + "." + safe(payload) + ".bin");
    }

    /** The summary beside a {@code .bin} file. */
    public static Path summary(Path bin) {
        String name = bin.getFileName().toString();
        return bin.resolveSibling((name.endsWith(".bin") ? name.substring(0, name.length() - 4) : name) + ".json");
    }

    /**
     * The field-tree file of a {@code .bin} file of {@code codec}: {@code SMALL.tree.json} for
     * {@code kryo.SMALL.bin}; for a {@code .bin} file not named after its codec, {@code a.tree.json}
     * for {@code a.bin}.
     */
    public static Path tree(Path bin, String codec) {
        String name = bin.getFileName().toString();
        String base = name.endsWith(".bin") ? name.substring(0, name.length() - 4) : name;
        String prefix = safe(codec) + ".";
        return bin.resolveSibling((base.startsWith(prefix) && base.length() > prefix.length() ? base.substring(prefix.length()) : base)
                + ".tree.json");
    }

    private static String safe(String name) {
        String safe = name.replaceAll("[^A-Za-z0-9._-]", "_");
        return safe.isEmpty() || safe.startsWith(".") ? "_" + safe : safe;
    }

    /**
     * Where {@code bin} lies in a Git working tree whose {@code .gitattributes} does not keep Git
     * from converting {@code .bin} files (no {@code *.bin binary} or {@code -text} rule), the note
     * that says which line to add, and where; empty where one does, or outside a working tree.
     */
    public static Optional<String> gitattributesAdvice(Path bin) {
        for (Path folder = bin.toAbsolutePath().getParent(); folder != null; folder = folder.getParent()) {
            if (!Files.exists(folder.resolve(".git"))) {
                continue;
            }
            Path attributes = folder.resolve(".gitattributes");
            try {
                if (Files.isRegularFile(attributes) && Files.readAllLines(attributes, StandardCharsets.UTF_8).stream().map(String::trim)
                        .anyMatch(line -> line.startsWith("*.bin") && (line.contains(" binary") || line.contains("-text")))) {
                    return Optional.empty();
                }
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
            return Optional.of("Golden bytes are binary files: add the line *.bin binary to " + attributes
                    + " and commit it, so that Git does not change them (docs/guide/golden-bytes.md).");
        }
        return Optional.empty();
    }

    /**
     * Writes the three files, each whole or not at all (a temporary file moved into place), with
     * the permissions any file written there gets: a teammate or a CI job under another user reads
     * them as it reads the sources. The field tree is written only where it is not there already:
     * the payload's other codecs wrote the same.
     */
    public static void write(GoldenRecord record, Path bin) throws IOException {
        Files.createDirectories(bin.toAbsolutePath().getParent());
        byte[] tree = record.tree().getBytes(StandardCharsets.UTF_8);
        Path treeFile = tree(bin, record.codec());
        if (!Files.isRegularFile(treeFile) || !Arrays.equals(Files.readAllBytes(treeFile), tree)) {
            keepOldTree(treeFile, summary(bin));
            replace(treeFile, tree);
        }
        replace(bin, record.bytes());
        replace(summary(bin), record.summary().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Before a payload's field tree is replaced (its codec recorded anew alone, the payload
     * changed): each other codec's summary that still names the tree there gets that tree written
     * into it, as summaries of format 1 hold it, so that its bytes are still checked against what
     * they were recorded with, not reported unreadable.
     */
    private static void keepOldTree(Path treeFile, Path recording) throws IOException {
        if (!Files.isRegularFile(treeFile)) {
            return;
        }
        byte[] old = Files.readAllBytes(treeFile);
        String oldSha = GoldenRecord.sha256(old);
        Object oldTree;
        try {
            oldTree = TreeFile.read(new String(old, StandardCharsets.UTF_8));
        } catch (RuntimeException e) {
            return;     // a tree that cannot be read keeps no summary readable
        }
        String payload = treeFile.getFileName().toString().replaceFirst("\\.tree\\.json$", "");
        List<Path> siblings;
        try (Stream<Path> files = Files.list(treeFile.toAbsolutePath().getParent())) {
            siblings = files.filter(file -> file.getFileName().toString().endsWith("." + payload + ".json")
                    && !file.toAbsolutePath().equals(recording.toAbsolutePath())).sorted().toList();
        }
        for (Path sibling : siblings) {
            Map<String, Object> summary = new TreeMap<>();
            try {
                if (!(Json.parse(Files.readString(sibling, StandardCharsets.UTF_8)) instanceof Map<?, ?> map)) {
                    continue;
                }
                map.forEach((key, value) -> summary.put(String.valueOf(key), value));
            } catch (RuntimeException e) {
                continue;
            }
            if (Long.valueOf(GoldenRecord.FORMAT).equals(summary.get("format")) && oldSha.equals(summary.get("treeSha256"))) {
                summary.remove("treeSha256");
                summary.put("format", 1L);
                summary.put("snapshot", oldTree);
                replace(sibling, Json.write(summary).getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private static void replace(Path file, byte[] content) throws IOException {
        // Not Files.createTempFile, which makes a file only its owner can read (0600), whatever the umask says.
        Path temporary = file.toAbsolutePath().resolveSibling(".serguard-" + java.util.UUID.randomUUID() + ".tmp");
        try {
            Files.write(temporary, content, java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** Reads a record, checking the bytes and the field tree against the sizes and SHA-256 in the summary. */
    public static StoredGolden read(Path bin) {
        Path summaryFile = summary(bin);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(bin);
        } catch (NoSuchFileException e) {
            return new StoredGolden.Missing(bin);
        } catch (IOException e) {
            return new StoredGolden.Unreadable(bin, "it cannot be read (" + e + ")");
        }
        Map<?, ?> summary;
        try {
            Object parsed = Json.parse(Files.readString(summaryFile, StandardCharsets.UTF_8));
            if (!(parsed instanceof Map<?, ?> map)) {
                return new StoredGolden.Unreadable(bin, "its summary " + summaryFile + " is not a JSON object");
            }
            summary = map;
        } catch (NoSuchFileException e) {
            return new StoredGolden.Unreadable(bin, "its summary " + summaryFile + " is missing; record both anew");
        } catch (IOException | RuntimeException e) {
            return new StoredGolden.Unreadable(bin, "its summary " + summaryFile + " cannot be read (" + e.getMessage() + ")");
        }
        for (String key : new String[] {"bytes", "codec", "library", "libraryVersion", "model", "payload", "sha256"}) {
            if (!summary.containsKey(key) || summary.get(key) == null) {
                return new StoredGolden.Unreadable(bin, "its summary " + summaryFile + " has no \"" + key + "\"");
            }
        }
        String sha256 = GoldenRecord.sha256(bytes);
        if (!String.valueOf(summary.get("bytes")).equals(Integer.toString(bytes.length)) || !sha256.equals(summary.get("sha256"))) {
            return new StoredGolden.Unreadable(bin, "it does not match its summary (" + bytes.length + " bytes, sha-256 " + sha256
                    + "; recorded " + summary.get("bytes") + " bytes, sha-256 " + summary.get("sha256")
                    + "): it was changed or damaged after recording; restore it from version control, or record it anew");
        }
        Object snapshot;
        Object format = summary.get("format");
        if (format == null || Long.valueOf(1).equals(format)) {
            snapshot = summary.get("snapshot");
        } else if (Long.valueOf(GoldenRecord.FORMAT).equals(format)) {
            Object tree = readTree(bin, summaryFile, String.valueOf(summary.get("codec")), summary.get("treeSha256"));
            if (tree instanceof StoredGolden.Unreadable unreadable) {
                return unreadable;
            }
            snapshot = tree;
        } else {
            return new StoredGolden.Unreadable(bin, "its summary " + summaryFile + " is of format " + format + "; this serguard reads formats 1"
                    + " and " + GoldenRecord.FORMAT + ": upgrade serguard");
        }
        return new StoredGolden.Found(bin, new GoldenRecord(String.valueOf(summary.get("codec")), String.valueOf(summary.get("library")),
                String.valueOf(summary.get("libraryVersion")), String.valueOf(summary.get("payload")), String.valueOf(summary.get("model")),
                bytes, snapshot));
    }

    // The field tree the summary names by its SHA-256, or why it cannot be had.
    private static Object readTree(Path bin, Path summaryFile, String codec, Object sha256) {
        Path file = tree(bin, codec);
        if (!(sha256 instanceof String recorded)) {
            return new StoredGolden.Unreadable(bin, "its summary " + summaryFile + " has no \"treeSha256\"");
        }
        byte[] text;
        try {
            text = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return new StoredGolden.Unreadable(bin, "its field tree " + file + " is missing; restore it from version control, or record anew");
        } catch (IOException e) {
            return new StoredGolden.Unreadable(bin, "its field tree " + file + " cannot be read (" + e + ")");
        }
        String today = GoldenRecord.sha256(text);
        if (!today.equals(recorded)) {
            return new StoredGolden.Unreadable(bin, "its field tree " + file + " is not the one recorded with it (sha-256 " + today
                    + "; recorded " + recorded + "): the file was changed, or the payload's codecs recorded different values of it (a time"
                    + " stamp, a random id); record the payload's codecs anew together (" + GoldenBytes.RECORD + "), or restore the files from version control");
        }
        try {
            return TreeFile.read(new String(text, StandardCharsets.UTF_8));
        } catch (RuntimeException e) {
            return new StoredGolden.Unreadable(bin, "its field tree " + file + " cannot be read (" + e.getMessage() + ")");
        }
    }
}
