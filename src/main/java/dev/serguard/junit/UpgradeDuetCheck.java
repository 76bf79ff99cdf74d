package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.config.Mode;
import dev.serguard.duet.Duet;
import dev.serguard.duet.DuetFinding;
import dev.serguard.duet.Library;
import dev.serguard.duet.PairVote;
import dev.serguard.duet.Resolution;
import dev.serguard.duet.World;
import dev.serguard.fork.ChildJvm;
import dev.serguard.fork.Role;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import dev.serguard.measure.TimingEngine;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import java.util.jar.JarFile;
import java.util.stream.Collectors;

/**
 * The upgrade duet of one test method's invocations, adapted to JUnit: with
 * {@code serguard.against=groupId:artifactId:version}, each invocation's codec and payload run in
 * a world of that version and in a world of the test run's own, side by side ({@link Duet}); the
 * figures go to the report entries, a regression to the invocation's failure, naming both versions.
 * The worlds are built once per run and kept in JUnit's root store.
 */
final class UpgradeDuetCheck {

    // Maven's own: the local repository a build uses, where the test JVM is told it (a system property).
    private static final String LOCAL_REPOSITORY = "maven.repo.local";
    // The duet's settings a fresh JVM must share.
    private static final List<String> FORWARDED = List.of(Settings.AGAINST.key(), Settings.AGAINST_FACTOR.key(),
            Settings.AGAINST_REPOSITORIES.key(), Settings.AGAINST_OFFLINE.key(), Settings.DUET_SHARED.key(), LOCAL_REPOSITORY);

    // What both worlds take from the test run: the test framework, so that it is loaded once.
    static final List<String> SHARED = List.of("org.junit.", "org.opentest4j.", "org.apiguardian.");

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(UpgradeDuetCheck.class);

    private final Optional<Worlds> worlds;
    private final Supplier<Worlds> freshWorlds;
    private final double factor;
    private final Optional<TimingEngine> engine;
    private final String testClass;
    private final String method;
    private final SerguardConfiguration configuration;
    // Where a failed time or allocation is put to fresh JVMs: the parent's, not a fresh JVM's own.
    private final Optional<ForkedInvocation> freshJvms;
    private final boolean child;

    private UpgradeDuetCheck(Optional<Worlds> worlds, Supplier<Worlds> freshWorlds, double factor, Optional<TimingEngine> engine,
                             String testClass, String method, SerguardConfiguration configuration, Optional<ForkedInvocation> freshJvms,
                             boolean child) {
        this.worlds = worlds;
        this.freshWorlds = freshWorlds;
        this.factor = factor;
        this.engine = engine;
        this.testClass = testClass;
        this.method = method;
        this.configuration = configuration;
        this.freshJvms = freshJvms;
        this.child = child;
    }

    /**
     * The duet of the test method of {@code context}: against {@code serguard.against} where it is set, else against the
     * test's {@link ComparedWith}s; one that does nothing where neither asks (or the setting is {@code none}), in record mode
     * (a recording is of the run's own version) and in a child JVM that measures for its parent, unless for the duet's vote.
     * A failed time or allocation is put to {@code freshJvms} where given.
     */
    static UpgradeDuetCheck forTest(ExtensionContext context, SerguardConfiguration configuration, Optional<ForkedInvocation> freshJvms) {
        Role role = configuration.fork().role();
        boolean child = role == Role.DUET;
        Optional<Against> against = Against.forTest(context).filter(value -> configuration.run().mode() != Mode.RECORD);
        Optional<Worlds> worlds = against.filter(value -> !role.measuresOnly() || child).map(value -> context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(Settings.AGAINST.key() + "=" + value.coordinates(), key -> Worlds.build(value, resolution(context), shared(context)),
                        Worlds.class));
        Supplier<Worlds> fresh = () -> Worlds.build(against.orElseThrow(), resolution(context), shared(context));
        Optional<TimingEngine> engine = configuration.run().timed() ? Optional.of(new TimingEngine(configuration.run().settings())) : Optional.empty();
        return new UpgradeDuetCheck(worlds, fresh, against.map(Against::factor).orElse(Duet.DEFAULT_FACTOR), engine,
                context.getRequiredTestClass().getName(), context.getRequiredTestMethod().getName(), configuration,
                freshJvms.filter(jvms -> !role.measuresOnly()), child);
    }

