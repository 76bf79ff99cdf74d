package dev.serguard.samples.avro;

import dev.serguard.samples.car.Car;
import dev.serguard.samples.car.Color;
import dev.serguard.samples.car.Differential;
import dev.serguard.samples.car.Drivetrain;
import dev.serguard.samples.car.Engine;
import dev.serguard.samples.car.FuelType;
import dev.serguard.samples.car.Transmission;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps {@link Car} to the classes generated from serguard's {@code car.avsc} and back. Every
 * reference field is a union with null, so {@code null} round-trips; primitives are always
 * written. A {@code null} differentials list reads back empty. Enums map by constant: the schema
 * and Java declare them in the same order.
 */
final class CarMapper {

    private static final Color[] COLORS = Color.values();
    private static final FuelType[] FUEL_TYPES = FuelType.values();
    private static final dev.serguard.samples.avro.generated.Color[] RECORD_COLORS = dev.serguard.samples.avro.generated.Color.values();
    private static final dev.serguard.samples.avro.generated.FuelType[] RECORD_FUEL_TYPES =
            dev.serguard.samples.avro.generated.FuelType.values();

    private CarMapper() {
    }

    static dev.serguard.samples.avro.generated.Car toRecord(Car car) {
        dev.serguard.samples.avro.generated.Car record = new dev.serguard.samples.avro.generated.Car();
        record.setName(car.getName());
        record.setDescription(car.getDescription());
        record.setArticle(car.getArticle());
        record.setNumberOfSeats(car.getNumberOfSeats());
        record.setNumberOfDoors(car.getNumberOfDoors());
        record.setColor(car.getColor() == null ? null : RECORD_COLORS[car.getColor().ordinal()]);
        record.setTimestamp(car.getTimestamp());
        record.setDrivetrain(car.getDrivetrain() == null ? null : toRecord(car.getDrivetrain()));
        Engine engine = car.getEngine();
        if (engine != null) {
            dev.serguard.samples.avro.generated.Engine engineRecord = new dev.serguard.samples.avro.generated.Engine();
            engineRecord.setNumberOfCylinders(engine.getNumberOfCylinders());
            engineRecord.setFuelType(engine.getFuelType() == null ? null : RECORD_FUEL_TYPES[engine.getFuelType().ordinal()]);
            record.setEngine(engineRecord);
        }
        return record;
    }

    static Car fromRecord(dev.serguard.samples.avro.generated.Car record) {
        Car car = new Car();
        car.setName(record.getName());
        car.setDescription(record.getDescription());
        car.setArticle(record.getArticle());
        car.setNumberOfSeats(record.getNumberOfSeats());
        car.setNumberOfDoors(record.getNumberOfDoors());
        car.setColor(record.getColor() == null ? null : COLORS[record.getColor().ordinal()]);
        car.setTimestamp(record.getTimestamp());
        car.setDrivetrain(record.getDrivetrain() == null ? null : fromRecord(record.getDrivetrain()));
        dev.serguard.samples.avro.generated.Engine engine = record.getEngine();
        if (engine != null) {
            car.setEngine(new Engine(engine.getNumberOfCylinders(),
                    engine.getFuelType() == null ? null : FUEL_TYPES[engine.getFuelType().ordinal()]));
        }
        return car;
    }

    private static dev.serguard.samples.avro.generated.Drivetrain toRecord(Drivetrain drivetrain) {
        dev.serguard.samples.avro.generated.Drivetrain record = new dev.serguard.samples.avro.generated.Drivetrain();
        Transmission transmission = drivetrain.getTransmission();
        if (transmission != null) {
            record.setTransmission(new dev.serguard.samples.avro.generated.Transmission(transmission.getNumberOfGears(),
                    transmission.isAutomatic()));
        }
        List<dev.serguard.samples.avro.generated.Differential> differentials = new ArrayList<>();
        if (drivetrain.getDifferentials() != null) {
            for (Differential differential : drivetrain.getDifferentials()) {
                differentials.add(new dev.serguard.samples.avro.generated.Differential(differential.isLimitedSlip()));
            }
        }
        record.setDifferentials(differentials);
        return record;
    }

    private static Drivetrain fromRecord(dev.serguard.samples.avro.generated.Drivetrain record) {
        dev.serguard.samples.avro.generated.Transmission transmission = record.getTransmission();
        List<Differential> differentials = new ArrayList<>(record.getDifferentials().size());
        for (dev.serguard.samples.avro.generated.Differential differential : record.getDifferentials()) {
            differentials.add(new Differential(differential.getLimitedSlip()));
        }
        return new Drivetrain(transmission == null ? null : new Transmission(transmission.getNumberOfGears(), transmission.getAutomatic()),
                differentials);
    }
}
