package dev.serguard.detection;

import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.detection.own.OwnCodec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * The detection benchmark of the upgrade duet: the same jackson-databind against itself (this
 * build's, resolved from the local repository), each comparison a JVM of its own as one
 * {@code mvn test} is, with the new world's codec made slower by a known factor
 * ({@link SlowedCodec}) or not; idle, and beside a process that keeps every core busy.
 *
 * <pre>{@code
 * ./mvnw -q test-compile exec:exec@duet-detection "-Dduet=unchanged=100,loadedUnchanged=50,perFactor=10,factors=1.05+1.10+1.25+2.00"
 * }</pre>
 *
 * <p>Prints one line per comparison and the table, which it also writes to
 * {@code target/duet-detection/table.md}. A comparison without the duet, timed the same way,
 * gives the cost of quick mode alone for the cost ratio.
 */
public final class DuetDetection {

    static final String FACTOR = "duet.factor";

    private DuetDetection() {
    }

    /** The test a comparison runs: MediaContent SMALL over Jackson JSON, slowed in the new world by {@code -Dduet.factor}. */
    public static class DuetCase {

        static Stream<Codec<MediaContent>> codecs() {
            // Only the world of the run's own version (the new one) is slowed.
            String world = DuetCase.class.getClassLoader().getName();
            boolean newer = world != null && world.endsWith("(this run's)");
            double factor = newer ? SlowedCodec.factorProperty(System.getProperty(FACTOR)) : 1.0;
            return Stream.of(new SlowedCodec<>("json", JacksonCodecs.json(MediaContent.class), factor));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void media(SerializationResult<MediaContent> result) {
        }
    }

    /** The team's own code on MediaContent SMALL over Jackson JSON, as each side's classes folder has it ({@link OwnCodec}). */
    public static class OwnCase {

        static Stream<Codec<MediaContent>> codecs() {
            return Stream.of(OwnCodec.wrap(JacksonCodecs.json(MediaContent.class)));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void media(SerializationResult<MediaContent> result) {
        }
    }

    /** A class a team would write, six invocations of its own code: Jackson JSON, Smile and Kryo on MediaContent at two sizes. */
    public static class OwnClassCase {

        static Stream<Codec<MediaContent>> codecs() {
            return Stream.of(OwnCodec.wrap(JacksonCodecs.json(MediaContent.class)), OwnCodec.wrap(JacksonCodecs.smile(MediaContent.class)),
                    OwnCodec.wrap(KryoCodecs.kryo(MediaContent.class, List.of(MediaContents.factory().create(Size.MEDIUM, new Random(1))))));
        }

        static MediaContent payload(Size size, Random random) {
            return MediaContents.factory().create(size, random);
        }

        @SerializationTest
        @PayloadSizes({Size.SMALL, Size.MEDIUM})
        void media() {
        }
    }

    /** {@code child <withDuet>}: one comparison in this JVM; otherwise the benchmark, as {@code name=value,…}. */
    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("child")) {
            child(Boolean.parseBoolean(args[1]), Path.of(args[2]), args.length > 3 ? args[3] : "", args.length > 4 ? args[4] : DuetCase.class.getName());
            return;
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String pair : (args.length > 0 ? args[0] : "").split(",")) {
            if (pair.contains("=")) {
                options.put(pair.substring(0, pair.indexOf('=')).trim(), pair.substring(pair.indexOf('=') + 1).trim());
            }
        }
        int unchanged = Integer.parseInt(options.getOrDefault("unchanged", "100"));
        int loadedUnchanged = Integer.parseInt(options.getOrDefault("loadedUnchanged", "50"));
        int perFactor = Integer.parseInt(options.getOrDefault("perFactor", "10"));
        int costRuns = Integer.parseInt(options.getOrDefault("costRuns", "10"));
        List<Double> factors = Arrays.stream(options.getOrDefault("factors", "1.05+1.10+1.25+2.00").split("\\+")).map(Double::parseDouble).toList();
        Path folder = Path.of(args.length > 1 ? args[1] : "target/duet-detection");
        Files.createDirectories(folder);
        if (options.getOrDefault("mode", "library").equals("own")) {
            new OwnDetection(folder, options).run();
            return;
        }
        StringBuilder table = new StringBuilder("| condition | factor | comparisons | failed | on time | on allocation | failed in the first pair"
                + " | wall per comparison, median (max) |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        List<Double> quickAlone = new ArrayList<>();
        for (int i = 0; i < costRuns; i++) {
            quickAlone.add(run(folder, false, 1.0, "idle", i).seconds());
        }
        for (String condition : List.of("idle", "loaded")) {
            Process spinner = condition.equals("loaded") ? spinner() : null;
            try {
                List<Double> levels = new ArrayList<>(List.of(1.0));
                levels.addAll(factors);
                for (double factor : levels) {
                    int count = factor == 1.0 ? (condition.equals("idle") ? unchanged : loadedUnchanged) : perFactor;
                    if (count == 0) {
                        continue;
                    }
                    List<Outcome> outcomes = new ArrayList<>();
                    for (int i = 0; i < count; i++) {
                        outcomes.add(run(folder, true, factor, condition, i));
                    }
                    double[] walls = outcomes.stream().mapToDouble(Outcome::seconds).sorted().toArray();
                    table.append(String.format(Locale.ROOT, "| %s | %.2f | %d | %d | %d | %d | %d | %.1f s (%.1f s) |%n", condition, factor, count,
                            outcomes.stream().filter(Outcome::failed).count(), outcomes.stream().filter(Outcome::onTime).count(),
                            outcomes.stream().filter(Outcome::onAllocation).count(), outcomes.stream().filter(Outcome::firstPairFailed).count(),
                            walls[walls.length / 2], walls[walls.length - 1]));
                }
            } finally {
                if (spinner != null) {
                    spinner.destroy();
                    spinner.waitFor(10, TimeUnit.SECONDS);
                }
            }
        }
        double[] alone = quickAlone.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        table.append(String.format(Locale.ROOT, "%nThe same comparison without the duet (quick mode alone, idle): %.1f s median of %d.%n",
                alone[alone.length / 2], alone.length));
        System.out.println(table);
        Files.writeString(folder.resolve("table.md"), table, StandardCharsets.UTF_8);
    }

    /**
     * One comparison's outcome.
     *
     * @param failed          whether the invocation failed on the duet
     * @param onTime          whether a time failed it (a serialize or deserialize clearly over the factor)
     * @param onAllocation    whether an allocation failed it
     * @param firstPairFailed whether its first pair of worlds failed it (a vote followed)
     * @param seconds         the invocation's wall time
     */
    record Outcome(boolean failed, boolean onTime, boolean onAllocation, boolean firstPairFailed, double seconds) {
    }

    static final Pattern LINE = Pattern.compile("duet (\\S+) (\\S+) (\\S+) time=(\\S+) allocation=(\\S+) (\\S+)");

    private static Outcome run(Path folder, boolean duet, double factor, String condition, int index) throws IOException, InterruptedException {
        Comparison comparison = comparison(folder, List.of("-D" + FACTOR + "=" + factor, "-cp", System.getProperty("java.class.path"),
                DuetDetection.class.getName(), "child", Boolean.toString(duet)));
        Matcher found = comparison.found();
        System.out.printf(Locale.ROOT, "%s %s %.2f #%d: %s%n", duet ? "duet" : "quick alone", condition, factor, index, comparison.line());
        return new Outcome(found.group(1).equals("FAILED"), Boolean.parseBoolean(found.group(4)), Boolean.parseBoolean(found.group(5)),
                found.group(2).equals("first-pair-failed"), Double.parseDouble(found.group(3)));
    }

    /** A comparison's line, and its outcome, vote, seconds and failures as {@link #LINE} found them. */
    record Comparison(String line, Matcher found) {
    }

    /**
     * Runs one comparison in a JVM of its own, {@code java} with {@code arguments} and the file it writes its line to
     * (then any {@code more}), and reads that line: outcome, vote, seconds, then the duet's figures.
     */
    static Comparison comparison(Path folder, List<String> arguments, String... more) throws IOException, InterruptedException {
        Path out = folder.resolve("comparison.txt");
        Files.deleteIfExists(out);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(arguments);
        command.add(out.toString());
        command.addAll(List.of(more));
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(
                folder.resolve("children.log").toFile())).start();
        if (!child.waitFor(10, TimeUnit.MINUTES)) {
            child.destroyForcibly();
            throw new IllegalStateException("a comparison ran for 10 minutes: see " + folder.resolve("children.log"));
        }
        String line = Files.readString(out, StandardCharsets.UTF_8).strip();
        Matcher found = LINE.matcher(line);
        if (!found.find()) {
            throw new IllegalStateException("a comparison printed no outcome: " + line);
        }
        return new Comparison(line, found);
    }

    static Process spinner() throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", System.getProperty("java.class.path"),
                Spinner.class.getName(), Integer.toString(Runtime.getRuntime().availableProcessors()))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    // One comparison through the JUnit Platform, as mvn test runs it; one line: outcome, vote, seconds, then the duet's figures.
    private static void child(boolean duet, Path out, String against, String testCase) throws IOException, ClassNotFoundException {
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(Class.forName(testCase)))
                .configurationParameter("serguard.mode", "quick")
                .configurationParameter("serguard.reportDir", out.getParent().resolve("serguard").toString())
                .configurationParameter("serguard.baseline.dir", out.getParent().resolve("no-baseline").toString());
        if (duet) {
            request.configurationParameter("serguard.against", against.isEmpty() ? "com.fasterxml.jackson.core:jackson-databind:"
                    + PackageVersion.VERSION : against).configurationParameter("serguard.against.offline", "true");
        }
        Listener listener = new Listener();
        LauncherFactory.create().execute(request.build(), listener);
        String line = String.format(Locale.ROOT, "duet %s %s %.2f time=%b allocation=%b %s withheld=%b %s", listener.status,
                listener.figures.contains("pairs of worlds") ? "first-pair-failed" : "first-pair-passed", listener.seconds,
                listener.failure.contains(" times as slow as "), listener.failure.contains(" allocates "), duet ? "with" : "without",
                listener.figures.contains("too noisy to judge"), listener.figures.replace('\n', '|'));
        Files.writeString(out, line + "\n", StandardCharsets.UTF_8);
        System.exit(0);
    }

    private static final class Listener implements TestExecutionListener {

        private String status = "NONE";
        private String figures = "";
        private String failure = "";
        private long started;
        private double seconds;

        // The test class's wall time, from its first invocation's start to its last's end; a failure in any fails the comparison.
        @Override
        public void executionStarted(TestIdentifier id) {
            if (id.isTest() && started == 0) {
                started = System.nanoTime();
            }
        }

        @Override
        public void executionFinished(TestIdentifier id, TestExecutionResult result) {
            if (id.isTest()) {
                seconds = (System.nanoTime() - started) / 1e9;
                boolean passed = result.getStatus() == TestExecutionResult.Status.SUCCESSFUL;
                status = status.equals("FAILED") || !passed ? "FAILED" : "PASSED";
                result.getThrowable().ifPresent(t -> failure = failure + String.valueOf(t.getMessage()) + "\n");
            }
        }

        @Override
        public void reportingEntryPublished(TestIdentifier id, ReportEntry entry) {
            String duet = entry.getKeyValuePairs().get("serguard.duet");
            if (duet != null) {
                figures = figures.isEmpty() ? duet : figures + "\n" + duet;
            }
        }
    }
}
