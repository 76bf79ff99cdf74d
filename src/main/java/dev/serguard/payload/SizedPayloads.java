package dev.serguard.payload;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The payloads a factory makes for a test: each size it declares and the command line selects
 * ({@code serguard.sizes}), in as many samples as it asks for, each sample from a seed of its own
 * derived from the base seed ({@code serguard.seed}, else the declared one), so that a failure
 * names the seed that brings its payload back.
 *
 * @param payloads the payloads, the samples of a size labelled {@code SMALL}, {@code SMALL#2}, …
 * @param seeds    the seed each payload was made from, by its label
 */
@API(status = INTERNAL, since = "0.4")
public record SizedPayloads<T>(List<Payload<T>> payloads, Map<String, Long> seeds) {

    // Far apart from the next seeds, which the thread-safety check takes for its extra payloads.
    private static final long SAMPLE_SEED_STEP = 0x9E37_79B9_7F4A_7C15L;

    public SizedPayloads {
        payloads = List.copyOf(payloads);
        seeds = Map.copyOf(seeds);
    }

    /** {@code samples} payloads of each of {@code sizes} that {@code factory} makes from {@code seed} and the seeds after it. */
    public static <T> SizedPayloads<T> of(Class<T> type, PayloadFactory<T> factory, List<Size> sizes, int samples, long seed) {
        List<Payload<T>> payloads = new ArrayList<>();
        Map<String, Long> seeds = new LinkedHashMap<>();
        for (Size size : sizes) {
            for (int sample = 1; sample <= samples; sample++) {
                long sampleSeed = seed + (sample - 1) * SAMPLE_SEED_STEP;
                Payload<T> payload = Payload.of(type.getSimpleName(), size, factory, sampleSeed);
                payload = sample == 1 ? payload : payload.withLabel(size.name() + "#" + sample);
                payloads.add(payload);
                seeds.put(payload.label(), sampleSeed);
            }
        }
        return new SizedPayloads<>(payloads, seeds);
    }

    /**
     * The sizes of {@code declared} that {@code selection} ({@code serguard.sizes}, comma-separated) names, in
     * declared order; all of them where it names none.
     *
     * @throws Misconfiguration if it names no size
     */
    public static List<Size> select(List<Size> declared, Optional<String> selection) {
        List<String> names = SettingValues.names(selection);
        if (names.isEmpty()) {
            return declared;
        }
        Set<Size> selected = new LinkedHashSet<>();
        for (String name : names) {
            Size size = Arrays.stream(Size.values()).filter(s -> s.name().equalsIgnoreCase(name)).findFirst()
                    .orElseThrow(() -> Misconfiguration.setting(Settings.SIZES.key(), selection.orElseThrow(),
                            "has \"" + name + "\", which is no payload size", "name one of "
                            + Arrays.stream(Size.values()).map(Size::name).collect(Collectors.joining(", "))));
            selected.add(size);
        }
        return declared.stream().filter(selected::contains).toList();
    }

    /**
     * The base seed {@code value} ({@code serguard.seed}) gives; empty where it is not given.
     *
     * @throws Misconfiguration if it is not a whole number
     */
    public static Optional<Long> seed(Optional<String> value) {
        return value.map(given -> {
            try {
                return Long.parseLong(given.trim());
            } catch (NumberFormatException e) {
                throw Misconfiguration.setting(Settings.SEED.key(), given, "is not a whole number",
                        "give the seed that a failure message printed, such as " + Settings.SEED.key() + "=" + Payload.DEFAULT_SEED);
            }
        });
    }
}
