package dev.serguard.detection;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.FasterThan;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.MediaContent;

import java.util.stream.Stream;

/**
 * The serialization test that the detection benchmark runs, as a team would write it: one
 * payload of about 1 KB (MediaContent, SMALL) and two codecs over one Jackson codec,
 * {@code plain} at its own cost and {@code slowed} at {@code -Ddetection.factor} times it
 * (1.00 when absent). The baseline catches {@code slowed} against its recorded self; the two
 * {@link FasterThan}s catch it against {@code plain} in the same run: at 1.00 both must pass.
 *
 * <p>Not named like a test, so that Surefire never runs it: only {@link DetectionRun} does, in a
 * JVM of its own, as one {@code mvn test} would.
 *
 * <pre>{@code
 * java -Ddetection.factor=1.25 -cp ... dev.serguard.detection.DetectionRun mode=compare ...
 * }</pre>
 */
public class DetectionCase {

    static final String FACTOR = "detection.factor";

    /**
     * With {@code -Ddetection.unsafe=true} ({@code jvm=-Ddetection.unsafe=true}), a third codec,
     * {@code unsafe}, shares one buffer between threads and fails its thread-safety check in every
     * run: the threads it leaves behind must not fail the others' unchanged times.
     */
    static final String UNSAFE = "detection.unsafe";

    // unsafe's buffer, shared by every thread that serializes.
    private static final byte[][] SHARED = new byte[1][];

    /** What the extra calls produced, read after each invocation so that they are never dead. */
    static volatile long sink;

    private static SlowedCodec<MediaContent> plain;
    private static SlowedCodec<MediaContent> slowed;

    static Stream<Codec<MediaContent>> codecs() {
        Codec<MediaContent> json = JacksonCodecs.json(MediaContent.class);
        plain = new SlowedCodec<>("plain", json, 1.0);
        slowed = new SlowedCodec<>("slowed", json, SlowedCodec.factorProperty(System.getProperty(FACTOR)));
        if (Boolean.getBoolean(UNSAFE)) {
            return Stream.of(plain, slowed, Codec.of("unsafe", MediaContent.class, media -> {
                SHARED[0] = json.serialize(media);
                Thread.yield();
                return SHARED[0];       // another thread's bytes, now and then
            }, json::deserialize));
        }
        return Stream.of(plain, slowed);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @FasterThan(codec = "slowed", than = "plain", factor = 1.0, operation = FasterThan.Operation.SERIALIZE)
    @FasterThan(codec = "slowed", than = "plain", factor = 1.0, operation = FasterThan.Operation.DESERIALIZE)
    void media(SerializationResult<MediaContent> result) {
        sink += plain.folded() + slowed.folded();
    }
}
