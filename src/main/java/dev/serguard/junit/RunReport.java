package dev.serguard.junit;

import dev.serguard.baseline.BaselineRun;
import dev.serguard.report.RunReporter;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The run's {@link RunReporter}, kept in the root store so that it outlives every test class:
 * JUnit closes it at the end of the run, which writes the reports whatever the verdicts were. A
 * JVM that {@code System.exit} ends before the run does writes what had finished ({@link UnforkedExit}).
 */
@SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on (which warns without it)
final class RunReport extends RunReporter implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    RunReport(SerguardConfiguration configuration, BaselineRun baselines) {
        super(configuration.run(), configuration.fork().role(), configuration.fork().child()
                .map(target -> new Child(target.codec(), target.payload(), target.build())), baselines);
    }

    /** The test of {@code context}: the class it runs in (a subclass may inherit the method), as budgets name where they were declared. */
    static Test test(ExtensionContext context) {
        return new Test(context.getRequiredTestClass(), context.getRequiredTestClass().getSimpleName() + "."
                + context.getRequiredTestMethod().getName());
    }

    /** Something {@linkplain #running running} until JUnit closes the store that keeps it: an invocation's, after the test method. */
    @SuppressWarnings("deprecation")    // as RunReport's
    record InStore(Underway running) implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        @Override
        public void close() {
            running.close();
        }
    }

    @Override
    public void close() {
        UnforkedExit.ended(this);
        end();
    }
}
