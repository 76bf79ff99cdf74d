package dev.serguard.payload;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A model that serguard knows without being told, as a {@link dev.serguard.codec.ModelProvider}
 * supplies it (serguard's samples MediaContent, Car and Employee are such models): its name for
 * reports, its type, a factory for the size classes and named payloads outside them (such as
 * jvm-serializers' {@code media.1}).
 *
 * <pre>{@code
 * for (BuiltInModel<?> model : ModelProvider.installedModels()) {
 *     model.payloads(Size.SMALL, Size.LARGE).forEach(payload -> measure(payload));
 * }
 * }</pre>
 *
 * @param name    the model name used in payload names, e.g. {@code "MediaContent"}
 * @param type    the class of the values
 * @param factory makes a value of each size class
 * @param named   the extra payloads, in a fixed order; may be empty
 * @param <T>     the type of the values
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record BuiltInModel<T>(String name, Class<T> type, PayloadFactory<T> factory, List<Payload<T>> named) {

    public BuiltInModel {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(factory, "factory");
        named = List.copyOf(named);
    }

    /**
     * The named payloads followed by one payload per size, each made from
     * {@link Payload#DEFAULT_SEED}; with no sizes, just the named payloads.
     */
    public List<Payload<T>> payloads(Size... sizes) {
        List<Payload<T>> payloads = new ArrayList<>(named);
        for (Size size : sizes) {
            payloads.add(Payload.of(name, size, factory, Payload.DEFAULT_SEED));
        }
        return payloads;
    }
}
