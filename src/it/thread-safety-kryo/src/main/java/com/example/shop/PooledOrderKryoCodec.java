package com.example.shop;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.Pool;

/**
 * The shop's Kryo codec for orders, built once and used by every request thread. Kryo is not
 * thread-safe, so each call borrows a Kryo from a pool (one per concurrent caller, built once,
 * never per call) and its own buffers.
 */
public final class PooledOrderKryoCodec {

    private final Pool<Kryo> kryos = new Pool<>(true, false) {
        @Override
        protected Kryo create() {
            return ShopKryo.newKryo();
        }
    };

    public byte[] serialize(Order order) {
        Kryo kryo = kryos.obtain();
        try {
            Output output = new Output(4096, -1);
            kryo.writeObject(output, order);
            return output.toBytes();
        } finally {
            kryos.free(kryo);
        }
    }

    public Order deserialize(byte[] bytes) {
        Kryo kryo = kryos.obtain();
        try {
            return kryo.readObject(new Input(bytes), Order.class);
        } finally {
            kryos.free(kryo);
        }
    }
}
