package dev.serguard.junit;

import dev.serguard.CheckSettings;
import dev.serguard.config.Mode;
import dev.serguard.config.Recorded;
import dev.serguard.fork.ForkSettings;
import dev.serguard.duet.UpgradeDuet;
import dev.serguard.gate.InvocationPipeline;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.junit.jupiter.api.extension.TestTemplateInvocationContextProvider;
import org.junit.platform.commons.support.AnnotationSupport;

import java.util.Optional;
import java.util.stream.Stream;

/**
 * Provides the invocations of a {@link SerializationTest}: one per codec × payload size, and one
 * skipped invocation per size for each codec whose library is absent, so that a missing codec
 * shows in the report by name instead of silently passing.
 *
 * <p>The configuration and the run-wide report live in the root store: read once, and closed
 * (the report written) when the whole run ends, or written by {@link UnforkedExit} where
 * {@code System.exit} ends the JVM before.
 */
final class SerializationTestExtension implements TestTemplateInvocationContextProvider {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SerializationTestExtension.class);

    @Override
    public boolean supportsTestTemplate(ExtensionContext context) {
        return context.getTestMethod().filter(method -> AnnotationSupport.isAnnotated(method, SerializationTest.class)).isPresent();
    }

    @Override
    public Stream<TestTemplateInvocationContext> provideTestTemplateInvocationContexts(ExtensionContext context) {
        ExtensionContext.Store root = context.getRoot().getStore(NAMESPACE);
        SerguardConfiguration configuration = configuration(context);
        BaselineRunResource baselines = root.getOrComputeIfAbsent(BaselineRunResource.class, key -> new BaselineRunResource(configuration),
                BaselineRunResource.class);
        RunReport report = root.getOrComputeIfAbsent(RunReport.class, key -> UnforkedExit.watch(new RunReport(configuration, baselines.run()),
                configuration), RunReport.class);
        Optional<ForkSettings.Target> child = configuration.fork().child();
        TestSetup<?> resolved = TestSetup.resolve(context, configuration);
        resolved.idle().forEach(report::runNote);
        // In a forked invocation's child JVM: only that invocation.
        TestSetup<?> setup = child.filter(target -> !target.codec().equals(ForkSettings.Target.EVERY))
                .<TestSetup<?>>map(target -> resolved.forkedTo(target.codec(), target.payload())).orElse(resolved);
        BaselineCheck baseline = baselines.forTest(context.getRequiredTestClass(), context.getRequiredTestMethod(), setup, context);
        CheckSettings check = CheckSettings.defaults().withCallLimit(configuration.run().callTimeout()).withComparison(setup.comparison());
        if (setup.notSelected().isPresent()) {
            return Stream.of(SerializationTestInvocationContext.disabled("not selected", setup.notSelected().get()));
        }
        GoldenCheck golden = GoldenCheck.forTest(context, configuration, baselines.run());
        RobustnessRun robustness = RobustnessRun.forTest(context, configuration, baselines.run());
        Optional<ForkedInvocation> forked = ForkConfiguration.forTest(configuration.fork(), TestDeclarations.of(context))
                .map(limits -> new ForkedInvocation(limits, configuration, report));
        // Fresh JVMs: to measure a failed time again (quick and full mode), and to record times from several JVMs (record mode).
        Optional<ForkSettings.Limits> fresh = switch (configuration.run().mode()) {
            case QUICK, FULL -> configuration.fork().forConfirmation();
            // Times alone need more JVMs than this one.
            case RECORD -> configuration.run().recorded().contains(Recorded.TIMES) ? configuration.fork().forRecording()
                    : Optional.empty();
            case CHECK, OFF -> Optional.empty();
        };
        Optional<ForkedInvocation> freshJvm = fresh.map(limits -> new ForkedInvocation(limits, configuration, report));
        boolean judgesTimes = configuration.run().mode() == Mode.QUICK || configuration.run().mode() == Mode.FULL;
        Invocations<?> invocations = new Invocations<>(new MeasuredRun<>(setup, RunReport.test(context), configuration.run().settings(), report,
                baseline, check, configuration.run().timed()), configuration.run().mode(), golden, robustness,
                UpgradeDuetCheck.forTest(context, configuration, report), freshJvm, configuration.fork().recordJvms(),
                new InvocationPipeline.Plan(configuration.fork().role(), judgesTimes, freshJvm.isPresent(), SerguardConfiguration.flag(
                        Settings.AGAINST_BASELINE_TIMES.key(), context.getConfigurationParameter(Settings.AGAINST_BASELINE_TIMES.key()), false)));
        return invocations(invocations, configuration, report, forked);
    }

    /** The run's configuration: read by the first test that asks, kept in the root store for the whole run. */
    static SerguardConfiguration configuration(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(SerguardConfiguration.class,
                key -> SerguardConfiguration.from(context), SerguardConfiguration.class);
    }

    // Lazy, as JUnit's own ParameterizedTestExtension: an invocation is made just before it runs,
    // and its name (with the codec's size) comes from the guarded check of its payload's codecs.
    private static <T> Stream<TestTemplateInvocationContext> invocations(Invocations<T> invocations, SerguardConfiguration configuration,
                                                                         RunReport report, Optional<ForkedInvocation> forked) {
        Optional<String> off = configuration.run().mode() == Mode.OFF
                ? Optional.of(Settings.MODE.key() + " = off") : Optional.empty();
        Optional<ForkSettings.Target> child = configuration.fork().child();
        MeasuredRun<T> run = invocations.run();
        return run.setup().payloads().stream().flatMap(payload -> Stream.concat(
                run.setup().codecs().stream().filter(codec -> child.map(target -> target.runs(codec.name())).orElse(true))
                        .map(codec -> forked.isPresent() ? SerializationTestInvocationContext.forked(codec, payload, forked.get(), off)
                                : new SerializationTestInvocationContext<>(invocations, codec, payload, off)),
                run.setup().skipped().stream().map(skipped -> {
                    report.skipped(run.test().testClass(), skipped);
                    return SerializationTestInvocationContext.skipped(skipped, payload);
                })));
    }

    /**
     * What the invocations of one test method share.
     *
     * @param duet      the upgrade duet, where {@code serguard.against} asks for one
     * @param freshJvm  measures in fresh JVMs: a failed time again, or the JVMs of a recording besides this one
     * @param recordJvms in how many JVMs a recording measures, this one included
     * @param plan      how the pipeline runs each invocation: this JVM's role, whether times are judged and fresh JVMs asked
     */
    record Invocations<T>(MeasuredRun<T> run, Mode mode, GoldenCheck golden, RobustnessRun robustness,
                          UpgradeDuet duet, Optional<ForkedInvocation> freshJvm, int recordJvms, InvocationPipeline.Plan plan) {
    }
}
