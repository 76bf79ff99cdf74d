package dev.serguard.report;

/** Tick spacing for chart axes: 1, 2 or 5 times a power of ten, about four ticks to the largest value. */
final class Axis {

    private Axis() {
    }

    static double step(double max) {
        if (!(max > 0) || Double.isInfinite(max)) {
            return 1;
        }
        double rough = max / 4;
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        double fraction = rough / power;
        return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
    }
}
