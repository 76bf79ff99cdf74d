package dev.serguard.check.robust;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The corrupted inputs derived from valid bytes. */
class CorruptionsTests {

    private static final long SEED = 20_130_609L;

    @Test
    void smallPayload_isTruncatedAtEveryOffset() {
        byte[] valid = random(300, 1);

        List<Corruption> inputs = Corruptions.derive(valid, SEED);

        List<Corruption> truncated = of(inputs, Corruption.Kind.TRUNCATED);
        assertThat(truncated).extracting(c -> c.bytes().length).containsExactlyElementsOf(IntStream.range(1, 300).boxed().toList());
        assertThat(truncated).allSatisfy(c -> assertThat(c.bytes()).isEqualTo(Arrays.copyOf(valid, c.bytes().length)));
        assertThat(truncated.get(16).description()).isEqualTo("truncated input (offset 17 of 300)");
        assertThat(truncated.get(16).tag()).isEqualTo("truncated-17");
        assertThat(of(inputs, Corruption.Kind.EMPTY)).singleElement().satisfies(c -> assertThat(c.bytes()).isEmpty());
    }

    @Test
    void largePayload_isTruncatedAtItsEdgesAndASpreadOfTheMiddle() {
        byte[] valid = random(100_000, 2);

        List<Integer> offsets = of(Corruptions.derive(valid, SEED), Corruption.Kind.TRUNCATED).stream().map(c -> c.bytes().length).toList();

        assertThat(offsets).hasSize(Corruptions.SAMPLED_TRUNCATIONS).doesNotHaveDuplicates().isSorted()
                .contains(1, 2, 128, 99_872, 99_999)
                .allSatisfy(offset -> assertThat(offset).isBetween(1, 99_999));
        // spread: every tenth of the payload is cut somewhere
        for (int tenth = 0; tenth < 10; tenth++) {
            int from = tenth * 10_000;
            assertThat(offsets).anySatisfy(offset -> assertThat(offset).isBetween(from, from + 10_000));
        }
    }

    @Test
    void bitFlips_changeOneBitEach() {
        byte[] valid = random(20, 3);

        List<Corruption> flips = of(Corruptions.derive(valid, SEED), Corruption.Kind.BIT_FLIP);

        assertThat(flips).hasSize(160).allSatisfy(c -> assertThat(differingBits(valid, c.bytes())).isEqualTo(1));
        assertThat(flips.get(13).description()).isEqualTo("bit 5 of byte 1 flipped");
        assertThat(of(Corruptions.derive(random(1_000, 4), SEED), Corruption.Kind.BIT_FLIP)).hasSize(Corruptions.BIT_FLIPS);
    }

    @Test
    void bursts_changeEveryByteOfARun() {
        byte[] valid = random(500, 5);

        List<Corruption> bursts = of(Corruptions.derive(valid, SEED), Corruption.Kind.BURST);

        assertThat(bursts).hasSize(Corruptions.BURSTS).allSatisfy(c -> {
            int changed = (int) IntStream.range(0, valid.length).filter(i -> valid[i] != c.bytes()[i]).count();
            assertThat(changed).isBetween(2, 16);
            assertThat(c.description()).isEqualTo(changed + " bytes from offset " + firstChange(valid, c.bytes()) + " overwritten");
        });
    }

    @Test
    void varintLength_isFoundAndInflated() {
        byte[] valid = bytes(new byte[]{3}, "abc".getBytes(StandardCharsets.US_ASCII));

        List<Corruption> prefixes = of(Corruptions.derive(valid, SEED), Corruption.Kind.LENGTH_PREFIX);

        assertThat(prefixes).filteredOn(c -> c.tag().startsWith("varint-0-")).extracting(Corruption::description).containsExactly(
                "varint at offset 0 (value 3) rewritten to 16777216", "varint at offset 0 (value 3) rewritten to 2147483647");
        assertThat(prefixes).filteredOn(c -> c.tag().equals("varint-0-16777216")).singleElement()
                .satisfies(c -> assertThat(c.bytes()).containsExactly(0x80, 0x80, 0x80, 0x08, 'a', 'b', 'c'));
        assertThat(prefixes).filteredOn(c -> c.tag().equals("varint-0-2147483647")).singleElement()
                .satisfies(c -> assertThat(c.bytes()).containsExactly(0xFF, 0xFF, 0xFF, 0xFF, 0x07, 'a', 'b', 'c'));
    }

