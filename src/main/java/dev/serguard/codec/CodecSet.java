package dev.serguard.codec;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * The codecs found for a type: those that can run, and those skipped with a reason.
 *
 * <pre>{@code
 * static Stream<Codec<Order>> codecs() {
 *     return Codecs.builtIns(Order.class, List.of(Order.sample())).named("json", "smile", "kryo").stream();
 * }
 * }</pre>
 *
 * @param available the codecs that can run, in discovery order
 * @param skipped   the codecs that cannot, each with the reason
 */
@API(status = STABLE, since = "0.1")
public record CodecSet<T>(List<Codec<T>> available, List<SkippedCodec> skipped) {

    public CodecSet {
        available = List.copyOf(available);
        skipped = List.copyOf(skipped);
    }

    /** The available codecs, for a {@code @MethodSource}-style factory. */
    public Stream<Codec<T>> stream() {
        return available.stream();
    }

    /** The available codec named {@code name}, if any. */
    public Optional<Codec<T>> find(String name) {
        return available.stream().filter(codec -> codec.name().equals(name)).findFirst();
    }

    /**
     * Only the codecs with these names, available or skipped, in discovery order.
     *
     * @throws IllegalArgumentException if a name is neither available nor skipped, which is
     *                                  always a typo
     */
    public CodecSet<T> named(String... names) {
        Set<String> wanted = new LinkedHashSet<>(Arrays.asList(names));
        List<String> known = new ArrayList<>();
        available.forEach(codec -> known.add(codec.name()));
        skipped.forEach(skip -> known.add(skip.name()));
        for (String name : wanted) {
            if (!known.contains(Objects.requireNonNull(name, "name"))) {
                throw new IllegalArgumentException("no codec named \"" + name + "\"; the codecs are " + String.join(", ", known));
            }
        }
        return new CodecSet<>(
                available.stream().filter(codec -> wanted.contains(codec.name())).toList(),
                skipped.stream().filter(skip -> wanted.contains(skip.name())).toList());
    }
}
