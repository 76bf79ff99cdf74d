package dev.serguard.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A horizontal grouped bar chart as inline SVG: one group of bars per codec, one bar per series
 * (serialize and deserialize, raw and deflated), each with its confidence interval as an error
 * bar and, where a baseline exists, the baseline as a dark tick across the bar.
 *
 * <pre>{@code
 * BarChart chart = new BarChart("ns/op", List.of(new BarChart.Series("serialize", "#4e79a7")));
 * chart.row("kryo", List.of(BarChart.Bar.of(812, 790, 840, 760)));
 * String svg = chart.svg();
 * }</pre>
 */
final class BarChart {

    static final int WIDTH = 560;
    private static final int LABELS = 120;
    private static final int VALUES = 70;
    private static final int BAR = 14;
    private static final int GAP = 12;
    private static final int LEGEND = 26;
    private static final int AXIS = 26;

    /** One series: a bar in every group. */
    record Series(String name, String color) {
    }

    /**
     * One bar; {@code NaN} where a figure is absent.
     *
     * @param value    its length
     * @param low      lower end of its interval
     * @param high     upper end of its interval
     * @param baseline the baseline, as this machine would measure it
     */
    record Bar(double value, double low, double high, double baseline) {

        static Bar of(double value, double low, double high, double baseline) {
            return new Bar(value, low, high, baseline);
        }

        static Bar exact(double value, double baseline) {
            return new Bar(value, value, value, baseline);
        }

        static Bar absent() {
            return new Bar(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
    }

    private record Row(String label, List<Bar> bars) {
    }

    private final String unit;
    private final List<Series> series;
    private final List<Row> rows = new ArrayList<>();

    BarChart(String unit, List<Series> series) {
        this.unit = unit;
        this.series = List.copyOf(series);
    }

    BarChart row(String label, List<Bar> bars) {
        rows.add(new Row(label, List.copyOf(bars)));
        return this;
    }

    boolean isEmpty() {
        return rows.stream().flatMap(row -> row.bars().stream()).allMatch(bar -> Double.isNaN(bar.value()));
    }

    boolean hasBaseline() {
        return rows.stream().flatMap(row -> row.bars().stream()).anyMatch(bar -> !Double.isNaN(bar.baseline()));
    }

    /**
     * Whether the chart's axis is logarithmic: where its largest figure is {@link #LOG_RATIO}
     * times its smallest or more, so that one slow codec's bar does not flatten the others'.
     */
    boolean logarithmic() {
        double[] range = range();
        return range[0] > 0 && range[1] / range[0] >= LOG_RATIO;
    }

    /** From how many times the smallest figure to the largest the axis turns logarithmic. */
    static final double LOG_RATIO = 20;

    // The smallest positive and the largest finite figure drawn.
    private double[] range() {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (Row row : rows) {
            for (Bar bar : row.bars()) {
                for (double v : new double[] {bar.value(), bar.low(), bar.high(), bar.baseline()}) {
                    if (Double.isFinite(v) && v > 0) {
                        min = Math.min(min, v);
                        max = Math.max(max, v);
                    }
                }
            }
        }
        return new double[] {Double.isInfinite(min) ? 0 : min, max};
    }

    String svg() {
        double[] range = range();
        Scale scale = logarithmic() ? Scale.logarithmic(range[0], range[1]) : Scale.linear(range[1]);
        int groupHeight = series.size() * BAR + GAP;
        int height = LEGEND + rows.size() * groupHeight + AXIS;
        double plot = WIDTH - LABELS - VALUES;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height).append("\" role=\"img\">\n");
        legend(svg);
        for (double tick : scale.ticks()) {
            double x = LABELS + plot * scale.at(tick);
            svg.append("<line class=\"grid\" x1=\"").append(Html.px(x)).append("\" y1=\"").append(LEGEND - 4).append("\" x2=\"")
                    .append(Html.px(x)).append("\" y2=\"").append(height - AXIS + 2).append("\"/>")
                    .append("<text class=\"tick\" x=\"").append(Html.px(x)).append("\" y=\"").append(height - AXIS + 16)
                    .append("\" text-anchor=\"middle\">").append(Html.number(tick)).append("</text>\n");
        }
        svg.append("<text class=\"unit\" x=\"").append(WIDTH - 4).append("\" y=\"").append(height - 4)
                .append("\" text-anchor=\"end\">").append(Html.escape(scale.log() ? unit + ", log scale" : unit)).append("</text>\n");
        int y = LEGEND;
        for (Row row : rows) {
            svg.append("<text class=\"label\" x=\"").append(LABELS - 8).append("\" y=\"").append(y + series.size() * BAR / 2 + 4)
                    .append("\" text-anchor=\"end\">").append(Html.escape(row.label())).append("</text>\n");
            for (int i = 0; i < series.size(); i++) {
                bar(svg, row.bars().get(i), series.get(i), y + i * BAR, plot, scale);
            }
            y += groupHeight;
        }
        return svg.append("</svg>").toString();
    }

