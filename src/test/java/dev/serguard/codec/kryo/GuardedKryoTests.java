package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultClassResolver;
import com.esotericsoftware.kryo.util.MapReferenceResolver;
import dev.serguard.codec.Constructions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** The guard's detection, forced with latches: a thread blocks inside the Kryo while another one enters. */
class GuardedKryoTests {

    /** A value whose serializer can hold its thread inside the Kryo. */
    record Held(int id) {
    }

    private final CountDownLatch entered = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final GuardedKryo kryo = new GuardedKryo();

    {
        kryo.register(Held.class, new HoldingSerializer());
        kryo.register(String.class);
    }

    @AfterEach
    void releaseTheHolder() {
        release.countDown();
    }

    /** Blocks in write, read and copy until released, having said that it is inside. */
    private final class HoldingSerializer extends Serializer<Held> {

        @Override
        public void write(Kryo kryo, Output output, Held value) {
            hold();
            output.writeInt(value.id());
        }

        @Override
        public Held read(Kryo kryo, Input input, Class<? extends Held> type) {
            hold();
            return new Held(input.readInt());
        }

        @Override
        public Held copy(Kryo kryo, Held original) {
            hold();
            return new Held(original.id());
        }

        private void hold() {
            if (Thread.currentThread().getName().equals("holder")) {
                entered.countDown();
                try {
                    release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    private <R> CompletableFuture<R> onThread(String name, Function<Kryo, R> call) {
        CompletableFuture<R> result = new CompletableFuture<>();
        new Thread(() -> {
            try {
                result.complete(call.apply(kryo));
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        }, name).start();
        return result;
    }

    private static byte[] bytesOf(Held value) {
        Kryo plain = new Kryo();
        plain.register(Held.class, new Serializer<Held>() {
            @Override
            public void write(Kryo kryo, Output output, Held held) {
                output.writeInt(held.id());
            }

            @Override
            public Held read(Kryo kryo, Input input, Class<? extends Held> type) {
                return new Held(input.readInt());
            }
        });
        Output output = new Output(16);
        plain.writeObject(output, value);
        return output.toBytes();
    }

    @Test
    void secondThreadWhileFirstIsInside_isRefusedNamingBothThreadsAndTheFix() throws Exception {
        CompletableFuture<byte[]> holder = onThread("holder", k -> {
            Output output = new Output(16);
            k.writeObject(output, new Held(7));
            return output.toBytes();
        });
        assertThat(entered.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Object> intruder = onThread("intruder", k -> {
            k.writeObject(new Output(16), new Held(8));
            return "not refused";
        });

        assertThat(intruder).failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(java.util.concurrent.ExecutionException.class)
                .havingCause().isInstanceOf(ConcurrentModificationException.class).withMessage(
                        "Kryo is not thread-safe, but thread \"intruder\" called writeObject while thread \"holder\" was inside this Kryo:"
                                + " give each thread its own Kryo, with a Pool<Kryo> or a ThreadLocal<Kryo>"
                                + " (KryoCodecs.kryo(name, type, factory) pools them).");
        release.countDown();
        // The refused thread touched nothing: the first one finishes its work correctly.
        assertThat(holder.get(10, TimeUnit.SECONDS)).isEqualTo(bytesOf(new Held(7)));
        assertThat(kryo.readObject(new Input(bytesOf(new Held(9))), Held.class)).isEqualTo(new Held(9));
    }

    static Stream<Arguments> entryPoints() {
        byte[] held = bytesOf(new Held(3));
        return Stream.of(
                arguments("writeObject", (Consumer<Kryo>) k -> k.writeObject(new Output(16), "x")),
                arguments("writeObject", (Consumer<Kryo>) k -> k.writeObject(new Output(16), "x", k.getSerializer(String.class))),
                arguments("writeObjectOrNull", (Consumer<Kryo>) k -> k.writeObjectOrNull(new Output(16), "x", String.class)),
                arguments("writeObjectOrNull", (Consumer<Kryo>) k -> k.writeObjectOrNull(new Output(16), "x", k.getSerializer(String.class))),
                arguments("writeClassAndObject", (Consumer<Kryo>) k -> k.writeClassAndObject(new Output(16), "x")),
                arguments("readObject", (Consumer<Kryo>) k -> k.readObject(new Input(held), Held.class)),
                arguments("readObject", (Consumer<Kryo>) k -> k.readObject(new Input(held), Held.class, k.getSerializer(Held.class))),
                arguments("readObjectOrNull", (Consumer<Kryo>) k -> k.readObjectOrNull(new Input(held), Held.class)),
                arguments("readObjectOrNull", (Consumer<Kryo>) k -> k.readObjectOrNull(new Input(held), Held.class, k.getSerializer(Held.class))),
                arguments("readClassAndObject", (Consumer<Kryo>) k -> k.readClassAndObject(new Input(held))),
                arguments("copy", (Consumer<Kryo>) k -> k.copy("x")),
                arguments("copy", (Consumer<Kryo>) k -> k.copy("x", k.getSerializer(String.class))),
                arguments("copyShallow", (Consumer<Kryo>) k -> k.copyShallow("x")),
                arguments("copyShallow", (Consumer<Kryo>) k -> k.copyShallow("x", k.getSerializer(String.class))));
    }

    @ParameterizedTest(name = "{0} #{index}")
    @MethodSource("entryPoints")
    void everyEntryPoint_refusesASecondThread(String method, Consumer<Kryo> call) throws Exception {
        onThread("holder", k -> k.copy(new Held(1)));
        assertThat(entered.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Object> intruder = onThread("intruder", k -> {
            call.accept(k);
            return "not refused";
        });

        assertThat(intruder).failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(java.util.concurrent.ExecutionException.class)
                .havingCause().isInstanceOf(ConcurrentModificationException.class)
                .withMessageStartingWith("Kryo is not thread-safe, but thread \"intruder\" called " + method + " while thread \"holder\"");
    }

    @Test
    void guardedKryo_overridesEveryEntryPointOfKryo() {
        // writeClass and readClass run inside an entry point; every other public write, read and copy is one.
        List<String> entryPoints = Arrays.stream(Kryo.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers()))
                .filter(m -> m.getName().matches("(write|read|copy).*") && !m.getName().matches("writeClass|readClass"))
                .filter(m -> !declaredBy(GuardedKryo.class, m))
                .map(Method::toString).toList();

        assertThat(entryPoints).isEmpty();
    }

    private static boolean declaredBy(Class<?> type, Method method) {
        try {
            type.getDeclaredMethod(method.getName(), method.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** A value holding others, so that serializers re-enter the Kryo from the same thread. */
    record Nested(String name, List<String> tags, Object any) {
    }

    @Test
    void nestedCallsFromTheSameThread_areAllowed() {
        kryo.register(Nested.class);
        kryo.register(java.util.ArrayList.class);
        Nested value = new Nested("a", new java.util.ArrayList<>(List.of("b", "c")), "d");
        Output output = new Output(64, -1);

        kryo.writeClassAndObject(output, value);

        assertThat(kryo.readClassAndObject(new Input(output.toBytes()))).isEqualTo(value);
        assertThat(kryo.copy(value)).isEqualTo(value);
    }

    @Test
    void callThatThrows_releasesTheKryoForOtherThreads() throws Exception {
        assertThatIllegalStateException().isThrownBy(() -> kryo.writeObject(new Output(16), new Held(1), new Serializer<Held>() {
            @Override
            public void write(Kryo k, Output output, Held held) {
                throw new IllegalStateException("serializer failed");
            }

            @Override
            public Held read(Kryo k, Input input, Class<? extends Held> type) {
                throw new UnsupportedOperationException();
            }
        })).withMessage("serializer failed");

        assertThat(onThread("other", k -> k.readObject(new Input(bytesOf(new Held(4))), Held.class)).get(10, TimeUnit.SECONDS))
                .isEqualTo(new Held(4));
    }

    @Test
    void everyConstructor_isCountedOnTheConstructingThread() throws Exception {
        Constructions.Tally before = Constructions.onThisThread().getOrDefault("Kryo", Constructions.Tally.NONE);

        new GuardedKryo();
        new GuardedKryo(new MapReferenceResolver());
        new GuardedKryo(new DefaultClassResolver(), null);
        CompletableFuture.runAsync(GuardedKryo::new).get(10, TimeUnit.SECONDS);   // another thread: not counted here

        Constructions.Tally built = Constructions.onThisThread().get("Kryo").minus(before);
        assertThat(built.count()).isEqualTo(3);
        assertThat(built.nanos()).isPositive();
    }
}
