package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.RobustnessCheck;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.UntrustedTypesCheck;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * The failures the robustness guide shows (docs/guide/robustness.md), run through the Jupiter
 * engine: a codec of the team's own that allocates what a length prefix asks for, and a mapper
 * with polymorphic default typing that makes a class it was not told about.
 */
class Guide3RobustnessFailureTests {

    @TempDir
    Path reports;

    /** The model of the team's own wire format. */
    record Note(String text, int count) {
    }

    /** The team's own wire format: a varint length, that many UTF-8 bytes, a 4-byte count. */
    static final class NoteWire {

        static final int MAX_TEXT = 64 << 20;

        private NoteWire() {
        }

        static byte[] write(Note note) {
            byte[] text = note.text().getBytes(StandardCharsets.UTF_8);
            ByteBuffer out = ByteBuffer.allocate(5 + text.length + 4);
            for (int value = text.length; ; value >>>= 7) {
                if ((value & ~0x7F) == 0) {
                    out.put((byte) value);
                    break;
                }
                out.put((byte) (value & 0x7F | 0x80));
            }
            out.put(text).putInt(note.count());
            return Arrays.copyOf(out.array(), out.position());
        }

        // docs:robustness-reads
        static Note readTrusting(byte[] bytes) throws IOException {
            ByteBuffer in = ByteBuffer.wrap(bytes);
            int length = readVarint(in);
            if (length < 0 || length > MAX_TEXT) {               // a limit, but not the bytes that are there
                throw new IOException("a text of " + length + " bytes");
            }
            byte[] text = new byte[length];                      // 16 MB for a 45-byte input that asks for them
            in.get(text);
            return new Note(new String(text, StandardCharsets.UTF_8), in.getInt());
        }

        static Note readChecking(byte[] bytes) throws IOException {
            ByteBuffer in = ByteBuffer.wrap(bytes);
            int length = readVarint(in);
            if (length < 0 || length > in.remaining()) {         // no more than the bytes left
                throw new IOException("a text of " + length + " bytes, " + in.remaining() + " left");
            }
            byte[] text = new byte[length];
            in.get(text);
            return new Note(new String(text, StandardCharsets.UTF_8), in.getInt());
        }
        // docs:end

        private static int readVarint(ByteBuffer in) throws IOException {
            int value = 0;
            for (int shift = 0; shift < 35; shift += 7) {
                if (!in.hasRemaining()) {
                    throw new EOFException("end of input in a varint");
                }
                int b = in.get() & 0xFF;
                value |= (b & 0x7F) << shift;
                if ((b & 0x80) == 0) {
                    return value;
                }
            }
            throw new IOException("varint longer than 5 bytes");
        }
    }

    static class NotesTestCase {

        static Stream<Codec<Note>> codecs() {
            return Stream.of(
                    Codec.of("trusting", Note.class, NoteWire::write, NoteWire::readTrusting),
                    Codec.of("checking", Note.class, NoteWire::write, NoteWire::readChecking));
        }

        static Note payload(Size size, Random random) {
            return new Note("abcdefghijklmnopqrstuvwxyzabcdefghijklmn", 7);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @RobustnessCheck
        void notes() {
        }
    }

    @Test
    void codecThatAllocatesWhatALengthPrefixAsksFor_failsItsInvocation_andItsInputIsSaved() {
        EngineExecutionResults results = run(NotesTestCase.class);

        Path saved = reports.resolve("robustness").resolve("trusting.SMALL.varint-0-16777216.bin");
        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents()
                .haveExactly(1, event(displayName("checking · SMALL (Note, 45 B)"), finishedSuccessfully()))
                .haveExactly(1, event(displayName("trusting · SMALL (Note, 45 B)"), finishedWithFailure(instanceOf(AssertionError.class),
                        message(m -> m.startsWith("Robustness check failed for trusting · SMALL (Note): deserialize of varint at offset 0"
                                + " (value 40) rewritten to 16777216 allocated 16.8 MB, over its 16.0 MB bound\n")
                                && m.contains("\n  bounds per input: 1.0 s and 16.0 MB (the larger of 1.0 s and 1 000× the valid input's time;"
                                + " of 16.0 MB and 100× its allocation)\n")
                                && m.contains("\n  The codec allocates what the input asks for: check a length or count against the bytes left"
                                + " (or a limit) before allocating.\n")
                                && m.contains("\n  to reproduce: codec.deserialize(Files.readAllBytes(Path.of(\"" + saved + "\")))\n")
                                && m.endsWith("\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=trusting -Dserguard.sizes=SMALL")))));
        assertThat(saved).isRegularFile();
    }

    static class DefaultTypingTestCase {

        static Stream<Codec<Order>> codecs() {
            // docs:untrusted-failing
            ObjectMapper typed = new ObjectMapper()
                    .activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL);
            return Stream.of(JacksonCodecs.json("json-typed", typed, Order.class));
            // docs:end
        }

        static Order payload(Size size, Random random) {
            return Order.random(random, size.nominalJsonBytes() / 60);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @UntrustedTypesCheck
        void orders() {
        }
    }

    @Test
    void mapperWithDefaultTypingAndNoValidator_failsNamingTheClassAndTheFix() {
        EngineExecutionResults results = run(DefaultTypingTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(instanceOf(AssertionError.class), message("""
                Untrusted-types check failed for json-typed · SMALL (Order)
                  instantiated  dev.serguard.check.untrusted.UntrustedTypeProbe, a class it was not told about
                  offered as    the mapper's own writing of the probe in an Object field
                  closes it     turn polymorphic default typing off (no activateDefaultTyping), or give activateDefaultTyping\
                 a PolymorphicTypeValidator that allows only your model's packages:\
                 BasicPolymorphicTypeValidator.builder().allowIfSubType("com.example.model.").build()
                  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=json-typed -Dserguard.sizes=SMALL"""))));
    }

    // Check mode: the checks without timing; reports in a folder of the test's.
    private EngineExecutionResults run(Class<?> testCase) {
        return EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(testCase))
                .execute();
    }
}
