package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import dev.serguard.internal.Json;
import dev.serguard.measure.Rounds;
import org.apiguardian.api.API;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Reads and writes baseline files: JSON meant to be committed and diffed, a block per
 * {@link BaselineKey} (JDK, garbage collector, mode) with one line per codec × payload × metric,
 * keys in a fixed order.
 *
 * <pre>{@code
 * {
 *   "format" : "serguard baseline 2",
 *   "testClass" : "com.example.shop.OrderTests",
 *   "recordings" : [
 *     {
 *       "jdk" : 17, "gc" : "G1", "mode" : "quick", "reference" : 2,
 *       "recordedWith" : "serguard record mode (quick timing), JDK 17.0.15, Linux amd64, 2 cores",
 *       "entries" : [
 *         {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 312},
 *         {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeTime", "value" : 1234.5, "lower" : 1220.1, "upper" : 1250.2,
 *          "ratio" : 0.2817, "referenceNanos" : 4380.2, "speedExponent" : 0.29},
 *         {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeAllocation", "value" : 656}
 *       ]
 *     },
 *     {
 *       "jdk" : 25, "gc" : "G1", "mode" : "quick",
 *       …
 *     }
 *   ]
 * }
 * }</pre>
 *
 * <pre>{@code
 * BaselineFile.write(baseline, Path.of("src/test/resources/serguard/OrderTests.json"));
 * StoredBaseline stored = BaselineFile.load(Path.of("src/test/resources/serguard/OrderTests.json"));
 * }</pre>
 *
 * <p>{@code lower} and {@code upper} bound a time's confidence interval, or an allocation's samples;
 * {@code ratio} is a time's median ratio to the reference workload timed in the same rounds, which
 * later runs compare, as long as the recording's {@code reference} is this serguard's version of
 * that workload ({@link Rounds#REFERENCE_VERSION}; a recording without one is of version 1): ratios
 * to another version are read as none, and their times are not compared until recorded anew;
 * {@code referenceNanos} and {@code speedExponent} say at what speed of the machine the ratio was
 * recorded and how steeply it moves with that speed ({@link SpeedScaling}; files of serguard 0.1
 * have neither, and their ratios are compared as they are); {@code ratioError}, on a time whose
 * recording JVMs read it further apart than ±3 %, how well its ratio is known, which widens its
 * threshold ({@link BaselineEntry#widening}); {@code untrusted} says why a time or an allocation was not to be trusted when
 * it was recorded. Entries of older versions carry a {@code calibration} instead of a ratio: their
 * times are not compared until recorded anew. A part of a key left out is unknown. Files of
 * {@value #FORMAT_1}, one {@code recordedWith} and one list of entries, are read as one recording
 * under the key their {@code recordedWith} describes ({@link BaselineKey#described}).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class BaselineFile {

    /** The format this version writes and reads. */
    public static final String FORMAT = "serguard baseline 2";

    /** The format before baselines were keyed, still read. */
    public static final String FORMAT_1 = "serguard baseline 1";

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
        String recordings = baseline.recordings().stream().map(BaselineFile::block).collect(Collectors.joining(",\n    "));
        return "{\n"
                + "  \"format\" : " + Json.quote(FORMAT) + ",\n"
                + "  \"testClass\" : " + Json.quote(baseline.testClass()) + ",\n"
                + "  \"recordings\" : [" + (recordings.isEmpty() ? "" : "\n    " + recordings + "\n  ") + "]\n"
                + "}\n";
    }

    private static String block(Baseline.Recording recording) {
        BaselineKey key = recording.key();
        List<String> parts = new ArrayList<>();
        key.jdk().ifPresent(jdk -> parts.add("\"jdk\" : " + jdk));
        key.gc().ifPresent(gc -> parts.add("\"gc\" : " + Json.quote(gc)));
        key.mode().ifPresent(mode -> parts.add("\"mode\" : " + Json.quote(mode.label())));
        parts.add("\"reference\" : " + Rounds.REFERENCE_VERSION);
        String entries = recording.entries().stream().map(BaselineFile::line).collect(Collectors.joining(",\n        "));
        return "{\n"
                + (parts.isEmpty() ? "" : "      " + String.join(", ", parts) + ",\n")
                + "      \"recordedWith\" : " + Json.quote(recording.recordedWith()) + ",\n"
                + "      \"entries\" : [" + (entries.isEmpty() ? "" : "\n        " + entries + "\n      ") + "]\n"
                + "    }";
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
        if (format.equals(FORMAT_1)) {
            List<BaselineEntry> entries = entries(root, "the file", "").stream().map(BaselineEntry::withoutRatio).toList();
            String testClass = string(root, "testClass", "the file");
            String recordedWith = string(root, "recordedWith", "the file");
            return Baseline.of(testClass, BaselineKey.described(recordedWith), recordedWith, entries);
        }
        if (!format.equals(FORMAT)) {
            throw new IllegalArgumentException("\"format\" is \"" + format + "\", this serguard reads \"" + FORMAT + "\" and \"" + FORMAT_1 + "\"");
        }
        if (!(root.get("recordings") instanceof List<?> list)) {
            throw new IllegalArgumentException("the file has no \"recordings\" array");
        }
        List<Baseline.Recording> recordings = new ArrayList<>();
        Map<BaselineKey, Integer> seen = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            String where = "recording " + (i + 1);
            if (!(list.get(i) instanceof Map<?, ?> recording)) {
                throw new IllegalArgumentException(where + " is not a JSON object");
            }
            BaselineKey key = key(recording, where);
            Integer first = seen.putIfAbsent(key, i);
            if (first != null) {
                // Two blocks of one key (a merge that kept both sides) would be compared with whichever came first.
                throw new IllegalArgumentException("recordings " + (first + 1) + " and " + (i + 1) + " are both " + key.describe()
                        + "; a key is recorded once");
            }
            String recordedWith = string(recording, "recordedWith", where);
            List<BaselineEntry> entries = entries(recording, where, where + ", ");
            // Ratios to another version of the reference workload are no measure of this one's.
            if (number(recording, "reference", where).orElse(1) != Rounds.REFERENCE_VERSION) {
                entries = entries.stream().map(BaselineEntry::withoutRatio).toList();
            }
            recordings.add(new Baseline.Recording(key, recordedWith, entries));
        }
        return new Baseline(string(root, "testClass", "the file"), recordings);
    }

    private static BaselineKey key(Map<?, ?> recording, String where) {
        OptionalDouble jdk = number(recording, "jdk", where);
        if (jdk.isPresent() && (jdk.getAsDouble() != Math.rint(jdk.getAsDouble()) || jdk.getAsDouble() < 1 || jdk.getAsDouble() > 1_000)) {
            throw new IllegalArgumentException(where + " has \"jdk\" : " + number(jdk.getAsDouble()) + ", not a JDK feature version such as 17");
        }
        Optional<String> gc = optionalString(recording, "gc", where);
        Optional<String> mode = optionalString(recording, "mode", where);
        Optional<BaselineKey.Mode> parsed = mode.flatMap(BaselineKey.Mode::of);
        if (mode.isPresent() && parsed.isEmpty()) {
            throw new IllegalArgumentException(where + " has \"mode\" : \"" + mode.get() + "\", not quick or full");
        }
        return new BaselineKey(jdk.isPresent() ? OptionalInt.of((int) jdk.getAsDouble()) : OptionalInt.empty(), gc, parsed);
    }

    private static List<BaselineEntry> entries(Map<?, ?> object, String where, String prefix) {
        if (!(object.get("entries") instanceof List<?> list)) {
            throw new IllegalArgumentException(where + " has no \"entries\" array");
        }
        List<BaselineEntry> entries = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = prefix + "entry " + (i + 1);
            if (!(list.get(i) instanceof Map<?, ?> entry)) {
                throw new IllegalArgumentException(at + " is not a JSON object");
            }
            entries.add(entry(entry, at));
        }
        requireNoDuplicates(entries, prefix);
        return entries;
    }

    // Two figures for one thing (a merge that kept both sides) would be compared with whichever came first, hiding the other.
    private static void requireNoDuplicates(List<BaselineEntry> entries, String prefix) {
        Map<List<Object>, Integer> seen = new HashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            BaselineEntry again = entries.get(i);
            Integer first = seen.putIfAbsent(List.of(again.test(), again.codec(), again.payload(), again.metric()), i);
            if (first != null) {
                throw new IllegalArgumentException(prefix + "entries " + (first + 1) + " and " + (i + 1) + " are both " + again.test() + " · "
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
        OptionalDouble ratio = number(entry, "ratio", where);
        BaselineEntry parsed = new BaselineEntry(string(entry, "test", where), string(entry, "codec", where), string(entry, "payload", where),
                metric, value, number(entry, "lower", where).orElse(value), number(entry, "upper", where).orElse(value),
                ratio, ratio.isPresent() ? speed(entry, where) : Optional.empty(),
                untrusted instanceof String reason ? Optional.of(reason) : Optional.empty());
        OptionalDouble error = number(entry, "ratioError", where);
        try {
            return error.isPresent() ? parsed.knownTo(error.getAsDouble()) : parsed;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + " has \"ratioError\" : " + BigDecimal.valueOf(error.getAsDouble()).toPlainString() + ", but " + e.getMessage(), e);
        }
    }

    // "referenceNanos" and "speedExponent", both or neither (a file of serguard 0.1).
    private static Optional<SpeedScaling> speed(Map<?, ?> entry, String where) {
        OptionalDouble nanos = number(entry, "referenceNanos", where);
        OptionalDouble exponent = number(entry, "speedExponent", where);
        if (nanos.isEmpty() && exponent.isEmpty()) {
            return Optional.empty();
        }
        if (nanos.isEmpty() || exponent.isEmpty()) {
            throw new IllegalArgumentException(where + " has " + (nanos.isEmpty() ? "\"speedExponent\" but no \"referenceNanos\""
                    : "\"referenceNanos\" but no \"speedExponent\""));
        }
        try {
            return Optional.of(new SpeedScaling(nanos.getAsDouble(), exponent.getAsDouble()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
    }

    private static String string(Map<?, ?> object, String key, String where) {
        if (object.get(key) instanceof String value) {
            return value;
        }
        throw new IllegalArgumentException(where + " has no string \"" + key + "\"");
    }

    private static Optional<String> optionalString(Map<?, ?> object, String key, String where) {
        Object value = object.get(key);
        if (value == null || value instanceof String) {
            return Optional.ofNullable((String) value);
        }
        throw new IllegalArgumentException(where + " has \"" + key + "\" : " + value + ", not a string");
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

    /** One entry as one line of JSON, as a baseline file holds it: for a child JVM to hand its figures to its parent. */
    @API(status = INTERNAL, since = "0.2")
    public static String entryLine(BaselineEntry entry) {
        return line(entry);
    }

    /** An entry from its line ({@link #entryLine}). */
    @API(status = INTERNAL, since = "0.2")
    public static BaselineEntry parseEntryLine(String line) {
        if (!(Json.parse(line) instanceof Map<?, ?> entry)) {
            throw new IllegalArgumentException("not a JSON object: " + line);
        }
        return entry(entry, "the entry");
    }

    private static String line(BaselineEntry e) {
        StringBuilder line = new StringBuilder("{\"test\" : ").append(Json.quote(e.test()))
                .append(", \"codec\" : ").append(Json.quote(e.codec()))
                .append(", \"payload\" : ").append(Json.quote(e.payload()))
                .append(", \"metric\" : ").append(Json.quote(BaselineEntry.key(e.metric())))
                .append(", \"value\" : ").append(number(e.value()));
        if (e.metric().timed() || e.lower() != e.upper()) {
            line.append(", \"lower\" : ").append(number(e.lower())).append(", \"upper\" : ").append(number(e.upper()));
        }
        e.ratio().ifPresent(r -> line.append(", \"ratio\" : ").append(BigDecimal.valueOf(r).round(new MathContext(4)).stripTrailingZeros().toPlainString()));
        e.speed().ifPresent(speed -> line.append(", \"referenceNanos\" : ").append(number(speed.referenceNanos()))
                .append(", \"speedExponent\" : ").append(BigDecimal.valueOf(speed.exponent()).round(new MathContext(3)).stripTrailingZeros().toPlainString()));
        e.ratioError().ifPresent(error -> line.append(", \"ratioError\" : ").append(BigDecimal.valueOf(error).round(new MathContext(3))
                .stripTrailingZeros().toPlainString()));
        e.untrusted().ifPresent(reason -> line.append(", \"untrusted\" : ").append(Json.quote(reason)));
        return line.append('}').toString();
    }

    // A tenth of a byte or nanosecond is below any figure's noise; fewer digits, quieter diffs.
    private static String number(double value) {
        return BigDecimal.valueOf(Math.round(value * 10) / 10.0).stripTrailingZeros().toPlainString();
    }
}
