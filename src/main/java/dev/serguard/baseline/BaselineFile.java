package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import dev.serguard.internal.Json;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * Reads and writes baseline files: JSON meant to be committed and diffed, one line per codec ×
 * payload × metric, keys in a fixed order.
 *
 * <pre>{@code
 * {
 *   "format" : "serguard baseline 1",
 *   "testClass" : "com.example.shop.OrderTests",
 *   "recordedWith" : "serguard quick mode, JDK 17.0.15, Linux amd64, 2 cores",
 *   "entries" : [
 *     {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 312},
 *     {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeTime", "value" : 1234.5, "lower" : 1220.1, "upper" : 1250.2, "calibration" : 2817.3},
 *     {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeAllocation", "value" : 656}
 *   ]
 * }
 * }</pre>
 *
 * <pre>{@code
 * BaselineFile.write(baseline, Path.of("src/test/resources/serguard/OrderTests.json"));
 * StoredBaseline stored = BaselineFile.load(Path.of("src/test/resources/serguard/OrderTests.json"));
 * }</pre>
 *
 * <p>{@code lower} and {@code upper} bound a time's confidence interval; {@code calibration} is the
 * reference workload's time in the same run ({@link Calibration}); {@code untrusted} says why a
 * time was not to be trusted when it was recorded.
 */
public final class BaselineFile {

    /** The format this version writes and reads. */
    public static final String FORMAT = "serguard baseline 1";

    private BaselineFile() {
    }

    /** The baseline in {@code file}, or why there is none; never throws. */
    public static StoredBaseline load(Path file) {
        try {
            return new StoredBaseline.Found(file, parse(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (NoSuchFileException e) {
            return new StoredBaseline.Missing(file);
        } catch (IOException e) {
            return new StoredBaseline.Unreadable(file, e.toString());
        } catch (IllegalArgumentException e) {
            return new StoredBaseline.Unreadable(file, e.getMessage());
        }
    }

    /** Writes {@code baseline} to {@code file}, creating its folder. */
    public static void write(Baseline baseline, Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Files.writeString(file, format(baseline), StandardCharsets.UTF_8);
    }

    /** The text of a baseline file. */
    public static String format(Baseline baseline) {
        String entries = baseline.entries().stream().map(BaselineFile::line).collect(Collectors.joining(",\n    "));
        return "{\n"
                + "  \"format\" : " + quote(FORMAT) + ",\n"
                + "  \"testClass\" : " + quote(baseline.testClass()) + ",\n"
                + "  \"recordedWith\" : " + quote(baseline.recordedWith()) + ",\n"
                + "  \"entries\" : [" + (entries.isEmpty() ? "" : "\n    " + entries + "\n  ") + "]\n"
                + "}\n";
    }

    /**
     * Reads the text of a baseline file.
     *
     * @throws IllegalArgumentException if it is not one; the message says where and why
     */
    public static Baseline parse(String text) {
        if (!(Json.parse(text) instanceof Map<?, ?> root)) {
            throw new IllegalArgumentException("not a JSON object");
        }
        String format = string(root, "format", "the file");
        if (!format.equals(FORMAT)) {
            throw new IllegalArgumentException("\"format\" is \"" + format + "\", this serguard reads \"" + FORMAT + "\"");
        }
        if (!(root.get("entries") instanceof List<?> list)) {
            throw new IllegalArgumentException("the file has no \"entries\" array");
        }
        List<BaselineEntry> entries = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String where = "entry " + (i + 1);
            if (!(list.get(i) instanceof Map<?, ?> entry)) {
                throw new IllegalArgumentException(where + " is not a JSON object");
            }
            entries.add(entry(entry, where));
        }
        requireNoDuplicates(entries);
        return new Baseline(string(root, "testClass", "the file"), string(root, "recordedWith", "the file"), entries);
    }

    // Two figures for one thing (a merge that kept both sides) would be compared with whichever came first, hiding the other.
    private static void requireNoDuplicates(List<BaselineEntry> entries) {
        Map<List<Object>, Integer> seen = new HashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            BaselineEntry again = entries.get(i);
            Integer first = seen.putIfAbsent(List.of(again.test(), again.codec(), again.payload(), again.metric()), i);
            if (first != null) {
                throw new IllegalArgumentException("entries " + (first + 1) + " and " + (i + 1) + " are both " + again.test() + " · "
                        + again.codec() + " · " + again.payload() + " · " + BaselineEntry.key(again.metric()) + ", "
                        + number(entries.get(first).value()) + " and " + number(again.value()) + "; a figure is recorded once");
            }
        }
    }

    private static BaselineEntry entry(Map<?, ?> entry, String where) {
        String key = string(entry, "metric", where);
        Metric metric = BaselineEntry.metric(key).orElseThrow(() -> new IllegalArgumentException(where + " has \"metric\" : \"" + key
                + "\", not one of " + java.util.Arrays.stream(Metric.values()).map(BaselineEntry::key).collect(Collectors.joining(", "))));
        double value = number(entry, "value", where).orElseThrow(() -> new IllegalArgumentException(where + " has no number \"value\""));
        Object untrusted = entry.get("untrusted");
        return new BaselineEntry(string(entry, "test", where), string(entry, "codec", where), string(entry, "payload", where), metric,
                value, number(entry, "lower", where).orElse(value), number(entry, "upper", where).orElse(value),
                number(entry, "calibration", where), untrusted instanceof String reason ? Optional.of(reason) : Optional.empty());
    }

    private static String string(Map<?, ?> object, String key, String where) {
        if (object.get(key) instanceof String value) {
            return value;
        }
        throw new IllegalArgumentException(where + " has no string \"" + key + "\"");
    }

    private static OptionalDouble number(Map<?, ?> object, String key, String where) {
        Object value = object.get(key);
        if (value == null) {
            return OptionalDouble.empty();
        }
        if (value instanceof Number number) {
            return OptionalDouble.of(number.doubleValue());
        }
        throw new IllegalArgumentException(where + " has \"" + key + "\" : " + value + ", not a number");
    }

    private static String line(BaselineEntry e) {
        StringBuilder line = new StringBuilder("{\"test\" : ").append(quote(e.test()))
                .append(", \"codec\" : ").append(quote(e.codec()))
                .append(", \"payload\" : ").append(quote(e.payload()))
                .append(", \"metric\" : ").append(quote(BaselineEntry.key(e.metric())))
                .append(", \"value\" : ").append(number(e.value()));
        if (e.metric().timed() || e.lower() != e.upper()) {
            line.append(", \"lower\" : ").append(number(e.lower())).append(", \"upper\" : ").append(number(e.upper()));
        }
        e.calibration().ifPresent(c -> line.append(", \"calibration\" : ").append(number(c)));
        e.untrusted().ifPresent(reason -> line.append(", \"untrusted\" : ").append(quote(reason)));
        return line.append('}').toString();
    }

    // A tenth of a byte or nanosecond is below any figure's noise; fewer digits, quieter diffs.
    private static String number(double value) {
        return BigDecimal.valueOf(Math.round(value * 10) / 10.0).stripTrailingZeros().toPlainString();
    }

    private static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
