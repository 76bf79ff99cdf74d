package dev.serguard.samples.car;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The drivetrain of a {@link Car}: a {@link Transmission} and, always, two {@link Differential}s
 * (front and rear) in a mutable list.
 *
 * <pre>{@code
 * Drivetrain drivetrain = new Drivetrain(new Transmission(6, false),
 *         new ArrayList<>(List.of(new Differential(true), new Differential(false))));
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class Drivetrain implements Serializable {

    private static final long serialVersionUID = 1L;

    private Transmission transmission;
    private List<Differential> differentials;

    public Drivetrain() {
    }

    public Drivetrain(Transmission transmission, List<Differential> differentials) {
        this.transmission = transmission;
        this.differentials = differentials;
    }

    public Transmission getTransmission() {
        return transmission;
    }

    public void setTransmission(Transmission transmission) {
        this.transmission = transmission;
    }

    public List<Differential> getDifferentials() {
        return differentials;
    }

    public void setDifferentials(List<Differential> differentials) {
        this.differentials = differentials;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Drivetrain other
                && Objects.equals(transmission, other.transmission)
                && Objects.equals(differentials, other.differentials);
    }

    @Override
    public int hashCode() {
        return Objects.hash(transmission, differentials);
    }

    @Override
    public String toString() {
        return "Drivetrain{transmission=" + transmission
                + ", differentials=" + differentials + '}';
    }
}
