package dev.serguard.samples.car;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The engine of a {@link Car}.
 *
 * <pre>{@code
 * Engine v8 = new Engine(8, FuelType.GAS);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class Engine implements Serializable {

    private static final long serialVersionUID = 1L;

    private int numberOfCylinders;
    private FuelType fuelType;

    public Engine() {
    }

    public Engine(int numberOfCylinders, FuelType fuelType) {
        this.numberOfCylinders = numberOfCylinders;
        this.fuelType = fuelType;
    }

    public int getNumberOfCylinders() {
        return numberOfCylinders;
    }

    public void setNumberOfCylinders(int numberOfCylinders) {
        this.numberOfCylinders = numberOfCylinders;
    }

    public FuelType getFuelType() {
        return fuelType;
    }

    public void setFuelType(FuelType fuelType) {
        this.fuelType = fuelType;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Engine other
                && numberOfCylinders == other.numberOfCylinders
                && fuelType == other.fuelType;
    }

    @Override
    public int hashCode() {
        return Objects.hash(numberOfCylinders, fuelType);
    }

    @Override
    public String toString() {
        return "Engine{numberOfCylinders=" + numberOfCylinders
                + ", fuelType=" + fuelType + '}';
    }
}
