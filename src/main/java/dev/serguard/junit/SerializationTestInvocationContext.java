package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.gate.InvocationEnd;
import dev.serguard.gate.InvocationPipeline;
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
import java.util.List;
import java.util.Locale;
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
            context.getStore(NAMESPACE).put(RunReport.InStore.class,
                    new RunReport.InStore(run.report().running(RunReport.test(context), payload, List.of(codec.name()))));
            check(invocations, codec, payload, context);
        });
        extensions.add(new ResultParameter(() -> run.result(codec, payload)));
        if (invocations.plan().role().measuresOnly()) {
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

    // The pipeline runs the checks and decides; here its end becomes a pass, a failure or an aborted invocation.
    private static <T> void check(SerializationTestExtension.Invocations<T> invocations, Codec<T> codec, Payload<T> payload,
                                  ExtensionContext context) {
        InvocationEnd end = InvocationPipeline.run(invocations.plan(), new PipelinePorts.Checks<>(invocations, codec, payload, context),
                new PipelinePorts.Reporter(invocations.run().report(), context));
        if (end instanceof InvocationEnd.NotJudged notJudged) {
            // A fresh JVM that cannot judge the times at its speed: its parent asks another one.
            throw new TestAbortedException(notJudged.reason());
        }
        if (end instanceof InvocationEnd.Failed failed) {
            throw failed(context, failed.message(), failed.cause().orElse(null));
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
