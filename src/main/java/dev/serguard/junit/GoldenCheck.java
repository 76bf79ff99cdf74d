package dev.serguard.junit;

import dev.serguard.check.Worded;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.check.golden.GoldenBytes;
import dev.serguard.check.golden.GoldenFiles;
import dev.serguard.check.golden.GoldenVerdict;
import dev.serguard.check.golden.StoredGolden;
import dev.serguard.codec.Codec;
import dev.serguard.config.Mode;
import dev.serguard.config.Recorded;
import dev.serguard.internal.Settings;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * The golden-bytes side of one test method's invocations, adapted to JUnit: in record mode,
 * writes each codec's golden files; in check, quick and full mode, runs {@link GoldenBytes#check}
 * on them, publishes the evolution and notes as report entries and returns the failure. A test
 * method without golden files hears it as a note once (a report entry and a line in the run's
 * report), not once per invocation; a codec or payload missing from a recorded test, per
 * invocation.
 */
final class GoldenCheck {

    private final GoldenFiles files;
    private final Mode mode;
    private final Class<?> testClass;
    private final String test;
    private final boolean frozen;
    private final int maxBytes;
    private final Duration limit;
    private final BaselineRun notes;
    private final boolean noneRecorded;

    private GoldenCheck(GoldenFiles files, Mode mode, Class<?> testClass, String test, boolean frozen, int maxBytes,
                        Duration limit, BaselineRun notes, boolean noneRecorded) {
        this.files = files;
        this.mode = mode;
        this.testClass = testClass;
        this.test = test;
        this.frozen = frozen;
        this.maxBytes = maxBytes;
        this.limit = limit;
        this.notes = notes;
        this.noneRecorded = noneRecorded;
    }

    /** The check of the test method of {@code context}; the run's notes go to {@code notes}, the end-of-run report's. */
    static GoldenCheck forTest(ExtensionContext context, SerguardConfiguration configuration, BaselineRun notes) {
        Path folder = context.getConfigurationParameter(Settings.GOLDEN_DIR.key()).map(Path::of)
                .orElse(configuration.run().baselineDir().resolve("golden"));
        int maxBytes = SerguardConfiguration.bytes(Settings.GOLDEN_MAX_BYTES.key(), context.getConfigurationParameter(Settings.GOLDEN_MAX_BYTES.key()),
                GoldenFiles.DEFAULT_MAX_BYTES);
        boolean frozen = TestDeclarations.of(context).find(WireFormat.class)
                .map(found -> found.annotation().value() == WireFormat.Policy.FROZEN).orElse(false);
        GoldenFiles files = new GoldenFiles(folder);
        Path methodFolder = files.bin(context.getRequiredTestClass(), context.getRequiredTestMethod().getName(), "codec", "payload").getParent();
        // A child that measures for its parent measures times only: it neither records nor compares golden bytes.
        // A recording that leaves golden bytes out (serguard.record) neither records nor compares them either.
        Mode mode = configuration.fork().role().measuresOnly()
                || configuration.run().mode() == Mode.RECORD && !configuration.run().recorded().contains(Recorded.GOLDEN)
                ? Mode.OFF : configuration.run().mode();
        boolean checking = mode != Mode.RECORD && mode != Mode.OFF;
        boolean noneRecorded = checking && !Files.isDirectory(methodFolder);
        if (noneRecorded) {
            // Once per test method, as for a missing baseline: a team that keeps no golden bytes hears it once.
            String note = "No golden bytes for " + TestSetup.where(context.getRequiredTestMethod()) + " under " + methodFolder
                    + ": record them with " + GoldenBytes.RECORD + ".";
            notes.note(note);
            context.publishReportEntry(ReportEntries.GOLDEN, note);
        }
        return new GoldenCheck(files, mode, context.getRequiredTestClass(),
                context.getRequiredTestMethod().getName(), frozen, maxBytes, configuration.run().callTimeout(), notes, noneRecorded);
    }

    /** The failure of {@code codec} on {@code payload}'s golden bytes, if any; in record mode, writes them. */
    <T> Optional<Worded> check(Codec<T> codec, Payload<T> payload, ExtensionContext context) {
        Path bin = files.bin(testClass, test, codec.name(), payload.label());
        if (mode == Mode.OFF) {
            return Optional.empty();
        }
        if (mode == Mode.RECORD) {
            return record(codec, payload, bin, context);
        }
        if (noneRecorded) {
            return Optional.empty();        // said once for the test method
        }
        StoredGolden stored = GoldenFiles.read(bin);
        GoldenVerdict verdict = GoldenBytes.check(codec, payload, stored, frozen, limit);
        if (!(stored instanceof StoredGolden.Missing)) {
            ReportEntries.publish(context, ReportEntries.GOLDEN_EVOLUTION, payload.title(codec.name()) + ": " + verdict.evolutionSummary()
                    + (verdict.bytesIdentical() ? "; bytes identical" : ""));
        }
        // Also at the end of the run, where a build shows them: report entries reach no Surefire report.
        verdict.notes().forEach(note -> {
            ReportEntries.publish(context, ReportEntries.GOLDEN, note);
            notes.note(note);
        });
        return verdict.failed();
    }

    private <T> Optional<Worded> record(Codec<T> codec, Payload<T> payload, Path bin, ExtensionContext context) {
        GoldenBytes.Recording recording = GoldenBytes.record(codec, payload, maxBytes, limit);
        if (recording.refusal().isPresent()) {
            ReportEntries.publish(context, ReportEntries.GOLDEN, recording.refusal().get());
            notes.note(recording.refusal().get());
            return Optional.empty();
        }
        try {
            GoldenFiles.write(recording.record().orElseThrow(), bin);
            ReportEntries.publish(context, ReportEntries.GOLDEN, "recorded to " + bin);
            // Once per run (the notes are a set): what keeps Git from changing the files just written.
            GoldenFiles.gitattributesAdvice(bin).ifPresent(notes::note);
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            // A record run must not pass without recording.
            return Optional.of(Worded.titled("Golden bytes not recorded", payload.title(codec.name()), ": " + bin + "\n  " + e
                    + "\n  Point " + Settings.GOLDEN_DIR.key() + " at a folder that can be written, and record again."));
        }
    }
}
