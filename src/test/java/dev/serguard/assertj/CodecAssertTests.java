package dev.serguard.assertj;

import com.esotericsoftware.kryo.KryoException;
import dev.serguard.check.BrokenOnPurpose;
import dev.serguard.check.ComparisonOptions;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.stream.IntStream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CodecAssertTests {

    /** A model of two fields. */
    record Pair(int left, int right) {
    }

    static byte[] write(Pair pair) {
        return ByteBuffer.allocate(8).putInt(pair.left()).putInt(pair.right()).array();
    }

    static Pair read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new Pair(buffer.getInt(), buffer.getInt());
    }

    private static final List<Pair> PAIRS = IntStream.range(0, 4).mapToObj(i -> new Pair(i, 10 * i)).toList();

    @Test
    void should_pass_when_the_codec_shares_nothing() {
        // GIVEN
        Codec<Pair> pure = Codec.of("pure", Pair.class, CodecAssertTests::write, CodecAssertTests::read);
        // WHEN / THEN
        assertThat(pure).withThreads(4).withIterations(100).isThreadSafe(PAIRS);
    }

    @Test
    void should_pass_when_the_built_in_kryo_codec_handles_a_built_in_model() {
        // GIVEN the registered kryo, from the payloads isThreadSafe() makes
        List<MediaContent> samples = IntStream.range(0, 8)
                .mapToObj(i -> Payload.of("MediaContent", Size.SMALL, MediaContents.factory(), Payload.DEFAULT_SEED + i).value()).toList();
        Codec<MediaContent> kryo = Codecs.builtIns(MediaContent.class, samples).find("kryo").orElseThrow();
        // WHEN / THEN
        assertThat(kryo).withThreads(4).isThreadSafe();
    }

    @Test
    void should_fail_when_the_codec_shares_state() {
        // GIVEN
        Codec<Pair> shared = BrokenOnPurpose.sharedField("shared-field", Pair.class, 4, CodecAssertTests::write, CodecAssertTests::read);
        // WHEN / THEN
        assertThatThrownBy(() -> assertThat(shared).withThreads(4).withIterations(20).isThreadSafe(PAIRS))
                .isInstanceOf(AssertionError.class).hasMessage("""

                        Thread-safety check failed for shared-field · 4 values (Pair)
                          4 threads on one codec instance, 80 round trips: 3 of 160 operations failed
                          silently wrong   3   serialize 3, deserialize 0
                          afterwards       still works: 10 of 10 single-threaded round trips correct
                          The codec is not thread-safe: its calls share state (a buffer, a stream, an encoder). Give each thread\
                         its own (ThreadLocal) or take one from a pool per call, or make threadSafe() return false if the codec is meant\
                         for one thread.""");
    }

    @Test
    void should_fail_with_the_kryo_advice_and_the_first_exception_as_cause() {
        // GIVEN
        Codec<Pair> kryoShared = BrokenOnPurpose.throwsWhenShared("kryo-shared", Pair.class, 4,
                () -> new KryoException("Buffer underflow."), CodecAssertTests::write, CodecAssertTests::read);
        // WHEN / THEN
        assertThatThrownBy(() -> assertThat(kryoShared).withThreads(4).withIterations(20).isThreadSafe(PAIRS))
                .hasCauseInstanceOf(KryoException.class).hasMessage("""

                        Thread-safety check failed for kryo-shared · 4 values (Pair)
                          4 threads on one codec instance, 80 round trips: 4 of 160 operations failed
                          threw            4   KryoException 4
                          afterwards       still works: 10 of 10 single-threaded round trips correct
                          Kryo is not thread-safe: one instance used by several threads at once fails, silently too, and can stay\
                         broken. Give each thread its own Kryo: use Pool<Kryo> or ThreadLocal<Kryo>, or KryoCodecs.kryo(name, type,\
                         factory), which pools them.""");
    }

    @Test
    void should_fail_when_asked_for_built_in_payloads_of_another_type() {
        // GIVEN
        Codec<Pair> pure = Codec.of("pure", Pair.class, CodecAssertTests::write, CodecAssertTests::read);
        // WHEN / THEN
        assertThatIllegalStateException().isThrownBy(() -> assertThat(pure).isThreadSafe()).withMessage(
                "isThreadSafe() makes payloads for the built-in models only (MediaContent, Car, Employee), but codec pure handles"
                        + " Pair: give values, as in isThreadSafe(List.of(first, second, third, fourth)).");
    }

    @Test
    void should_pass_when_the_comparison_ignores_what_the_codec_reads_back_otherwise() {
        // GIVEN a codec that reads right back as 0, and a comparison that ignores right
        Codec<Pair> dropsRight = Codec.of("drops-right", Pair.class, CodecAssertTests::write, bytes -> new Pair(read(bytes).left(), 0));
        ComparisonOptions ignoringRight = ComparisonOptions.defaults().withIgnored("right");
        // WHEN / THEN
        assertThat(dropsRight).withComparison(ignoringRight).withThreads(4).withIterations(20).isThreadSafe(PAIRS);
    }

    @Test
    void should_fail_when_the_comparison_does_not_ignore_what_the_codec_reads_back_otherwise() {
        // GIVEN
        Codec<Pair> dropsRight = Codec.of("drops-right", Pair.class, CodecAssertTests::write, bytes -> new Pair(read(bytes).left(), 0));
        // WHEN / THEN
        assertThatThrownBy(() -> assertThat(dropsRight).withThreads(4).withIterations(20).isThreadSafe(PAIRS.subList(1, 2)))
                .isInstanceOf(AssertionError.class).hasMessage("""

                        Thread-safety check failed for drops-right · 1 value (Pair)
                          no payload round-trips on one thread, so there is nothing to compare with: round trip failed:\
                         Pair.right: expected 10 but was 0""");
    }

    @Test
    void should_fail_when_the_settings_are_out_of_range() {
        // GIVEN
        Codec<Pair> pure = Codec.of("pure", Pair.class, CodecAssertTests::write, CodecAssertTests::read);
        // WHEN / THEN
        assertThatIllegalArgumentException().isThrownBy(() -> assertThat(pure).withThreads(1)).withMessage("threads must be ≥ 2 but was 1");
        assertThatIllegalArgumentException().isThrownBy(() -> assertThat(pure).isThreadSafe(List.of()))
                .withMessage("isThreadSafe needs at least one value");
    }

    @Test
    void should_fail_when_the_codec_is_null() {
        assertThatThrownBy(() -> assertThat((Codec<Pair>) null).isThreadSafe(PAIRS)).isInstanceOf(AssertionError.class)
                .hasMessage("\nExpecting actual not to be null");
    }
}
