package dev.serguard.samples.robustness;

import dev.serguard.check.robust.Robustness;
import dev.serguard.check.robust.RobustnessReport;
import dev.serguard.check.robust.RobustnessSettings;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.internal.Numbers;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Runs the robustness check with its default bounds over every built-in codec available on the
 * class path, on MediaContent's {@code media.1} and {@code LARGE} payloads, and prints a markdown
 * table of what each did with the corrupted inputs; writes it, with the failure messages, to
 * {@code robustness.md} in the output folder, and the offending inputs under
 * {@code robustness/} there.
 *
 * <pre>{@code
 * ./mvnw -q compile exec:exec@robustness          # java -cp ... dev.serguard.samples.robustness.RobustnessTable target/serguard
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class RobustnessTable {

    private RobustnessTable() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "target/serguard");
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        @SuppressWarnings("unchecked")
        BuiltInModel<Object> media = (BuiltInModel<Object>) BuiltInPayloads.models().get(0);
        List<Payload<Object>> payloads = media.payloads(Size.LARGE);
        CodecSet<Object> codecs = Codecs.everyFormat(media.type(), payloads.stream().map(Payload::value).toList());
        RobustnessSettings settings = RobustnessSettings.defaults().withFolder(folder.resolve("robustness"));
        StringBuilder table = new StringBuilder();
        table.append("| codec | payload | inputs tried | rejected | read back equal | read back different | slowest | most allocated | failures | check took |\n");
        table.append("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        out.print(table);
        List<String> messages = new ArrayList<>();
        long start = System.nanoTime();
        for (Payload<Object> payload : payloads) {
            for (Codec<Object> codec : codecs.available()) {
                long began = System.nanoTime();
                RobustnessReport report = Robustness.check(codec, payload, settings);
                String row = row(codec, payload, report, System.nanoTime() - began);
                out.print(row);
                table.append(row);
                report.failureMessage().ifPresent(messages::add);
            }
        }
        String machine = Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version() + ", " + System.getProperty("os.name")
                + " " + System.getProperty("os.arch");
        String footer = String.format(Locale.ROOT, "%n%d codecs × %d payloads in %.1f s on %s; skipped: %s%n", codecs.available().size(),
                payloads.size(), (System.nanoTime() - start) / 1e9, machine,
                codecs.skipped().isEmpty() ? "none" : String.join(", ", codecs.skipped().stream().map(s -> s.name() + " (" + s.reason() + ")").toList()));
        out.print(footer);
        messages.forEach(message -> out.println("\n" + message));
        Files.createDirectories(folder);
        Path file = folder.resolve("robustness.md");
        Files.writeString(file, table + footer + (messages.isEmpty() ? "" : "\n```\n" + String.join("\n\n", messages) + "\n```\n"), StandardCharsets.UTF_8);
        out.println("written to " + file);
    }

    private static String row(Codec<?> codec, Payload<?> payload, RobustnessReport r, long tookNanos) {
        if (r.notChecked().isPresent()) {
            return "| " + codec.name() + " | " + payload.label() + " | not checked: " + r.notChecked().get() + " | | | | | | | |\n";
        }
        return "| " + String.join(" | ", codec.name(), payload.label(), Numbers.grouped(r.tried()), Numbers.grouped(r.rejected()),
                Numbers.grouped(r.readBackEqual()), Numbers.grouped(r.readBackDifferent()), RobustnessReport.nanos(r.slowestNanos()),
                r.allocationMeasured() ? RobustnessReport.bytes(r.mostAllocatedBytes()) : "n/a",
                r.failures().isEmpty() ? "0" : r.failures().size() + " (" + r.failures().get(0).kind().name().toLowerCase(Locale.ROOT) + ")",
                RobustnessReport.nanos(tookNanos)) + " |\n";
    }
}
