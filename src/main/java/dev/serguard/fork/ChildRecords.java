package dev.serguard.fork;

import dev.serguard.internal.Json;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a child tells its parent, one JSON line per record, appended and flushed as it happens, so
 * that a child that dies half-way leaves what it had said: a report entry, the outcome of the
 * work, or the exit it was taken down by.
 *
 * <pre>{@code
 * ChildRecords.append(file, new ChildRecords.Entry("serguard.codec", "kryo"));
 * List<ChildRecords.Record> said = ChildRecords.read(file);
 * }</pre>
 */
@API(status = INTERNAL, since = "0.2")
public final class ChildRecords {

    private ChildRecords() {
    }

    /** One thing the child said. */
    public sealed interface Record {
    }

    /** A report entry the work published. */
    public record Entry(String key, String value) implements Record {
    }

    /**
     * The work ended: {@code SUCCESSFUL}, {@code FAILED} or {@code ABORTED}, with what it threw.
     *
     * @param status  how it ended
     * @param thrown  what it threw, if anything
     */
    public record Finished(String status, Optional<RemoteFailure> thrown) implements Record {
    }

    /**
     * The child was ending before its work had: someone called {@code System.exit}, or the JVM
     * was asked to end from outside.
     *
     * @param caller where {@code System.exit} was called and on which thread
     *               ({@code at com.example.Codec.read(Codec.java:12), on thread serguard check kryo · Order · SMALL}), or empty
     */
    public record Exit(Optional<String> caller) implements Record {
    }

    /** Appends {@code record} to {@code file} as one line. */
    public static synchronized void append(Path file, Record record) {
        Map<String, Object> tree = new LinkedHashMap<>();
        if (record instanceof Entry entry) {
            tree.put("kind", "entry");
            tree.put("key", entry.key());
            tree.put("value", entry.value());
        } else if (record instanceof Finished finished) {
            tree.put("kind", "finished");
            tree.put("status", finished.status());
            finished.thrown().ifPresent(thrown -> tree.put("thrown", thrown.toTree()));
        } else if (record instanceof Exit exit) {
            tree.put("kind", "exit");
            exit.caller().ifPresent(caller -> tree.put("caller", caller));
        }
        try {
            Files.writeString(file, Json.write(tree).replace('\n', ' ').strip() + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * In a child JVM: appends an {@link Exit} to {@code file} as the JVM ends, with who called
     * {@code System.exit}, unless {@code finished} says that its work had ended first.
     */
    public static void recordExit(Path file, BooleanSupplier finished) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (!finished.getAsBoolean()) {
                // Where System.exit was called: the thread that waits in it, and its first frame of the user's code.
                append(file, new Exit(ExitCaller.find(Thread.getAllStackTraces())
                        .flatMap(caller -> caller.where().map(where -> where + ", on thread " + caller.thread()))));
            }
        }, "serguard fork exit"));
    }

    /** What {@code file} holds; a last line cut off by the child's end is left out. */
    public static List<Record> read(Path file) {
        List<Record> records = new ArrayList<>();
        if (!Files.exists(file)) {
            return records;
        }
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                try {
                    if (Json.parse(line) instanceof Map<?, ?> tree) {
                        record(tree).ifPresent(records::add);
                    }
                } catch (IllegalArgumentException cutOff) {
                    // the child died while writing it
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return records;
    }

    private static Optional<Record> record(Map<?, ?> tree) {
        return Optional.ofNullable(switch (String.valueOf(tree.get("kind"))) {
            case "entry" -> new Entry(String.valueOf(tree.get("key")), String.valueOf(tree.get("value")));
            case "finished" -> new Finished(String.valueOf(tree.get("status")),
                    tree.get("thrown") instanceof Map<?, ?> thrown ? Optional.of(RemoteFailure.fromTree(thrown)) : Optional.empty());
            case "exit" -> new Exit(Optional.ofNullable((String) tree.get("caller")));
            default -> null;
        });
    }
}
