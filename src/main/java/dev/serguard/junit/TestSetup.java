package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Budget;
import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.untrusted.UntrustedTypesPolicy;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.ModelProvider;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.config.Selection;
import dev.serguard.internal.Guarded;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.commons.support.AnnotationSupport;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What one {@link SerializationTest} method runs: its payloads (with the factory and seed that
 * made them, from which the thread-safety check makes more), codecs, budgets and thread-safety
 * settings, resolved from its annotations (on the method, its class, and for a {@code @Nested}
 * class the enclosing ones: {@link TestDeclarations}) and the conventions, or an
 * {@code ExtensionConfigurationException} that says what to fix. The user's codec source and
 * payload factory run here, each call on a guarded thread within {@code serguard.callTimeout}.
 */
record TestSetup<T>(Class<T> type, List<Payload<T>> payloads, List<Codec<T>> codecs, List<SkippedCodec> skipped,
                    List<Budget> budgets, PayloadFactory<T> factory, Map<String, Long> seeds, ThreadSafetyPolicy threadSafety,
                    ComparisonOptions comparison, Optional<String> notSelected, UntrustedTypesPolicy untrustedTypes) {

    private static final List<Size> DEFAULT_SIZES = List.of(Size.SMALL, Size.LARGE);
    private static final String CONVENTIONAL_PAYLOAD = "payload";
    private static final String CONVENTIONAL_CODECS = "codecs";
    // The names Codecs.everyFormat gives, the built-ins first: a serguard.codecs name that a test lacks is a typo only if no
    // test could have it built in.
    static final List<String> BUILT_IN_CODECS = CodecFamily.everyCodecName();
    // Far apart from the next seeds, which the thread-safety check takes for its extra payloads.
    private static final long SAMPLE_SEED_STEP = 0x9E37_79B9_7F4A_7C15L;

    static TestSetup<?> resolve(ExtensionContext context, SerguardConfiguration configuration) {
        return resolve(TestDeclarations.of(context), configuration.run().callTimeout(), configuration.run().selection());
    }

    /** The setup of the test {@code declared}, with the call limit and the command line's selection given. */
    static TestSetup<?> resolve(TestDeclarations declared, Duration callTimeout, Selection selection) {
        Method method = declared.method();
        Optional<Method> payloadMethod = payloadMethod(declared);
        Class<?> type = payloadMethod.flatMap(m -> m.getParameterCount() == 0 ? namedType(m).or(() -> resultType(method)) : Optional.of(m.getReturnType()))
                .or(() -> resultType(method))
                .orElseThrow(() -> Misconfigured.declaration("@SerializationTest on " + where(method), " has no payloads",
                        "add a static payload(Size, Random) method, name one with @PayloadSource,"
                        + " or declare a SerializationResult<MediaContent> parameter to use a built-in model"));
        return resolve(declared, type, payloadMethod, callTimeout, selection);
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
        boolean named = payloadMethod.filter(m -> m.getParameterCount() == 0).isPresent();
        if (named && sizesFound.isPresent()) {
            throw Misconfigured.declaration("@PayloadSizes on " + declared.at(sizesFound.get()), " has no effect", "the payloads of "
                    + TestDeclarations.signature(payloadMethod.get()) + " are named, not sized; remove one of the two");
        }
        List<Size> sizes = named ? List.of() : sizesFound.map(found -> List.of(found.annotation().value())).orElse(DEFAULT_SIZES);
        if (sizes.isEmpty() && !named) {
            throw Misconfigured.attribute("@PayloadSizes", declared.at(sizesFound.get()), "value", "{}", "name at least one Size");
        }
        int samples = sizesFound.map(found -> found.annotation().samples()).orElse(1);
        if (samples < 1) {
            throw Misconfigured.attribute("@PayloadSizes", declared.at(sizesFound.get()), "samples", samples, "use 1 or more");
        }
        List<Size> selectedSizes = selectSizes(sizes, selection);
        long seed = seed(selection).orElseGet(() -> declared.find(PayloadSource.class).map(found -> found.annotation().seed())
                .orElse(Payload.DEFAULT_SEED));
        PayloadFactory<T> factory;
        List<Payload<T>> payloads = new ArrayList<>();
        Map<String, Long> seeds = new LinkedHashMap<>();
        if (named) {
            factory = (size, random) -> {
                throw new IllegalStateException("named payloads have no factory");   // never called: they have no size
            };
            payloads.addAll(namedPayloads(declared, payloadMethod.get(), type, callTimeout));
        } else {
            factory = payloadMethod.<PayloadFactory<T>>map(m -> new GuardedFactory<>(declared, m, type, callTimeout))
                    .orElseGet(() -> builtInFactory(type, method));
            for (Size size : selectedSizes) {
                for (int sample = 1; sample <= samples; sample++) {
                    long sampleSeed = seed + (sample - 1) * SAMPLE_SEED_STEP;
                    Payload<T> payload = Payload.of(type.getSimpleName(), size, factory, sampleSeed);
                    payload = sample == 1 ? payload : payload.withLabel(size.name() + "#" + sample);
                    payloads.add(payload);
                    seeds.put(payload.label(), sampleSeed);
                }
            }
        }
        // Before the codec sources run: a misspelt ignored path is a mistake of the test, whatever its codecs.
        ComparisonOptions comparison = RoundTripSettings.read(declared, payloads, selectedSizes.size() == sizes.size());

        CodecSet<T> codecSet = payloads.isEmpty() ? new CodecSet<>(List.of(), List.of()) : codecs(declared, type, payloads, callTimeout);
        Set<String> names = new LinkedHashSet<>();
        codecSet.available().forEach(codec -> names.add(codec.name()));
        codecSet.skipped().forEach(skip -> names.add(skip.name()));
        // Budgets are checked against what the test declares: a size left out on the command line leaves its budgets idle, not wrong.
        List<Budget> budgets = BudgetAnnotations.read(declared, names, sizes, samples);
        List<String> codecNames = SettingValues.names(selection.codecs());
        List<Codec<T>> codecs = codecSet.available();
        List<SkippedCodec> skipped = codecSet.skipped();
        Optional<String> notSelected = Optional.empty();
        if (payloads.isEmpty()) {
            notSelected = Optional.of(Settings.SIZES.key() + " = " + selection.sizes().orElseThrow() + " selects none of the sizes of "
                    + where(method) + " (" + sizes.stream().map(Size::name).collect(Collectors.joining(", ")) + ")");
        } else if (!codecNames.isEmpty()) {
            for (String name : codecNames) {
                if (!names.contains(name) && !BUILT_IN_CODECS.contains(name)) {
                    throw Misconfigured.setting(Settings.CODECS.key(), selection.codecs().orElseThrow(), "has \""
                            + name + "\", which is no codec of " + where(method), "name one of " + String.join(", ", names)
                            + " (this test's) or one of serguard's (" + String.join(", ", BUILT_IN_CODECS) + "), or fix the name");
                }
            }
            codecs = codecs.stream().filter(codec -> codecNames.contains(codec.name())).toList();
            skipped = skipped.stream().filter(codec -> codecNames.contains(codec.name())).toList();
            if (codecs.isEmpty() && skipped.isEmpty()) {
                notSelected = Optional.of(Settings.CODECS.key() + " = " + selection.codecs().orElseThrow() + " selects none of the codecs of "
                        + where(method) + " (" + String.join(", ", names) + ")");
            }
            // As a size left out: a codec left out leaves idle the budgets that compare with it, not failed for want of its figures.
            budgets = budgets.stream().filter(budget -> !(budget instanceof Budget.Relative relative) || codecNames.contains(relative.than()))
                    .toList();
        }
        return new TestSetup<>(type, List.copyOf(payloads), codecs, skipped, budgets, factory, Map.copyOf(seeds),
                ThreadSafetySettings.read(declared), comparison, notSelected, UntrustedTypesSettings.read(declared, names));
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
                notSelected, untrustedTypes);
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

    // -- selection --------------------------------------------------------------------------------------------------

    private static List<Size> selectSizes(List<Size> declared, Selection selection) {
        List<String> names = SettingValues.names(selection.sizes());
        if (names.isEmpty()) {
            return declared;
        }
        Set<Size> selected = new LinkedHashSet<>();
        for (String name : names) {
            Size size = Arrays.stream(Size.values()).filter(s -> s.name().equalsIgnoreCase(name)).findFirst()
                    .orElseThrow(() -> Misconfigured.setting(Settings.SIZES.key(), selection.sizes().orElseThrow(),
                            "has \"" + name + "\", which is no payload size", "name one of "
                            + Arrays.stream(Size.values()).map(Size::name).collect(Collectors.joining(", "))));
            selected.add(size);
        }
        return declared.stream().filter(selected::contains).toList();
    }

    private static Optional<Long> seed(Selection selection) {
        return selection.seed().map(value -> {
            try {
                return Long.parseLong(value.trim());
            } catch (NumberFormatException e) {
                throw Misconfigured.setting(Settings.SEED.key(), value, "is not a whole number",
                        "give the seed that a failure message printed, such as " + Settings.SEED.key() + "=" + Payload.DEFAULT_SEED);
            }
        });
    }

    // -- payloads ---------------------------------------------------------------------------------------------------

    /** The payload factory method, checked for what would make it unusable; empty when there is none (a built-in model). */
    private static Optional<Method> payloadMethod(TestDeclarations declared) {
        Method method = declared.method();
        Optional<TestDeclarations.Found<PayloadSource>> source = declared.find(PayloadSource.class);
        String name = source.map(found -> found.annotation().value()).orElse(CONVENTIONAL_PAYLOAD);
        // Said the way the user configured it: by the annotation's attribute, or by the convention.
        String subject = source.map(found -> "@PayloadSource on " + declared.at(found) + " has value = \"" + name + "\", but ")
                .orElse("The payload method ");
        String of = source.isPresent() ? "" : " of " + where(method);
        String typeName = resultType(method).map(Class::getSimpleName).orElse("T");

        Optional<Method> found = declared.findMethod(name, Size.class, Random.class);
        if (found.isPresent()) {
            Method m = found.get();
            if (m.getReturnType() == void.class || m.getReturnType().isPrimitive()) {
                throw Misconfigured.declaration(subject + TestDeclarations.signature(m) + of, " returns " + m.getReturnType(),
                        "return the payload, as in static " + typeName + " " + name + "(Size size, Random random)");
            }
            if (!declared.callable(m)) {
                throw notStatic(subject + TestDeclarations.signature(m) + of, declared);
            }
            return found;
        }
        // Named fixtures: a method of no parameters returning a Map from name to payload.
        Optional<Method> fixtures = source.flatMap(annotation -> declared.findMethod(name)).filter(m -> Map.class.isAssignableFrom(m.getReturnType()));
        if (fixtures.isPresent()) {
            if (!declared.callable(fixtures.get())) {
                throw notStatic(subject + TestDeclarations.signature(fixtures.get()), declared);
            }
            return fixtures;
        }
        // A method of that name that cannot be the factory: named on purpose, or taking a Size or a Random, it was meant to be one.
        List<Method> nearMisses = declared.methodsNamed(name).stream()
                .filter(m -> !isTest(m))
                .filter(m -> source.isPresent() || Arrays.stream(m.getParameterTypes()).anyMatch(p -> p == Size.class || p == Random.class))
                .toList();
        if (!nearMisses.isEmpty()) {
            Method m = nearMisses.get(0);
            String returned = m.getReturnType() == void.class || m.getReturnType().isPrimitive() ? typeName : m.getReturnType().getSimpleName();
            throw Misconfigured.declaration(subject + TestDeclarations.signature(m) + of, " takes "
                    + (m.getParameterCount() == 0 ? "no parameters" : "(" + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName)
                    .collect(Collectors.joining(", ")) + ")"), "declare it as static " + returned + " " + name + "(Size size, Random random)");
        }
        if (source.isPresent()) {
            throw Misconfigured.attribute("@PayloadSource", declared.at(source.get()), "value", '"' + name + '"', "but "
                    + declared.testClass().getSimpleName() + " has no static method " + name + "(Size, Random)", "add one, or fix the name");
        }
        return Optional.empty();
    }

    // Map<String, Order> orders(): Order.
    private static Optional<Class<?>> namedType(Method m) {
        return m.getGenericReturnType() instanceof ParameterizedType p && p.getActualTypeArguments().length == 2
                && p.getActualTypeArguments()[1] instanceof Class<?> value ? Optional.of(value) : Optional.empty();
    }

    /**
     * One payload per entry of the map that {@code m} returns, labelled by its key; each fresh
     * copy calls {@code m} again (on a guarded thread) and takes the entry of the same name.
     */
    private static <T> List<Payload<T>> namedPayloads(TestDeclarations declared, Method m, Class<T> type, Duration limit) {
        String subject = "The payload source " + TestDeclarations.signature(m) + " of " + where(declared.method());
        Map<?, ?> first = fixtures(declared, m, subject, limit);
        if (first.isEmpty()) {
            throw Misconfigured.declaration(subject, " returned no payload", "return at least one name and value");
        }
        List<Payload<T>> payloads = new ArrayList<>();
        for (Map.Entry<?, ?> entry : first.entrySet()) {
            if (!(entry.getKey() instanceof String label) || label.isBlank() || !type.isInstance(entry.getValue())) {
                throw Misconfigured.declaration(subject, " returned the entry " + entry.getKey() + " = " + entry.getValue(),
                        "map each name (not blank) to a " + type.getSimpleName());
            }
            AtomicReference<Object> unused = new AtomicReference<>(entry.getValue());     // the value already made serves once
            payloads.add(Payload.named(type.getSimpleName(), label, () -> {
                Object value = unused.getAndSet(null);
                if (value == null) {
                    value = fixtures(declared, m, subject, limit).get(label);
                }
                if (!type.isInstance(value)) {
                    throw Misconfigured.declaration(subject, " returned no " + type.getSimpleName() + " for \"" + label
                            + "\" when called again", "return the same names each time");
                }
                return type.cast(value);
            }));
        }
        return payloads;
    }

    private static Map<?, ?> fixtures(TestDeclarations declared, Method m, String subject, Duration limit) {
        Guarded.Completion<Object> outcome = Guarded.call("serguard payloads " + TestDeclarations.signature(m), limit, () -> declared.invoke(m));
        if (outcome instanceof Guarded.Returned<Object> returned) {
            if (returned.value() instanceof Map<?, ?> map) {
                return map;
            }
            throw Misconfigured.declaration(subject, " returned null", "return a Map from name to payload");
        }
        if (outcome instanceof Guarded.Threw<Object> threw) {
            throw Misconfigured.threw(subject, threw.cause(), "");
        }
        Guarded.TimedOut<Object> timedOut = (Guarded.TimedOut<Object>) outcome;
        throw Misconfigured.stillRunning(subject, "", Guarded.describe(timedOut.limit()), where(timedOut));
    }

    private static ExtensionConfigurationException notStatic(String subject, TestDeclarations declared) {
        return Misconfigured.declaration(subject, " is not static", "make it static, or annotate "
                + declared.testClass().getSimpleName() + " with @TestInstance(Lifecycle.PER_CLASS) to have it called on the test instance");
    }

    private static <T> PayloadFactory<T> builtInFactory(Class<T> type, Method method) {
        return ModelProvider.installedModel(type).map(BuiltInModel::factory)
                .orElseThrow(() -> Misconfigured.declaration("@SerializationTest on " + where(method),
                        " has no payload source for " + type.getSimpleName() + ", which is not a built-in model",
                        "add a static method payload(Size, Random) returning " + type.getSimpleName() + ", or name one with @PayloadSource"));
    }

    /**
     * The user's payload method as a factory: each call on a guarded thread within the time
     * limit, a failure said with the method, the size and the cause. Once a call has hung, the
     * next ones fail at once: the thread-safety check asks for more payloads, and each would
     * otherwise wait the whole limit again.
     */
    private static final class GuardedFactory<T> implements PayloadFactory<T> {

        private final TestDeclarations declared;
        private final Method factory;
        private final Class<T> type;
        private final Duration limit;
        private volatile String hung;

        GuardedFactory(TestDeclarations declared, Method factory, Class<T> type, Duration limit) {
            this.declared = declared;
            this.factory = factory;
            this.type = type;
            this.limit = limit;
        }

        @Override
        public T create(Size size, Random random) {
            String subject = "The payload factory " + TestDeclarations.signature(factory) + " of " + where(declared.method());
            if (hung != null) {
                throw new ExtensionConfigurationException(hung);
            }
            Guarded.Completion<Object> outcome = Guarded.call("serguard payload " + TestDeclarations.signature(factory) + " " + size, limit,
                    () -> declared.invoke(factory, size, random));
            if (outcome instanceof Guarded.Returned<Object> returned) {
                if (returned.value() == null) {
                    throw Misconfigured.declaration(subject, " returned null for " + size, "return a " + type.getSimpleName());
                }
                return type.cast(returned.value());
            }
            if (outcome instanceof Guarded.Threw<Object> threw) {
                throw Misconfigured.threw(subject, threw.cause(), " for " + size);
            }
            Guarded.TimedOut<Object> timedOut = (Guarded.TimedOut<Object>) outcome;
            hung = Misconfigured.stillRunning(subject, " for " + size, Guarded.describe(timedOut.limit()), where(timedOut)).getMessage();
            throw new ExtensionConfigurationException(hung);
        }
    }

    // -- codecs -----------------------------------------------------------------------------------------------------

    private static <T> CodecSet<T> codecs(TestDeclarations declared, Class<T> type, List<Payload<T>> payloads, Duration callTimeout) {
        Method method = declared.method();
        Optional<TestDeclarations.Found<CodecSource>> source = declared.find(CodecSource.class);
        List<String> names;
        if (source.isPresent()) {
            names = Arrays.asList(source.get().annotation().value());
        } else if (declared.findMethod(CONVENTIONAL_CODECS).filter(m -> !isTest(m)).isPresent()) {
            names = List.of(CONVENTIONAL_CODECS);
        } else {
            List<Method> nearMisses = declared.methodsNamed(CONVENTIONAL_CODECS).stream().filter(m -> !isTest(m)).toList();
            if (!nearMisses.isEmpty()) {
                throw Misconfigured.declaration("The codec source " + TestDeclarations.signature(nearMisses.get(0)) + " of "
                        + where(method), " takes parameters", "declare it as static Stream<Codec<" + type.getSimpleName() + ">> codecs()");
            }
            names = List.of();
        }
        List<T> samples = payloads.stream().map(Payload::value).toList();
        boolean everyFormat = declared.find(EveryFormat.class).isPresent();
        if (names.isEmpty()) {
            return everyFormat ? Codecs.everyFormat(type, samples) : Codecs.builtIns(type, samples);
        }
        List<Codec<T>> codecs = new ArrayList<>();
        List<SkippedCodec> skipped = new ArrayList<>();
        if (everyFormat) {
            CodecSet<T> serguards = Codecs.everyFormat(type, samples);
            codecs.addAll(serguards.available());
            skipped.addAll(serguards.skipped());
        }
        for (String name : names) {
            Method factory = declared.findMethod(name).orElseThrow(() -> Misconfigured.attribute("@CodecSource",
                    declared.at(source.orElseThrow()), "value", '"' + name + '"', "but " + declared.testClass().getSimpleName()
                    + " has no static method " + name + "()", "add one, or fix the name"));
            String subject = source.map(found -> "@CodecSource on " + declared.at(found) + " has value = \"" + name + "\", but "
                    + TestDeclarations.signature(factory)).orElse("The codec source " + TestDeclarations.signature(factory) + " of " + where(method));
            if (!declared.callable(factory)) {
                throw notStatic(subject, declared);
            }
            Supplied supplied = supply(declared, factory, callTimeout);
            skipped.addAll(supplied.skipped());
            for (Object element : supplied.elements()) {
                codecs.add(codec(element, type, name, method));
            }
        }
        Set<String> seen = new LinkedHashSet<>();
        for (Codec<T> codec : codecs) {
            if (!seen.add(codec.name())) {
                throw Misconfigured.declaration("The codecs of " + where(method), " have the name \"" + codec.name()
                        + "\" twice", everyFormat && BUILT_IN_CODECS.contains(codec.name())
                        ? "give yours a name of its own: @EveryFormat brings serguard's \"" + codec.name() + "\" already"
                        : "give each codec its own name");
            }
        }
        if (codecs.isEmpty() && skipped.isEmpty()) {
            throw Misconfigured.declaration("The codec source of " + where(method), " returned no codec", "return at least one");
        }
        return new CodecSet<>(codecs, skipped);
    }

    /** What a codec source returned, a stream already drained (on the guarded thread: a lazy stream runs the user's code too). */
    private record Supplied(List<?> elements, List<SkippedCodec> skipped) {
    }

    private static Supplied supply(TestDeclarations declared, Method factory, Duration limit) {
        String subject = "The codec source " + TestDeclarations.signature(factory) + " of " + where(declared.method());
        Guarded.Completion<Supplied> outcome = Guarded.call("serguard codecs " + TestDeclarations.signature(factory), limit,
                () -> elements(declared.invoke(factory)));
        if (outcome instanceof Guarded.Returned<Supplied> returned) {
            return returned.value();
        }
        if (outcome instanceof Guarded.Threw<Supplied> threw) {
            throw Misconfigured.threw(subject, threw.cause(), "");
        }
        Guarded.TimedOut<Supplied> timedOut = (Guarded.TimedOut<Supplied>) outcome;
        throw Misconfigured.stillRunning(subject, "", Guarded.describe(timedOut.limit()), where(timedOut));
    }

    private static Supplied elements(Object returned) {
        if (returned instanceof CodecSet<?> set) {
            return new Supplied(set.available(), set.skipped());
        }
        if (returned instanceof Stream<?> stream) {
            return new Supplied(stream.toList(), List.of());
        }
        if (returned instanceof Collection<?> collection) {
            return new Supplied(new ArrayList<>(collection), List.of());
        }
        if (returned instanceof Object[] array) {
            return new Supplied(Arrays.asList(array), List.of());
        }
        return new Supplied(List.of(returned == null ? "null" : returned), List.of());
    }

    @SuppressWarnings("unchecked")
    private static <T> Codec<T> codec(Object element, Class<T> type, String source, Method method) {
        if (!(element instanceof Codec<?> codec)) {
            throw Misconfigured.declaration("The codec source " + source + "() of " + where(method),
                    " returned " + element + ", which is not a Codec", "return a Stream, Collection or array of Codec, or a CodecSet");
        }
        if (!codec.type().isAssignableFrom(type)) {
            throw Misconfigured.declaration("Codec \"" + codec.name() + "\" from " + source + "()", " handles "
                    + codec.type().getSimpleName() + ", but the payloads of " + where(method) + " are " + type.getSimpleName(),
                    "give the test a codec of " + type.getSimpleName());
        }
        return (Codec<T>) codec;
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

    // A test method (the @SerializationTest itself, say) is never a factory, whatever its name.
    private static boolean isTest(Method method) {
        return AnnotationSupport.isAnnotated(method, Testable.class);
    }

    private static Optional<Class<?>> resultType(Method method) {
        for (Parameter parameter : method.getParameters()) {
            if (parameter.getType() == SerializationResult.class && parameter.getParameterizedType() instanceof ParameterizedType p
                    && p.getActualTypeArguments()[0] instanceof Class<?> argument) {
                return Optional.of(argument);
            }
        }
        return Optional.empty();
    }

    // " threw IllegalStateException for LARGE: no mapper configured", the user's own words last and as they are.

    private static String where(Guarded.TimedOut<?> timedOut) {
        return timedOut.where().isEmpty() ? "" : ", " + timedOut.where();
    }

    static String where(Method method) {
        return method.getDeclaringClass().getSimpleName() + "." + method.getName();
    }
}
