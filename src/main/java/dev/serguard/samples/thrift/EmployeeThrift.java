package dev.serguard.samples.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apiguardian.api.API;

import java.util.List;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The struct of {@code src/main/thrift/employee.thrift}, serguard's schema for the Employee
 * record. Written by hand to that IDL's wire layout (field ids, types, requiredness, fields
 * written in the order of their ids), not produced by the Thrift compiler; nested as in
 * {@link MediaThrift}.
 *
 * <pre>{@code
 * EmployeeThrift.Employee employee = new EmployeeThrift.Employee().setId(7L);
 * employee.name = "Ada";
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
public final class EmployeeThrift {

    private EmployeeThrift() {
    }

    /** {@code struct Employee}. */
    public static final class Employee extends SampleStruct<Employee> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Employee");
        public static final Field ID = primitive("id", TType.I64, 1);
        public static final Field NAME = reference("name", TType.STRING, 2);
        public static final Field TIMESTAMP = primitive("timestamp", TType.I64, 3);
        public static final Field DEPARTMENTS = reference("departments", TType.LIST, 4);
        private static final List<Field> FIELDS = List.of(ID, NAME, TIMESTAMP, DEPARTMENTS);

        private long id;
        /** Optional. */
        public String name;
        private long timestamp;
        /** Optional. */
        public List<String> departments;

        public long getId() {
            return id;
        }

        public Employee setId(long id) {
            this.id = id;
            set(ID, true);
            return this;
        }

        public long getTimestamp() {
            return timestamp;
        }

        public Employee setTimestamp(long timestamp) {
            this.timestamp = timestamp;
            set(TIMESTAMP, true);
            return this;
        }

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, ID)) {
                setId(in.readI64());
            } else if (is(field, NAME)) {
                name = in.readString();
            } else if (is(field, TIMESTAMP)) {
                setTimestamp(in.readI64());
            } else if (is(field, DEPARTMENTS)) {
                departments = readStrings(in);
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            out.writeFieldBegin(ID.wire);
            out.writeI64(id);
            out.writeFieldEnd();
            if (name != null) {
                out.writeFieldBegin(NAME.wire);
                out.writeString(name);
                out.writeFieldEnd();
            }
            out.writeFieldBegin(TIMESTAMP.wire);
            out.writeI64(timestamp);
            out.writeFieldEnd();
            if (departments != null) {
                writeStrings(out, DEPARTMENTS, departments);
            }
        }

        @Override
        void validate(boolean read) {
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> id;
                case 2 -> name;
                case 3 -> timestamp;
                case 4 -> departments;
                default -> throw new IllegalArgumentException("no field " + field + " in Employee");
            };
        }

        @Override
        @SuppressWarnings("unchecked") // the field's IDL type is list<string>
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> {
                    id = value == null ? 0 : (Long) value;
                    set(ID, value != null);
                }
                case 2 -> name = (String) value;
                case 3 -> {
                    timestamp = value == null ? 0 : (Long) value;
                    set(TIMESTAMP, value != null);
                }
                case 4 -> departments = (List<String>) value;
                default -> throw new IllegalArgumentException("no field " + field + " in Employee");
            }
        }

        @Override
        List<Field> fields() {
            return FIELDS;
        }

        @Override
        TStruct descriptor() {
            return STRUCT;
        }

        @Override
        Employee newInstance() {
            return new Employee();
        }
    }
}
