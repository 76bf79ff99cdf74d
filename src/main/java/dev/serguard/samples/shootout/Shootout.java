package dev.serguard.samples.shootout;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.internal.Settings;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.report.ConsoleTable;
import dev.serguard.report.HtmlReport;
import dev.serguard.report.JmhJsonReport;
import dev.serguard.report.RunPart;
import dev.serguard.samples.BuiltInPayloads;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * serguard's main job: every codec serguard knows that is available on the class path over every built-in
 * payload at every size class, side by side; prints the table and writes it, with the same
 * results as JMH-format JSON and as an HTML page of charts, to the output folder: a run part
 * ({@link RunPart}) rendered by the reports of a test run.
 *
 * <pre>{@code
 * java -cp ... dev.serguard.samples.shootout.Shootout target/serguard      # -Dserguard.mode=full for longer timing
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Shootout {

    private final MeasureSettings settings;
    private final PrintStream out;
    private final List<SerializationResult<?>> results = new ArrayList<>();
    private final List<SkippedCodec> skipped = new ArrayList<>();

    public Shootout(MeasureSettings settings, PrintStream out) {
        this.settings = settings;
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "target/serguard");
        String mode = System.getProperty(Settings.MODE.key(), "quick");
        MeasureSettings settings = switch (mode) {
            case "full" -> MeasureSettings.full();
            case "quick" -> MeasureSettings.quick();
            default -> throw new IllegalArgumentException(Settings.MODE.key() + " must be quick or full for the shootout, but was " + mode);
        };
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        long start = System.nanoTime();
        Shootout shootout = new Shootout(settings, out);
        List<Survey<?>> surveys = BuiltInPayloads.models().stream().<Survey<?>>map(shootout::survey).toList();
        surveys.forEach(Survey::warmUp);
        surveys.forEach(survey -> survey.runIn(shootout));
        // The run as one part, rendered by the reports a test run's parts are.
        RunPart part = RunPart.of("shootout", shootout.results, shootout.skipped, settings);
        out.print(ConsoleTable.footer(part));
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("shootout.txt"), ConsoleTable.format(part), StandardCharsets.UTF_8);
        JmhJsonReport.write(part, folder.resolve("shootout.json"));
        HtmlReport.write("shootout", List.of(part), Clock.systemDefaultZone(), folder.resolve("shootout.html"));
        out.printf(Locale.ROOT, "%d results (%s mode, %s) in %.1f s; written to %s, %s and %s%n", shootout.results.size(), mode,
                Runtime.version(), (System.nanoTime() - start) / 1e9, folder.resolve("shootout.txt"), folder.resolve("shootout.json"),
                folder.resolve("shootout.html"));
        if (shootout.results.stream().anyMatch(r -> !r.passed())) {
            System.exit(1);
        }
    }

    /** Every codec serguard knows for {@code model}, over its payloads at every size class. */
    <T> Survey<T> survey(BuiltInModel<T> model) {
        List<Payload<T>> payloads = model.payloads(Size.values());
        CodecSet<T> codecs = Codecs.everyFormat(model.type(), payloads.stream().map(Payload::value).toList());
        codecs.skipped().forEach(s -> skipped.add(new SkippedCodec(s.name(), model.name() + ": " + s.reason())));
        return new Survey<>(codecs.available(), payloads);
    }

    /** Codecs and the payloads they run over. */
    record Survey<T>(List<Codec<T>> codecs, List<Payload<T>> payloads) {

        private static final long WARM_UP_NANOS = 25_000_000;

        /**
         * Round trips every codec over every payload up to {@code MEDIUM} for a moment before
         * anything is timed, as JMH's bulk warm-up does: on two cores the JIT otherwise still
         * compiles the code of the codecs measured later while the first ones are timed, and those
         * come out slow. {@code LARGE} and {@code HUGE} run the same code, and one round trip of
         * theirs can take longer than the moment (a second for YAML): they warm up when measured.
         */
        void warmUp() {
            for (Codec<T> codec : codecs) {
                for (Payload<T> payload : payloads) {
                    if (payload.size().filter(size -> size.compareTo(Size.MEDIUM) > 0).isPresent()) {
                        continue;
                    }
                    long end = System.nanoTime() + WARM_UP_NANOS;
                    try {
                        for (int i = 0; i < 10_000 && System.nanoTime() - end < 0; i++) {
                            codec.deserialize(codec.serialize(payload.value()));
                        }
                    } catch (Exception | LinkageError e) {
                        // reported where it counts: when this codec is measured
                    }
                }
            }
        }

        void runIn(Shootout shootout) {
            shootout.run(codecs, payloads);
        }
    }

    /** Runs every codec over every payload, printing a block per payload; a failing codec does not stop the others. */
    public <T> List<SerializationResult<T>> run(List<Codec<T>> codecs, List<Payload<T>> payloads) {
        List<SerializationResult<T>> done = new ArrayList<>();
        for (Payload<T> payload : payloads) {
            List<SerializationResult<T>> block = Serguard.compare(codecs, payload, settings.withoutRoundTrip());
            out.print(ConsoleTable.block(payload.toString(), block));
            out.println();
            done.addAll(block);
        }
        results.addAll(done);
        return done;
    }
}
