package dev.serguard.assertj;

import dev.serguard.check.golden.GoldenBytes;
import dev.serguard.check.golden.GoldenFiles;
import dev.serguard.codec.Codec;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CodecAssertGoldenBytesTests {

    record Point(int x, int y) {
    }

    static final Point POINT = new Point(1, 7);

    static final Codec<Point> XY = Codec.of("xy", Point.class,
            p -> ByteBuffer.allocate(8).putInt(p.x()).putInt(p.y()).array(),
            bytes -> new Point(ByteBuffer.wrap(bytes).getInt(), ByteBuffer.wrap(bytes).getInt(4)));

    /** Writes y first: old bytes read back swapped. */
    static final Codec<Point> YX = Codec.of("xy", Point.class,
            p -> ByteBuffer.allocate(8).putInt(p.y()).putInt(p.x()).array(),
            bytes -> new Point(ByteBuffer.wrap(bytes).getInt(4), ByteBuffer.wrap(bytes).getInt()));

    @TempDir
    Path folder;

    Path bin;

    @BeforeEach
    void recordWithXy() throws Exception {
        bin = folder.resolve("xy.SMALL.bin");
        GoldenFiles.write(GoldenBytes.record(XY, Payload.named("Point", "SMALL", POINT), GoldenFiles.DEFAULT_MAX_BYTES, Duration.ofSeconds(10))
                .record().orElseThrow(), bin);
    }

    @Test
    void should_pass_when_the_codec_reads_and_writes_its_golden_bytes() {
        assertThat(XY).readsGoldenBytes(bin).writesGoldenBytes(bin, POINT);
    }

    @Test
    void should_fail_when_old_bytes_read_back_wrong() {
        assertThatThrownBy(() -> assertThat(YX).readsGoldenBytes(bin)).isInstanceOf(AssertionError.class).hasMessage("\n"
                + "Golden bytes (backward) failed for xy · SMALL (Point): " + bin + "\n"
                + "  Point.x  misread: recorded 1, read 7\n"
                + "  Point.y  misread: recorded 7, read 1\n"
                + "  If the change is intended, record the golden bytes anew (-Dserguard.mode=record);"
                + " if not: keep the codec able to read the bytes it wrote before the change.");
    }

    @Test
    void should_fail_when_the_codec_writes_other_bytes() {
        assertThatThrownBy(() -> assertThat(YX).writesGoldenBytes(bin, POINT)).isInstanceOf(AssertionError.class).hasMessage("\n"
                + "Golden bytes (format) changed for xy · SMALL (Point): " + bin + "\n"
                + "  first difference at byte 3 (0x3); recorded 8 bytes, today 8 bytes\n"
                + "  recorded @0x0000: 00 00 00 [01] 00 00 00 07\n"
                + "  today    @0x0000: 00 00 00 [07] 00 00 00 01\n"
                + "  The format is frozen (@WireFormat(FROZEN)): readers not upgraded with this change may not read the new bytes;"
                + " if the change is intended, record the golden bytes anew (-Dserguard.mode=record).");
    }

    @Test
    void should_fail_when_there_are_no_golden_bytes() {
        Path none = folder.resolve("none.bin");

        assertThatThrownBy(() -> assertThat(XY).readsGoldenBytes(none)).isInstanceOf(AssertionError.class).hasMessage("\n"
                + "No golden bytes for xy at " + none + ": record them first (-Dserguard.mode=record in a @SerializationTest, or"
                + " GoldenFiles.write(GoldenBytes.record(codec, payload, GoldenFiles.DEFAULT_MAX_BYTES, limit).record().orElseThrow(), bin)).");
        assertThatThrownBy(() -> assertThat(XY).writesGoldenBytes(none, POINT)).isInstanceOf(AssertionError.class)
                .hasMessageStartingWith("\nNo golden bytes for xy at ");
    }

    @Test
    void should_fail_when_the_golden_bytes_were_damaged() throws Exception {
        Files.write(bin, new byte[] {0, 0, 0, 2, 0, 0, 0, 7});

        assertThatThrownBy(() -> assertThat(XY).writesGoldenBytes(bin, POINT)).isInstanceOf(AssertionError.class)
                .hasMessageStartingWith(("\nGolden bytes unreadable for xy: " + bin + "\n  it does not match its summary (8 bytes, sha-256 "));
    }
}
