package dev.serguard.accuracy;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
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
 * Arguments: {@code full|quick}, the output file, and optionally the payloads (comma-separated,
 * {@link Cells#PAYLOADS} otherwise) and the codecs (comma-separated, all otherwise).
 */
public final class SerguardSide {

    private SerguardSide() {
    }

    public static void main(String[] args) throws Exception {
        MeasureSettings settings = (args[0].equals("full") ? MeasureSettings.full() : MeasureSettings.quick()).withoutRoundTrip();
        List<SerializationResult<?>> results = new ArrayList<>();
        List<String> payloads = args.length > 2 ? List.of(args[2].split(",")) : Cells.PAYLOADS;
        List<Codec<MediaContent>> codecs = Cells.codecs().available().stream()
                .filter(codec -> args.length <= 3 || List.of(args[3].split(",")).contains(codec.name())).toList();
        for (Payload<MediaContent> payload : Cells.payloads()) {
            if (payloads.contains(payload.label())) {
                results.addAll(Serguard.compare(codecs, payload, settings));
            }
        }
        JmhJsonReport.write(results, settings, Path.of(args[1]));
    }
}
