package dev.serguard.fork;

import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Starts the child JVMs of a test's invocations: with the test's id and the run's configuration
 * the child must share, the invocation it runs and why ({@link Role}), within a forked
 * invocation's limits; waits for it to end and reads what it said.
 *
 * <p>The child's command line: a {@link ChildCommand}.
 *
 * @param limits     the heap (of a forked invocation's child), time limit and extra options of each child
 * @param folder     where each child's records, log and crash report go
 * @param keys       the keys of the report entries the parent reads
 * @param mainClass  the child's main class, which runs the test
 * @param classPath  the child's class path, asked for as each child starts; it may throw a {@link LinkageError}
 *                   where what the main class needs is not on the test class path
 */
@API(status = INTERNAL, since = "0.4")
public record InvocationLauncher(ForkSettings.Limits limits, Path folder, InvocationChild.Keys keys, String mainClass,
                                 Supplier<List<String>> classPath) {

    // The run's configuration the child must share; system properties and junit-platform.properties reach it anyway.
    private static final List<String> FORWARDED = List.of(Settings.MODE.key(), Settings.REPORT_DIR.key(),
            Settings.TRUST_ENVIRONMENT.key(), Settings.BASELINE_DIR.key(), Settings.BASELINE_SIZE_PERCENT.key(),
            Settings.BASELINE_ALLOCATION_PERCENT.key(), Settings.BASELINE_TIME_PERCENT.key(), Settings.CALL_TIMEOUT.key(),
            Settings.CODECS.key(), Settings.SIZES.key(), Settings.SEED.key(), Settings.PROBES.key(), Settings.RECORD.key(),
            Settings.GOLDEN_DIR.key(), Settings.GOLDEN_MAX_BYTES.key());

    /**
     * The test whose invocations a child runs.
     *
     * @param name     {@code OrderTests.orders}
     * @param id       the id by which the child selects the test (its test template's, not an invocation's)
     * @param settings the run's settings, of which the child gets those it must share
     * @param build    the parent's build, whose reports the child's results join
     */
    public record Test(String name, String id, Function<String, Optional<String>> settings, String build) {
    }

    /**
     * Runs the invocation of {@code codec} on {@code payload} (a payload's label; both
     * {@link ForkSettings.Target#EVERY} for every invocation of the test) in a child of {@code role},
     * with more {@code settings} ({@code key=value}); {@code suffix} tells its files apart from those
     * of the test's other children.
     */
    public InvocationChild start(Test test, String codec, String payload, Role role, String suffix, List<String> settings) {
        String name = (test.name() + (codec.equals(ForkSettings.Target.EVERY) ? "" : "." + codec + "." + payload) + suffix)
                .replaceAll("[^A-Za-z0-9._#-]", "_");
        Path records = folder.resolve(name + ".records");
        Path log = folder.resolve(name + ".log");
        try {
            Files.createDirectories(folder);
            Files.deleteIfExists(records);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + folder + " for a forked invocation", e);
        }
        List<String> args = new ArrayList<>();
        for (String key : FORWARDED) {
            test.settings().apply(key).ifPresent(value -> args.add(key + "=" + value));
        }
        args.add(Settings.FORK_CODEC.key() + "=" + codec);
        args.add(Settings.FORK_PAYLOAD.key() + "=" + payload);
        args.add(Settings.FORK_BUILD.key() + "=" + test.build());
        args.add(Settings.FORK_ROLE.key() + "=" + role.name());
        args.addAll(settings);
        // A child that measures for its parent runs as the parent does: its times are compared with the parent's.
        ChildJvm child = ChildJvm.like(classPath.get(), role.measuresOnly() ? Optional.empty() : Optional.of(limits.maxHeap()),
                limits.jvmArgs(), limits.timeout(), folder);
        ChildJvm.Exit exit = child.run(mainClass, new ChildCommand(records, test.id(), args).args(), log);
        return new InvocationChild(exit, ChildRecords.read(records), keys, limits.maxHeap());
    }
}
