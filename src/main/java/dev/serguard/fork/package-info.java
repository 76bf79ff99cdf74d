/**
 * Child JVMs: running a piece of the user's code in a JVM of its own, with a bounded heap and
 * time, so that a codec that calls {@code System.exit}, exhausts the heap, crashes the JVM or
 * hangs beyond recovery fails one invocation, with the child's exit and last output, instead of
 * taking the test run and its reports down: how a test's child is started and what it said is
 * read ({@link dev.serguard.fork.InvocationLauncher}, {@link dev.serguard.fork.InvocationChild}),
 * forked mode's settings, and the hook that tells who called {@code System.exit} in a run that
 * was not forked ({@link dev.serguard.fork.EarlyExit}). Knows nothing of JUnit: the {@code junit}
 * package says what the child runs, and publishes what it said.
 */
@API(status = INTERNAL, since = "0.2")
package dev.serguard.fork;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
