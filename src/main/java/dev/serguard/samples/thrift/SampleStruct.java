package dev.serguard.samples.thrift;

import org.apache.thrift.TBase;
import org.apache.thrift.TBaseHelper;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.TFieldIdEnum;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TProtocolUtil;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;
import java.util.function.Supplier;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What the structs of serguard's sample IDL files ({@code src/main/thrift}) share: the read loop
 * and the write frame that the Thrift compiler generates into each struct, and the generic half
 * of {@link TBase} (field lookup, copy, comparison, equality) done once over a struct's fields.
 * Each struct writes and reads its own fields, with the ids, types and requiredness of its IDL,
 * in the order of their ids, as generated code does. Written by hand, not by the compiler.
 *
 * <pre>{@code
 * MediaThrift.Image image = new MediaThrift.Image();
 * image.read(protocol);
 * }</pre>
 *
 * @param <T> the struct itself
 */
@API(status = INTERNAL, since = "0.1")
public abstract class SampleStruct<T extends SampleStruct<T>> implements TBase<T, SampleStruct.Field> {

    private static final long serialVersionUID = 1L;

    /** How deeply nested an unknown field may be before a read gives up: Thrift's default recursion limit. */
    private static final int MAX_SKIP_DEPTH = TConfiguration.DEFAULT_RECURSION_DEPTH;

    /** The numbers and booleans that are set, bit {@code id} for the field of that id, as generated code's isset bits. */
    private int isset;

    SampleStruct() {
    }

    /** One field of a struct: its wire descriptor (name, type, id) and whether it is a primitive, tracked by an isset bit. */
    @API(status = INTERNAL, since = "0.1")
    public static final class Field implements TFieldIdEnum {

        final TField wire;
        final boolean primitive;

        private Field(String name, byte type, int id, boolean primitive) {
            this.wire = new TField(name, type, (short) id);
            this.primitive = primitive;
        }

        @Override
        public short getThriftFieldId() {
            return wire.id;
        }

        @Override
        public String getFieldName() {
            return wire.name;
        }

        @Override
        public String toString() {
            return wire.name;
        }
    }

    /** A number or boolean field. */
    static Field primitive(String name, byte type, int id) {
        return new Field(name, type, id, true);
    }

    /** A string, enum, struct or list field: set when not {@code null}. */
    static Field reference(String name, byte type, int id) {
        return new Field(name, type, id, false);
    }

    /** The struct's fields in the order of their ids. */
    abstract List<Field> fields();

    abstract TStruct descriptor();

    abstract T newInstance();

    /** Reads {@code field}'s value if it is one of this struct's, with its declared type; else false, and it is skipped. */
    abstract boolean readField(TProtocol in, TField field) throws TException;

    /** Writes the fields that are to be written, in the order of their ids. */
    abstract void writeFields(TProtocol out) throws TException;

    /** Throws if a required field is missing; {@code read}: after a read, which also requires the required numbers to have been read. */
    abstract void validate(boolean read) throws TProtocolException;

    @Override
    public final void read(TProtocol in) throws TException {
        in.readStructBegin();
        while (true) {
            TField field = in.readFieldBegin();
            if (field.type == TType.STOP) {
                break;
            }
            if (!readField(in, field)) {
                // Bounded, unlike the compiler's TProtocolUtil.skip(in, type): a corrupted field of nested
                // structs cannot take the reader as deep as the input is long.
                TProtocolUtil.skip(in, field.type, MAX_SKIP_DEPTH);
            }
            in.readFieldEnd();
        }
        in.readStructEnd();
        validate(true);
    }

    @Override
    public final void write(TProtocol out) throws TException {
        validate(false);
        out.writeStructBegin(descriptor());
        writeFields(out);
        out.writeFieldStop();
        out.writeStructEnd();
    }

    /** Whether {@code field} has the id and the type this struct declares for it. */
    static boolean is(TField read, Field field) {
        return read.id == field.wire.id && read.type == field.wire.type;
    }

