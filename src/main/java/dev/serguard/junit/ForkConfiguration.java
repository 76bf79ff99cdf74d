package dev.serguard.junit;

import dev.serguard.fork.ForkSettings;
import dev.serguard.internal.Misconfiguration;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.time.Duration;
import java.util.Optional;

/**
 * Reads {@link ForkSettings} from a test's configuration parameters, a bad value reported as the
 * extension's configuration error, and a test's limits from its {@link Forked}.
 */
final class ForkConfiguration {

    private ForkConfiguration() {
    }

    static ForkSettings from(ExtensionContext context) {
        try {
            return ForkSettings.from(context::getConfigurationParameter);
        } catch (Misconfiguration e) {
            throw Misconfigured.of(e);
        }
    }

    /** A test's limits if its invocations are forked: by {@code serguard.fork=true} or a {@link Forked}; never in a child. */
    static Optional<ForkSettings.Limits> forTest(ForkSettings fork, TestDeclarations declared) {
        Optional<TestDeclarations.Found<Forked>> found = declared.find(Forked.class);
        if (found.isEmpty() || fork.child().isPresent()) {
            return fork.forTest(Optional.empty());
        }
        Forked forked = found.get().annotation();
        String where = declared.at(found.get());
        String heap = forked.maxHeap().trim();
        if (!heap.isEmpty() && !ForkSettings.isHeapSize(heap)) {
            throw Misconfigured.attribute("@Forked", where, "maxHeap", '"' + forked.maxHeap() + '"', "which is no heap size",
                    "give one as -Xmx takes it, such as 512m or 2g");
        }
        Optional<Duration> limit = Optional.of(forked.timeout()).filter(timeout -> !timeout.isBlank())
                .map(timeout -> SerguardConfiguration.parseDuration(timeout).orElseThrow(() -> Misconfigured.attribute("@Forked", where,
                        "timeout", '"' + timeout + '"', "which is no duration greater than 0", "give one such as 5 m or 90 s")));
        return fork.forTest(Optional.of(new ForkSettings.Declared(heap, limit)));
    }
}
