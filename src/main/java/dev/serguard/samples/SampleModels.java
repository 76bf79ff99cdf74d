package dev.serguard.samples;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.ModelProvider;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.samples.avro.SampleAvro;
import dev.serguard.samples.protobuf.SampleProtobuf;
import dev.serguard.samples.thrift.SampleThrift;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Offers the sample models to serguard's core through {@link ModelProvider} (registered in
 * {@code META-INF/services}): their payload factories for {@code @SerializationTest} and
 * {@code CodecAssert.isThreadSafe()}, their protobuf codecs for {@code Codecs.builtIns}, and
 * their codecs on classes generated from a schema (Avro) or written to one (Thrift) for
 * {@code Codecs.everyFormat}.
 *
 * <pre>{@code
 * ModelProvider.installedModel(MediaContent.class).orElseThrow().factory();
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
public final class SampleModels implements ModelProvider {

    @Override
    public List<BuiltInModel<?>> models() {
        return BuiltInPayloads.models();
    }

    // SampleProtobuf links protobuf-java; it is resolved only when this line first runs, which
    // serguard does only once protobuf-java was found, so this class loads without it.
    @Override
    public <T> Optional<Codec<T>> protobuf(Class<T> type) {
        return SampleProtobuf.codec(type);
    }

    // Each format's class links its library; it is resolved only when its branch first runs, which
    // serguard does only once that library was found, as for protobuf above.
    @Override
    public <T> Optional<Codec<T>> generated(String format, Class<T> type) {
        return CodecFamily.ofCodecName(format).flatMap(family -> switch (family) {
            case AVRO -> SampleAvro.codec(format, type);
            case THRIFT -> SampleThrift.codec(format, type);
            default -> Optional.empty();
        });
    }
}
