package dev.serguard.measure;

import dev.serguard.measure.internal.SerializeLoop;
import dev.serguard.codec.Codec;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CodecLoopsTests {

    private final List<String> calls = new ArrayList<>();

    private final Codec<String> utf8 = Codec.of("utf8", String.class, text -> {
        calls.add("serialize " + text);
        return text.getBytes(StandardCharsets.UTF_8);
    }, bytes -> {
        calls.add("deserialize " + bytes.length);
        return new String(bytes, StandardCharsets.UTF_8);
    });

    @Test
    void everyLoop_isAClassOfItsOwnWithTheTemplatesName() {
        TimedLoop first = CodecLoops.serialize(utf8, "a");
        TimedLoop second = CodecLoops.serialize(utf8, "b");

        assertThat(first.getClass()).isNotSameAs(second.getClass()).isNotSameAs(SerializeLoop.class);
        assertThat(first.getClass().getName()).isEqualTo(second.getClass().getName()).isEqualTo(SerializeLoop.class.getName());
    }

    @Test
    void loops_runTheirOperationCountTimes() throws Exception {
        Blackhole blackhole = new Blackhole();

        CodecLoops.serialize(utf8, "ab").run(2, blackhole);
        CodecLoops.deserialize(utf8, new byte[3]).run(1, blackhole);
        CodecLoops.roundTrip(utf8, "c").run(1, blackhole);

        assertThat(calls).containsExactly("serialize ab", "serialize ab", "deserialize 3", "serialize c", "deserialize 1");
    }
}
