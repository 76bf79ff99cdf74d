package dev.serguard.junit;

import dev.serguard.fork.Role;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Forked mode's configuration: {@code serguard.fork}, {@code serguard.fork.maxHeap},
 * {@code serguard.fork.timeout} and {@code serguard.fork.jvmArgs}; whether a time that fails is
 * confirmed in fresh JVMs ({@code serguard.confirm.fork}); in how many JVMs record mode measures
 * ({@code serguard.record.jvms}); in a child, which invocation it runs ({@link Target}).
 *
 * @param all     whether every invocation of the run is forked ({@code serguard.fork=true})
 * @param confirm whether a time verdict that fails is measured again in fresh JVMs before it fails the build
 * @param recordJvms in how many JVMs record mode measures each invocation (this one and fresh ones), recording the median; up to
 *                   twice as many fresh ones more where fewer than three ran at the fastest speed, or a time is not yet known
 *                   well enough ({@link ForkedInvocation#record})
 * @param maxHeap a forked invocation's heap limit, unless a {@link Forked} says otherwise (a child that measures for its parent
 *                runs with the parent's heap, collector and JIT options instead: its times are compared with the parent's)
 * @param timeout how long a child may run, unless a {@link Forked} says otherwise
 * @param jvmArgs more options for every child ({@code serguard.fork.jvmArgs}, split at spaces)
 * @param child   in a child JVM, the one invocation it runs; empty in the test run itself
 */
record ForkSettings(boolean all, boolean confirm, int recordJvms, String maxHeap, Duration timeout, List<String> jvmArgs, Optional<Target> child) {

    static final int DEFAULT_RECORD_JVMS = 5;

    static final String DEFAULT_MAX_HEAP = "512m";
    static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);
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
    record Target(String codec, String payload, String build, Role role) {

        /** The codec and payload of a child that runs every invocation of its test method: a recording's fresh JVM. */
        static final String EVERY = "*";

        /** Whether the child runs the invocations of {@code codec}. */
        boolean runs(String codec) {
            return this.codec.equals(EVERY) || this.codec.equals(codec);
        }
    }

    /** A forked invocation's limits: the heap and time its child gets, and its extra options. */
    record Limits(String maxHeap, Duration timeout, List<String> jvmArgs) {
    }

    static ForkSettings from(ExtensionContext context) {
        String heap = context.getConfigurationParameter(Settings.FORK_MAX_HEAP.key()).map(String::trim).orElse(DEFAULT_MAX_HEAP);
        if (!HEAP.matcher(heap).matches()) {
            throw Misconfigured.setting(Settings.FORK_MAX_HEAP.key(), heap, "is not a heap size as -Xmx takes it",
                    "give one such as 512m or 2g, or leave it out for " + DEFAULT_MAX_HEAP);
        }
        Optional<String> codec = context.getConfigurationParameter(Settings.FORK_CODEC.key());
        Optional<Target> child = codec.map(name -> new Target(name, context.getConfigurationParameter(Settings.FORK_PAYLOAD.key()).orElse(""),
                context.getConfigurationParameter(Settings.FORK_BUILD.key()).orElse(""),
                context.getConfigurationParameter(Settings.FORK_ROLE.key()).map(Role::valueOf).orElse(Role.FORKED)));
        return new ForkSettings(SerguardConfiguration.flag(Settings.FORK.key(), context.getConfigurationParameter(Settings.FORK.key()), false),
                SerguardConfiguration.flag(Settings.CONFIRM_FORK.key(), context.getConfigurationParameter(Settings.CONFIRM_FORK.key()), true),
                recordJvms(context.getConfigurationParameter(Settings.RECORD_JVMS.key())),
                heap,
                SerguardConfiguration.duration(Settings.FORK_TIMEOUT.key(), context.getConfigurationParameter(Settings.FORK_TIMEOUT.key()),
                        DEFAULT_TIMEOUT),
                context.getConfigurationParameter(Settings.FORK_JVM_ARGS.key()).stream()
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
        throw Misconfigured.setting(Settings.RECORD_JVMS.key(), value.get(), "is not a number of JVMs from 1 to 20",
                "give one such as 3, or leave it out for " + DEFAULT_RECORD_JVMS);
    }

    /** What this JVM is in the run: the test run itself, or the child the parent started as. */
    Role role() {
        return child.map(Target::role).orElse(Role.TEST);
    }

    /** The limits of the fresh JVMs a recording measures in besides this one: none in a child, nor when {@code serguard.record.jvms=1}. */
    Optional<Limits> forRecording() {
        return recordJvms > 1 && child.isEmpty() ? Optional.of(new Limits(maxHeap, timeout, jvmArgs)) : Optional.empty();
    }

    /** The limits of a child that confirms a failed time: never in a child, nor when {@code serguard.confirm.fork=false}. */
    Optional<Limits> forConfirmation() {
        return confirm && child.isEmpty() ? Optional.of(new Limits(maxHeap, timeout, jvmArgs)) : Optional.empty();
    }

    /** A test's limits if its invocations are forked: by {@code serguard.fork=true} or a {@link Forked}; never in a child. */
    Optional<Limits> forTest(TestDeclarations declared) {
        if (child.isPresent()) {
            return Optional.empty();
        }
        Optional<TestDeclarations.Found<Forked>> found = declared.find(Forked.class);
        if (found.isEmpty()) {
            return all ? Optional.of(new Limits(maxHeap, timeout, jvmArgs)) : Optional.empty();
        }
        Forked forked = found.get().annotation();
        String where = declared.at(found.get());
        String heap = forked.maxHeap().trim();
        if (!heap.isEmpty() && !HEAP.matcher(heap).matches()) {
            throw Misconfigured.attribute("@Forked", where, "maxHeap", '"' + forked.maxHeap() + '"', "which is no heap size",
                    "give one as -Xmx takes it, such as 512m or 2g");
        }
        Duration limit = timeout;
        if (!forked.timeout().isBlank()) {
            limit = SerguardConfiguration.parseDuration(forked.timeout()).orElseThrow(() -> Misconfigured.attribute("@Forked", where, "timeout", '"' + forked.timeout() + '"',
                        "which is no duration greater than 0", "give one such as 5 m or 90 s"));
        }
        return Optional.of(new Limits(heap.isEmpty() ? maxHeap : heap, limit, jvmArgs));
    }
}
