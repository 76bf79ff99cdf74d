package dev.serguard.samples.shootout;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ShootoutTests {

    private static final MeasureSettings SHORT = MeasureSettings.quick()
            .withWarmupMinOps(0).withWarmupMax(Duration.ofMillis(2)).withSampleTarget(Duration.ofMillis(1)).withSamples(3);

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final Shootout shootout = new Shootout(SHORT, new PrintStream(printed, true, StandardCharsets.UTF_8));

    private static final Codec<String> UTF8 = Codec.of("utf8", String.class,
            text -> text.getBytes(StandardCharsets.UTF_8), bytes -> new String(bytes, StandardCharsets.UTF_8));

    private static final Codec<String> THROWING = Codec.of("throwing", String.class,
            text -> {
                throw new UnsupportedOperationException("cannot write " + text.length() + " chars");
            }, bytes -> "");

    @Test
    void throwingCodec_isReportedAndTheOthersStillRun() {
        List<Payload<String>> payloads = List.of(Payload.named("String", "short", "abc"), Payload.named("String", "long", "abc".repeat(100)));

        List<SerializationResult<String>> results = shootout.run(List.of(THROWING, UTF8), payloads);

        assertThat(results).extracting(SerializationResult::title, SerializationResult::passed).containsExactly(
                org.assertj.core.groups.Tuple.tuple("throwing · short (String)", false),
                org.assertj.core.groups.Tuple.tuple("utf8 · short (String)", true),
                org.assertj.core.groups.Tuple.tuple("throwing · long (String)", false),
                org.assertj.core.groups.Tuple.tuple("utf8 · long (String)", true));
        assertThat(results.get(3).serializedBytes()).hasValue(300);
        String table = printed.toString(StandardCharsets.UTF_8);
        assertThat(table).contains("String · long\ncodec ").containsPattern("\nutf8 +\\d+ +(±\\d+\\.\\d|-\\d+\\.\\d/\\+\\d+(\\.\\d)?)% ")
                .contains("throwing           FAILED (threw, see below)");
    }
}
