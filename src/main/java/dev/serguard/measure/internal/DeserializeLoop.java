package dev.serguard.measure.internal;

import dev.serguard.codec.Codec;
import dev.serguard.measure.Blackhole;
import dev.serguard.measure.TimedLoop;
import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/** Times {@code codec.deserialize(bytes)}. A template: {@link dev.serguard.measure.CodecLoops} defines a copy per codec. */
@API(status = INTERNAL, since = "0.1")
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
