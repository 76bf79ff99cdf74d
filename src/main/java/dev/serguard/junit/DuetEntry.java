package dev.serguard.junit;

import dev.serguard.config.Selection;
import dev.serguard.duet.WorldEntry;
import org.apiguardian.api.API;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a world of the upgrade duet opens: one codec and one payload of a {@link SerializationTest},
 * found in that world's own copy of the test class as the test run found them (the same sources,
 * sizes and seed), and handed out by {@link WorldEntry} as JDK types only, which both worlds share.
 *
 * <p>Loaded in each world by serguard's own copy there; called by reflection from the test run,
 * by its name. Not API.
 */
@API(status = INTERNAL, since = "0.4")
public final class DuetEntry {

    private DuetEntry() {
    }

    /**
     * Opens the codec {@code codec} on the payload labelled {@code payload} of test {@code method}
     * of {@code testClass}, with the command line's {@code sizes} and {@code seed} (empty strings
     * for none), each call of the user's code limited to {@code callLimitMillis}: the map of
     * {@link WorldEntry#open}. A codec or payload the test does not have throws {@code IllegalArgumentException}.
     */
    public static Map<String, Object> open(String testClass, String method, String codec, String payload, String sizes, String seed,
                                           long callLimitMillis) throws Exception {
        Class<?> type = Class.forName(testClass, true, DuetEntry.class.getClassLoader());
        Method test = WorldEntry.testMethod(type, method).orElseThrow(() -> new IllegalArgumentException(testClass + " has no method " + method));
        Duration limit = Duration.ofMillis(callLimitMillis);
        Selection selection = new Selection(Optional.of(codec),
                Optional.of(sizes).filter(s -> !s.isEmpty()), Optional.of(seed).filter(s -> !s.isEmpty()));
        return open(TestSetup.resolve(TestDeclarations.ofStatic(type, test), limit, selection), codec, payload, limit);
    }

    private static <T> Map<String, Object> open(TestSetup<T> setup, String codec, String payload, Duration limit) {
        return WorldEntry.open(setup.codecs(), setup.skipped(), setup.payloads(), setup.comparison(), codec, payload, limit);
    }
}
