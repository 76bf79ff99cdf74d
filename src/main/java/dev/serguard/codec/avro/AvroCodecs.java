package dev.serguard.codec.avro;

import dev.serguard.codec.Codec;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import org.apiguardian.api.API;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Apache Avro codecs in Avro's binary encoding, one datum per byte array with no schema and no
 * header (as a message queue or a key-value store holds them, both ends knowing the schema):
 * classes generated from a schema with a mapper from and to the model ({@code avro-specific}),
 * generic records of a schema with a mapper ({@code avro-generic}), or the model itself through
 * reflection ({@code avro-reflect}). The mapping is part of the measured cost, as it is in
 * production.
 *
 * <pre>{@code
 * Codec<Order> specific = AvroCodecs.specific(Order.class, OrderRecord.class, OrderMapper::toRecord, OrderMapper::fromRecord);
 * Codec<Order> generic = AvroCodecs.generic(Order.class, orderSchema, OrderMapper::toGeneric, OrderMapper::fromGeneric);
 * Codec<Order> reflect = AvroCodecs.reflect(Order.class);
 * Codec<OrderRecord> asGenerated = AvroCodecs.specific(OrderRecord.class);   // the generated class is the model
 * }</pre>
 *
 * <p>Every codec is thread-safe: the {@code DatumWriter} is shared, and each thread has its own
 * {@code DatumReader}, encoder, decoder and output buffer, reused from call to call. The mapping
 * functions must be stateless (or thread-safe).
 *
 * <p>Avro's binary encoding carries no class name, so the untrusted-types check reports these
 * codecs as not applicable. Needs {@code org.apache.avro:avro} (1.11 or newer) on the class path,
 * in a version that accepts the code its {@code avro-maven-plugin} generated for your records.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class AvroCodecs {

    /** The name of the built-in codecs on generated classes, and of {@link #specific(Class, Class, Function, Function)}. */
    public static final String SPECIFIC = "avro-specific";
    /** The name of the built-in codecs on generic records, and of {@link #generic(Class, Schema, Function, Function)}. */
    public static final String GENERIC = "avro-generic";
    /** The name of the built-in reflection codec, {@link #reflect(Class)}. */
    public static final String REFLECT = "avro-reflect";

    private AvroCodecs() {
    }

    /**
     * The codec named {@value #SPECIFIC} for a model that is itself a generated record class,
     * read and written with {@code SpecificDatumReader}/{@code SpecificDatumWriter}.
     *
     * @param recordClass the class that avro-tools or the avro-maven-plugin generated
     */
    public static <R extends SpecificRecord> Codec<R> specific(Class<R> recordClass) {
        return specific(SPECIFIC, recordClass, recordClass, Function.identity(), Function.identity());
    }

    /** As {@link #specific(String, Class, Class, Function, Function)}, named {@value #SPECIFIC}. */
    public static <T, R extends SpecificRecord> Codec<T> specific(Class<T> type, Class<R> recordClass,
            Function<? super T, ? extends R> toRecord, Function<? super R, ? extends T> fromRecord) {
        return specific(SPECIFIC, type, recordClass, toRecord, fromRecord);
    }

    /**
     * A codec that maps a value to an instance of a generated record class, writes it with
     * {@code SpecificDatumWriter}, reads it back with {@code SpecificDatumReader} and maps it back.
     *
     * @param name        the codec name, lower-case, e.g. {@code "avro-specific"}
     * @param type        the model type
     * @param recordClass the class generated from the schema
     * @param toRecord    maps a value to its record
     * @param fromRecord  maps a record back to a value
     */
    public static <T, R extends SpecificRecord> Codec<T> specific(String name, Class<T> type, Class<R> recordClass,
            Function<? super T, ? extends R> toRecord, Function<? super R, ? extends T> fromRecord) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(recordClass, "recordClass");
        Objects.requireNonNull(toRecord, "toRecord");
        Objects.requireNonNull(fromRecord, "fromRecord");
        return new AvroCodec<T, R>(name, type, new SpecificDatumWriter<>(recordClass), () -> new SpecificDatumReader<>(recordClass),
                toRecord, fromRecord);
    }

    /** As {@link #generic(String, Class, Schema, Function, Function)}, named {@value #GENERIC}. */
    public static <T> Codec<T> generic(Class<T> type, Schema schema, Function<? super T, ? extends GenericRecord> toRecord,
            Function<? super GenericRecord, ? extends T> fromRecord) {
        return generic(GENERIC, type, schema, toRecord, fromRecord);
    }

    /**
     * A codec that maps a value to a {@link GenericRecord} of {@code schema}, writes it with
     * {@code GenericDatumWriter}, reads it back with {@code GenericDatumReader} and maps it back.
     * Strings read back as {@code org.apache.avro.util.Utf8} unless the schema's string types
     * carry {@code "avro.java.string": "String"}: map them with {@code toString()}.
     *
     * @param name       the codec name, lower-case, e.g. {@code "avro-generic"}
     * @param type       the model type
     * @param schema     a record schema, as parsed with {@code new Schema.Parser().parse(...)}
     * @param toRecord   maps a value to a record of {@code schema}
     * @param fromRecord maps a record back to a value
     * @throws IllegalArgumentException if {@code schema} is not a record schema
     */
    public static <T> Codec<T> generic(String name, Class<T> type, Schema schema, Function<? super T, ? extends GenericRecord> toRecord,
            Function<? super GenericRecord, ? extends T> fromRecord) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(toRecord, "toRecord");
        Objects.requireNonNull(fromRecord, "fromRecord");
        if (schema.getType() != Schema.Type.RECORD) {
            throw new IllegalArgumentException("AvroCodecs.generic needs a record schema, but was given a " + schema.getType().getName()
                    + " schema: " + schema);
        }
        return new AvroCodec<T, GenericRecord>(name, type, new GenericDatumWriter<>(schema), () -> new GenericDatumReader<>(schema),
                toRecord, fromRecord);
    }

    /**
     * The built-in {@value #REFLECT}: the model itself, its schema derived by reflection on its
     * fields with {@code ReflectData.AllowNull}, so that every field that is not a primitive may
     * be {@code null} (a union with null, which costs a byte per field on the wire). A team whose
     * production code uses {@code ReflectData.get()} and {@code @Nullable} fields passes that to
     * {@link #reflect(String, Class, ReflectData)} instead.
     *
     * @throws IllegalArgumentException if Avro cannot derive a schema for {@code type} or cannot
     *                                  make one of its classes when reading, such as a Java record
     */
    public static <T> Codec<T> reflect(Class<T> type) {
        return reflect(REFLECT, type, ReflectData.AllowNull.get());
    }

    /**
     * A codec that writes the value itself with {@code ReflectDatumWriter} and reads it back with
     * {@code ReflectDatumReader}, on the schema that {@code data} derives from {@code type}.
     * Avro reads a class by making it with its no-argument constructor and setting its fields,
     * so every class it reaches must have one: a Java record does not, and is refused here.
     *
     * @param name the codec name, lower-case, e.g. {@code "avro-reflect"}
     * @param type the model type
     * @param data how the schema is derived: {@code ReflectData.get()} (a {@code null} only where
     *             a field is {@code @Nullable}), {@code ReflectData.AllowNull.get()}, or your own
     * @throws IllegalArgumentException if Avro cannot derive a schema for {@code type} or cannot
     *                                  make one of its classes when reading, such as a Java record
     */
    public static <T> Codec<T> reflect(String name, Class<T> type, ReflectData data) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(data, "data");
        Schema schema;
        try {
            schema = data.getSchema(type);
        } catch (AvroRuntimeException e) {
            throw new IllegalArgumentException("Avro reflection cannot derive a schema for " + type.getName() + ": " + e.getMessage(), e);
        }
        requireMakeable(type, schema, data, new HashSet<>());
        return new AvroCodec<T, T>(name, type, new ReflectDatumWriter<>(schema, data), () -> new ReflectDatumReader<>(schema, schema, data),
                Function.identity(), Function.identity());
    }

    // Reading makes every record class of the schema with its no-argument constructor: find one that has none
    // now, rather than have every read of the codec fail.
    private static void requireMakeable(Class<?> root, Schema schema, ReflectData data, Set<String> seen) {
        switch (schema.getType()) {
            case RECORD -> {
                if (!seen.add(schema.getFullName())) {
                    return;
                }
                Class<?> made = data.getClass(schema);
                if (made != null && made.isRecord()) {
                    throw new IllegalArgumentException("Avro reflection cannot read " + made.getName()
                            + (made == root ? "" : " (in " + root.getName() + ")")
                            + " back: it is a Java record, and ReflectDatumReader makes a class with its no-argument constructor, then sets"
                            + " its fields; map it to a generated class (AvroCodecs.specific) or a GenericRecord (AvroCodecs.generic)");
                }
                try {
                    data.newRecord(null, schema);
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException("Avro reflection cannot read " + (made == null ? schema.getFullName() : made.getName())
                            + (made == root ? "" : " (in " + root.getName() + ")") + " back: ReflectDatumReader makes a class with its"
                            + " no-argument constructor, and making it failed: " + rootCause(e), e);
                }
                schema.getFields().forEach(field -> requireMakeable(root, field.schema(), data, seen));
            }
            case ARRAY -> requireMakeable(root, schema.getElementType(), data, seen);
            case MAP -> requireMakeable(root, schema.getValueType(), data, seen);
            case UNION -> schema.getTypes().forEach(branch -> requireMakeable(root, branch, data, seen));
            default -> {
            }
        }
    }

    private static String rootCause(Throwable thrown) {
        Throwable cause = thrown;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.toString();
    }
}
