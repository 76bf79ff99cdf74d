package dev.serguard.junit;

import dev.serguard.config.Mode;
import dev.serguard.duet.Against;
import dev.serguard.duet.Duet;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.duet.Resolution;
import dev.serguard.duet.UpgradeDuet;
import dev.serguard.duet.World;
import dev.serguard.duet.Worlds;
import dev.serguard.fork.ChildJvm;
import dev.serguard.fork.Role;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import dev.serguard.measure.TimingEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The upgrade duet of one test method's invocations ({@link UpgradeDuet}), read from JUnit: what it
 * compares with from {@code serguard.against} or the test's {@link ComparedWith}, its worlds built
 * once per run and kept in JUnit's root store, and the settings its fresh JVMs share.
 */
final class UpgradeDuetCheck {

    // What both worlds take from the test run: the test framework, so that it is loaded once.
    static final List<String> SHARED = List.of("org.junit.", "org.opentest4j.", "org.apiguardian.");

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(UpgradeDuetCheck.class);

    private UpgradeDuetCheck() {
    }

    /**
     * The duet of the test method of {@code context}: against {@code serguard.against} where it is set, else against the
     * test's {@link ComparedWith}s; one that does nothing where neither asks (or the setting is {@code none}), in record mode
     * (a recording is of the run's own version) and in a child JVM that measures for its parent, unless for the duet's vote.
     */
    static UpgradeDuet forTest(ExtensionContext context, SerguardConfiguration configuration, RunReport report) {
        Role role = configuration.fork().role();
        Optional<Against> against = against(context).filter(value -> configuration.run().mode() != Mode.RECORD);
        Supplier<Worlds> fresh = () -> Worlds.build(against.orElseThrow(), resolution(context), shared(context), new Worlds.Host(
                ChildJvm.classPathWith(SerializationTest.class).stream().map(Path::of).toList(), Test.class, DuetEntry.class.getName(),
                World.source(context.getRequiredTestClass()).stream().toList()));
        Optional<Worlds> worlds = against.filter(value -> !role.measuresOnly() || role == Role.DUET).map(value -> context.getRoot()
                .getStore(NAMESPACE).getOrComputeIfAbsent(Settings.AGAINST.key() + "=" + value.coordinates(), key -> {
                    Worlds built = fresh.get();
                    // Once per run: what the old world holds in the place of the run's own code, and what both share.
                    built.swapped().forEach(report::runNote);
                    return new Stored(built);
                }, Stored.class).worlds());
        Optional<TimingEngine> engine = configuration.run().timed() ? Optional.of(new TimingEngine(configuration.run().settings())) : Optional.empty();
        UpgradeDuet.Test test = new UpgradeDuet.Test(DuetEntry.class.getName(), context.getRequiredTestClass().getName(),
                context.getRequiredTestMethod().getName(), configuration.run().selection().sizes().orElse(""), configuration.run().selection().seed().orElse(""),
                configuration.run().callTimeout().toMillis());
        return new UpgradeDuet(worlds, fresh, against.map(Against::factor).orElse(Duet.DEFAULT_FACTOR), engine, test, role == Role.DUET);
    }

    /** What the "to reproduce" line adds where {@code duet} runs on the setting: {@code  -Dserguard.against=../base/target/classes}. */
    static String reproduction(ExtensionContext context, UpgradeDuet duet) {
        return duet.worlds().isEmpty() ? "" : context.getConfigurationParameter(Settings.AGAINST.key()).filter(value -> !value.isBlank())
                .map(value -> " -D" + Settings.AGAINST.key() + "=" + (value.contains(" ") ? "\"" + value.trim() + "\"" : value.trim())).orElse("");
    }

    /** The duet's settings of {@code context} that a fresh JVM of its vote shares, as {@code key=value}. */
    static List<String> forwarded(ExtensionContext context) {
        List<String> settings = new ArrayList<>();
        UpgradeDuet.FORWARDED.forEach(key -> context.getConfigurationParameter(key).ifPresent(value -> settings.add(key + "=" + value)));
        return settings;
    }

    // What the test compares with: serguard.against, else its @ComparedWith as data.
    private static Optional<Against> against(ExtensionContext context) {
        try {
            return Against.of(context.getConfigurationParameter(Settings.AGAINST.key()), context.getConfigurationParameter(Settings.AGAINST_FACTOR.key()),
                    () -> {
                        TestDeclarations declared = TestDeclarations.of(context);
                        return declared.findRepeatable(ComparedWith.class).stream().map(found -> new Against.Named(found.annotation().artifact(),
                                found.annotation().version(), found.annotation().factor(), declared.at(found))).toList();
                    });
        } catch (Misconfiguration e) {
            throw Misconfigured.of(e);
        }
    }

    private static List<String> shared(ExtensionContext context) {
        List<String> shared = new ArrayList<>(SHARED);
        shared.addAll(SettingValues.names(context.getConfigurationParameter(Settings.DUET_SHARED.key())));
        return shared;
    }

    private static Resolution resolution(ExtensionContext context) {
        return Resolution.of(SettingValues.names(context.getConfigurationParameter(Settings.AGAINST_REPOSITORIES.key())),
                context.getConfigurationParameter(Resolution.LOCAL_REPOSITORY),
                SerguardConfiguration.flag(Settings.AGAINST_OFFLINE.key(), context.getConfigurationParameter(Settings.AGAINST_OFFLINE.key()), false),
                Path.of("pom.xml"));    // Surefire runs the tests in the module's folder
    }

    /** The worlds of a run in JUnit's root store, closed with it. */
    @SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on
    private record Stored(Worlds worlds) implements ExtensionContext.Store.CloseableResource, AutoCloseable {

        @Override
        public void close() {
            worlds.close();
        }
    }
}
