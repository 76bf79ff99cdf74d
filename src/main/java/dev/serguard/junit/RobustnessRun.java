package dev.serguard.junit;

import dev.serguard.check.Worded;
import dev.serguard.gate.GateFailure;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.check.robust.Robustness;
import dev.serguard.check.robust.RobustnessReport;
import dev.serguard.check.robust.RobustnessSettings;
import dev.serguard.codec.Codec;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The robustness check of one test method's invocations, adapted to JUnit: reads
 * {@link RobustnessCheck} (validated once), decides from the mode whether it runs, and per
 * invocation runs {@link Robustness#check}, publishes its summary as a report entry and a note of
 * the run's report, and returns the failure.
 */
final class RobustnessRun {

    private static final RobustnessRun OFF = new RobustnessRun(Optional.empty(), null);

    private final Optional<RobustnessSettings> settings;     // empty: off
    private final BaselineRun notes;

    private RobustnessRun(Optional<RobustnessSettings> settings, BaselineRun notes) {
        this.settings = settings;
        this.notes = notes;
    }

    /** The check of the test method of {@code context}; its summaries go to {@code notes}, the end-of-run report's. */
    static RobustnessRun forTest(ExtensionContext context, SerguardConfiguration configuration, BaselineRun notes) {
        TestDeclarations declared = TestDeclarations.of(context);
        Optional<TestDeclarations.Found<RobustnessCheck>> found = declared.find(RobustnessCheck.class);
        RobustnessSettings settings = RobustnessSettings.defaults().withFolder(configuration.run().reportDir().resolve("robustness"))
                .withCallLimit(configuration.run().callTimeout());
        if (found.isPresent()) {
            RobustnessCheck a = found.get().annotation();
            String where = declared.at(found.get());
            if (a.minTimeMillis() < 1) {
                throw misconfigured(where, "minTimeMillis", Long.toString(a.minTimeMillis()), "use 1 or more");
            }
            if (!(a.timeFactor() >= 1)) {
                throw misconfigured(where, "timeFactor", Double.toString(a.timeFactor()), "use 1 or more");
            }
            if (a.minAllocatedBytes() < 1) {
                throw misconfigured(where, "minAllocatedBytes", Long.toString(a.minAllocatedBytes()), "use 1 or more");
            }
            if (!(a.allocationFactor() >= 1)) {
                throw misconfigured(where, "allocationFactor", Double.toString(a.allocationFactor()), "use 1 or more");
            }
            settings = settings.withTimeBound(Duration.ofMillis(a.minTimeMillis()), a.timeFactor())
                    .withAllocationBound(a.minAllocatedBytes(), a.allocationFactor()).withDocumentedErrors(List.of(a.documentedErrors()));
        }
        // A child that measures for its parent measures times only.
        boolean on = !configuration.fork().role().measuresOnly() && switch (configuration.run().mode()) {
            case FULL -> found.map(f -> f.annotation().enabled()).orElse(true);
            case QUICK, CHECK -> found.map(f -> f.annotation().enabled()).orElse(false);
            default -> false;
        };
        return on ? new RobustnessRun(Optional.of(settings), notes) : OFF;
    }

    /** The failure of {@code codec} on corrupted bytes of {@code payload}, if any; nothing when the check is off. */
    <T> Optional<Worded> check(Codec<T> codec, Payload<T> payload, long seed, ExtensionContext context) {
        if (settings.isEmpty()) {
            return Optional.empty();
        }
        RobustnessReport report = Robustness.check(codec, payload, settings.get().withSeed(seed));
        ReportEntries.publish(context, ReportEntries.ROBUSTNESS, report.summary());
        // Also at the end of the run, where a build shows it: report entries reach no Surefire report.
        notes.note("Robustness " + report.title() + ": " + report.summary());
        return report.failureMessage().map(message -> new Worded(message, report.failureReason().orElseThrow()));
    }

    private static ExtensionConfigurationException misconfigured(String where, String attribute, String value, String fix) {
        return Misconfigured.attribute("@RobustnessCheck", where, attribute, value, fix);
    }
}
