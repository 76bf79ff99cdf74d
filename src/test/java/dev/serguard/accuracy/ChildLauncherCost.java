package dev.serguard.accuracy;

import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

import java.lang.reflect.Method;
import java.util.Locale;

/**
 * What a child JVM pays to run its test through the JUnit Platform, as serguard's children do,
 * against calling the same test method directly: {@code launcher CLASS METHOD} or
 * {@code direct CLASS METHOD}; prints the time from {@code main} to the test's end. The JVM's own
 * start is the same for both, and is timed from outside (docs/research/child-launcher.md).
 */
public final class ChildLauncherCost {

    private ChildLauncherCost() {
    }

    public static void main(String[] args) throws Exception {
        long began = System.nanoTime();
        if (args[0].equals("launcher")) {
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
                    .selectors(DiscoverySelectors.selectMethod(args[1], args[2])).build(), listener);
            if (listener.getSummary().getTestsSucceededCount() != 1) {
                throw new IllegalStateException(args[1] + "." + args[2] + " did not pass: " + listener.getSummary().getFailures());
            }
        } else {
            Class<?> type = Class.forName(args[1]);
            var constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            Method method = type.getDeclaredMethod(args[2]);
            method.setAccessible(true);
            method.invoke(constructor.newInstance());
        }
        System.out.printf(Locale.ROOT, "%s %.3f s%n", args[0], (System.nanoTime() - began) / 1e9);
    }
}
