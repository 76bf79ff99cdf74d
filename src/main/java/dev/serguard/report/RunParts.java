package dev.serguard.report;

import dev.serguard.internal.Json;
import org.apiguardian.api.API;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The parts of a build's reports, one file per test class under {@code <folder>/parts/}, and the
 * reports merged from them: {@code results.txt}, {@code results.json}, {@code report.html} and
 * {@code summary.md}.
 * Each JVM that ran serguard tests saves its parts and writes the merged reports anew, under a
 * file lock, so that the last JVM of a build leaves the reports of all of them: Surefire forks
 * ({@code forkCount}, {@code reuseForks=false}), a rerun (its part replaces the first attempt's)
 * and Failsafe after Surefire. A part of an earlier build is left out; as with Surefire's own
 * XML reports, {@code mvn clean} removes them all.
 *
 * <pre>{@code
 * RunParts.save(folder, part);
 * RunParts.writeReports(folder, "test run", RunParts.load(folder, part.build()), Clock.systemDefaultZone());
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class RunParts {

    private RunParts() {
    }

    /**
     * This build, as the JVM that launched the test JVM: the Maven (or Gradle) process, its id and
     * start time. Where no JVM launched this one (tests run inside the build tool's own JVM, Surefire's
     * {@code forkCount=0}), the process that launched it.
     */
    public static String currentBuild() {
        Optional<ProcessHandle> ancestor = ProcessHandle.current().parent();
        while (ancestor.isPresent()) {
            ProcessHandle process = ancestor.get();
            Optional<String> command = process.info().command();
            if (command.isPresent() && Path.of(command.get()).getFileName().toString().matches("java(\\.exe)?")) {
                return id(process);
            }
            ancestor = process.parent();
        }
        return id(ProcessHandle.current().parent().orElse(ProcessHandle.current()));
    }

    private static String id(ProcessHandle process) {
        return process.pid() + "@" + process.info().startInstant().map(Object::toString).orElse("?");
    }

    /** Writes {@code part} as {@code parts/<test class>.json}, replacing an earlier part of that class. */
    public static void save(Path folder, RunPart part) throws IOException {
        Path parts = Files.createDirectories(folder.resolve("parts"));
        // A forked invocation's part is named after it too: "OrderTests (forked: kryo · SMALL)".
        Path file = parts.resolve(part.testClass().replaceAll("[^A-Za-z0-9._$#-]", "_") + ".json");
        Path temporary = Files.createTempFile(parts, ".part", ".tmp");
        Files.writeString(temporary, part.toJson(), StandardCharsets.UTF_8);
        try {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * The parts of {@code build} in {@code folder}, by test class. A file that cannot be read as a
     * part (damaged, or written by another serguard version) stands as a part that says so, in the
     * report's failures, rather than its results going missing without a word.
     */
    public static List<RunPart> load(Path folder, String build) throws IOException {
        Path parts = folder.resolve("parts");
        if (!Files.isDirectory(parts)) {
            return List.of();
        }
        List<RunPart> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(parts)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList()) {
                try {
                    String json = Files.readString(file, StandardCharsets.UTF_8);
                    // A part of an earlier build is left out unread: it may be of an earlier serguard, whose parts read otherwise.
                    if (Json.parse(json) instanceof Map<?, ?> tree && tree.get("build") instanceof String other && !other.equals(build)) {
                        continue;
                    }
                    found.add(RunPart.fromJson(json));
                } catch (IllegalArgumentException | IOException unreadable) {
                    // Not another JVM's half-written file: parts are moved into place whole.
                    found.add(RunPart.unreadable(build, file.getFileName().toString(), unreadable));
                }
            }
        }
        found.sort(Comparator.comparing(RunPart::testClass));
        return found;
    }

    /**
     * Writes {@code results.txt}, {@code results.json}, {@code report.html} and {@code summary.md} merged from
     * {@code parts}, holding a lock on {@code parts/.lock} so that two JVMs finishing together do
     * not interleave their writes.
     *
     * @return the merged text, as written to {@code results.txt}
     */
    public static String writeReports(Path folder, String title, List<RunPart> parts, Clock clock) throws IOException {
        Files.createDirectories(folder.resolve("parts"));
        try (FileChannel channel = FileChannel.open(folder.resolve("parts/.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock lock = channel.lock()) {
            String text = text(parts);
            Files.writeString(folder.resolve("results.txt"), text, StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("results.json"), JmhJsonReport.merged(parts), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("report.html"), HtmlReport.format(title, parts, clock), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("summary.md"), MarkdownSummary.format(title, parts, notes(parts)), StandardCharsets.UTF_8);
            return text;
        }
    }

    // A heading per test class, its table, then the run's notes once.
    private static String text(List<RunPart> parts) {
        StringBuilder out = new StringBuilder();
        for (RunPart part : parts) {
            out.append("== ").append(part.testClass()).append('\n').append(part.text()).append('\n');
        }
        List<String> notes = notes(parts);
        if (!notes.isEmpty()) {
            out.append("Run notes:\n  ").append(String.join("\n  ", notes)).append('\n');
        }
        return out.toString();
    }

    private static List<String> notes(List<RunPart> parts) {
        Set<String> notes = new LinkedHashSet<>();
        parts.forEach(part -> notes.addAll(part.notes()));
        return List.copyOf(notes);
    }
}
