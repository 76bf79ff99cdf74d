package dev.serguard.config;

import dev.serguard.budget.Metric;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import static org.apiguardian.api.API.Status.INTERNAL;

/** What record mode records ({@code serguard.record}): every part by default. */
@API(status = INTERNAL, since = "0.4")
public enum Recorded {
    /** serialized and deflated sizes */
    SIZES(Metric.SIZE, Metric.DEFLATED_SIZE),
    /** bytes allocated per operation, from this JVM alone: exact once compiled */
    ALLOCATION(Metric.SERIALIZE_ALLOCATION, Metric.DESERIALIZE_ALLOCATION),
    /** times, from this JVM and fresh ones */
    TIMES(Metric.SERIALIZE_TIME, Metric.DESERIALIZE_TIME, Metric.ROUND_TRIP_TIME),
    /** golden bytes */
    GOLDEN;

    private final Set<Metric> metrics;

    Recorded(Metric... metrics) {
        this.metrics = metrics.length == 0 ? Set.of() : EnumSet.copyOf(List.of(metrics));
    }

    /** The baseline metrics that {@code parts} record; empty where they record golden bytes only. */
    public static Set<Metric> metrics(Set<Recorded> parts) {
        Set<Metric> metrics = EnumSet.noneOf(Metric.class);
        parts.forEach(part -> metrics.addAll(part.metrics));
        return metrics;
    }

    /**
     * {@code serguard.record=sizes,golden}: the parts record mode records, every one where not
     * given. Strict, as a typo here would record what was not meant and say nothing.
     */
    public static Set<Recorded> read(Optional<String> value) {
        if (value.isEmpty()) {
            return EnumSet.allOf(Recorded.class);
        }
        Set<Recorded> parts = EnumSet.noneOf(Recorded.class);
        for (String name : SettingValues.names(value)) {
            Recorded part = Arrays.stream(values()).filter(p -> p.key().equals(name.toLowerCase(Locale.ROOT))).findFirst()
                    .orElseThrow(() -> Misconfiguration.setting(Settings.RECORD.key(), value.get(), "names \"" + name
                            + "\", which is not one of sizes, allocation, times, golden", "give those to record, comma-separated (sizes,golden"
                            + " records sizes and golden bytes anew and keeps the recorded times), or leave it out to record all"));
            parts.add(part);
        }
        if (parts.isEmpty()) {
            throw Misconfiguration.setting(Settings.RECORD.key(), value.get(), "names nothing to record", "give some of sizes,"
                    + " allocation, times, golden, comma-separated, or leave it out to record all");
        }
        return parts;
    }

    private String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
