package dev.serguard.samples.thrift;

import org.apache.thrift.TEnum;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apiguardian.api.API;

import java.util.List;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The types of {@code src/main/thrift/car.thrift}, serguard's schema for the 2013 shootout's Car.
 * Written by hand to that IDL's wire layout (field ids, types, requiredness, fields written in the
 * order of their ids, enums as i32), not produced by the Thrift compiler; nested as in
 * {@link MediaThrift}. Every field is optional or of the default requiredness: nothing is
 * required, so {@code validate} has nothing to check.
 *
 * <pre>{@code
 * CarThrift.Car car = new CarThrift.Car().setNumberOfSeats(4);
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
public final class CarThrift {

    private CarThrift() {
    }

    /** {@code enum Color}: values in the model's order. */
    public enum Color implements TEnum {
        WHITE, BLACK, GREEN, RED, BLUE, SILVER;

        private static final Color[] VALUES = values();

        @Override
        public int getValue() {
            return ordinal();
        }

        /** The constant of {@code value}, or {@code null} for a value the IDL does not know. */
        public static Color findByValue(int value) {
            return value >= 0 && value < VALUES.length ? VALUES[value] : null;
        }
    }

    /** {@code enum FuelType}: values in the model's order. */
    public enum FuelType implements TEnum {
        GAS, DIESEL, ELECTRIC;

        private static final FuelType[] VALUES = values();

        @Override
        public int getValue() {
            return ordinal();
        }

        /** The constant of {@code value}, or {@code null} for a value the IDL does not know. */
        public static FuelType findByValue(int value) {
            return value >= 0 && value < VALUES.length ? VALUES[value] : null;
        }
    }

    /** {@code struct Transmission}. */
    public static final class Transmission extends SampleStruct<Transmission> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Transmission");
        public static final Field NUMBER_OF_GEARS = primitive("numberOfGears", TType.I32, 1);
        public static final Field AUTOMATIC = primitive("automatic", TType.BOOL, 2);
        private static final List<Field> FIELDS = List.of(NUMBER_OF_GEARS, AUTOMATIC);

        private int numberOfGears;
        private boolean automatic;

        public int getNumberOfGears() {
            return numberOfGears;
        }

        public Transmission setNumberOfGears(int numberOfGears) {
            this.numberOfGears = numberOfGears;
            set(NUMBER_OF_GEARS, true);
            return this;
        }

        public boolean isAutomatic() {
            return automatic;
        }

        public Transmission setAutomatic(boolean automatic) {
            this.automatic = automatic;
            set(AUTOMATIC, true);
            return this;
        }

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, NUMBER_OF_GEARS)) {
                setNumberOfGears(in.readI32());
            } else if (is(field, AUTOMATIC)) {
                setAutomatic(in.readBool());
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            out.writeFieldBegin(NUMBER_OF_GEARS.wire);
            out.writeI32(numberOfGears);
            out.writeFieldEnd();
            out.writeFieldBegin(AUTOMATIC.wire);
            out.writeBool(automatic);
            out.writeFieldEnd();
        }

        @Override
        void validate(boolean read) {
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> numberOfGears;
                case 2 -> automatic;
                default -> throw new IllegalArgumentException("no field " + field + " in Transmission");
            };
        }

        @Override
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> {
                    numberOfGears = value == null ? 0 : (Integer) value;
                    set(NUMBER_OF_GEARS, value != null);
                }
                case 2 -> {
                    automatic = value != null && (Boolean) value;
                    set(AUTOMATIC, value != null);
                }
                default -> throw new IllegalArgumentException("no field " + field + " in Transmission");
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
        Transmission newInstance() {
            return new Transmission();
        }
    }

    /** {@code struct Differential}. */
    public static final class Differential extends SampleStruct<Differential> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Differential");
        public static final Field LIMITED_SLIP = primitive("limitedSlip", TType.BOOL, 1);
        private static final List<Field> FIELDS = List.of(LIMITED_SLIP);

        private boolean limitedSlip;

        public boolean isLimitedSlip() {
            return limitedSlip;
        }

        public Differential setLimitedSlip(boolean limitedSlip) {
            this.limitedSlip = limitedSlip;
            set(LIMITED_SLIP, true);
            return this;
        }

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, LIMITED_SLIP)) {
                setLimitedSlip(in.readBool());
                return true;
            }
            return false;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            out.writeFieldBegin(LIMITED_SLIP.wire);
            out.writeBool(limitedSlip);
            out.writeFieldEnd();
        }

        @Override
        void validate(boolean read) {
        }

        @Override
        public Object getFieldValue(Field field) {
            if (field.getThriftFieldId() == 1) {
                return limitedSlip;
            }
            throw new IllegalArgumentException("no field " + field + " in Differential");
        }

        @Override
        public void setFieldValue(Field field, Object value) {
            if (field.getThriftFieldId() != 1) {
                throw new IllegalArgumentException("no field " + field + " in Differential");
            }
            limitedSlip = value != null && (Boolean) value;
            set(LIMITED_SLIP, value != null);
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
        Differential newInstance() {
            return new Differential();
        }
    }

    /** {@code struct Drivetrain}. */
    public static final class Drivetrain extends SampleStruct<Drivetrain> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Drivetrain");
        public static final Field TRANSMISSION = reference("transmission", TType.STRUCT, 1);
        public static final Field DIFFERENTIALS = reference("differentials", TType.LIST, 2);
        private static final List<Field> FIELDS = List.of(TRANSMISSION, DIFFERENTIALS);

        /** Optional. */
        public Transmission transmission;
        /** Optional. */
        public List<Differential> differentials;

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, TRANSMISSION)) {
                transmission = new Transmission();
                transmission.read(in);
            } else if (is(field, DIFFERENTIALS)) {
                differentials = readStructs(in, Differential::new);
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            if (transmission != null) {
                out.writeFieldBegin(TRANSMISSION.wire);
                transmission.write(out);
                out.writeFieldEnd();
            }
            if (differentials != null) {
                writeStructs(out, DIFFERENTIALS, differentials);
            }
        }

        @Override
        void validate(boolean read) {
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> transmission;
                case 2 -> differentials;
                default -> throw new IllegalArgumentException("no field " + field + " in Drivetrain");
            };
        }

        @Override
        @SuppressWarnings("unchecked") // the field's IDL type is list<Differential>
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> transmission = (Transmission) value;
                case 2 -> differentials = (List<Differential>) value;
                default -> throw new IllegalArgumentException("no field " + field + " in Drivetrain");
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
        Drivetrain newInstance() {
            return new Drivetrain();
        }
    }

    /** {@code struct Engine}. */
    public static final class Engine extends SampleStruct<Engine> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Engine");
        public static final Field NUMBER_OF_CYLINDERS = primitive("numberOfCylinders", TType.I32, 1);
        public static final Field FUEL_TYPE = reference("fuelType", TType.I32, 2);
        private static final List<Field> FIELDS = List.of(NUMBER_OF_CYLINDERS, FUEL_TYPE);

        private int numberOfCylinders;
        /** Optional. */
        public FuelType fuelType;

        public int getNumberOfCylinders() {
            return numberOfCylinders;
        }

        public Engine setNumberOfCylinders(int numberOfCylinders) {
            this.numberOfCylinders = numberOfCylinders;
            set(NUMBER_OF_CYLINDERS, true);
            return this;
        }

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, NUMBER_OF_CYLINDERS)) {
                setNumberOfCylinders(in.readI32());
            } else if (is(field, FUEL_TYPE)) {
                fuelType = FuelType.findByValue(in.readI32());
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            out.writeFieldBegin(NUMBER_OF_CYLINDERS.wire);
            out.writeI32(numberOfCylinders);
            out.writeFieldEnd();
            if (fuelType != null) {
                out.writeFieldBegin(FUEL_TYPE.wire);
                out.writeI32(fuelType.getValue());
                out.writeFieldEnd();
            }
        }

        @Override
        void validate(boolean read) {
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> numberOfCylinders;
                case 2 -> fuelType;
                default -> throw new IllegalArgumentException("no field " + field + " in Engine");
            };
        }

        @Override
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> {
                    numberOfCylinders = value == null ? 0 : (Integer) value;
                    set(NUMBER_OF_CYLINDERS, value != null);
                }
                case 2 -> fuelType = (FuelType) value;
                default -> throw new IllegalArgumentException("no field " + field + " in Engine");
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
        Engine newInstance() {
            return new Engine();
        }
    }

    /** {@code struct Car}. */
    public static final class Car extends SampleStruct<Car> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Car");
        public static final Field NAME = reference("name", TType.STRING, 1);
        public static final Field DESCRIPTION = reference("description", TType.STRING, 2);
        public static final Field ARTICLE = reference("article", TType.STRING, 3);
        public static final Field NUMBER_OF_SEATS = primitive("numberOfSeats", TType.I32, 4);
        public static final Field NUMBER_OF_DOORS = primitive("numberOfDoors", TType.I32, 5);
        public static final Field COLOR = reference("color", TType.I32, 6);
        public static final Field TIMESTAMP = primitive("timestamp", TType.I64, 7);
        public static final Field DRIVETRAIN = reference("drivetrain", TType.STRUCT, 8);
        public static final Field ENGINE = reference("engine", TType.STRUCT, 9);
        private static final List<Field> FIELDS = List.of(NAME, DESCRIPTION, ARTICLE, NUMBER_OF_SEATS, NUMBER_OF_DOORS, COLOR, TIMESTAMP,
                DRIVETRAIN, ENGINE);

        /** Optional. */
        public String name;
        /** Optional. */
        public String description;
        /** Optional. */
        public String article;
        private int numberOfSeats;
        private int numberOfDoors;
        /** Optional. */
        public Color color;
        private long timestamp;
        /** Optional. */
        public Drivetrain drivetrain;
        /** Optional. */
        public Engine engine;

        public int getNumberOfSeats() {
            return numberOfSeats;
        }

        public Car setNumberOfSeats(int numberOfSeats) {
            this.numberOfSeats = numberOfSeats;
            set(NUMBER_OF_SEATS, true);
            return this;
        }

        public int getNumberOfDoors() {
            return numberOfDoors;
        }

        public Car setNumberOfDoors(int numberOfDoors) {
            this.numberOfDoors = numberOfDoors;
            set(NUMBER_OF_DOORS, true);
            return this;
        }

        public long getTimestamp() {
            return timestamp;
        }

        public Car setTimestamp(long timestamp) {
            this.timestamp = timestamp;
            set(TIMESTAMP, true);
            return this;
        }

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, NAME)) {
                name = in.readString();
            } else if (is(field, DESCRIPTION)) {
                description = in.readString();
            } else if (is(field, ARTICLE)) {
                article = in.readString();
            } else if (is(field, NUMBER_OF_SEATS)) {
                setNumberOfSeats(in.readI32());
            } else if (is(field, NUMBER_OF_DOORS)) {
                setNumberOfDoors(in.readI32());
            } else if (is(field, COLOR)) {
                color = Color.findByValue(in.readI32());
            } else if (is(field, TIMESTAMP)) {
                setTimestamp(in.readI64());
            } else if (is(field, DRIVETRAIN)) {
                drivetrain = new Drivetrain();
                drivetrain.read(in);
            } else if (is(field, ENGINE)) {
                engine = new Engine();
                engine.read(in);
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            if (name != null) {
                out.writeFieldBegin(NAME.wire);
                out.writeString(name);
                out.writeFieldEnd();
            }
            if (description != null) {
                out.writeFieldBegin(DESCRIPTION.wire);
                out.writeString(description);
                out.writeFieldEnd();
            }
            if (article != null) {
                out.writeFieldBegin(ARTICLE.wire);
                out.writeString(article);
                out.writeFieldEnd();
            }
            out.writeFieldBegin(NUMBER_OF_SEATS.wire);
            out.writeI32(numberOfSeats);
            out.writeFieldEnd();
            out.writeFieldBegin(NUMBER_OF_DOORS.wire);
            out.writeI32(numberOfDoors);
            out.writeFieldEnd();
            if (color != null) {
                out.writeFieldBegin(COLOR.wire);
                out.writeI32(color.getValue());
                out.writeFieldEnd();
            }
            out.writeFieldBegin(TIMESTAMP.wire);
            out.writeI64(timestamp);
            out.writeFieldEnd();
            if (drivetrain != null) {
                out.writeFieldBegin(DRIVETRAIN.wire);
                drivetrain.write(out);
                out.writeFieldEnd();
            }
            if (engine != null) {
                out.writeFieldBegin(ENGINE.wire);
                engine.write(out);
                out.writeFieldEnd();
            }
        }

        @Override
        void validate(boolean read) {
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> name;
                case 2 -> description;
                case 3 -> article;
                case 4 -> numberOfSeats;
                case 5 -> numberOfDoors;
                case 6 -> color;
                case 7 -> timestamp;
                case 8 -> drivetrain;
                case 9 -> engine;
                default -> throw new IllegalArgumentException("no field " + field + " in Car");
            };
        }

        @Override
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> name = (String) value;
                case 2 -> description = (String) value;
                case 3 -> article = (String) value;
                case 4 -> {
                    numberOfSeats = value == null ? 0 : (Integer) value;
                    set(NUMBER_OF_SEATS, value != null);
                }
                case 5 -> {
                    numberOfDoors = value == null ? 0 : (Integer) value;
                    set(NUMBER_OF_DOORS, value != null);
                }
                case 6 -> color = (Color) value;
                case 7 -> {
                    timestamp = value == null ? 0 : (Long) value;
                    set(TIMESTAMP, value != null);
                }
                case 8 -> drivetrain = (Drivetrain) value;
                case 9 -> engine = (Engine) value;
                default -> throw new IllegalArgumentException("no field " + field + " in Car");
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
        Car newInstance() {
            return new Car();
        }
    }
}