    /** Marks a primitive field set or unset. */
    final void set(Field field, boolean set) {
        isset = set ? isset | 1 << field.wire.id : isset & ~(1 << field.wire.id);
    }

    final void requirePresent(Field field) throws TProtocolException {
        if (!isSet(field)) {
            throw new TProtocolException("Required field '" + field.wire.name + "' was not present! Struct: " + this);
        }
    }

    final void requireRead(Field field) throws TProtocolException {
        if (!isSet(field)) {
            throw new TProtocolException("Required field '" + field.wire.name + "' was not found in serialized data! Struct: " + this);
        }
    }

    static void writeStrings(TProtocol out, Field field, List<String> values) throws TException {
        out.writeFieldBegin(field.wire);
        out.writeListBegin(new TList(TType.STRING, values.size()));
        for (String value : values) {
            out.writeString(value);
        }
        out.writeListEnd();
        out.writeFieldEnd();
    }

    static List<String> readStrings(TProtocol in) throws TException {
        TList list = in.readListBegin();
        List<String> values = new ArrayList<>(list.size);
        for (int i = 0; i < list.size; i++) {
            values.add(in.readString());
        }
        in.readListEnd();
        return values;
    }

    static void writeStructs(TProtocol out, Field field, List<? extends SampleStruct<?>> values) throws TException {
        out.writeFieldBegin(field.wire);
        out.writeListBegin(new TList(TType.STRUCT, values.size()));
        for (SampleStruct<?> value : values) {
            value.write(out);
        }
        out.writeListEnd();
        out.writeFieldEnd();
    }

    static <S extends SampleStruct<S>> List<S> readStructs(TProtocol in, Supplier<S> element) throws TException {
        TList list = in.readListBegin();
        List<S> values = new ArrayList<>(list.size);
        for (int i = 0; i < list.size; i++) {
            S value = element.get();
            value.read(in);
            values.add(value);
        }
        in.readListEnd();
        return values;
    }

    @Override
    public boolean isSet(Field field) {
        return field.primitive ? (isset & 1 << field.wire.id) != 0 : getFieldValue(field) != null;
    }

    @Override
    public Field fieldForId(int id) {
        for (Field field : fields()) {
            if (field.wire.id == id) {
                return field;
            }
        }
        return null;
    }

    @Override
    public T deepCopy() {
        T copy = newInstance();
        for (Field field : fields()) {
            if (isSet(field)) {
                copy.setFieldValue(field, copyOf(getFieldValue(field)));
            }
        }
        return copy;
    }

    private static Object copyOf(Object value) {
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            list.forEach(element -> copy.add(copyOf(element)));
            return copy;
        }
        return value instanceof TBase<?, ?> struct ? struct.deepCopy() : value;
    }

    @Override
    public void clear() {
        for (Field field : fields()) {
            setFieldValue(field, null);
        }
    }

    @Override
    public int compareTo(T other) {
        for (Field field : fields()) {
            int compared = Boolean.compare(isSet(field), other.isSet(field));
            if (compared == 0 && isSet(field)) {
                compared = TBaseHelper.compareTo(getFieldValue(field), other.getFieldValue(field));
            }
            if (compared != 0) {
                return compared;
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object o) {
        if (o == null || o.getClass() != getClass()) {
            return false;
        }
        SampleStruct<?> other = (SampleStruct<?>) o;
        for (Field field : fields()) {
            if (isSet(field) != other.isSet(field) || isSet(field) && !Objects.equals(getFieldValue(field), other.getFieldValue(field))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = getClass().hashCode();
        for (Field field : fields()) {
            hash = 31 * hash + (isSet(field) ? Objects.hashCode(getFieldValue(field)) : 0);
        }
        return hash;
    }

    /** As generated code's: {@code Image(uri:…, width:1024, …)}, set fields only. */
    @Override
    public String toString() {
        StringJoiner joined = new StringJoiner(", ", descriptor().name + "(", ")");
        for (Field field : fields()) {
            if (isSet(field)) {
                joined.add(field.wire.name + ":" + getFieldValue(field));
            }
        }
        return joined.toString();
    }
}
