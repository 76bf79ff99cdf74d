package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The run's {@link BaselineRun} as a test framework's adapter keeps it for the whole run: opened
 * under the key of the run's mode, its folder found writable before anything is measured in record
 * mode, and what each test method hears of its baselines when it is set up. Closing it writes what
 * record mode recorded.
 */
@API(status = INTERNAL, since = "0.4")
public final class RunBaselines implements AutoCloseable {

    /**
     * What a test method hears of its baselines when it is set up.
     *
     * @param missing its class's baseline, where there is none: once per test method, not per invocation
     * @param stale   the entries it no longer has codecs or payloads for, one note per codec and payload; none
     *                where this JVM runs some of them only (a child JVM, codecs or sizes selected)
     */
    public record Heard(Optional<String> missing, List<String> stale) {
    }

    private final BaselineRun run;
    private final Path folder;
    private final boolean compared;
    private final boolean partial;
    private Optional<String> folderProblem;        // checked when the first test is set up in record mode

    /**
     * @param folder    where baseline files are read from and recorded to
     * @param full      whether the run measures in full mode; record mode measures as quick mode does, and records under its key
     * @param recording whether the run records instead of comparing
     * @param off       whether the run runs nothing, so compares nothing
     * @param partial   whether this JVM records only some invocations of its tests (a child JVM, a run with codecs or sizes selected)
     * @param recorded  the metrics a recording writes
     */
    public RunBaselines(Path folder, boolean full, boolean recording, boolean off, boolean partial, Set<Metric> recorded) {
        this.folder = folder;
        this.run = new BaselineRun(folder, BaselineKey.current(full ? BaselineKey.Mode.FULL : BaselineKey.Mode.QUICK), recording, partial,
                recorded);
        this.compared = !off && !recording;
        this.partial = partial;
    }

    /** The run's baselines: read, compared and recorded. */
    public BaselineRun run() {
        return run;
    }

    /**
     * What the test method {@code test} of {@code testClass} ({@code where}: its name as a message
     * shows it) hears of its baselines, with its {@code codecs} and {@code payloads}. In record mode,
     * fails with a {@link Misconfiguration} where the folder cannot be written: said when the first
     * test is set up, not after the whole run measured for nothing; every later test hears it again.
     */
    public Heard forTest(Class<?> testClass, String test, String where, Collection<String> codecs, List<String> payloads) {
        if (run.recording()) {
            requireWritableFolder();
        }
        if (!compared) {
            return new Heard(Optional.empty(), List.of());
        }
        Optional<String> missing = Optional.empty();
        StoredBaseline stored = run.stored(testClass);
        if (stored instanceof StoredBaseline.Missing) {
            run.note(stored.message());
            missing = Optional.of(stored.message());
        }
        // A JVM that runs some of a test's codecs or sizes cannot tell which entries the test no longer has.
        return new Heard(missing, partial ? List.of() : run.staleNotes(testClass, test, where, codecs, payloads));
    }

    private synchronized void requireWritableFolder() {
        if (folderProblem == null) {
            folderProblem = run.problemWriting();
        }
        folderProblem.ifPresent(problem -> {
            throw Misconfiguration.setting(Settings.BASELINE_DIR.key(), folder.toString(), "cannot be written (" + problem + ")", "point "
                    + Settings.BASELINE_DIR.key() + " at a folder that can be written, or make that one writable, and record again");
        });
    }

    @Override
    public void close() {
        run.close();
    }
}
