package dev.serguard.samples.car;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One differential of a {@link Drivetrain}; a drivetrain has two.
 *
 * <pre>{@code
 * Differential open = new Differential(false);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class Differential implements Serializable {

    private static final long serialVersionUID = 1L;

    private boolean limitedSlip;

    public Differential() {
    }

    public Differential(boolean limitedSlip) {
        this.limitedSlip = limitedSlip;
    }

    public boolean isLimitedSlip() {
        return limitedSlip;
    }

    public void setLimitedSlip(boolean limitedSlip) {
        this.limitedSlip = limitedSlip;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Differential other
                && limitedSlip == other.limitedSlip;
    }

    @Override
    public int hashCode() {
        return Objects.hash(limitedSlip);
    }

    @Override
    public String toString() {
        return "Differential{limitedSlip=" + limitedSlip + '}';
    }
}