    private static List<String> shared(ExtensionContext context) {
        List<String> shared = new ArrayList<>(SHARED);
        shared.addAll(SettingValues.names(context.getConfigurationParameter(Settings.DUET_SHARED.key())));
        return shared;
    }

    private static Resolution resolution(ExtensionContext context) {
        List<String> repositories = SettingValues.names(context.getConfigurationParameter(Settings.AGAINST_REPOSITORIES.key()));
        Path local = context.getConfigurationParameter(LOCAL_REPOSITORY).filter(path -> !path.isBlank()).map(Path::of)
                .orElseGet(Resolution::defaultLocalRepository);
        return new Resolution(local, repositories.isEmpty() ? List.of(Resolution.CENTRAL) : repositories,
                SerguardConfiguration.flag(Settings.AGAINST_OFFLINE.key(), context.getConfigurationParameter(Settings.AGAINST_OFFLINE.key()), false));
    }

    /** The duet of {@code codec} on {@code payload}, its figures also published as a report entry. */
    <T> DuetFinding check(Codec<T> codec, Payload<T> payload, ExtensionContext context) {
        if (worlds.isEmpty()) {
            return DuetFinding.NONE;
        }
        Worlds pair = worlds.get();
        String title = payload.title(codec.name());
        if (pair.failure().isPresent()) {
            return DuetFinding.failed("Upgrade duet for " + title + " not run: " + pair.failure().get());
        }
        String versions = pair.old().name() + " → " + pair.current().name();
        try {
            Compared first = compare(pair, codec.name(), payload.label());
            if (first.leak().isPresent()) {
                return DuetFinding.failed("Upgrade duet for " + title + " refused (" + versions + "): the two worlds are not apart, "
                        + first.leak().get() + "; what one version does would change the other's figures, so neither is measured");
            }
            // A fresh JVM of the vote is one vote: its first pair of worlds decides there.
            PairVote.Decided decided = PairVote.decide(first.result().orElseThrow(), child ? Optional::empty : () -> {
                try (Worlds fresh = freshWorlds.get()) {
                    return fresh.failure().isPresent() ? Optional.empty() : compare(fresh, codec.name(), payload.label()).result();
                }
            });
            if (freshJvms.isPresent()) {
                List<String> settings = new ArrayList<>();
                FORWARDED.forEach(key -> context.getConfigurationParameter(key).ifPresent(value -> settings.add(key + "=" + value)));
                decided = decided.withFreshJvms(jvm -> freshJvms.get().duetFailed(context, codec.name(), payload, jvm, settings));
            }
            ReportEntries.publish(context, ReportEntries.DUET, decided.summary() + "\n" + String.join("\n", decided.result().lines()));
            return new DuetFinding(decided.failure(title), decided.note(), decided.result().figures());
        } catch (Exception e) {
            return DuetFinding.failed("Upgrade duet for " + title + " (" + versions + ") could not run: " + e);
        }
    }

    /** The duet in one pair of worlds, or why they are not apart. */
    private record Compared(Optional<String> leak, Optional<Duet.Result> result) {
    }

    private Compared compare(Worlds pair, String codec, String payload) throws Exception {
        Duet.Side old = open(pair.old(), codec, payload);
        Duet.Side current = open(pair.current(), codec, payload);
        List<String> leaks = new ArrayList<>(pair.leaks());
        Duet.leak(old).ifPresent(leaks::add);
        Duet.leak(current).ifPresent(leaks::add);
        if (!leaks.isEmpty()) {
            return new Compared(Optional.of(leaks.get(0)), Optional.empty());
        }
        return new Compared(Optional.empty(), Optional.of(Duet.compare(old, current, engine, factor)));
    }

    @SuppressWarnings("unchecked")
    private Duet.Side open(World world, String codec, String payload) throws Exception {
        Class<?> entry = world.loader().loadClass(DuetEntry.class.getName());
        Map<String, Object> opened;
        try {
            opened = world.call(() -> (Map<String, Object>) entry.getMethod("open", String.class, String.class, String.class, String.class,
                    String.class, String.class, long.class).invoke(null, testClass, method, codec, payload,
                    configuration.run().selection().sizes().orElse(""), configuration.run().selection().seed().orElse(""),
                    configuration.run().callTimeout().toMillis()));
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("the world of " + world.name() + " could not open " + codec + " on " + payload + ": " + e.getCause(),
                    e.getCause());
        }
        return new Duet.Side(world, (Class<?>) opened.get(DuetEntry.CODEC), (Class<?>) opened.get(DuetEntry.PAYLOAD), opened.get(DuetEntry.BYTES),
                (Function<byte[], String>) opened.get(DuetEntry.READ), Optional.ofNullable((LongUnaryOperator) opened.get(DuetEntry.SERIALIZE)),
                Optional.ofNullable((LongUnaryOperator) opened.get(DuetEntry.DESERIALIZE)));
    }

