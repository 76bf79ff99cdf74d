package dev.serguard.accuracy;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.report.JmhJsonReport;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * serguard's view of the cells, in a JVM of its own as each JMH fork is: every built-in codec over
 * each payload, interleaved, in the given mode; written in JMH's result format.
 * Arguments: {@code full|quick} and the output file.
 */
public final class SerguardSide {

    private SerguardSide() {
    }

    public static void main(String[] args) throws Exception {
        MeasureSettings settings = (args[0].equals("full") ? MeasureSettings.full() : MeasureSettings.quick()).withoutRoundTrip();
        List<SerializationResult<?>> results = new ArrayList<>();
        for (Payload<MediaContent> payload : Cells.payloads()) {
            if (Cells.PAYLOADS.contains(payload.label())) {
                results.addAll(Serguard.compare(Cells.codecs().available(), payload, settings));
            }
        }
        JmhJsonReport.write(results, settings, Path.of(args[1]));
    }
}
