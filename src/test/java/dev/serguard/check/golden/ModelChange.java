package dev.serguard.check.golden;

import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.payload.Payload;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Golden bytes recorded with the old version of a model and checked with the new one, through
 * the files: what a team sees after changing a model. The class names of the two versions are
 * swapped in the recorded bytes (see {@link Versions}).
 */
final class ModelChange {

    static final Duration LIMIT = Duration.ofSeconds(30);

    private ModelChange() {
    }

    /** Records {@code before} with the built-in {@code codec} of its class, then checks the file with that of {@code after}'s. */
    static <A, B> GoldenVerdict builtIn(String codec, A before, B after, Path folder, boolean frozen) {
        return check(builtIn(codec, before), before, builtIn(codec, after), after, folder, frozen);
    }

    @SuppressWarnings("unchecked")
    static <X> Codec<X> builtIn(String codec, X value) {
        Class<X> type = (Class<X>) value.getClass();
        return Codecs.builtIns(type, List.of(value)).find(codec).orElseThrow(() -> new IllegalStateException("no built-in " + codec));
    }

    static <A, B> GoldenVerdict check(Codec<A> old, A before, Codec<B> today, B after, Path folder, boolean frozen) {
        Path bin = recordOld(old, before, after, folder);
        return GoldenBytes.check(today, Payload.named("Order", "SMALL", after), GoldenFiles.read(bin), frozen, LIMIT);
    }

    /** Records {@code before} into {@code folder}, its class names replaced by those of {@code after} and its fields' classes. */
    static <A, B> Path recordOld(Codec<A> old, A before, B after, Path folder) {
        GoldenRecord record = GoldenBytes.record(old, Payload.named("Order", "SMALL", before), GoldenFiles.DEFAULT_MAX_BYTES, LIMIT)
                .record().orElseThrow();
        byte[] bytes = rename(record.bytes(), Map.of(before.getClass().getSimpleName(), after.getClass().getSimpleName(), "ColorV1",
                after.getClass().getSimpleName().startsWith("Enumed") ? "ColorV2" : "ColorV1"));
        Path bin = new GoldenFiles(folder).bin(ModelChange.class, "change", old.name(), "SMALL");
        try {
            GoldenFiles.write(new GoldenRecord(record.codec(), record.library(), record.libraryVersion(), record.payload(), record.model(),
                    bytes, record.snapshot()), bin);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bin;
    }

    private static byte[] rename(byte[] bytes, Map<String, String> names) {
        byte[] renamed = bytes.clone();
        names.forEach((from, to) -> {
            byte[] a = ("$" + from).getBytes(StandardCharsets.US_ASCII);
            byte[] b = ("$" + to).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i + a.length <= renamed.length; i++) {
                boolean match = true;
                for (int j = 0; j < a.length && match; j++) {
                    match = renamed[i + j] == a[j];
                }
                if (match) {
                    System.arraycopy(b, 0, renamed, i, b.length);
                }
            }
        });
        return renamed;
    }
}
