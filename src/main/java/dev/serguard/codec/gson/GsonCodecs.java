package dev.serguard.codec.gson;

import com.google.gson.Gson;
import dev.serguard.codec.Codec;
import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Codecs over Gson: the application's own configured {@link Gson}, or the built-in {@code gson}
 * ({@code new Gson()}). JSON text as UTF-8 bytes, written with {@code toJson} and read with
 * {@code fromJson}, as an application calls them, so that Gson's settings
 * ({@code serializeNulls}, strictness, type adapters) apply.
 *
 * <pre>{@code
 * Gson production = new GsonBuilder().registerTypeAdapter(Instant.class, new InstantAdapter()).create();
 * Codec<Order> mine = GsonCodecs.of("gson-prod", production, Order.class);
 * Codec<Order> plain = GsonCodecs.gson(Order.class);
 * }</pre>
 *
 * <p>A {@code Gson} is thread-safe, so the codecs are. Gson reads and writes fields, not getters:
 * a private field without accessors is written too. It leaves out {@code null} fields unless
 * {@code serializeNulls()} is set, writes enums by name, and reads records (Gson 2.10 or newer)
 * through their canonical constructor. A JDK class it has no adapter for, such as
 * {@code java.time.Instant}, fails on JDK 17 with Gson's message that names the field it cannot
 * reach: register a {@code TypeAdapter} for it. An empty input reads as {@code null}, as
 * {@code Gson.fromJson} returns it.
 *
 * <p>Gson writes no class name: a field of type {@code Object} reads back as a map, a list or a
 * primitive, and Gson lets no registered adapter replace that. Only a type adapter of the
 * application's own, for one of its own types, can turn a JSON value into a class; serguard's
 * untrusted-types check reads a probe in an {@code Object} field through the configured {@code Gson}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class GsonCodecs {

    /** The name of the built-in codec. */
    public static final String NAME = "gson";

    private GsonCodecs() {
    }

    /** The built-in {@code gson}: {@code new Gson()}, Gson's defaults. */
    public static <T> Codec<T> gson(Class<T> type) {
        return of(NAME, new Gson(), type);
    }

    /** A codec named {@code name} over {@code gson}, configured as production has it. */
    public static <T> Codec<T> of(String name, Gson gson, Class<T> type) {
        Objects.requireNonNull(gson, "gson");
        Objects.requireNonNull(type, "type");
        return new GsonCodec<>(name, gson, type);
    }
}
