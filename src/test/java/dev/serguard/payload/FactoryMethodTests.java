package dev.serguard.payload;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.TestMethods;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

class FactoryMethodTests {

    private static final AtomicInteger CALLS = new AtomicInteger();

    /** The adapter's own configuration error, as the factory throws its failures. */
    static final class Raised extends RuntimeException {
        Raised(Misconfiguration cause) {
            super(cause.getMessage(), cause.getCause());
        }
    }

    static final class Sources {
        static String none(Size size, Random random) {
            return null;
        }

        static String hangs(Size size, Random random) throws InterruptedException {
            CALLS.incrementAndGet();
            Thread.sleep(60_000);
            return "late";
        }

        static void orders() {
        }
    }

    /** The static methods of {@link Sources}, as an adapter would find them. */
    private record StaticSources() implements TestMethods {
        @Override
        public Method method() {
            return find("orders");
        }

        @Override
        public Class<?> testClass() {
            return Sources.class;
        }

        @Override
        public Optional<Method> findMethod(String name, Class<?>... parameterTypes) {
            return Optional.of(find(name));
        }

        @Override
        public List<Method> methodsNamed(String name) {
            return List.of(find(name));
        }

        @Override
        public boolean isTest(Method m) {
            return false;
        }

        @Override
        public boolean callable(Method m) {
            return true;
        }

        @Override
        public Object invoke(Method m, Object... arguments) {
            try {
                return m.invoke(null, arguments);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }

        private static Method find(String name) {
            return List.of(Sources.class.getDeclaredMethods()).stream().filter(m -> m.getName().equals(name)).findFirst().orElseThrow();
        }
    }

    private static FactoryMethod<String> factory(String name) {
        return new FactoryMethod<>(new StaticSources(), StaticSources.find(name), String.class, Duration.ofMillis(200), Raised::new);
    }

    @Test
    void nullPayload_isRaisedNamingTheMethodAndTheSize() {
        assertThatThrownBy(() -> factory("none").create(Size.SMALL, new Random(1))).isInstanceOf(Raised.class)
                .hasMessage("The payload factory Sources.none(Size, Random) of Sources.orders returned null for SMALL: return a String.");
    }

    @Test
    void afterACallHung_theNextFailsAtOnceWithTheSameMessage() {
        FactoryMethod<String> hangs = factory("hangs");
        CALLS.set(0);

        Throwable first = catchThrowable(() -> hangs.create(Size.SMALL, new Random(1)));
        Throwable second = catchThrowable(() -> hangs.create(Size.LARGE, new Random(1)));

        assertThat(first).isInstanceOf(Raised.class).hasMessageStartingWith("The payload factory Sources.hangs(Size, Random) of Sources.orders"
                + " was still running for SMALL after 200 ms").hasMessageEndingWith(": make it return, or raise serguard.callTimeout.");
        assertThat(second).isInstanceOf(Raised.class).hasMessage(first.getMessage());
        assertThat(CALLS).hasValue(1);
    }
}
