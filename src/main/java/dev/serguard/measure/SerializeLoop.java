package dev.serguard.measure;

import dev.serguard.codec.Codec;

/** Times {@code codec.serialize(value)}. A template: {@link CodecLoops} defines a copy per codec. */
public final class SerializeLoop implements TimedLoop {

    private final Codec<Object> codec;
    private final Object value;

    public SerializeLoop(Codec<Object> codec, Object value) {
        this.codec = codec;
        this.value = value;
    }

    @Override
    public void run(long count, Blackhole blackhole) throws Exception {
        for (long i = 0; i < count; i++) {
            blackhole.consume(codec.serialize(value));
        }
    }
}
