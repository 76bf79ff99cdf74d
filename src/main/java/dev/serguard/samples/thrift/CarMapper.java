package dev.serguard.samples.thrift;

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
 * Maps {@link Car} to {@code car.thrift}'s structs and back. Every reference field is optional on
 * the wire: {@code null} is left unset and an unset field reads back as {@code null}, the
 * differentials list included; numbers and booleans are always written. Enums map by constant:
 * the IDL and Java declare them in the same order.
 */
final class CarMapper {

    private static final Color[] COLORS = Color.values();
    private static final FuelType[] FUEL_TYPES = FuelType.values();

    private CarMapper() {
    }

    static CarThrift.Car toThrift(Car car) {
        CarThrift.Car struct = new CarThrift.Car()
                .setNumberOfSeats(car.getNumberOfSeats())
                .setNumberOfDoors(car.getNumberOfDoors())
                .setTimestamp(car.getTimestamp());
        struct.name = car.getName();
        struct.description = car.getDescription();
        struct.article = car.getArticle();
        struct.color = car.getColor() == null ? null : CarThrift.Color.findByValue(car.getColor().ordinal());
        struct.drivetrain = car.getDrivetrain() == null ? null : toThrift(car.getDrivetrain());
        Engine engine = car.getEngine();
        if (engine != null) {
            struct.engine = new CarThrift.Engine().setNumberOfCylinders(engine.getNumberOfCylinders());
            struct.engine.fuelType = engine.getFuelType() == null ? null : CarThrift.FuelType.findByValue(engine.getFuelType().ordinal());
        }
        return struct;
    }

    static Car fromThrift(CarThrift.Car struct) {
        Car car = new Car();
        car.setName(struct.name);
        car.setDescription(struct.description);
        car.setArticle(struct.article);
        car.setNumberOfSeats(struct.getNumberOfSeats());
        car.setNumberOfDoors(struct.getNumberOfDoors());
        car.setColor(struct.color == null ? null : COLORS[struct.color.getValue()]);
        car.setTimestamp(struct.getTimestamp());
        car.setDrivetrain(struct.drivetrain == null ? null : fromThrift(struct.drivetrain));
        if (struct.engine != null) {
            CarThrift.FuelType fuelType = struct.engine.fuelType;
            car.setEngine(new Engine(struct.engine.getNumberOfCylinders(), fuelType == null ? null : FUEL_TYPES[fuelType.getValue()]));
        }
        return car;
    }

    private static CarThrift.Drivetrain toThrift(Drivetrain drivetrain) {
        CarThrift.Drivetrain struct = new CarThrift.Drivetrain();
        Transmission transmission = drivetrain.getTransmission();
        if (transmission != null) {
            struct.transmission = new CarThrift.Transmission()
                    .setNumberOfGears(transmission.getNumberOfGears())
                    .setAutomatic(transmission.isAutomatic());
        }
        if (drivetrain.getDifferentials() != null) {
            struct.differentials = new ArrayList<>(drivetrain.getDifferentials().size());
            for (Differential differential : drivetrain.getDifferentials()) {
                struct.differentials.add(new CarThrift.Differential().setLimitedSlip(differential.isLimitedSlip()));
            }
        }
        return struct;
    }

    private static Drivetrain fromThrift(CarThrift.Drivetrain struct) {
        Transmission transmission = struct.transmission == null ? null
                : new Transmission(struct.transmission.getNumberOfGears(), struct.transmission.isAutomatic());
        List<Differential> differentials = null;
        if (struct.differentials != null) {
            differentials = new ArrayList<>(struct.differentials.size());
            for (CarThrift.Differential differential : struct.differentials) {
                differentials.add(new Differential(differential.isLimitedSlip()));
            }
        }
        return new Drivetrain(transmission, differentials);
    }
}
