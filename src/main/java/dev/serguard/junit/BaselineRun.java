package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.Baseline;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineFile;
import dev.serguard.baseline.BaselineKey;
import dev.serguard.budget.Verdict;
import dev.serguard.baseline.StoredBaseline;
import dev.serguard.baseline.Thresholds;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.DoubleSupplier;
import java.util.function.ToDoubleFunction;

/**
 * The baselines of one test run: each test class's file, read once; in record mode the figures
 * to write, written when the run ends; and
 * what the end-of-run report says about them. Kept in the root store.
 *
 * <p>Record mode must not pass without recording: a baseline folder that cannot be written fails
 * the first test set up (before anything is measured), and a write that still fails at the end
 * fails the run when JUnit closes the root store (JUnit reports that on the engine, and Maven's
 * build fails).
 */
@SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on (which warns without it)
final class BaselineRun implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    private final SerguardConfiguration configuration;
    private final Map<Class<?>, StoredBaseline> stored = new HashMap<>();
    private final Map<Class<?>, Map<String, List<BaselineEntry>>> recorded = new LinkedHashMap<>();
    private final Map<SerializationResult<?>, List<Verdict>> compared = new IdentityHashMap<>();
    private final Set<String> notes = new LinkedHashSet<>();
    private final List<String> unwritten = new ArrayList<>();
    private final List<IOException> writeFailures = new ArrayList<>();
    private final Set<Class<?>> keyMismatchNoted = new HashSet<>();
    private final BaselineKey key;
    private Optional<String> folderProblem;        // checked when the first test is set up in record mode
    private boolean closed;

    BaselineRun(SerguardConfiguration configuration) {
        this.configuration = configuration;
        // Record mode measures as quick mode does, and records under its key.
        this.key = BaselineKey.current(configuration.mode() == SerguardConfiguration.Mode.FULL ? BaselineKey.Mode.FULL : BaselineKey.Mode.QUICK);
    }

    /** This run's JDK, garbage collector and mode: the key figures are recorded under and compared with. */
    BaselineKey key() {
        return key;
    }

    boolean recording() {
        return configuration.mode() == SerguardConfiguration.Mode.RECORD;
    }

    /**
     * The check of one test method; reports a missing baseline, and baseline entries that the test
     * no longer has codecs or payloads for.
     */
    BaselineCheck forTest(Class<?> testClass, Method method, TestSetup<?> setup, ExtensionContext context) {
        BaselineCheck check = new BaselineCheck(this, testClass, method.getName(), thresholds(TestDeclarations.of(context)));
        if (recording()) {
            requireWritableFolder();
        }
        if (configuration.mode() == SerguardConfiguration.Mode.OFF || recording()) {
            return check;
        }
        StoredBaseline stored = stored(testClass);
        if (stored instanceof StoredBaseline.Missing) {
            // Once per test method, not per invocation: a team that keeps no baselines hears it once.
            note(stored.message());
            context.publishReportEntry("serguard.baseline", stored.message());
        }
        if (stored instanceof StoredBaseline.Found found) {
            Set<String> codecs = new LinkedHashSet<>();
            setup.codecs().forEach(codec -> codecs.add(codec.name()));
            setup.skipped().forEach(codec -> codecs.add(codec.name()));
            List<String> payloads = setup.payloads().stream().map(payload -> payload.label()).toList();
            // A set: the same figure may be recorded under several keys.
            Map<String, Set<String>> stale = new LinkedHashMap<>();
            found.baseline().stale(method.getName(), codecs, payloads).forEach(entry ->
                    stale.computeIfAbsent(entry.codec() + " · " + entry.payload(), what -> new LinkedHashSet<>()).add(BaselineEntry.key(entry.metric())));
            stale.forEach((what, metrics) -> {
                String note = "Stale baseline entries for " + what + " (" + String.join(", ", metrics) + ") of " + TestSetup.where(method)
                        + " in " + found.file() + ": the test has no such codec or payload any more; record the baseline anew to drop them.";
                note(note);
                context.publishReportEntry("serguard.baseline.stale", note);
            });
        }
        return check;
    }

    // Said when the first test is set up, not after the whole run measured for nothing; every later test hears it again.
    private synchronized void requireWritableFolder() {
        if (folderProblem == null) {
            folderProblem = problemWriting(configuration.baselineDir());
        }
        folderProblem.ifPresent(problem -> {
            throw new ExtensionConfigurationException(SerguardConfiguration.BASELINE_DIR + " = \"" + configuration.baselineDir()
                    + "\" cannot be written (" + problem + "): point " + SerguardConfiguration.BASELINE_DIR
                    + " at a folder that can be written, or make that one writable, and record again.");
        });
    }

    // Creates the folder and a file in it, as recording will: a read-only mount or a file in the folder's place shows now.
    private static Optional<String> problemWriting(Path folder) {
        try {
            Files.createDirectories(folder);
            Files.delete(Files.createTempFile(folder, ".serguard-", ".probe"));
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of(e.toString());
        }
    }

    /** Where the baseline of {@code testClass} lives: {@code OrderTests.json}, {@code OuterTests.Nested.json} for a nested class. */
    Path file(Class<?> testClass) {
        String name = testClass.getName().substring(testClass.getPackageName().isEmpty() ? 0 : testClass.getPackageName().length() + 1);
        return configuration.baselineDir().resolve(name.replace('$', '.') + ".json");
    }

    synchronized StoredBaseline stored(Class<?> testClass) {
        return stored.computeIfAbsent(testClass, type -> {
            StoredBaseline loaded = BaselineFile.load(file(type));
            // Files are named without the package: two test classes of one name must not judge each other.
            if (loaded instanceof StoredBaseline.Found found && !found.baseline().testClass().equals(type.getName())) {
                return new StoredBaseline.Unreadable(found.file(), "it is the baseline of " + found.baseline().testClass() + ", not of "
                        + type.getName() + " (baseline files are named without the package): rename one of the two");
            }
            return loaded;
        });
    }

    synchronized void record(Class<?> testClass, String test, List<BaselineEntry> entries) {
        recorded.computeIfAbsent(testClass, type -> new LinkedHashMap<>()).computeIfAbsent(test, name -> new ArrayList<>()).addAll(entries);
    }

    synchronized void compared(SerializationResult<?> result, List<Verdict> verdicts) {
        compared.put(result, List.copyOf(verdicts));
    }

    /** The verdicts of {@code result} (this very instance) against its baseline; empty if it was not compared. */
    synchronized List<Verdict> verdicts(SerializationResult<?> result) {
        return compared.getOrDefault(result, List.of());
    }

    synchronized void note(String note) {
        notes.add(note);
    }

    /** Notes {@code note} for the end of the run, unless a key mismatch was noted for {@code testClass} already; once per class. */
    synchronized void noteKeyMismatch(Class<?> testClass, String note) {
        if (keyMismatchNoted.add(testClass)) {
            notes.add(note);
        }
    }

    /**
     * Writes what record mode recorded, each test class's file merged with the entries of its
     * tests that did not run; returns every note of the run, for the end-of-run report.
     */
    synchronized List<String> finish() {
        String recordedWith = String.format(Locale.ROOT, "serguard record mode (quick timing), JDK %s, %s %s, %d cores",
                Runtime.version(), System.getProperty("os.name"), System.getProperty("os.arch"), Runtime.getRuntime().availableProcessors());
        recorded.forEach((testClass, tests) -> {
            List<BaselineEntry> entries = tests.values().stream().flatMap(List::stream).toList();
            // Other keys' figures stay: a library tested on JDK 17 and 25 keeps both in one file.
            Baseline baseline = stored(testClass) instanceof StoredBaseline.Found found
                    ? found.baseline().replacing(tests.keySet(), key, recordedWith, entries)
                    : Baseline.of(testClass.getName(), key, recordedWith, entries);
            Path file = file(testClass);
            try {
                BaselineFile.write(baseline, file);
                notes.add("Recorded " + entries.size() + " figures of " + testClass.getSimpleName() + " (" + String.join(", ", tests.keySet())
                        + ") under " + key.describe() + " to " + file + ": commit it.");
            } catch (IOException e) {
                notes.add("Could not record the baseline " + file + ": " + e);
                unwritten.add(file + " (" + e + ")");
                writeFailures.add(e);
            }
        });
        recorded.clear();
        return List.copyOf(notes);
    }

    /**
     * Writes what is left to write (whichever of this and the report JUnit closes first) and
     * fails the run if a baseline could not be written: a record run that recorded nothing must
     * not end in success.
     */
    @Override
    public synchronized void close() {
        finish();
        if (closed || unwritten.isEmpty()) {
            return;
        }
        closed = true;
        UncheckedIOException failure = new UncheckedIOException("serguard record mode could not write "
                + (unwritten.size() == 1 ? "the baseline " : unwritten.size() + " baselines: ") + String.join(", ", unwritten)
                + ": nothing of " + (unwritten.size() == 1 ? "it" : "them") + " was recorded; point " + SerguardConfiguration.BASELINE_DIR
                + " at a folder that can be written and record again.", writeFailures.get(0));
        writeFailures.stream().skip(1).forEach(failure::addSuppressed);
        throw failure;
    }

    // Attribute by attribute, the nearest annotation that sets it wins (the method's, the class's, an enclosing class's), then the run's setting.
    private Thresholds thresholds(TestDeclarations declared) {
        List<TestDeclarations.Found<BaselineThresholds>> found = declared.findAll(BaselineThresholds.class);
        Thresholds run = configuration.thresholds();
        return new Thresholds(
                percent(declared, found, "sizePercent", BaselineThresholds::sizePercent, run::sizePercent),
                percent(declared, found, "allocationPercent", BaselineThresholds::allocationPercent, run::allocationPercent),
                percent(declared, found, "timePercent", BaselineThresholds::timePercent, run::timePercent));
    }

    private static double percent(TestDeclarations declared, List<TestDeclarations.Found<BaselineThresholds>> found, String attribute,
                                  ToDoubleFunction<BaselineThresholds> value, DoubleSupplier run) {
        for (TestDeclarations.Found<BaselineThresholds> f : found) {
            double percent = value.applyAsDouble(f.annotation());
            if (percent != -1 && !(percent >= 0 && !Double.isInfinite(percent))) {
                throw new ExtensionConfigurationException("@BaselineThresholds on " + declared.at(f) + " has " + attribute + " = "
                        + percent + ": set it to 0 or more, or leave it out for the run's serguard.baseline." + attribute + ".");
            }
        }
        return found.stream().mapToDouble(f -> value.applyAsDouble(f.annotation())).filter(percent -> percent >= 0).findFirst()
                .orElseGet(run);
    }
}
