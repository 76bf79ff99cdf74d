package dev.serguard.junit;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.ThreadSafety;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.ThreadSafetyReport;
import dev.serguard.codec.Codec;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.Size;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * How often the thread-safety check, at its default settings, catches codecs that share state
 * by mistake, and how often it wrongly flags thread-safe ones. Not a test (it measures a rate on
 * a real machine, which a unit test must not): run it by hand, each run in a JVM of its own.
 *
 * <pre>
 * ./mvnw -B -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
 * java -cp target/test-classes:target/classes:$(cat target/test-classpath.txt) dev.serguard.junit.ThreadSafetyRates 20
 * </pre>
 *
 * <p>Argument: how many runs (20 by default). The default paths are measured: the one of
 * {@code @SerializationTest} without {@code @ThreadSafetyCheck} in check mode (nothing measured
 * first, the codec's code cold) and in quick mode (on a codec warmed up first as serguard's
 * measurement does before the check), and {@code ThreadSafety.of(codec)} on a codec just built.
 * "failed" counts the runs whose check failed, "field named" those whose report named a field in
 * which the codec keeps what a call returned ({@code ThreadSafetyReport#keptResult}).
 */
public final class ThreadSafetyRates {

    /** A ticket: a date field, text, numbers and a list, enough for every codec below. */
    public record Ticket(long id, String holder, long issuedMillis, int seat, List<String> tags) {
    }

    static final PayloadFactory<Ticket> TICKETS = (size, random) -> new Ticket(random.nextLong(), "holder-" + random.nextInt(1_000_000),
            1_500_000_000_000L + random.nextInt(Integer.MAX_VALUE) * 100L + random.nextInt(1_000), random.nextInt(500),
            IntStream.range(0, 1 + random.nextInt(4)).mapToObj(i -> "tag" + random.nextInt(100)).toList());

    /** The codecs, each made anew per run; {@code true}: it is broken on purpose and must be caught. */
    static Map<String, Map.Entry<Supplier<Codec<Ticket>>, Boolean>> codecs() {
        Map<String, Map.Entry<Supplier<Codec<Ticket>>, Boolean>> codecs = new LinkedHashMap<>();
        codecs.put("shared SimpleDateFormat", Map.entry(ThreadSafetyRates::sharedDateFormat, true));
        codecs.put("shared ByteArrayOutputStream", Map.entry(ThreadSafetyRates::sharedStream, true));
        codecs.put("shared Kryo (own Output/Input per call)", Map.entry(ThreadSafetyRates::sharedKryo, true));
        codecs.put("result kept in a shared field", Map.entry(ThreadSafetyRates::sharedResult, true));
        codecs.put("result kept in a shared volatile field", Map.entry(ThreadSafetyRates::sharedVolatileResult, true));
        codecs.put("Jackson ObjectMapper", Map.entry(ThreadSafetyRates::jackson, false));
        codecs.put("Kryo pool", Map.entry(ThreadSafetyRates::kryoPool, false));
        codecs.put("current second in the bytes", Map.entry(ThreadSafetyRates::currentSecond, false));
        return codecs;
    }

    /** One shared SimpleDateFormat formats and parses the date field: not thread-safe. */
    static Codec<Ticket> sharedDateFormat() {
        SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS", Locale.ROOT);
        format.setTimeZone(TimeZone.getTimeZone("UTC"));
        return Codec.of("sdf-shared", Ticket.class, t -> (t.id() + "\t" + t.holder() + "\t" + format.format(new Date(t.issuedMillis()))
                + "\t" + t.seat() + "\t" + String.join(",", t.tags())).getBytes(StandardCharsets.UTF_8), bytes -> {
            String[] fields = new String(bytes, StandardCharsets.UTF_8).split("\t", -1);
            return new Ticket(Long.parseLong(fields[0]), fields[1], format.parse(fields[2]).getTime(), Integer.parseInt(fields[3]),
                    List.of(fields[4].split(",")));
        });
    }

    /** One shared ByteArrayOutputStream, reset per call: not thread-safe. */
    static Codec<Ticket> sharedStream() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        return Codec.of("baos-shared", Ticket.class, t -> {
            out.reset();
            DataOutputStream data = new DataOutputStream(out);
            data.writeLong(t.id());
            data.writeUTF(t.holder());
            data.writeLong(t.issuedMillis());
            data.writeInt(t.seat());
            data.writeInt(t.tags().size());
            for (String tag : t.tags()) {
                data.writeUTF(tag);
            }
            return out.toByteArray();
        }, bytes -> {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            long id = in.readLong();
            String holder = in.readUTF();
            long issued = in.readLong();
            int seat = in.readInt();
            List<String> tags = new ArrayList<>();
            for (int i = in.readInt(); i > 0; i--) {
                tags.add(in.readUTF());
            }
            return new Ticket(id, holder, issued, seat, List.copyOf(tags));
        });
    }

    /** One plain Kryo with registration, shared; its own Output and Input per call. */
    static Codec<Ticket> sharedKryo() {
        Kryo kryo = new Kryo();
        kryo.register(Ticket.class);
        kryo.register(ArrayList.class);
        kryo.register(List.of().getClass());
        kryo.register(List.of("a").getClass());
        kryo.register(List.of("a", "b").getClass());
        kryo.register(List.of("a", "b", "c").getClass());
        return Codec.of("kryo-shared", Ticket.class, t -> {
            Output output = new Output(256, -1);
            kryo.writeObject(output, new Ticket(t.id(), t.holder(), t.issuedMillis(), t.seat(), new ArrayList<>(t.tags())));
            return output.toBytes();
        }, bytes -> {
            Ticket read = kryo.readObject(new Input(bytes), Ticket.class);
            return new Ticket(read.id(), read.holder(), read.issuedMillis(), read.seat(), List.copyOf(read.tags()));
        });
    }

    /** JSON kept in a field of the codec, then returned from it: the narrowest race, between a store and a load. */
    static Codec<Ticket> sharedResult() {
        ObjectMapper mapper = new ObjectMapper();
        return Codec.of("json-last", Ticket.class, new Codec.Serializer<>() {
            private byte[] last;

            @Override
            public byte[] serialize(Ticket t) throws Exception {
                last = mapper.writeValueAsBytes(t);
                return last;
            }
        }, bytes -> mapper.readValue(bytes, Ticket.class));
    }

    /** The same through a volatile field, whose load the compiler cannot fold into the store before it. */
    static Codec<Ticket> sharedVolatileResult() {
        ObjectMapper mapper = new ObjectMapper();
        return Codec.of("json-last-volatile", Ticket.class, new Codec.Serializer<>() {
            private volatile byte[] last;

            @Override
            public byte[] serialize(Ticket t) throws Exception {
                last = mapper.writeValueAsBytes(t);
                return last;
            }
        }, bytes -> mapper.readValue(bytes, Ticket.class));
    }

    /** serguard's built-in Kryo codec: a pool of Kryo instances, thread-safe. */
    static Codec<Ticket> kryoPool() {
        return dev.serguard.codec.kryo.KryoCodecs.kryoUnregistered(Ticket.class);
    }

    /** Jackson's ObjectMapper, shared: thread-safe. */
    static Codec<Ticket> jackson() {
        ObjectMapper mapper = new ObjectMapper();
        return Codec.of("json", Ticket.class, mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, Ticket.class));
    }

    /** JSON after the current second: thread-safe, but its bytes change when the second does. */
    static Codec<Ticket> currentSecond() {
        ObjectMapper mapper = new ObjectMapper();
        return Codec.of("json-stamped", Ticket.class, t -> {
            byte[] json = mapper.writeValueAsBytes(t);
            byte[] stamp = (System.currentTimeMillis() / 1000 + "\n").getBytes(StandardCharsets.US_ASCII);
            byte[] bytes = Arrays.copyOf(stamp, stamp.length + json.length);
            System.arraycopy(json, 0, bytes, stamp.length, json.length);
            return bytes;
        }, bytes -> {
            int start = 0;
            while (bytes[start] != '\n') {
                start++;
            }
            return mapper.readValue(bytes, start + 1, bytes.length - start - 1, Ticket.class);
        });
    }

    private static final int WARM_UP_ROUND_TRIPS = 10_000;

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length > 0 && args[0].equals("one-run")) {
            oneRun();
            return;
        }
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        Map<String, int[]> flagged = new LinkedHashMap<>();
        Map<String, long[]> millis = new LinkedHashMap<>();
        for (int run = 1; run <= runs; run++) {
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), ThreadSafetyRates.class.getName(), "one-run")
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (child.waitFor() != 0) {
                throw new IllegalStateException("run " + run + " failed:\n" + output);
            }
            StringBuilder line = new StringBuilder("run " + run + ":");
            for (String row : output.split("\n")) {
                if (!row.startsWith("RESULT\t")) {
                    continue;
                }
                String[] cells = row.split("\t");
                String key = cells[1] + "\t" + cells[2];
                int[] counts = flagged.computeIfAbsent(key, k -> new int[2]);
                counts[0] += Boolean.parseBoolean(cells[3]) ? 1 : 0;
                counts[1] += Boolean.parseBoolean(cells[7]) ? 1 : 0;
                long[] times = millis.computeIfAbsent(key, k -> new long[] {0, 0});
                times[0] += Long.parseLong(cells[4]);
                times[1] = Math.max(times[1], Long.parseLong(cells[4]));
                line.append(Boolean.parseBoolean(cells[3]) ? " F" : " .");
                if (Boolean.parseBoolean(cells[3]) != Boolean.parseBoolean(cells[5])) {
                    line.append("(").append(cells[1]).append(" / ").append(cells[2]).append(": ").append(cells[6]).append(")");
                }
            }
            System.out.println(line);
        }
        System.out.printf(Locale.ROOT, "%n%-42s %-26s %-10s %-10s %s%n", "codec", "path", "failed", "field named", "time per check (mean, max)");
        flagged.forEach((key, count) -> {
            String[] cells = key.split("\t");
            long[] times = millis.get(key);
            System.out.printf(Locale.ROOT, "%-42s %-26s %2d/%-7d %2d/%-8d %d ms, %d ms%n", cells[0], cells[1], count[0], runs, count[1], runs,
                    times[0] / runs, times[1]);
        });
    }

    // One pass over every codec, each on both default paths; lines for the parent to add up.
    private static void oneRun() {
        List<Payload<Ticket>> payloads = IntStream.range(0, Math.min(ThreadSafety.defaultThreads(), 8))
                .mapToObj(i -> Payload.of("Ticket", Size.SMALL, TICKETS, Payload.DEFAULT_SEED + i)).toList();
        ThreadSafetyPolicy junitDefault = ThreadSafetyPolicy.DEFAULT;
        codecs().forEach((name, codec) -> {
            // As in check mode, where nothing is measured first: the codec's own code still cold.
            long start = System.nanoTime();
            ThreadSafetyReport cold = junitDefault.check(codec.getKey().get(), payloads.get(0), TICKETS, Payload.DEFAULT_SEED,
                    false, ComparisonOptions.defaults()).report().orElseThrow();
            print(name, "@SerializationTest (check)", cold, start, codec.getValue());
            // As in a @SerializationTest, where the check runs after the measurement has warmed the codec up.
            Codec<Ticket> measured = codec.getKey().get();
            warmUp(measured, payloads.get(0).value());
            start = System.nanoTime();
            ThreadSafetyReport viaJunit = junitDefault.check(measured, payloads.get(0), TICKETS, Payload.DEFAULT_SEED,
                    false, ComparisonOptions.defaults()).report().orElseThrow();
            print(name, "@SerializationTest (quick)", viaJunit, start, codec.getValue());
            start = System.nanoTime();
            ThreadSafetyReport viaApi = ThreadSafety.of(codec.getKey().get()).check(payloads);
            print(name, "ThreadSafety.of(codec)", viaApi, start, codec.getValue());
        });
    }

    // What quick mode's measurement does first: at least 10 000 operations of each kind.
    private static void warmUp(Codec<Ticket> codec, Ticket ticket) {
        try {
            byte[] bytes = codec.serialize(ticket);
            for (int i = 0; i < WARM_UP_ROUND_TRIPS; i++) {
                codec.serialize(ticket);
                codec.deserialize(bytes);
            }
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void print(String codec, String path, ThreadSafetyReport report, long startNanos, boolean broken) {
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        String detail = report.failureMessage().map(m -> m.replace("\n", " |")).orElse(report.summary())
                + " [" + report.overlappingCalls() + " overlapping calls]";
        System.out.println("RESULT\t" + codec + "\t" + path + "\t" + !report.passed() + "\t" + millis + "\t" + broken + "\t" + detail
                + "\t" + report.keptResult().isPresent());
    }
}
