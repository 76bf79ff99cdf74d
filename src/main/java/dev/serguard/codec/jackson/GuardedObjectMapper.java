package dev.serguard.codec.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.ser.DefaultSerializerProvider;
import dev.serguard.codec.Constructions;
import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * An {@link ObjectMapper} whose constructions and copies are counted, so that serguard's
 * thread-safety check can report a codec that builds (or copies) a mapper per operation.
 *
 * <pre>{@code
 * static ObjectMapper productionMapper() {
 *     return new GuardedObjectMapper()          // instead of new ObjectMapper()
 *             .registerModule(new JavaTimeModule());
 * }
 * }</pre>
 *
 * <p>A mapper is thread-safe once configured, and expensive to build: every new one also
 * rebuilds its serializers on first use. Build one and share it, or share the
 * {@code ObjectWriter} and {@code ObjectReader} made from it. This class behaves as an
 * {@code ObjectMapper} in every other way.
 *
 * <p><b>Limits.</b> Only this class is counted: a plain {@code new ObjectMapper()} or a
 * {@code JsonMapper.builder().build()} is invisible. Counts are per constructing thread (see
 * {@link Constructions}), and the time counted is the constructor's only, not the serializers
 * a new mapper builds later, so the cost reported is a lower bound.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class GuardedObjectMapper extends ObjectMapper {

    private static final long serialVersionUID = 1L;

    /** As {@link ObjectMapper#ObjectMapper()}. */
    public GuardedObjectMapper() {
        this((JsonFactory) null);
    }

    /** As {@link ObjectMapper#ObjectMapper(JsonFactory)}: for Smile, CBOR and other formats. */
    public GuardedObjectMapper(JsonFactory factory) {
        this(factory, null, null);
    }

    /** As {@link ObjectMapper#ObjectMapper(JsonFactory, DefaultSerializerProvider, DefaultDeserializationContext)}. */
    public GuardedObjectMapper(JsonFactory factory, DefaultSerializerProvider serializers, DefaultDeserializationContext deserializers) {
        // The start time is taken in the this(...) call: the only code that runs before super.
        this(Constructions.begin(), factory, serializers, deserializers);
    }

    /** A copy of {@code source}, as {@link ObjectMapper#copy()} makes; counted as a construction. */
    protected GuardedObjectMapper(GuardedObjectMapper source) {
        this(Constructions.begin(), source);
    }

    /** A copy of {@code source} over another factory, as {@link ObjectMapper#copyWith} makes; counted. Jackson 2.14 or newer. */
    protected GuardedObjectMapper(GuardedObjectMapper source, JsonFactory factory) {
        this(Constructions.begin(), source, factory);
    }

    private GuardedObjectMapper(long began, JsonFactory factory, DefaultSerializerProvider serializers,
                                DefaultDeserializationContext deserializers) {
        super(factory, serializers, deserializers);
        Constructions.end("ObjectMapper", began);
    }

    private GuardedObjectMapper(long began, GuardedObjectMapper source) {
        super(source);
        Constructions.end("ObjectMapper", began);
    }

    private GuardedObjectMapper(long began, GuardedObjectMapper source, JsonFactory factory) {
        super(source, factory);
        Constructions.end("ObjectMapper", began);
    }

    // ObjectMapper.copy() refuses to run in a subclass that does not override it.
    @Override
    public GuardedObjectMapper copy() {
        _checkInvalidCopy(GuardedObjectMapper.class);
        return new GuardedObjectMapper(this);
    }

    @Override
    public GuardedObjectMapper copyWith(JsonFactory factory) {
        _checkInvalidCopy(GuardedObjectMapper.class);
        return new GuardedObjectMapper(this, factory);
    }
}
