package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Budget;
import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.untrusted.UntrustedTypesPolicy;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecMethods;
import dev.serguard.codec.CodecSelection;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.ModelProvider;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.config.Selection;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.Settings;
import dev.serguard.internal.TestMethods;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.FactoryMethod;
import dev.serguard.payload.NamedPayloads;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.PayloadMethods;
import dev.serguard.payload.Size;
import dev.serguard.payload.SizedPayloads;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.commons.support.AnnotationSupport;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What one {@link SerializationTest} method runs: its payloads (with the factory and seed that
 * made them, from which the thread-safety check makes more), codecs, budgets and thread-safety
 * settings, resolved from its annotations (on the method, its class, and for a {@code @Nested}
 * class the enclosing ones: {@link TestDeclarations}) and the conventions, or an
 * {@code ExtensionConfigurationException} that says what to fix. The user's payload method is
 * found and called by {@code payload.PayloadMethods}, {@code FactoryMethod} and {@code NamedPayloads},
 * the codec sources by {@code codec.CodecMethods}, each call on a guarded thread within
 * {@code serguard.callTimeout}; what they find wrong ({@code internal.Misconfiguration}) is turned
 * into JUnit's configuration error here, with the same message and cause.
 */
record TestSetup<T>(Class<T> type, List<Payload<T>> payloads, List<Codec<T>> codecs, List<SkippedCodec> skipped,
                    List<Budget> budgets, PayloadFactory<T> factory, Map<String, Long> seeds, ThreadSafetyPolicy threadSafety,
                    ComparisonOptions comparison, Optional<String> notSelected, UntrustedTypesPolicy untrustedTypes, List<String> idle) {

    private static final List<Size> DEFAULT_SIZES = List.of(Size.SMALL, Size.LARGE);

    static TestSetup<?> resolve(ExtensionContext context, SerguardConfiguration configuration) {
        return resolve(TestDeclarations.of(context), configuration.run().callTimeout(), configuration.run().selection());
    }

    /** The setup of the test {@code declared}, with the call limit and the command line's selection given. */
    static TestSetup<?> resolve(TestDeclarations declared, Duration callTimeout, Selection selection) {
        try {
            Method method = declared.method();
            Optional<Method> payloadMethod = PayloadMethods.find(declared, declared.find(PayloadSource.class)
                    .map(found -> new PayloadMethods.Declared(found.annotation().value(), declared.at(found))),
                    resultType(method).map(Class::getSimpleName).orElse("T"));
            Class<?> type = payloadMethod.flatMap(PayloadMethods::madeType).or(() -> resultType(method))
                    .orElseThrow(() -> Misconfigured.declaration("@SerializationTest on " + where(method), " has no payloads",
                            "add a static payload(Size, Random) method, name one with @PayloadSource,"
                            + " or declare a SerializationResult<MediaContent> parameter to use a built-in model"));
            return resolve(declared, type, payloadMethod, callTimeout, selection);
        } catch (Misconfiguration misconfiguration) {
            throw Misconfigured.of(misconfiguration);
        }
    }

    private static <T> TestSetup<T> resolve(TestDeclarations declared, Class<T> type, Optional<Method> payloadMethod, Duration callTimeout,
                                            Selection selection) {
        Method method = declared.method();
        resultType(method).filter(parameter -> !parameter.isAssignableFrom(type)).ifPresent(parameter -> {
            throw Misconfigured.declaration("@SerializationTest on " + where(method), " takes SerializationResult<"
                    + parameter.getSimpleName() + "> but its payloads are " + type.getSimpleName(), "make the two agree");
        });
        requireResolvableParameters(declared, type);
        Optional<TestDeclarations.Found<PayloadSizes>> sizesFound = declared.find(PayloadSizes.class);
        boolean named = payloadMethod.filter(PayloadMethods::named).isPresent();
        if (named && sizesFound.isPresent()) {
            throw Misconfigured.declaration("@PayloadSizes on " + declared.at(sizesFound.get()), " has no effect", "the payloads of "
                    + TestMethods.signature(payloadMethod.get()) + " are named, not sized; remove one of the two");
        }
        List<Size> sizes = named ? List.of() : sizesFound.map(found -> List.of(found.annotation().value())).orElse(DEFAULT_SIZES);
        if (sizes.isEmpty() && !named) {
            throw Misconfigured.attribute("@PayloadSizes", declared.at(sizesFound.get()), "value", "{}", "name at least one Size");
        }
        int samples = sizesFound.map(found -> found.annotation().samples()).orElse(1);
        if (samples < 1) {
            throw Misconfigured.attribute("@PayloadSizes", declared.at(sizesFound.get()), "samples", samples, "use 1 or more");
        }
        List<Size> selectedSizes = SizedPayloads.select(sizes, selection.sizes());
        long seed = SizedPayloads.seed(selection.seed()).orElseGet(() -> declared.find(PayloadSource.class).map(found -> found.annotation().seed())
                .orElse(Payload.DEFAULT_SEED));
        PayloadFactory<T> factory;
        SizedPayloads<T> made;
        if (named) {
            factory = (size, random) -> {
                throw new IllegalStateException("named payloads have no factory");   // never called: they have no size
            };
            made = new SizedPayloads<>(NamedPayloads.of(declared, payloadMethod.get(), type, callTimeout, Misconfigured::of), Map.of());
        } else {
            factory = payloadMethod.<PayloadFactory<T>>map(m -> new FactoryMethod<>(declared, m, type, callTimeout, Misconfigured::of))
                    .orElseGet(() -> builtInFactory(type, method));
            made = SizedPayloads.of(type, factory, selectedSizes, samples, seed);
        }
        List<Payload<T>> payloads = made.payloads();
        // Before the codec sources run: a misspelt ignored path is a mistake of the test, whatever its codecs.
        ComparisonOptions comparison = RoundTripSettings.read(declared, payloads, selectedSizes.size() == sizes.size());

        CodecSet<T> codecSet = payloads.isEmpty() ? new CodecSet<>(List.of(), List.of())
                : CodecMethods.codecs(declared, type, payloads.stream().map(Payload::value).toList(), declared.find(CodecSource.class)
                .map(found -> new CodecMethods.Declared(List.of(found.annotation().value()), declared.at(found))),
                declared.find(EveryFormat.class).isPresent(), callTimeout);
        Set<String> names = CodecSelection.names(codecSet);
        // Budgets are checked against what the test declares: a size left out on the command line leaves its budgets idle, not wrong.
        List<Budget> budgets = BudgetAnnotations.read(declared, names, sizes, samples);
        Optional<String> notSelected = Optional.empty();
        List<String> idle = new ArrayList<>();
        if (payloads.isEmpty()) {
            notSelected = Optional.of(Settings.SIZES.key() + " = " + selection.sizes().orElseThrow() + " selects none of the sizes of "
                    + where(method) + " (" + sizes.stream().map(Size::name).collect(Collectors.joining(", ")) + ")");
        } else {
            CodecSelection<T> selected = CodecSelection.of(codecSet, selection.codecs(), where(method));
            codecSet = selected.codecs();
            notSelected = selected.notSelected();
            // As a size left out: a codec left out leaves idle the budgets that compare with it, not failed for want of its figures,
            // and not passed in silence: each is named for the run notes.
            List<Budget> leftOut = budgets.stream().filter(budget -> budget instanceof Budget.Relative relative && !selected.selects(relative.than()))
                    .toList();
            leftOut.forEach(budget -> idle.add(budget.declaredBy() + " not judged: " + Settings.CODECS.key() + " = "
                    + selection.codecs().orElseThrow() + " leaves out " + ((Budget.Relative) budget).than() + "; add it to judge the relation"));
            budgets = budgets.stream().filter(budget -> !leftOut.contains(budget)).toList();
        }
        return new TestSetup<>(type, List.copyOf(payloads), codecSet.available(), codecSet.skipped(), budgets, factory, made.seeds(),
                ThreadSafetySettings.read(declared), comparison, notSelected, UntrustedTypesSettings.read(declared, names), List.copyOf(idle));
    }

    /**
     * This setup narrowed to one invocation, as a forked invocation's child runs it: the payload
     * labelled {@code payload}, and the codec named {@code codec} with the codecs its relative
     * budgets compare it with (measured beside it, as in the parent).
     */
    TestSetup<T> forkedTo(String codec, String payload) {
        Set<String> kept = new LinkedHashSet<>(List.of(codec));
        budgets.stream().filter(Budget.Relative.class::isInstance).map(Budget.Relative.class::cast)
                .filter(budget -> budget.codecs().matches(codec)).forEach(budget -> kept.add(budget.than()));
        return new TestSetup<>(type, payloads.stream().filter(p -> p.label().equals(payload)).toList(),
                codecs.stream().filter(c -> kept.contains(c.name())).toList(), List.of(), budgets, factory, seeds, threadSafety, comparison,
                notSelected, untrustedTypes, idle);
    }

    /** The seed {@code payload} was made from; empty for a named payload, which has none. */
    Optional<Long> seed(Payload<T> payload) {
        return Optional.ofNullable(seeds.get(payload.label()));
    }

    /**
     * The command line that makes {@code codec} run on {@code payload} again, the same values
     * from the same seed: {@code -Dserguard.seed=20130609 -Dserguard.codecs=kryo -Dserguard.sizes=SMALL}.
     */
    Optional<String> reproduction(Codec<T> codec, Payload<T> payload) {
        // With the codecs its relative budgets compare it with, which a selection of it alone would leave out.
        String selected = String.join(",", forkedTo(codec.name(), payload.label()).codecs.stream().map(Codec::name).toList());
        // The base seed: the samples' seeds derive from it, so that it brings back SMALL#2 as well.
        return payload.size().filter(size -> seeds.containsKey(payload.label())).map(size -> "to reproduce: -D" + Settings.SEED.key() + "="
                + seeds.get(size.name()) + " -D" + Settings.CODECS.key() + "=" + selected + " -D" + Settings.SIZES.key() + "=" + size.name());
    }

    private static <T> PayloadFactory<T> builtInFactory(Class<T> type, Method method) {
        return ModelProvider.installedModel(type).map(BuiltInModel::factory)
                .orElseThrow(() -> Misconfigured.declaration("@SerializationTest on " + where(method),
                        " has no payload source for " + type.getSimpleName() + ", which is not a built-in model",
                        "add a static method payload(Size, Random) returning " + type.getSimpleName() + ", or name one with @PayloadSource"));
    }

    // -- parameters -------------------------------------------------------------------------------------------------

    /**
     * Fails before anything is measured on a parameter that nothing will resolve; JUnit would say
     * so only when it calls the method, after the measuring. Only when serguard can know: another
     * registered extension may resolve any type, so with one the parameters are left to JUnit.
     * {@code TestInfo}, {@code TestReporter} and {@code @TempDir} are JUnit's own, always there.
     */
    private static void requireResolvableParameters(TestDeclarations declared, Class<?> type) {
        Method method = declared.method();
        List<Parameter> unresolved = Arrays.stream(method.getParameters()).filter(p -> p.getType() != SerializationResult.class
                && p.getType() != TestInfo.class && p.getType() != TestReporter.class && !AnnotationSupport.isAnnotated(p, TempDir.class)).toList();
        if (unresolved.isEmpty() || declared.otherExtensionsMayBeRegistered()) {
            return;
        }
        Parameter parameter = unresolved.get(0);
        String typeName = parameter.getParameterizedType().getTypeName().replaceAll("[\\w$]+\\.", "");
        throw Misconfigured.declaration("@SerializationTest on " + where(method), " takes a parameter " + typeName
                + " that nothing resolves", "take SerializationResult<" + type.getSimpleName() + "> (and TestInfo, TestReporter or a @TempDir),"
                + " or register the extension that resolves " + typeName + " with @ExtendWith");
    }

    // -- helpers ----------------------------------------------------------------------------------------------------

    private static Optional<Class<?>> resultType(Method method) {
        for (Parameter parameter : method.getParameters()) {
            if (parameter.getType() == SerializationResult.class && parameter.getParameterizedType() instanceof ParameterizedType p
                    && p.getActualTypeArguments()[0] instanceof Class<?> argument) {
                return Optional.of(argument);
            }
        }
        return Optional.empty();
    }

    /** {@code OrderTests.orders}: the test method as messages name it. */
    static String where(Method method) {
        return TestMethods.where(method);
    }
}
