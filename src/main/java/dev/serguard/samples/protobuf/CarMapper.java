package dev.serguard.samples.protobuf;

import dev.serguard.samples.protobuf.generated.CarProtos;
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
 * Maps {@link Car} to serguard's {@code car.proto} messages and back. Every reference field is
 * optional on the wire: {@code null} is left unset and an unset field reads back as
 * {@code null}; primitives are always set. A {@code null} differentials list reads back empty.
 * Enums map by constant: proto and Java declare them in the same order.
 */
final class CarMapper {

    private static final Color[] COLORS = Color.values();
    private static final FuelType[] FUEL_TYPES = FuelType.values();

    private CarMapper() {
    }

    static CarProtos.Car toMessage(Car car) {
        CarProtos.Car.Builder builder = CarProtos.Car.newBuilder()
                .setNumberOfSeats(car.getNumberOfSeats())
                .setNumberOfDoors(car.getNumberOfDoors())
                .setTimestamp(car.getTimestamp());
        if (car.getName() != null) {
            builder.setName(car.getName());
        }
        if (car.getDescription() != null) {
            builder.setDescription(car.getDescription());
        }
        if (car.getArticle() != null) {
            builder.setArticle(car.getArticle());
        }
        if (car.getColor() != null) {
            builder.setColor(CarProtos.Color.forNumber(car.getColor().ordinal()));
        }
        if (car.getDrivetrain() != null) {
            builder.setDrivetrain(toMessage(car.getDrivetrain()));
        }
        if (car.getEngine() != null) {
            Engine engine = car.getEngine();
            CarProtos.Engine.Builder engineBuilder = CarProtos.Engine.newBuilder()
                    .setNumberOfCylinders(engine.getNumberOfCylinders());
            if (engine.getFuelType() != null) {
                engineBuilder.setFuelType(CarProtos.FuelType.forNumber(engine.getFuelType().ordinal()));
            }
            builder.setEngine(engineBuilder);
        }
        return builder.build();
    }

    static Car fromMessage(CarProtos.Car message) {
        Car car = new Car();
        car.setName(message.hasName() ? message.getName() : null);
        car.setDescription(message.hasDescription() ? message.getDescription() : null);
        car.setArticle(message.hasArticle() ? message.getArticle() : null);
        car.setNumberOfSeats(message.getNumberOfSeats());
        car.setNumberOfDoors(message.getNumberOfDoors());
        car.setColor(message.hasColor() ? COLORS[message.getColor().getNumber()] : null);
        car.setTimestamp(message.getTimestamp());
        car.setDrivetrain(message.hasDrivetrain() ? fromMessage(message.getDrivetrain()) : null);
        if (message.hasEngine()) {
            CarProtos.Engine engine = message.getEngine();
            car.setEngine(new Engine(engine.getNumberOfCylinders(),
                    engine.hasFuelType() ? FUEL_TYPES[engine.getFuelType().getNumber()] : null));
        }
        return car;
    }

    private static CarProtos.Drivetrain toMessage(Drivetrain drivetrain) {
        CarProtos.Drivetrain.Builder builder = CarProtos.Drivetrain.newBuilder();
        Transmission transmission = drivetrain.getTransmission();
        if (transmission != null) {
            builder.setTransmission(CarProtos.Transmission.newBuilder()
                    .setNumberOfGears(transmission.getNumberOfGears())
                    .setAutomatic(transmission.isAutomatic()));
        }
        if (drivetrain.getDifferentials() != null) {
            for (Differential differential : drivetrain.getDifferentials()) {
                builder.addDifferentials(CarProtos.Differential.newBuilder().setLimitedSlip(differential.isLimitedSlip()));
            }
        }
        return builder.build();
    }

    private static Drivetrain fromMessage(CarProtos.Drivetrain message) {
        Transmission transmission = null;
        if (message.hasTransmission()) {
            CarProtos.Transmission t = message.getTransmission();
            transmission = new Transmission(t.getNumberOfGears(), t.getAutomatic());
        }
        List<Differential> differentials = new ArrayList<>(message.getDifferentialsCount());
        for (CarProtos.Differential differential : message.getDifferentialsList()) {
            differentials.add(new Differential(differential.getLimitedSlip()));
        }
        return new Drivetrain(transmission, differentials);
    }
}
