package com.example.unsafe;

import java.util.List;
import java.util.UUID;

/** A plain class with primitive fields: the fields Kryo reads through Unsafe when it may. */
public class Reading {

    private UUID sensor;
    private long takenAtMillis;
    private double value;
    private int quality;
    private List<String> tags;

    Reading() {
    }

    Reading(UUID sensor, long takenAtMillis, double value, int quality, List<String> tags) {
        this.sensor = sensor;
        this.takenAtMillis = takenAtMillis;
        this.value = value;
        this.quality = quality;
        this.tags = tags;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Reading r && sensor.equals(r.sensor) && takenAtMillis == r.takenAtMillis
                && Double.compare(value, r.value) == 0 && quality == r.quality && tags.equals(r.tags);
    }

    @Override
    public int hashCode() {
        return sensor.hashCode() ^ Long.hashCode(takenAtMillis);
    }
}
