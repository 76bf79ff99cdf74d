package dev.serguard.codec;

import dev.serguard.payload.BuiltInModel;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Supplies models that serguard knows without being told: their payload factories (so that a
 * test of such a type needs no payload method) and, where one exists, a {@code protobuf} codec.
 * serguard's own sample models (MediaContent, Car, Employee) come through it; the core never
 * names them. Implementations are found with {@link ServiceLoader}: list the class in
 * {@code META-INF/services/dev.serguard.codec.ModelProvider}.
 *
 * <pre>{@code
 * public final class OrderModels implements ModelProvider {
 *     public List<BuiltInModel<?>> models() {
 *         return List.of(new BuiltInModel<>("Order", Order.class, Orders.factory(), List.of()));
 *     }
 *     public <T> Optional<Codec<T>> protobuf(Class<T> type) {
 *         return Optional.empty();
 *     }
 * }
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public interface ModelProvider {

    /** The models, in a fixed order; new values on each call. Never {@code null}. */
    List<BuiltInModel<?>> models();

    /**
     * A protobuf codec for {@code type}, or empty when this provider has none. serguard calls it
     * only once protobuf-java was found on the class path, so an implementation may link it here
     * (and only here: the class must load without it). Never {@code null}.
     */
    <T> Optional<Codec<T>> protobuf(Class<T> type);

    /**
     * A codec of {@code format} for {@code type} built on classes generated from a schema (such
     * as {@code "avro-specific"} or {@code "thrift-compact"}), or empty when this provider has
     * none. serguard calls it only once the format's library was found on the class path, with
     * the same rule as {@link #protobuf}. Never {@code null}.
     */
    default <T> Optional<Codec<T>> generated(String format, Class<T> type) {
        return Optional.empty();
    }

    /** The models of every installed provider, providers in class-path order. */
    static List<BuiltInModel<?>> installedModels() {
        List<BuiltInModel<?>> models = new ArrayList<>();
        InstalledProviders.ALL.forEach(provider -> models.addAll(provider.models()));
        return models;
    }

    /** The first installed model of exactly {@code type}, or empty. */
    @SuppressWarnings("unchecked") // the model's type() is type
    static <T> Optional<BuiltInModel<T>> installedModel(Class<T> type) {
        return installedModels().stream().filter(model -> model.type() == type).findFirst().map(model -> (BuiltInModel<T>) model);
    }

    /** The first installed provider's protobuf codec for {@code type}, or empty. Needs protobuf-java. */
    static <T> Optional<Codec<T>> installedProtobuf(Class<T> type) {
        for (ModelProvider provider : InstalledProviders.ALL) {
            Optional<Codec<T>> codec = provider.protobuf(type);
            if (codec.isPresent()) {
                return codec;
            }
        }
        return Optional.empty();
    }

    /** The first installed provider's generated {@code format} codec for {@code type}, or empty. */
    static <T> Optional<Codec<T>> installedGenerated(String format, Class<T> type) {
        for (ModelProvider provider : InstalledProviders.ALL) {
            Optional<Codec<T>> codec = provider.generated(format, type);
            if (codec.isPresent()) {
                return codec;
            }
        }
        return Optional.empty();
    }
}

