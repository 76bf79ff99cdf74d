package dev.serguard.measure;

import dev.serguard.codec.Codec;

/** Times {@code codec.deserialize(bytes)}. A template: {@link CodecLoops} defines a copy per codec. */
public final class DeserializeLoop implements TimedLoop {

    private final Codec<Object> codec;
    private final byte[] bytes;

    public DeserializeLoop(Codec<Object> codec, Object bytes) {
        this.codec = codec;
        this.bytes = (byte[]) bytes;
    }

    @Override
    public void run(long count, Blackhole blackhole) throws Exception {
        for (long i = 0; i < count; i++) {
            blackhole.consume(codec.deserialize(bytes));
        }
    }
}
