package dev.serguard.check.robust;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The corrupted inputs derived from a payload's valid bytes, the same for the same bytes and seed:
 * <ul>
 * <li>the empty input;</li>
 * <li>the bytes truncated at every offset when there are at most {@value #ALL_TRUNCATIONS_UP_TO}
 *     of them, else at {@value #SAMPLED_TRUNCATIONS} offsets: the first and last 128 and the rest
 *     spread over the middle;</li>
 * <li>single bit flips: every bit up to {@value #BIT_FLIPS} bits, else {@value #BIT_FLIPS}
 *     sampled; and {@value #BURSTS} bursts of 2 to 16 bytes overwritten with random ones;</li>
 * <li>length and count prefixes found by scanning (up to {@value #VARINT_PREFIXES} varints, and
 *     {@value #INT_PREFIXES} each of 4-byte big- and little-endian lengths; see
 *     {@link LengthPrefixes}), each rewritten to 16 Mi and to {@code Integer.MAX_VALUE};</li>
 * <li>{@value #RANDOM_INPUTS} inputs of random bytes, as many as the valid ones.</li>
 * </ul>
 * At most 1 809 inputs per payload, whatever its size.
 *
 * <pre>{@code
 * List<Corruption> inputs = Corruptions.derive(codec.serialize(order), 20130609L);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Corruptions {

    static final int ALL_TRUNCATIONS_UP_TO = 1_024;
    static final int SAMPLED_TRUNCATIONS = 1_024;
    static final int BIT_FLIPS = 256;
    static final int BURSTS = 64;
    static final int VARINT_PREFIXES = 96;
    static final int INT_PREFIXES = 64;
    static final int RANDOM_INPUTS = 16;
    private static final int EDGE = 128;

    private Corruptions() {
    }

    /** Every corrupted input of {@code valid}, in a fixed order, from {@code seed}. */
    public static List<Corruption> derive(byte[] valid, long seed) {
        Random random = new Random(seed);
        int n = valid.length;
        List<Corruption> inputs = new ArrayList<>();
        inputs.add(new Corruption(Corruption.Kind.EMPTY, "empty input", "empty", new byte[0]));
        for (int offset : truncations(n, random)) {
            inputs.add(new Corruption(Corruption.Kind.TRUNCATED, "truncated input (offset " + offset + " of " + n + ")",
                    "truncated-" + offset, Arrays.copyOf(valid, offset)));
        }
        for (long bit : bitFlips(n, random)) {
            int at = (int) (bit / 8);
            int which = (int) (bit % 8);
            byte[] flipped = valid.clone();
            flipped[at] ^= (byte) (1 << which);
            inputs.add(new Corruption(Corruption.Kind.BIT_FLIP, "bit " + which + " of byte " + at + " flipped", "bitflip-" + at + "." + which, flipped));
        }
        for (int i = 0; n >= 2 && i < BURSTS; i++) {
            int length = Math.min(n, 2 + random.nextInt(15));
            int at = random.nextInt(n - length + 1);
            byte[] burst = valid.clone();
            for (int j = at; j < at + length; j++) {
                burst[j] ^= (byte) (1 + random.nextInt(255));      // never 0: every byte of the burst changes
            }
            inputs.add(new Corruption(Corruption.Kind.BURST, length + " bytes from offset " + at + " overwritten", "burst-" + at + "-" + length, burst));
        }
        List<LengthPrefixes.Prefix> prefixes = new ArrayList<>(varints(valid, random));
        prefixes.addAll(sample(LengthPrefixes.ints(valid, LengthPrefixes.Encoding.INT32_BE), INT_PREFIXES, random));
        prefixes.addAll(sample(LengthPrefixes.ints(valid, LengthPrefixes.Encoding.INT32_LE), INT_PREFIXES, random));
        for (LengthPrefixes.Prefix prefix : prefixes) {
            for (int huge : new int[]{LengthPrefixes.LARGE, LengthPrefixes.HUGEST}) {
                inputs.add(new Corruption(Corruption.Kind.LENGTH_PREFIX, prefix.encoding().label + " at offset " + prefix.offset()
                        + " (value " + prefix.value() + ") rewritten to " + huge,
                        prefix.encoding().name().toLowerCase(java.util.Locale.ROOT).replace("_", "") + "-" + prefix.offset() + "-" + huge,
                        LengthPrefixes.rewrite(valid, prefix, huge)));
            }
        }
        for (int i = 1; n > 0 && i <= RANDOM_INPUTS; i++) {
            byte[] noise = new byte[n];
            random.nextBytes(noise);
            inputs.add(new Corruption(Corruption.Kind.RANDOM, "random bytes #" + i + " (" + n + " bytes)", "random-" + i, noise));
        }
        return inputs;
    }

    // Offsets 1 .. n-1 (0 is the empty input): all of them, or the edges and a spread over the middle.
    private static List<Integer> truncations(int n, Random random) {
        if (n - 1 <= ALL_TRUNCATIONS_UP_TO) {
            List<Integer> all = new ArrayList<>();
            for (int offset = 1; offset < n; offset++) {
                all.add(offset);
            }
            return all;
        }
        TreeSet<Integer> offsets = new TreeSet<>();
        for (int i = 1; i <= EDGE; i++) {
            offsets.add(i);
            offsets.add(n - i);
        }
        int middle = SAMPLED_TRUNCATIONS - offsets.size();
        double step = (double) (n - 2 * EDGE - 1) / middle;
        for (int i = 0; i < middle; i++) {
            offsets.add(EDGE + 1 + (int) (i * step + random.nextDouble() * step));
        }
        while (offsets.size() < SAMPLED_TRUNCATIONS) {         // a collision of two jittered offsets
            offsets.add(EDGE + 1 + random.nextInt(n - 2 * EDGE - 1));
        }
        return new ArrayList<>(offsets);
    }

    // Bit numbers (byte * 8 + bit): all, or BIT_FLIPS distinct ones, in order.
    private static List<Long> bitFlips(int n, Random random) {
        long bits = 8L * n;
        TreeSet<Long> chosen = new TreeSet<>();
        if (bits <= BIT_FLIPS) {
            for (long bit = 0; bit < bits; bit++) {
                chosen.add(bit);
            }
        } else {
            while (chosen.size() < BIT_FLIPS) {
                chosen.add((long) (random.nextDouble() * bits));
            }
        }
        return new ArrayList<>(chosen);
    }

    // Multi-byte varints first: they are rarer in text and more likely real lengths.
    private static List<LengthPrefixes.Prefix> varints(byte[] valid, Random random) {
        List<LengthPrefixes.Prefix> all = LengthPrefixes.varints(valid);
        List<LengthPrefixes.Prefix> multi = all.stream().filter(p -> p.length() > 1).toList();
        List<LengthPrefixes.Prefix> single = all.stream().filter(p -> p.length() == 1).toList();
        List<LengthPrefixes.Prefix> chosen = new ArrayList<>(sample(multi, VARINT_PREFIXES, random));
        chosen.addAll(sample(single, VARINT_PREFIXES - chosen.size(), random));
        chosen.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
        return chosen;
    }

    private static List<LengthPrefixes.Prefix> sample(List<LengthPrefixes.Prefix> found, int most, Random random) {
        if (found.size() <= most) {
            return found;
        }
        List<LengthPrefixes.Prefix> shuffled = new ArrayList<>(found);
        Collections.shuffle(shuffled, random);
        List<LengthPrefixes.Prefix> kept = new ArrayList<>(shuffled.subList(0, most));
        kept.sort((a, b) -> Integer.compare(a.offset(), b.offset()));
        return kept;
    }
}
