package dev.serguard.baseline;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

class BaselineKeyTests {

    // The names JDK 17 and 25 report for each collector (-XX:+UseParallelGC, …), separated by " | ".
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "G1 Young Generation | G1 Old Generation                                 ; G1",
        "G1 Young Generation | G1 Concurrent GC | G1 Old Generation              ; G1",
        "PS MarkSweep | PS Scavenge                                              ; Parallel",
        "Copy | MarkSweepCompact                                                 ; Serial",
        "ZGC Cycles | ZGC Pauses                                                 ; ZGC",
        "ZGC Minor Cycles | ZGC Minor Pauses | ZGC Major Cycles | ZGC Major Pauses ; ZGC",
        "Shenandoah Pauses | Shenandoah Cycles                                   ; Shenandoah",
        "Epsilon Heap                                                            ; Epsilon",
        "Some Vendor GC | Its Other Half                                         ; Some Vendor GC + Its Other Half",
    })
    void gc_mapsTheJvmsCollectorNamesToAShortStableName(String names, String gc) {
        assertThat(BaselineKey.gc(Arrays.stream(names.split("\\|")).map(String::strip).toList())).isEqualTo(gc);
    }

    @Test
    void gc_withNoCollectorReported_saysSo() {
        assertThat(BaselineKey.gc(List.of())).isEqualTo("no collector reported");
    }

    @Test
    void current_isThisJvmsFeatureVersionAndAKnownCollector() {
        BaselineKey here = BaselineKey.current(BaselineKey.Mode.FULL);

        assertThat(here.jdk()).hasValue(Runtime.version().feature());
        assertThat(here.mode()).hasValue(BaselineKey.Mode.FULL);
        assertThat(here.known()).isTrue();
        assertThat(here.describe()).startsWith("JDK " + Runtime.version().feature() + ", ").endsWith(", full");
    }

    @Test
    void describe_isOneLine() {
        assertThat(BaselineKey.of(17, "G1", BaselineKey.Mode.QUICK).describe()).isEqualTo("JDK 17, G1, quick");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "serguard record mode (quick timing), JDK 17.0.15+6-Debian-1deb12u1, Linux amd64, 2 cores | JDK 17, GC unknown, quick",
        "serguard record mode (full timing), JDK 25+36-LTS, Linux amd64, 2 cores                  | JDK 25, GC unknown, full",
        "recorded by hand                                                                          | JDK unknown, GC unknown, mode unknown",
    })
    void described_readsWhatAnOlderFilesRecordedWithNames(String recordedWith, String key) {
        assertThat(BaselineKey.described(recordedWith).describe()).isEqualTo(key);
        assertThat(BaselineKey.described(recordedWith).known()).isFalse();
    }

    @Test
    void described_keepsTheJdkAsANumber() {
        assertThat(BaselineKey.described("JDK 21.0.2")).isEqualTo(new BaselineKey(OptionalInt.of(21), Optional.empty(), Optional.empty()));
    }
}
