package dev.serguard.fork;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Forked mode's configuration: {@code serguard.fork}, {@code serguard.fork.maxHeap},
 * {@code serguard.fork.timeout} and {@code serguard.fork.jvmArgs}; whether a time that fails is
 * confirmed in fresh JVMs ({@code serguard.confirm.fork}); in how many JVMs record mode measures
 * ({@code serguard.record.jvms}); in a child, which invocation it runs ({@link Target}).
 *
 * @param all     whether every invocation of the run is forked ({@code serguard.fork=true})
 * @param confirm whether a time verdict that fails is measured again in fresh JVMs before it fails the build
 * @param recordJvms in how many JVMs record mode measures each invocation (this one and fresh ones), recording the median; up to
 *                   half as many fresh ones more where fewer than three ran at the fastest speed, or a time is not yet known
 *                   well enough ({@link RecordingJvms#record})
 * @param maxHeap a forked invocation's heap limit, unless a {@code @Forked} says otherwise (a child that measures for its parent
 *                runs with the parent's heap, collector and JIT options instead: its times are compared with the parent's)
 * @param timeout how long a child may run, unless a {@code @Forked} says otherwise
 * @param jvmArgs more options for every child ({@code serguard.fork.jvmArgs}, split at spaces)
 * @param child   in a child JVM, the one invocation it runs; empty in the test run itself
 */
@API(status = INTERNAL, since = "0.4")
public record ForkSettings(boolean all, boolean confirm, int recordJvms, String maxHeap, Duration timeout, List<String> jvmArgs,
                           Optional<Target> child) {

    public static final int DEFAULT_RECORD_JVMS = 5;

    public static final String DEFAULT_MAX_HEAP = "512m";
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);
    private static final Pattern HEAP = Pattern.compile("\\d+[kKmMgG]?");

    /**
     * The invocation a child runs, and the build whose reports it joins.
     *
     * @param codec      the codec's name
     * @param payload    the payload's label
     * @param build      the parent's build (see {@code RunParts.currentBuild}), for the child's report part
     * @param role       why the parent started it: a forked invocation, or a JVM that only measures for
     *                   its parent ({@link Role#measuresOnly()}: a failed time again, one more JVM of a
     *                   recording, the duet's vote)
     */
    public record Target(String codec, String payload, String build, Role role) {

        /** The codec and payload of a child that runs every invocation of its test method: a recording's fresh JVM. */
        public static final String EVERY = "*";

        /** Whether the child runs the invocations of {@code codec}. */
        public boolean runs(String codec) {
            return this.codec.equals(EVERY) || this.codec.equals(codec);
        }
    }

    /** A forked invocation's limits: the heap and time its child gets, and its extra options. */
    public record Limits(String maxHeap, Duration timeout, List<String> jvmArgs) {
    }

    /** The settings {@code settings} give; throws a {@link Misconfiguration} for a value it cannot take. */
    public static ForkSettings from(Function<String, Optional<String>> settings) {
        String heap = settings.apply(Settings.FORK_MAX_HEAP.key()).map(String::trim).orElse(DEFAULT_MAX_HEAP);
        if (!isHeapSize(heap)) {
            throw Misconfiguration.setting(Settings.FORK_MAX_HEAP.key(), heap, "is not a heap size as -Xmx takes it",
                    "give one such as 512m or 2g, or leave it out for " + DEFAULT_MAX_HEAP);
        }
        Optional<String> codec = settings.apply(Settings.FORK_CODEC.key());
        Optional<Target> child = codec.map(name -> new Target(name, settings.apply(Settings.FORK_PAYLOAD.key()).orElse(""),
                settings.apply(Settings.FORK_BUILD.key()).orElse(""),
                settings.apply(Settings.FORK_ROLE.key()).map(Role::valueOf).orElse(Role.FORKED)));
        return new ForkSettings(SettingValues.flag(Settings.FORK.key(), settings.apply(Settings.FORK.key()), false),
                SettingValues.flag(Settings.CONFIRM_FORK.key(), settings.apply(Settings.CONFIRM_FORK.key()), true),
                recordJvms(settings.apply(Settings.RECORD_JVMS.key())),
                heap,
                SettingValues.duration(Settings.FORK_TIMEOUT.key(), settings.apply(Settings.FORK_TIMEOUT.key()), DEFAULT_TIMEOUT),
                settings.apply(Settings.FORK_JVM_ARGS.key()).stream()
                        .flatMap(args -> Arrays.stream(args.trim().split("\\s+"))).filter(arg -> !arg.isEmpty()).toList(),
                child);
    }

    private static int recordJvms(Optional<String> value) {
        if (value.isEmpty()) {
            return DEFAULT_RECORD_JVMS;
        }
        try {
            int jvms = Integer.parseInt(value.get().trim());
            if (jvms >= 1 && jvms <= 20) {
                return jvms;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw Misconfiguration.setting(Settings.RECORD_JVMS.key(), value.get(), "is not a number of JVMs from 1 to 20",
                "give one such as 3, or leave it out for " + DEFAULT_RECORD_JVMS);
    }

    /** Whether {@code heap} is a heap size as {@code -Xmx} takes it: {@code 512m}, {@code 2g}. */
    public static boolean isHeapSize(String heap) {
        return HEAP.matcher(heap).matches();
    }

    /** What this JVM is in the run: the test run itself, or the child the parent started as. */
    public Role role() {
        return child.map(Target::role).orElse(Role.TEST);
    }

    /** The limits of the fresh JVMs a recording measures in besides this one: none in a child, nor when {@code serguard.record.jvms=1}. */
    public Optional<Limits> forRecording() {
        return recordJvms > 1 && child.isEmpty() ? Optional.of(limits()) : Optional.empty();
    }

    /** The limits of a child that confirms a failed time: never in a child, nor when {@code serguard.confirm.fork=false}. */
    public Optional<Limits> forConfirmation() {
        return confirm && child.isEmpty() ? Optional.of(limits()) : Optional.empty();
    }

    /**
     * A test's limits if its invocations are forked, never in a child: those its {@code @Forked}
     * declares, where it has one; else the run's, where {@code serguard.fork=true}.
     */
    public Optional<Limits> forTest(Optional<Declared> forked) {
        if (child.isPresent()) {
            return Optional.empty();
        }
        if (forked.isEmpty()) {
            return all ? Optional.of(limits()) : Optional.empty();
        }
        String heap = forked.get().maxHeap();
        return Optional.of(new Limits(heap.isEmpty() ? maxHeap : heap, forked.get().timeout().orElse(timeout), jvmArgs));
    }

    /**
     * The limits a test's {@code @Forked} declares, checked.
     *
     * @param maxHeap its heap size, or blank for the run's
     * @param timeout its time limit, or empty for the run's
     */
    public record Declared(String maxHeap, Optional<Duration> timeout) {
    }

    private Limits limits() {
        return new Limits(maxHeap, timeout, jvmArgs);
    }
}
