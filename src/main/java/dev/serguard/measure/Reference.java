package dev.serguard.measure;

/**
 * A fixed reference workload, timed in every sampling round next to the codecs, so that a codec's
 * time can be expressed as a ratio to it ({@link Rounds#relativeToReference()}). Whatever slows
 * the machine at that moment (a neighbour's build, a throttled host, a slower CI runner) slows
 * both alike, and the ratio stays: a baseline records ratios, not nanoseconds.
 *
 * <pre>{@code
 * TimedLoop reference = Reference.loop();
 * }</pre>
 *
 * <p>The work is a small codec of its own: it writes a chain of four records (strings with
 * non-ASCII characters, integers, a double, an array of strings, a flag) field by field through
 * one writer object per field, called through an interface as a codec calls its property
 * serializers, into a growing byte array as variable-length integers and UTF-8; then reads them
 * back into fresh records and strings. That is what a codec spends its time on: virtual calls,
 * short strings, bytes, and the allocation of small objects. A codec's time divided by it moves
 * about half as much from one JVM to the next as divided by a workload of arithmetic, sorting and
 * hashing over arrays (which serguard used before), and
 * hardly moves next to a busy neighbour: the host's memory, allocation and garbage collection
 * slow it as they slow codecs. Its own code is written out here, so that what else the test run
 * compiles does not change how the JIT compiles it. Its limits: it follows what codecs do on
 * average, not what one codec leans on most; and another JDK or garbage collector changes codec
 * times in ways it does not share (baselines are therefore kept per JDK, collector and mode).
 */
final class Reference {

    /**
     * Which workload this is; a baseline's ratios to another version of it are not compared. 2:
     * the codec-like round trip; 1 (files without a version): arithmetic, sorting and hashing.
     */
    static final int VERSION = 2;

    private static final int SEEDS = 64;
    private static final Record[] CHAINS = chains();

    // One instance: the engine warms it up once per JVM.
    private static final TimedLoop LOOP = (count, blackhole) -> {
        for (long i = 0; i < count; i++) {
            blackhole.consume(work((int) (i & (SEEDS - 1))));
        }
    };

    private Reference() {
    }

    /** The workload as a timed loop, each operation on the next of 64 fixed chains; always the same instance. */
    public static TimedLoop loop() {
        return LOOP;
    }

    /**
     * One operation, some 2 µs of work on a 2020s server core: writes one chain of records and reads
     * it back. Returns a checksum, the same for the same seed on every machine, which the caller
     * must consume.
     */
    public static long work(int seed) {
        Output out = new Output();
        for (Record record = CHAINS[seed & (SEEDS - 1)]; record != null; record = record.next) {
            out.varint(1);
            for (Field field : Field.ALL) {
                field.write(record, out);
            }
        }
        out.varint(0);
        Input in = new Input(out.bytes);
        long sum = out.length;
        Record read = null;
        while (in.varint() != 0) {
            Record record = new Record();
            for (Field field : Field.ALL) {
                field.read(record, in);
            }
            record.next = read;
            read = record;
            sum = sum * 31 + record.id + record.name.length() + record.tags.length + record.tags[2].charAt(record.tags[2].length() - 1);
        }
        return sum;
    }

    /** One record of a chain, as a codec's object graph holds it. */
    private static final class Record {
        String name;
        int id;
        long stamp;
        double price;
        String[] tags;
        boolean flag;
        Record next;
    }

    // 64 chains of 4 records, from a fixed linear congruential sequence.
    private static Record[] chains() {
        Record[] chains = new Record[SEEDS];
        long x = 0x9E3779B97F4A7C15L;
        for (int seed = 0; seed < SEEDS; seed++) {
            Record head = null;
            for (int i = 0; i < 4; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
                Record record = new Record();
                record.name = "record-" + seed + "-" + i + (i == 2 ? "-\u00e9t\u00e9" : "");
                record.id = (int) (x >>> 32);
                record.stamp = x >>> (x & 31);
                record.price = (x >>> 11) * 0x1.0p-53 * 100;
                record.tags = new String[] {"alpha" + seed, "beta", "gamma-\u4e2d" + i};
                record.flag = (x & 1) == 0;
                record.next = head;
                head = record;
            }
            chains[seed] = head;
        }
        return chains;
    }

