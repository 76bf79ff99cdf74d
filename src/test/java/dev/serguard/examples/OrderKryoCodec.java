package dev.serguard.examples;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.Pool;

import java.util.function.Supplier;

/**
 * The thread-safety guide's example of an application's own Kryo codec (docs/guide/thread-safety.md):
 * one instance for every thread, a {@code Kryo} per concurrent caller from a pool. It takes the Kryo
 * factory as an argument, so that tests can hand it serguard's {@code GuardedKryo}.
 */
// docs:thread-safety-codec
final class OrderKryoCodec {

    private final Pool<Kryo> kryos;

    OrderKryoCodec(Supplier<Kryo> newKryo) {
        this.kryos = new Pool<>(true, false) {         // Kryo is not thread-safe: one per caller, built once
            @Override
            protected Kryo create() {
                return newKryo.get();
            }
        };
    }

    byte[] write(Order order) {
        Kryo kryo = kryos.obtain();
        try {
            Output output = new Output(256, -1);
            kryo.writeObject(output, order);
            return output.toBytes();
        } finally {
            kryos.free(kryo);
        }
    }

    Order read(byte[] bytes) {
        Kryo kryo = kryos.obtain();
        try {
            return kryo.readObject(new Input(bytes), Order.class);
        } finally {
            kryos.free(kryo);
        }
    }
}
// docs:end
