package dev.serguard.accuracy;

import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.measure.CodecLoops;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Statistics;
import dev.serguard.measure.TimedLoop;
import dev.serguard.measure.TimingEngine;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.media.MediaContent;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a codec's ratio to the reference workload moves with the reference's own time, for
 * {@code speed}: in each of several fresh JVMs, every built-in codec's serialize and deserialize
 * of MediaContent SMALL are measured together, in quick mode, many times over; each measurement
 * gives each loop's median ratio and the reference's median time. Per loop, the slope of log
 * ratio on log reference time over all measurements is the exponent that
 * {@code dev.serguard.baseline.SpeedScaling} draws recordings towards. The host has to change
 * speed during the run for the slope to be measured; the table says how far it did.
 */
public final class SpeedExponents {

    private SpeedExponents() {
    }

    /** In one JVM: {@code args[0]} measurements, each a line "reference-ns name ratio name ratio …" in {@code args[1]}. */
    public static void main(String[] args) throws Exception {
        BuiltInModel<MediaContent> media = BuiltInPayloads.models().stream().filter(model -> model.type() == MediaContent.class).findFirst()
                .map(model -> (BuiltInModel<MediaContent>) model).orElseThrow();
        MediaContent value = media.payloads(Size.SMALL).get(0).value();
        List<Codec<MediaContent>> codecs = Codecs.builtIns(MediaContent.class, List.of(value)).available();
        TimingEngine engine = new TimingEngine(MeasureSettings.quick());
        List<String> names = new ArrayList<>();
        List<TimedLoop> loops = new ArrayList<>();
        for (Codec<MediaContent> codec : codecs) {
            engine.warmUp(CodecLoops.roundTrip(codec, value));
            names.add(codec.name() + " serialize");
            loops.add(CodecLoops.serialize(codec, value));
            names.add(codec.name() + " deserialize");
            loops.add(CodecLoops.deserialize(codec, codec.serialize(value)));
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Integer.parseInt(args[0]); i++) {
            List<Measurement> measured = engine.measureInterleaved(loops, true);
            out.append(Statistics.of(measured.get(0).rounds().referenceNanosPerOp()).median());
            for (int loop = 0; loop < loops.size(); loop++) {
                out.append('\t').append(names.get(loop)).append('\t').append(measured.get(loop).rounds().relativeToReference().orElseThrow().median());
            }
            out.append('\n');
        }
        Files.writeString(Path.of(args[1]), out, StandardCharsets.UTF_8);
        System.exit(0);
    }

    /** The table: per loop, its exponent and the spread of its log ratio as measured, with its exponent and with {@code prior}. */
    static String table(List<Path> files, double prior) throws Exception {
        List<Double> reference = new ArrayList<>();
        Map<String, List<Double>> ratios = new LinkedHashMap<>();
        for (Path file : files) {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] fields = line.split("\t");
                reference.add(Math.log(Double.parseDouble(fields[0])));
                for (int i = 1; i + 1 < fields.length; i += 2) {
                    ratios.computeIfAbsent(fields[i], name -> new ArrayList<>()).add(Math.log(Double.parseDouble(fields[i + 1])));
                }
            }
        }
        double[] x = reference.stream().mapToDouble(Double::doubleValue).toArray();
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%d measurements in %d JVMs; the reference took %.0f to %.0f ns/op"
                + " (median of each measurement's rounds)%n%n| loop | exponent | sd of log ratio | with its exponent | with %.2f |%n"
                + "|---|---:|---:|---:|---:|%n", x.length, files.size(), Math.exp(Arrays.stream(x).min().orElse(0)),
                Math.exp(Arrays.stream(x).max().orElse(0)), prior));
        List<Double> exponents = new ArrayList<>();
        for (Map.Entry<String, List<Double>> loop : ratios.entrySet()) {
            double[] y = loop.getValue().stream().mapToDouble(Double::doubleValue).toArray();
            double slope = slope(x, y);
            exponents.add(slope);
            out.append(String.format(Locale.ROOT, "| %s | %.2f | %.1f %% | %.1f %% | %.1f %% |%n", loop.getKey(), slope, 100 * sd(x, y, 0),
                    100 * sd(x, y, slope), 100 * sd(x, y, prior)));
        }
        Statistics of = Statistics.of(exponents.stream().mapToDouble(Double::doubleValue).toArray());
        double mean = exponents.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        double spread = Math.sqrt(exponents.stream().mapToDouble(e -> (e - mean) * (e - mean)).sum() / exponents.size());
        out.append(String.format(Locale.ROOT, "%nexponents: %.2f to %.2f, median %.2f, standard deviation %.2f%n", of.min(), of.max(),
                of.median(), spread));
        return out.toString();
    }

    private static double slope(double[] x, double[] y) {
        double meanX = Arrays.stream(x).average().orElse(0);
        double meanY = Arrays.stream(y).average().orElse(0);
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < x.length; i++) {
            sxx += (x[i] - meanX) * (x[i] - meanX);
            sxy += (x[i] - meanX) * (y[i] - meanY);
        }
        return sxx > 0 ? sxy / sxx : 0;
    }

    // The standard deviation of log ratio − exponent × log reference time: how much of the ratio's spread the exponent leaves.
    private static double sd(double[] x, double[] y, double exponent) {
        double[] residual = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            residual[i] = y[i] - exponent * x[i];
        }
        double mean = Arrays.stream(residual).average().orElse(0);
        return Math.sqrt(Arrays.stream(residual).map(r -> (r - mean) * (r - mean)).sum() / residual.length);
    }
}