    /**
     * The two worlds of a run, or why they could not be built.
     *
     * @param leaks what each world shares that it should not, or loads twice that it should share
     */
    @SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on
    record Worlds(World old, World current, List<String> leaks, Optional<String> failure)
            implements ExtensionContext.Store.CloseableResource, AutoCloseable {

        static Worlds build(Against against, Resolution resolution, List<String> shared) {
            List<Library> libraries = against.libraries();
            List<Path> run = ChildJvm.classPathWith(SerializationTest.class).stream().map(Path::of).toList();
            // A library on the class path is compared as named; a bill of materials, by each library it manages that is on the class path.
            List<Library> compared = new ArrayList<>();
            List<Resolution.Jar> jars = new ArrayList<>();
            try {
                for (Library library : libraries) {
                    List<Library> managed = Resolution.find(run, library).isPresent() ? List.of(library)
                            : resolution.managed(library).stream().filter(each -> Resolution.find(run, each).isPresent()).toList();
                    if (managed.isEmpty()) {
                        return failed(against.source() + " names " + library.key() + ", which is not on the test class path, nor a bill"
                                + " of materials of a library on it: there is no version of it to compare with");
                    }
                    compared.addAll(managed);
                }
                for (Library library : compared) {
                    jars.addAll(resolution.resolve(library));
                }
            } catch (IllegalStateException e) {
                return failed(e.getMessage());
            }
            String oldName = libraries.stream().map(Library::shortName).collect(Collectors.joining(", "));
            // Each library as the run has it; a bill of materials by the version most of its libraries on the class path have.
            String currentName = libraries.stream().map(library -> library.artifactId() + " " + Resolution.find(run, library).map(Resolution::version)
                    .orElseGet(() -> mostCommonVersion(run, compared))).collect(Collectors.joining(", "));
            if (oldName.equals(currentName)) {
                currentName = currentName + " (this run's)";
            }
            World old = World.of(oldName, Resolution.replace(run, jars), shared);
            World current = World.of(currentName, run, shared);
            List<String> leaks = new ArrayList<>();
            for (World world : List.of(old, current)) {
                world.notShared(org.junit.jupiter.api.Test.class).ifPresent(leaks::add);
                try {
                    world.notOwn(world.loader().loadClass(DuetEntry.class.getName()), Optional.empty()).ifPresent(leaks::add);
                } catch (ClassNotFoundException e) {
                    leaks.add("serguard cannot be loaded in the world of " + world.name());
                }
            }
            for (Library library : compared) {
                jars.stream().filter(jar -> jar.library().key().equals(library.key())).findFirst()
                        .ifPresent(jar -> ownClass(old, jar.path()).ifPresent(leaks::add));
                Resolution.find(run, library).ifPresent(jar -> ownClass(current, jar).ifPresent(leaks::add));
            }
            return new Worlds(old, current, leaks, Optional.empty());
        }

        private static String mostCommonVersion(List<Path> run, List<Library> libraries) {
            Map<String, Long> versions = libraries.stream().map(library -> Resolution.version(Resolution.find(run, library).orElseThrow()))
                    .collect(Collectors.groupingBy(version -> version, java.util.TreeMap::new, Collectors.counting()));
            return versions.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        }

        // Whether the first class of the jar is the world's own and read from that jar.
        private static Optional<String> ownClass(World world, Path jar) {
            try (JarFile file = new JarFile(jar.toFile())) {
                Optional<String> name = file.stream().map(e -> e.getName()).filter(n -> n.endsWith(".class") && !n.contains("-"))
                        .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.')).findFirst();
                if (name.isEmpty()) {
                    return Optional.empty();
                }
                return world.notOwn(Class.forName(name.get(), false, world.loader()), Optional.of(jar));
            } catch (Exception | LinkageError e) {
                return Optional.of("the world of " + world.name() + " cannot load the classes of " + jar.getFileName() + ": " + e);
            }
        }

        private static Worlds failed(String why) {
            return new Worlds(null, null, List.of(), Optional.of(why));
        }

        @Override
        public void close() {
            if (old != null) {
                old.close();
                current.close();
            }
        }
    }
}