    /** Writes and reads one field, as a codec's property serializer does: six of them, called through this interface. */
    private interface Field {

        Field[] ALL = {new Name(), new Id(), new Stamp(), new Price(), new Tags(), new Flag()};

        void write(Record record, Output out);

        void read(Record record, Input in);
    }

    private static final class Name implements Field {
        public void write(Record record, Output out) {
            out.string(record.name);
        }

        public void read(Record record, Input in) {
            record.name = in.string();
        }
    }

    private static final class Id implements Field {
        public void write(Record record, Output out) {
            out.varint(record.id & 0xFFFFFFFFL);
        }

        public void read(Record record, Input in) {
            record.id = (int) in.varint();
        }
    }

    private static final class Stamp implements Field {
        public void write(Record record, Output out) {
            out.varint(record.stamp);
        }

        public void read(Record record, Input in) {
            record.stamp = in.varint();
        }
    }

    private static final class Price implements Field {
        public void write(Record record, Output out) {
            out.varint(Double.doubleToRawLongBits(record.price));
        }

        public void read(Record record, Input in) {
            record.price = Double.longBitsToDouble(in.varint());
        }
    }

    private static final class Tags implements Field {
        public void write(Record record, Output out) {
            out.varint(record.tags.length);
            for (String tag : record.tags) {
                out.string(tag);
            }
        }

        public void read(Record record, Input in) {
            String[] tags = new String[(int) in.varint()];
            for (int i = 0; i < tags.length; i++) {
                tags[i] = in.string();
            }
            record.tags = tags;
        }
    }

    private static final class Flag implements Field {
        public void write(Record record, Output out) {
            out.varint(record.flag ? 1 : 0);
        }

        public void read(Record record, Input in) {
            record.flag = in.varint() != 0;
        }
    }

    /** A growing byte array: variable-length integers and UTF-8, as binary codecs write them. */
    private static final class Output {
        byte[] bytes = new byte[64];
        int length;

        private void ensure(int more) {
            if (length + more > bytes.length) {
                byte[] grown = new byte[Math.max(bytes.length * 2, length + more)];
                System.arraycopy(bytes, 0, grown, 0, length);
                bytes = grown;
            }
        }

        void varint(long value) {
            ensure(10);
            long v = value;
            while ((v & ~0x7FL) != 0) {
                bytes[length++] = (byte) ((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            bytes[length++] = (byte) v;
        }

        void string(String s) {
            int chars = s.length();
            varint(chars);
            ensure(chars * 3);
            for (int i = 0; i < chars; i++) {
                char c = s.charAt(i);
                if (c < 0x80) {
                    bytes[length++] = (byte) c;
                } else if (c < 0x800) {
                    bytes[length++] = (byte) (0xC0 | c >> 6);
                    bytes[length++] = (byte) (0x80 | c & 0x3F);
                } else {
                    bytes[length++] = (byte) (0xE0 | c >> 12);
                    bytes[length++] = (byte) (0x80 | c >> 6 & 0x3F);
                    bytes[length++] = (byte) (0x80 | c & 0x3F);
                }
            }
        }
    }

    /** Reads what {@link Output} wrote. */
    private static final class Input {
        private final byte[] bytes;
        private int at;

        Input(byte[] bytes) {
            this.bytes = bytes;
        }

        long varint() {
            long v = 0;
            for (int shift = 0; ; shift += 7) {
                byte b = bytes[at++];
                v |= (long) (b & 0x7F) << shift;
                if (b >= 0) {
                    return v;
                }
            }
        }

        String string() {
            char[] chars = new char[(int) varint()];
            for (int i = 0; i < chars.length; i++) {
                int c = bytes[at++] & 0xFF;
                if (c < 0x80) {
                    chars[i] = (char) c;
                } else if (c < 0xE0) {
                    chars[i] = (char) ((c & 0x1F) << 6 | bytes[at++] & 0x3F);
                } else {
                    chars[i] = (char) ((c & 0x0F) << 12 | (bytes[at++] & 0x3F) << 6 | bytes[at++] & 0x3F);
                }
            }
            return new String(chars);
        }
    }
}
