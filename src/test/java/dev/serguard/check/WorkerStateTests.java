package dev.serguard.check;

import dev.serguard.codec.Codec;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The thread-safety check's workers and expectations keep their state to themselves. */
class WorkerStateTests {

    private static final Codec<String> UTF8 = Codec.of("utf8", String.class,
            text -> text.getBytes(StandardCharsets.UTF_8), bytes -> new String(bytes, StandardCharsets.UTF_8));

    @Test
    void stressWorkerAndExpected_haveNoFieldOthersCanWrite() {
        for (Class<?> type : List.of(StressWorker.class, StressWorker.Tally.class, Expected.class)) {
            assertThat(Arrays.stream(type.getDeclaredFields()).filter(field -> !Modifier.isStatic(field.getModifiers()))
                    .filter(field -> !Modifier.isPrivate(field.getModifiers())).map(Field::getName))
                    .as("fields of %s that are not private", type.getSimpleName()).isEmpty();
        }
    }

    @Test
    void expected_handsOutWhatItMeasuredWithoutLettingItChange() {
        Expected<String> expected = new Expected<String>((a, b) -> Optional.empty()).measure(UTF8, List.of("a", "bc"), Long.MAX_VALUE);

        assertThat(expected.size()).isEqualTo(2);
        assertThat(expected.value(1)).isEqualTo("bc");
        assertThat(expected.bytes(1)).containsExactly('b', 'c');
        assertThat(expected.firstFailure()).isEmpty();
        assertThatThrownBy(() -> expected.churn().add(null)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void finishedWorker_tallyIsAnImmutableCopy() {
        Expected<String> expected = new Expected<String>((a, b) -> Optional.empty()).measure(UTF8, List.of("a", "bc"), Long.MAX_VALUE);
        CountDownLatch go = new CountDownLatch(0);
        Meetings meetings = new Meetings(Long.MAX_VALUE, 0, 0);
        StressWorker<String> worker = new StressWorker<>(0, UTF8, expected, 10, new CountDownLatch(1), go, meetings);
        meetings.startNow(60_000_000_000L);

        worker.run();
        StressWorker.Tally tally = worker.tally();

        assertThat(tally.roundTrips()).isEqualTo(10);
        assertThat(tally.wrongValues()).isZero();
        assertThat(tally.firstException()).isEmpty();
        assertThatThrownBy(() -> tally.exceptions().put("x", 1L)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> tally.suspects().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}
