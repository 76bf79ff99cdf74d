package dev.serguard.samples.car;

import dev.serguard.internal.Json;

import java.util.List;

/**
 * The length of a {@link Car} as compact JSON the way a plain Jackson {@code ObjectMapper}
 * writes it, computed without a JSON library so that the factory can aim at a size class.
 */
final class CarJson {

    private CarJson() {
    }

    static int length(Car car) {
        return Json.containerLength(9,
                Json.memberLength("name", Json.stringLength(car.getName()))
                        + Json.memberLength("description", Json.stringLength(car.getDescription()))
                        + Json.memberLength("article", Json.stringLength(car.getArticle()))
                        + Json.memberLength("numberOfSeats", Json.numberLength(car.getNumberOfSeats()))
                        + Json.memberLength("numberOfDoors", Json.numberLength(car.getNumberOfDoors()))
                        + Json.memberLength("color", enumLength(car.getColor()))
                        + Json.memberLength("timestamp", Json.numberLength(car.getTimestamp()))
                        + Json.memberLength("drivetrain", length(car.getDrivetrain()))
                        + Json.memberLength("engine", length(car.getEngine())));
    }

    private static int length(Drivetrain drivetrain) {
        if (drivetrain == null) {
            return 4;
        }
        Transmission transmission = drivetrain.getTransmission();
        int transmissionLength = transmission == null ? 4 : Json.containerLength(2,
                Json.memberLength("numberOfGears", Json.numberLength(transmission.getNumberOfGears()))
                        + Json.memberLength("automatic", booleanLength(transmission.isAutomatic())));
        List<Differential> differentials = drivetrain.getDifferentials();
        int differentialsLength = 4;
        if (differentials != null) {
            int content = 0;
            for (Differential differential : differentials) {
                content += Json.containerLength(1, Json.memberLength("limitedSlip", booleanLength(differential.isLimitedSlip())));
            }
            differentialsLength = Json.containerLength(differentials.size(), content);
        }
        return Json.containerLength(2, Json.memberLength("transmission", transmissionLength)
                + Json.memberLength("differentials", differentialsLength));
    }

    private static int length(Engine engine) {
        return engine == null ? 4 : Json.containerLength(2,
                Json.memberLength("numberOfCylinders", Json.numberLength(engine.getNumberOfCylinders()))
                        + Json.memberLength("fuelType", enumLength(engine.getFuelType())));
    }

    private static int booleanLength(boolean value) {
        return value ? 4 : 5;
    }

    private static int enumLength(Enum<?> constant) {
        return constant == null ? 4 : Json.stringLength(constant.name());
    }
}