    @Test
    void multiByteVarint_isFoundWhole() {
        byte[] text = new byte[200];
        Arrays.fill(text, (byte) 'x');
        byte[] valid = bytes(new byte[]{(byte) 0xC8, 0x01}, text);      // 200 as a varint

        assertThat(LengthPrefixes.varints(valid)).first().isEqualTo(new LengthPrefixes.Prefix(0, 2, 200, LengthPrefixes.Encoding.VARINT));
        assertThat(of(Corruptions.derive(valid, SEED), Corruption.Kind.LENGTH_PREFIX)).extracting(Corruption::tag)
                .contains("varint-0-16777216", "varint-0-2147483647");
    }

    @Test
    void fourByteLengths_areFoundInBothByteOrdersAndInflated() {
        byte[] hello = "hello".getBytes(StandardCharsets.US_ASCII);
        byte[] bigEndian = bytes(new byte[]{0, 0, 0, 5}, hello);
        byte[] littleEndian = bytes(new byte[]{5, 0, 0, 0}, hello);

        assertThat(of(Corruptions.derive(bigEndian, SEED), Corruption.Kind.LENGTH_PREFIX))
                .filteredOn(c -> c.tag().equals("int32be-0-16777216")).singleElement().satisfies(c -> {
                    assertThat(c.description()).isEqualTo("4-byte big-endian length at offset 0 (value 5) rewritten to 16777216");
                    assertThat(c.bytes()).containsExactly(1, 0, 0, 0, 'h', 'e', 'l', 'l', 'o');
                });
        assertThat(of(Corruptions.derive(littleEndian, SEED), Corruption.Kind.LENGTH_PREFIX))
                .filteredOn(c -> c.tag().equals("int32le-0-2147483647")).singleElement().satisfies(c -> {
                    assertThat(c.description()).isEqualTo("4-byte little-endian length at offset 0 (value 5) rewritten to 2147483647");
                    assertThat(c.bytes()).containsExactly(0xFF, 0xFF, 0xFF, 0x7F, 'h', 'e', 'l', 'l', 'o');
                });
    }

    @Test
    void valueLargerThanTheBytesLeft_isNoPrefix() {
        byte[] valid = {0, 0, 0, 9, 'h', 'e', 'l', 'l', 'o'};

        assertThat(LengthPrefixes.ints(valid, LengthPrefixes.Encoding.INT32_BE)).isEmpty();
    }

    @Test
    void sameBytesAndSeed_giveTheSameInputs_anotherSeedOthers() {
        byte[] valid = random(50_000, 6);

        List<Corruption> first = Corruptions.derive(valid, SEED);
        List<Corruption> again = Corruptions.derive(valid, SEED);
        List<Corruption> other = Corruptions.derive(valid, SEED + 1);

        assertThat(again).extracting(Corruption::tag).containsExactlyElementsOf(first.stream().map(Corruption::tag).toList());
        assertThat(again).zipSatisfy(first, (a, b) -> assertThat(a.bytes()).isEqualTo(b.bytes()));
        assertThat(other).extracting(Corruption::tag).isNotEqualTo(first.stream().map(Corruption::tag).toList());
    }

    @Test
    void anyPayload_givesAtMostTheBoundedNumberOfInputs() {
        assertThat(Corruptions.derive(random(200_000, 7), SEED)).hasSizeLessThanOrEqualTo(1_809);
        assertThat(Corruptions.derive(new byte[1_025 * 4], SEED)).hasSizeLessThanOrEqualTo(1_809);
        assertThat(Corruptions.derive(new byte[0], SEED)).extracting(Corruption::kind).containsExactly(Corruption.Kind.EMPTY);
    }

    private static List<Corruption> of(List<Corruption> inputs, Corruption.Kind kind) {
        return inputs.stream().filter(c -> c.kind() == kind).toList();
    }

    private static byte[] random(int length, long seed) {
        byte[] bytes = new byte[length];
        new Random(seed).nextBytes(bytes);
        return bytes;
    }

    private static byte[] bytes(byte[] head, byte[] tail) {
        byte[] all = Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    private static int differingBits(byte[] a, byte[] b) {
        int bits = 0;
        for (int i = 0; i < a.length; i++) {
            bits += Integer.bitCount((a[i] ^ b[i]) & 0xFF);
        }
        return bits;
    }

    private static int firstChange(byte[] a, byte[] b) {
        return IntStream.range(0, a.length).filter(i -> a[i] != b[i]).findFirst().orElseThrow();
    }
}
