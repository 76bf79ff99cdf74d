package dev.serguard.samples.car;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The gearbox of a {@link Drivetrain}.
 *
 * <pre>{@code
 * Transmission manual = new Transmission(6, false);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class Transmission implements Serializable {

    private static final long serialVersionUID = 1L;

    private int numberOfGears;
    private boolean automatic;

    public Transmission() {
    }

    public Transmission(int numberOfGears, boolean automatic) {
        this.numberOfGears = numberOfGears;
        this.automatic = automatic;
    }

    public int getNumberOfGears() {
        return numberOfGears;
    }

    public void setNumberOfGears(int numberOfGears) {
        this.numberOfGears = numberOfGears;
    }

    public boolean isAutomatic() {
        return automatic;
    }

    public void setAutomatic(boolean automatic) {
        this.automatic = automatic;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Transmission other
                && numberOfGears == other.numberOfGears
                && automatic == other.automatic;
    }

    @Override
    public int hashCode() {
        return Objects.hash(numberOfGears, automatic);
    }

    @Override
    public String toString() {
        return "Transmission{numberOfGears=" + numberOfGears
                + ", automatic=" + automatic + '}';
    }
}
