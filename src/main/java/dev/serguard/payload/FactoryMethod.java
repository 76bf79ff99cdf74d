package dev.serguard.payload;

import dev.serguard.internal.Guarded;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.TestMethods;
import org.apiguardian.api.API;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Random;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A test's payload method {@code payload(Size, Random)} as a factory: each call on a guarded
 * thread within the time limit, a failure said with the method, the size and the cause. Once a
 * call has hung, the next ones fail at once: the thread-safety check asks for more payloads, and
 * each would otherwise wait the whole limit again.
 */
@API(status = INTERNAL, since = "0.4")
public final class FactoryMethod<T> implements PayloadFactory<T> {

    private final TestMethods methods;
    private final Method factory;
    private final Class<T> type;
    private final Duration limit;
    private final Function<? super Misconfiguration, ? extends RuntimeException> raise;
    private volatile Misconfiguration hung;

    /**
     * @param raise how a failure is thrown: as the adapter's configuration error, since the
     *              factory is called again while the test runs, out of the adapter's reach
     */
    public FactoryMethod(TestMethods methods, Method factory, Class<T> type, Duration limit,
                         Function<? super Misconfiguration, ? extends RuntimeException> raise) {
        this.methods = methods;
        this.factory = factory;
        this.type = type;
        this.limit = limit;
        this.raise = raise;
    }

    @Override
    public T create(Size size, Random random) {
        String subject = "The payload factory " + TestMethods.signature(factory) + " of " + TestMethods.where(methods.method());
        if (hung != null) {
            throw raise.apply(hung);
        }
        Guarded.Completion<Object> outcome = Guarded.call("serguard payload " + TestMethods.signature(factory) + " " + size, limit,
                () -> methods.invoke(factory, size, random));
        if (outcome instanceof Guarded.Returned<Object> returned) {
            if (returned.value() == null) {
                throw raise.apply(Misconfiguration.declaration(subject, " returned null for " + size, "return a " + type.getSimpleName()));
            }
            return type.cast(returned.value());
        }
        Misconfiguration failed = Misconfiguration.failed(subject, " for " + size, outcome);
        if (outcome instanceof Guarded.TimedOut<Object>) {
            hung = failed;
        }
        throw raise.apply(failed);
    }
}
