package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.ThreadSafetyReport;
import dev.serguard.check.untrusted.UntrustedTypesPolicy;
import dev.serguard.codec.Codec;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.duet.Figures;
import dev.serguard.gate.BudgetGate;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.Gate;
import dev.serguard.gate.GateFailure;
import dev.serguard.gate.Judged;
import dev.serguard.gate.Outcome;
import dev.serguard.measure.Measurement;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.extension.BeforeTestExecutionCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.Extension;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestTemplateInvocationContext;
import org.opentest4j.TestAbortedException;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * One codec × payload invocation: named {@code kryo · LARGE (Order, 98.2 KB)}; before the test
 * method runs it checks the round trip, then thread safety, untrusted types (where declared) and
 * the budgets, failing the invocation with their messages; it publishes the figures as report
 * entries and hands the result to a {@code SerializationResult} parameter.
 */
final class SerializationTestInvocationContext<T> implements TestTemplateInvocationContext {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SerializationTestInvocationContext.class);

    private final String displayName;
    private final List<Extension> extensions = new ArrayList<>();

    SerializationTestInvocationContext(SerializationTestExtension.Invocations<T> invocations, Codec<T> codec, Payload<T> payload,
                                       Optional<String> disabled) {
        MeasuredRun<T> run = invocations.run();
        this.displayName = payload.title(codec.name(), disabled.isPresent() ? "" : serializedSize(run.checked(codec, payload)));
        disabled.ifPresent(reason -> extensions.add(disabledBecause(reason)));
        extensions.add((BeforeTestExecutionCallback) context -> {
            // Running until the invocation's store closes, after the test method: what a JVM that System.exit ends names.
            context.getStore(NAMESPACE).put(RunReport.Underway.class, run.report().running(RunReport.Test.of(context), payload, List.of(codec.name())));
            check(invocations, codec, payload, context);
        });
        extensions.add(new ResultParameter(() -> run.result(codec, payload)));
        if (invocations.forParent()) {
            extensions.add(skipMethod());       // its parent runs the method, with its own result
        }
    }

    private SerializationTestInvocationContext(String displayName, String disabledReason) {
        this.displayName = displayName;
        if (disabledReason != null) {
            extensions.add(disabledBecause(disabledReason));
        }
    }

    /** An invocation, disabled, that says why nothing of the test runs. */
    static TestTemplateInvocationContext disabled(String displayName, String reason) {
        return new SerializationTestInvocationContext<>(displayName, reason);
    }

    /** An invocation that only says why the codec cannot run. */
    static TestTemplateInvocationContext skipped(SkippedCodec codec, Payload<?> payload) {
        return new SerializationTestInvocationContext<>(payload.title(codec.name()),
                codec.name() + " skipped: " + codec.reason());
    }

    /**
     * An invocation run in a child JVM ({@link Forked}): the child checks and measures, and runs
     * the test method with its result; here, its entries and outcome are given again and the
     * method is not run a second time. Named without a size, which only the child measures.
     */
    static <T> TestTemplateInvocationContext forked(Codec<T> codec, Payload<T> payload, ForkedInvocation fork, Optional<String> disabled) {
        SerializationTestInvocationContext<T> context = new SerializationTestInvocationContext<>(payload.title(codec.name()), null);
        disabled.ifPresent(reason -> context.extensions.add(disabledBecause(reason)));
        context.extensions.add((BeforeTestExecutionCallback) extension -> fork.run(extension, codec.name(), payload));
        // The method's SerializationResult parameter is resolved before an interceptor can skip the method: a stand-in, never seen.
        SerializationResult<T> ranInChild = new SerializationResult<>(codec.name(), payload, Optional.empty(), OptionalInt.empty(),
                OptionalInt.empty(), Optional.empty(), Optional.empty(), Optional.empty());
        context.extensions.add(new ResultParameter(() -> ranInChild));
        context.extensions.add(skipMethod());       // it ran in the child, with the child's result
        return context;
    }

    private static InvocationInterceptor skipMethod() {
        return new InvocationInterceptor() {
            @Override
            public void interceptTestTemplateMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> method,
                                                    ExtensionContext extension) {
                invocation.skip();
            }
        };
    }

    @Override
    public String getDisplayName(int invocationIndex) {
        return displayName;
    }

    @Override
    public List<Extension> getAdditionalExtensions() {
        return extensions;
    }

    private static <T> void check(SerializationTestExtension.Invocations<T> invocations, Codec<T> codec, Payload<T> payload,
                                  ExtensionContext context) {
        MeasuredRun<T> run = invocations.run();
        SerializationResult<T> result = run.result(codec, payload);
        Map<String, String> entries = entries(result);
        result.notes().forEach(note -> ReportEntries.publish(context, ReportEntries.NOTE, note));
        TestSetup<T> setup = run.setup();
        // The last line of every failure: how to make the same payload again (a named payload needs nothing).
        String reproduce = setup.reproduction(codec, payload).map(line -> "\n  " + line).orElse("");
        Optional<String> roundTrip = result.failureMessage();
        if (roundTrip.isPresent()) {
            ReportEntries.publish(context, entries);
            decided(invocations, result, context, GateFailure.of(CheckOutcome.Kind.ROUND_TRIP, result.title(), roundTrip.get()).checks(),
                    result.notes(), Optional.empty());
            throw failed(context, roundTrip.get() + reproduce, result.failure().flatMap(f -> f.cause()).orElse(null));
        }
        // After the measurement: a codec broken by concurrent use (a shared Kryo stays broken) must not spoil its figures.
        // A child that measures for its parent measures times only.
        ThreadSafetyPolicy.Outcome safety = invocations.forParent() ? new ThreadSafetyPolicy.Outcome("not checked: measured for its parent JVM",
                Optional.empty()) : setup.threadSafety().check(codec, payload, setup.factory(), setup.seed(payload).orElse(Payload.DEFAULT_SEED),
                invocations.mode() == SerguardConfiguration.Mode.FULL, run.checkSettings().comparison());
        entries.put(ReportEntries.THREAD_SAFETY, safety.summary());
        Optional<UntrustedTypesPolicy.Verdict> untrusted = setup.untrustedTypes().check(codec, payload, run.checkSettings().callLimit());
        untrusted.ifPresent(verdict -> entries.put(ReportEntries.UNTRUSTED_TYPES, verdict.summary()));
        ReportEntries.publish(context, entries);
        List<Verdict> verdicts = run.judgeBudgets(codec, payload);
        if (invocations.forParent()) {
            BaselineCheck.handOverReadings(context, verdicts);
        }
        boolean judgesTimes = invocations.mode() == SerguardConfiguration.Mode.QUICK || invocations.mode() == SerguardConfiguration.Mode.FULL;
        Judged budgets = BudgetGate.judge(result, verdicts, judgesTimes);
        WithheldVerdicts.announce(context, run.report(), result, budgets.withheld());
        // Every failure in one message: fixing a budget should not reveal a thread-safety bug only on the next run.
        List<GateFailure> failures = new ArrayList<>(budgets.failures());
        failures.addAll(run.checkBaseline(codec, payload, enough -> invocations.freshJvm().map(fresh -> fresh.record(context, codec.name(), payload,
                invocations.recordJvms() - 1, enough)).orElse(new ForkedInvocation.Recorded(List.of(), List.of())), context));
        String title = result.title();
        invocations.golden().check(codec, payload, context).map(m -> GateFailure.of(CheckOutcome.Kind.GOLDEN_BYTES, title, m)).ifPresent(failures::add);
        untrusted.flatMap(UntrustedTypesPolicy.Verdict::failure).map(m -> GateFailure.of(CheckOutcome.Kind.UNTRUSTED_TYPES, title, m))
                .ifPresent(failures::add);
        invocations.robustness().check(codec, payload, setup.seed(payload).orElse(Payload.DEFAULT_SEED), context)
                .map(m -> GateFailure.of(CheckOutcome.Kind.ROBUSTNESS, title, m)).ifPresent(failures::add);
        UpgradeDuetCheck.Outcome duet = invocations.duet().check(codec, payload, context);
        duet.failure().map(m -> GateFailure.of(CheckOutcome.Kind.UPGRADE_DUET, title, m)).ifPresent(failures::add);
        Optional<ThreadSafetyReport> unsafe = safety.report().filter(report -> !report.passed());
        unsafe.flatMap(ThreadSafetyReport::failureMessage).map(m -> GateFailure.of(CheckOutcome.Kind.THREAD_SAFETY, title, m)).ifPresent(failures::add);
        Gate.Where where = invocations.forParent() ? Gate.Where.FOR_PARENT
                : judgesTimes && invocations.freshJvm().isPresent() ? Gate.Where.WITH_FRESH_JVMS : Gate.Where.ALONE;
        Gate.Decision decision = Gate.decide(title, failures, where,
                jvm -> invocations.freshJvm().orElseThrow().confirm(context, result.codec(), result.payload(), jvm));
        decision.withheld().forEach(failure -> WithheldVerdicts.announce(context, run.report(), result, failure.withheld()));
        decision.vote().ifPresent(line -> {
            ReportEntries.publish(context, ReportEntries.CONFIRMATION, line);
            System.out.println(line);       // on the test's thread: Surefire keeps it in the test case's <system-out>
            run.report().confirmed(line);
        });
        List<String> notes = new ArrayList<>(result.notes());
        // The thread-safety check's notes: in the run notes, and as report entries of their own key.
        List<String> safetyNotes = new ArrayList<>();
        safety.report().filter(ThreadSafetyReport::weak).ifPresent(weak -> safetyNotes.add("thread safety " + safety.summary()));
        safety.report().flatMap(ThreadSafetyReport::keptResult).ifPresent(kept -> safetyNotes.add("thread safety: " + kept));
        safetyNotes.forEach(note -> ReportEntries.publish(context, ReportEntries.THREAD_SAFETY_NOTE, note));
        notes.addAll(safetyNotes);
        duet.note().ifPresent(notes::add);
        decided(invocations, result, context, decision.checks(), notes, duet.figures());
        if (decision.notJudged().isPresent()) {
            // A fresh JVM that cannot judge the times at its speed: its parent asks another one.
            throw new TestAbortedException(decision.notJudged().get());
        }
        if (decision.message().isPresent()) {
            throw failed(context, decision.message().get() + reproduce, unsafe.flatMap(ThreadSafetyReport::firstException).orElse(null));
        }
    }

    /**
     * The failure of an invocation, whose stack is the test method alone ({@code at
     * com.example.OrderTests.orders(OrderTests.java)}, which IDEs link to): what failed is the
     * codec, said by the message and the cause, and the frames of JUnit and serguard that raised
     * it (some 35 of {@code java.util.stream} among them) would only bury it in a CI log.
     */
    static AssertionError failed(ExtensionContext context, String message, Throwable cause) {
        AssertionError error = new AssertionError(message, cause);
        Class<?> outermost = context.getRequiredTestClass();
        while (outermost.getEnclosingClass() != null) {
            outermost = outermost.getEnclosingClass();
        }
        error.setStackTrace(new StackTraceElement[] {new StackTraceElement(context.getRequiredTestClass().getName(),
                context.getRequiredTestMethod().getName(), outermost.getSimpleName() + ".java", -1)});
        return error;
    }

    // What the gate decided of the invocation, for the reports, and for the parent of a fresh JVM as data.
    private static void decided(SerializationTestExtension.Invocations<?> invocations, SerializationResult<?> result, ExtensionContext context,
                                List<CheckOutcome> checks, List<String> notes, Optional<Figures> upgrade) {
        Outcome outcome = invocations.run().report().decided(RunReport.Test.of(context), result, checks, notes, upgrade);
        if (invocations.forParent()) {
            context.publishReportEntry(ReportEntries.OUTCOME, outcome.toJson());
        }
    }

    private static Map<String, String> entries(SerializationResult<?> result) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put(ReportEntries.CODEC, result.codec());
        entries.put(ReportEntries.PAYLOAD, result.payload().toString());
        result.serializedBytes().ifPresent(bytes -> entries.put(ReportEntries.SIZE_BYTES, Integer.toString(bytes)));
        result.deflatedBytes().ifPresent(bytes -> entries.put(ReportEntries.DEFLATED_SIZE_BYTES, Integer.toString(bytes)));
        put(entries, "serialize", result.serialize());
        put(entries, "deserialize", result.deserialize());
        put(entries, "roundTrip", result.roundTrip());
        return entries;
    }

    private static void put(Map<String, String> entries, String operation, Optional<Measurement> measurement) {
        measurement.ifPresent(m -> {
            entries.put(ReportEntries.nanosPerOp(operation), m.nanosPerOp().toString());
            m.allocatedBytesPerOp().ifPresent(bytes -> entries.put(ReportEntries.allocatedBytesPerOp(operation),
                    String.format(Locale.ROOT, "%.1f", bytes.median())));
        });
    }

    // The size in the name is what the guarded check measured; a codec that failed before it had one has none.
    private static String serializedSize(SerializationResult<?> result) {
        if (result.serializedBytes().isEmpty()) {
            return "";
        }
        int bytes = result.serializedBytes().getAsInt();
        return bytes < 1_000 ? ", " + bytes + " B"
                : bytes < 1_000_000 ? String.format(Locale.ROOT, ", %.1f KB", bytes / 1e3) : String.format(Locale.ROOT, ", %.1f MB", bytes / 1e6);
    }

    private static ExecutionCondition disabledBecause(String reason) {
        return context -> ConditionEvaluationResult.disabled(reason);
    }

    /**
     * Resolves a {@code SerializationResult} parameter of the test method to this invocation's
     * result. Only the test method's: a constructor or a {@code @BeforeEach} method asking for one
     * gets JUnit's "No ParameterResolver registered", as with {@code @ParameterizedTest} arguments,
     * instead of a result it cannot tell from another invocation's.
     */
    private record ResultParameter(Supplier<SerializationResult<?>> result) implements ParameterResolver {

        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == SerializationResult.class
                    && context.getTestMethod().filter(parameter.getDeclaringExecutable()::equals).isPresent();
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return result.get();
        }
    }
}
