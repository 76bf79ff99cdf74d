package dev.serguard.payload;

import dev.serguard.internal.Guarded;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.TestMethods;
import org.apiguardian.api.API;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The payloads of a test's method that returns them by name ({@code Map<String, Order> orders()}):
 * one payload per entry, labelled by its key; each fresh copy calls the method again, on a
 * guarded thread, and takes the entry of the same name.
 */
@API(status = INTERNAL, since = "0.4")
public final class NamedPayloads {

    private NamedPayloads() {
    }

    /**
     * The payloads of {@code m}, called once now.
     *
     * @param raise how a failure is thrown: as the adapter's configuration error, since a fresh
     *              copy calls {@code m} again while the test runs, out of the adapter's reach
     */
    public static <T> List<Payload<T>> of(TestMethods methods, Method m, Class<T> type, Duration limit,
                                          Function<? super Misconfiguration, ? extends RuntimeException> raise) {
        String subject = "The payload source " + TestMethods.signature(m) + " of " + TestMethods.where(methods.method());
        Map<?, ?> first = fixtures(methods, m, subject, limit, raise);
        if (first.isEmpty()) {
            throw raise.apply(Misconfiguration.declaration(subject, " returned no payload", "return at least one name and value"));
        }
        List<Payload<T>> payloads = new ArrayList<>();
        for (Map.Entry<?, ?> entry : first.entrySet()) {
            if (!(entry.getKey() instanceof String label) || label.isBlank() || !type.isInstance(entry.getValue())) {
                throw raise.apply(Misconfiguration.declaration(subject, " returned the entry " + entry.getKey() + " = " + entry.getValue(),
                        "map each name (not blank) to a " + type.getSimpleName()));
            }
            AtomicReference<Object> unused = new AtomicReference<>(entry.getValue());     // the value already made serves once
            payloads.add(Payload.named(type.getSimpleName(), label, () -> {
                Object value = unused.getAndSet(null);
                if (value == null) {
                    value = fixtures(methods, m, subject, limit, raise).get(label);
                }
                if (!type.isInstance(value)) {
                    throw raise.apply(Misconfiguration.declaration(subject, " returned no " + type.getSimpleName() + " for \"" + label
                            + "\" when called again", "return the same names each time"));
                }
                return type.cast(value);
            }));
        }
        return payloads;
    }

    private static Map<?, ?> fixtures(TestMethods methods, Method m, String subject, Duration limit,
                                      Function<? super Misconfiguration, ? extends RuntimeException> raise) {
        Guarded.Completion<Object> outcome = Guarded.call("serguard payloads " + TestMethods.signature(m), limit, () -> methods.invoke(m));
        if (!(outcome instanceof Guarded.Returned<Object> returned)) {
            throw raise.apply(Misconfiguration.failed(subject, "", outcome));
        }
        if (returned.value() instanceof Map<?, ?> map) {
            return map;
        }
        throw raise.apply(Misconfiguration.declaration(subject, " returned null", "return a Map from name to payload"));
    }
}
