package com.example.shop;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;

/**
 * The shop's Kryo codec for orders, built once and used by every request thread: one Kryo and
 * one pair of buffers, reused for speed. The bug: Kryo, Output and Input are not thread-safe.
 */
public final class SharedOrderKryoCodec {

    private final Kryo kryo = ShopKryo.newKryo();
    private final Output output = new Output(4096, -1);
    private final Input input = new Input();

    public byte[] serialize(Order order) {
        output.reset();
        kryo.writeObject(output, order);
        return output.toBytes();
    }

    public Order deserialize(byte[] bytes) {
        input.setBuffer(bytes);
        return kryo.readObject(input, Order.class);
    }
}