    private void bar(StringBuilder svg, Bar bar, Series series, int y, double plot, Scale scale) {
        if (Double.isNaN(bar.value())) {
            svg.append("<text class=\"missing\" x=\"").append(LABELS + 4).append("\" y=\"").append(y + BAR - 3).append("\">")
                    .append(Html.escape(series.name())).append(": not measured</text>\n");
            return;
        }
        double x0 = LABELS;
        double w = plot * scale.at(bar.value());
        svg.append("<rect class=\"bar\" x=\"").append(x0).append("\" y=\"").append(y + 1).append("\" width=\"").append(Html.px(Math.max(1, w)))
                .append("\" height=\"").append(BAR - 2).append("\" fill=\"").append(series.color()).append("\"><title>")
                .append(Html.escape(series.name() + ": " + Html.number(bar.value()) + " " + unit)).append("</title></rect>\n");
        double mid = y + BAR / 2.0;
        if (bar.high() > bar.low()) {
            double lo = x0 + plot * scale.at(bar.low());
            double hi = x0 + plot * scale.at(bar.high());
            svg.append("<path class=\"error\" d=\"M").append(Html.px(lo)).append(' ').append(Html.px(mid)).append("H").append(Html.px(hi))
                    .append("M").append(Html.px(lo)).append(' ').append(Html.px(mid - 4)).append("V").append(Html.px(mid + 4))
                    .append("M").append(Html.px(hi)).append(' ').append(Html.px(mid - 4)).append("V").append(Html.px(mid + 4)).append("\"/>\n");
        }
        if (Double.isFinite(bar.baseline())) {
            double bx = x0 + plot * scale.at(bar.baseline());
            svg.append("<line class=\"baseline\" x1=\"").append(Html.px(bx)).append("\" y1=\"").append(y - 1).append("\" x2=\"")
                    .append(Html.px(bx)).append("\" y2=\"").append(y + BAR + 1).append("\"><title>")
                    .append(Html.escape("baseline: " + Html.number(bar.baseline()) + " " + unit)).append("</title></line>\n");
        }
        double end = Math.max(x0 + w, Double.isFinite(bar.high()) ? x0 + plot * scale.at(bar.high()) : 0);
        svg.append("<text class=\"value\" x=\"").append(Html.px(end + 6)).append("\" y=\"").append(y + BAR - 3).append("\">")
                .append(Html.number(bar.value())).append("</text>\n");
    }

    /**
     * Where a figure lies along the axis, from 0 at its start to 1 at its end: linear from 0, with
     * ticks 1, 2 or 5 times a power of ten; or logarithmic between the powers of ten around the
     * figures, with a tick at each.
     */
    private record Scale(double from, double to, boolean log, List<Double> ticks) {

        static Scale linear(double max) {
            double step = Axis.step(max);
            double top = Math.max(step, Math.ceil(max / step) * step);
            List<Double> ticks = new ArrayList<>();
            for (double tick = 0; tick <= top + step / 2; tick += step) {
                ticks.add(tick);
            }
            return new Scale(0, top, false, ticks);
        }

        static Scale logarithmic(double min, double max) {
            double from = Math.floor(Math.log10(min));
            double to = Math.ceil(Math.log10(max));
            List<Double> ticks = new ArrayList<>();
            for (double power = from; power <= to; power++) {
                ticks.add(Math.pow(10, power));
            }
            return new Scale(from, to, true, ticks);
        }

        double at(double value) {
            if (!log) {
                return value / to;
            }
            return value <= 0 ? 0 : Math.max(0, (Math.log10(value) - from) / (to - from));
        }
    }

    private void legend(StringBuilder svg) {
        int x = LABELS;
        for (Series s : series) {
            svg.append("<rect class=\"key\" x=\"").append(x).append("\" y=\"6\" width=\"12\" height=\"12\" fill=\"").append(s.color()).append("\"/>")
                    .append("<text class=\"legend\" x=\"").append(x + 16).append("\" y=\"16\">").append(Html.escape(s.name())).append("</text>\n");
            x += 28 + 7 * s.name().length();
        }
        if (hasBaseline()) {
            svg.append("<line class=\"baseline\" x1=\"").append(x + 6).append("\" y1=\"5\" x2=\"").append(x + 6).append("\" y2=\"19\"/>")
                    .append("<text class=\"legend\" x=\"").append(x + 14).append("\" y=\"16\">baseline</text>\n");
        }
    }
}
