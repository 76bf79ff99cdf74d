package dev.serguard.samples.avro;

import dev.serguard.samples.car.Car;
import dev.serguard.samples.car.Color;
import dev.serguard.samples.car.Differential;
import dev.serguard.samples.car.Drivetrain;
import dev.serguard.samples.car.Engine;
import dev.serguard.samples.car.FuelType;
import dev.serguard.samples.car.Transmission;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericEnumSymbol;
import org.apache.avro.generic.GenericRecord;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static dev.serguard.samples.avro.GenericMediaMapper.text;

/**
 * Maps {@link Car} to generic records of serguard's {@code car.avsc} (as parsed) and back, with
 * the choices of {@link CarMapper}; enums are written as the schema's symbols of the same name.
 */
final class GenericCarMapper {

    private final Schema car;
    private final Schema drivetrain;
    private final Schema transmission;
    private final Schema differentials;
    private final Schema differential;
    private final Schema engine;
    private final GenericEnumSymbol<?>[] colors;
    private final GenericEnumSymbol<?>[] fuelTypes;

    GenericCarMapper(Schema car) {
        this.car = car;
        this.drivetrain = nonNull(car.getField("drivetrain").schema());
        this.transmission = nonNull(drivetrain.getField("transmission").schema());
        this.differentials = drivetrain.getField("differentials").schema();
        this.differential = differentials.getElementType();
        this.engine = nonNull(car.getField("engine").schema());
        Schema color = nonNull(car.getField("color").schema());
        this.colors = Arrays.stream(Color.values()).map(c -> new GenericData.EnumSymbol(color, c.name()))
                .toArray(GenericEnumSymbol<?>[]::new);
        Schema fuelType = nonNull(engine.getField("fuelType").schema());
        this.fuelTypes = Arrays.stream(FuelType.values()).map(f -> new GenericData.EnumSymbol(fuelType, f.name()))
                .toArray(GenericEnumSymbol<?>[]::new);
    }

    /** The branch of a {@code ["null", X]} union that is not null. */
    static Schema nonNull(Schema union) {
        return union.getTypes().get(1);
    }

    Schema schema() {
        return car;
    }

    GenericRecord toRecord(Car value) {
        GenericRecord record = new GenericData.Record(car);
        record.put("name", value.getName());
        record.put("description", value.getDescription());
        record.put("article", value.getArticle());
        record.put("numberOfSeats", value.getNumberOfSeats());
        record.put("numberOfDoors", value.getNumberOfDoors());
        record.put("color", value.getColor() == null ? null : colors[value.getColor().ordinal()]);
        record.put("timestamp", value.getTimestamp());
        record.put("drivetrain", value.getDrivetrain() == null ? null : toRecord(value.getDrivetrain()));
        Engine source = value.getEngine();
        if (source != null) {
            GenericRecord engineRecord = new GenericData.Record(engine);
            engineRecord.put("numberOfCylinders", source.getNumberOfCylinders());
            engineRecord.put("fuelType", source.getFuelType() == null ? null : fuelTypes[source.getFuelType().ordinal()]);
            record.put("engine", engineRecord);
        }
        return record;
    }

    Car fromRecord(GenericRecord record) {
        Car value = new Car();
        value.setName(text(record.get("name")));
        value.setDescription(text(record.get("description")));
        value.setArticle(text(record.get("article")));
        value.setNumberOfSeats((Integer) record.get("numberOfSeats"));
        value.setNumberOfDoors((Integer) record.get("numberOfDoors"));
        Object color = record.get("color");
        value.setColor(color == null ? null : Color.valueOf(color.toString()));
        value.setTimestamp((Long) record.get("timestamp"));
        Object drivetrainRecord = record.get("drivetrain");
        value.setDrivetrain(drivetrainRecord == null ? null : fromDrivetrain((GenericRecord) drivetrainRecord));
        GenericRecord engineRecord = (GenericRecord) record.get("engine");
        if (engineRecord != null) {
            Object fuelType = engineRecord.get("fuelType");
            value.setEngine(new Engine((Integer) engineRecord.get("numberOfCylinders"),
                    fuelType == null ? null : FuelType.valueOf(fuelType.toString())));
        }
        return value;
    }

    private GenericRecord toRecord(Drivetrain value) {
        GenericRecord record = new GenericData.Record(drivetrain);
        Transmission source = value.getTransmission();
        if (source != null) {
            GenericRecord transmissionRecord = new GenericData.Record(transmission);
            transmissionRecord.put("numberOfGears", source.getNumberOfGears());
            transmissionRecord.put("automatic", source.isAutomatic());
            record.put("transmission", transmissionRecord);
        }
        List<Differential> sources = value.getDifferentials() == null ? List.of() : value.getDifferentials();
        GenericData.Array<GenericRecord> array = new GenericData.Array<>(sources.size(), differentials);
        for (Differential each : sources) {
            GenericRecord differentialRecord = new GenericData.Record(differential);
            differentialRecord.put("limitedSlip", each.isLimitedSlip());
            array.add(differentialRecord);
        }
        record.put("differentials", array);
        return record;
    }

    private static Drivetrain fromDrivetrain(GenericRecord record) {
        GenericRecord transmissionRecord = (GenericRecord) record.get("transmission");
        List<?> array = (List<?>) record.get("differentials");
        List<Differential> values = new ArrayList<>(array.size());
        for (Object each : array) {
            values.add(new Differential((Boolean) ((GenericRecord) each).get("limitedSlip")));
        }
        return new Drivetrain(transmissionRecord == null ? null
                : new Transmission((Integer) transmissionRecord.get("numberOfGears"), (Boolean) transmissionRecord.get("automatic")), values);
    }
}
