package dev.serguard.report;

import dev.serguard.budget.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Baseline vs now at a glance, as inline SVG: one bar per codec and metric, the change from the
 * baseline in percent around a zero line, red where it regressed, amber where it is worse but not
 * failed, green where it improved, grey where unchanged; a dashed tick marks the threshold.
 *
 * <pre>{@code
 * String svg = new ChangeChart().row("kryo", verdict).svg();
 * }</pre>
 */
final class ChangeChart {

    private static final int WIDTH = BarChart.WIDTH;
    private static final int LABELS = 190;
    private static final int ROW = 18;
    private static final int AXIS = 26;
    private static final double CLIP = 2.0;       // +200 %: beyond it a bar is drawn to the edge and its label says how far
    private static final double[] RANGES = {0.2, 0.5, 1.0, CLIP};

    private record Row(String label, Verdict verdict) {
    }

    private final List<Row> rows = new ArrayList<>();

    ChangeChart row(String codec, Verdict verdict) {
        if (verdict.compared()) {
            rows.add(new Row(codec + " · " + verdict.metric().label(), verdict));
        }
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    String svg() {
        double largest = 0;
        for (Row row : rows) {
            largest = Math.max(largest, Math.max(Math.abs(row.verdict().change()), row.verdict().allowed()));
        }
        double range = CLIP;
        for (double candidate : RANGES) {
            if (largest <= candidate) {
                range = candidate;
                break;
            }
        }
        int height = rows.size() * ROW + AXIS + 6;
        double plot = WIDTH - LABELS - 80;
        double zero = LABELS + plot / 2;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg class=\"chart change\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height).append("\" role=\"img\">\n");
        for (int k = -2; k <= 2; k++) {
            double x = zero + plot / 2 * k / 2;
            svg.append("<line class=\"").append(k == 0 ? "zero" : "grid").append("\" x1=\"").append(Html.px(x)).append("\" y1=\"2\" x2=\"")
                    .append(Html.px(x)).append("\" y2=\"").append(height - AXIS + 2).append("\"/>")
                    .append("<text class=\"tick\" x=\"").append(Html.px(x)).append("\" y=\"").append(height - AXIS + 16)
                    .append("\" text-anchor=\"middle\">").append(String.format(Locale.ROOT, "%+.0f %%", 100 * range * k / 2)).append("</text>\n");
        }
        int y = 4;
        for (Row row : rows) {
            Verdict verdict = row.verdict();
            double change = verdict.change();
            double clipped = Math.max(-range, Math.min(range, change));
            double x = zero + plot / 2 * clipped / range;
            svg.append("<text class=\"label\" x=\"").append(LABELS - 8).append("\" y=\"").append(y + ROW - 6)
                    .append("\" text-anchor=\"end\">").append(Html.escape(row.label())).append("</text>\n");
            svg.append("<rect class=\"bar ").append(cssClass(verdict.outcome()))
                    .append("\" x=\"").append(Html.px(Math.min(x, zero))).append("\" y=\"").append(y + 3).append("\" width=\"")
                    .append(Html.px(Math.max(1.5, Math.abs(x - zero)))).append("\" height=\"").append(ROW - 6).append("\"><title>")
                    .append(Html.escape(verdict.line().strip())).append("</title></rect>\n");
            double limit = zero + plot / 2 * Math.min(range, verdict.allowed()) / range;
            svg.append("<line class=\"threshold\" x1=\"").append(Html.px(limit)).append("\" y1=\"").append(y + 1).append("\" x2=\"")
                    .append(Html.px(limit)).append("\" y2=\"").append(y + ROW - 1).append("\"/>\n");
            // A label right of a growth, left of a shrinkage: never across the zero line and the threshold.
            svg.append("<text class=\"value\" x=\"").append(Html.px(change < 0 ? x - 6 : x + 6)).append("\" y=\"").append(y + ROW - 6)
                    .append(change < 0 ? "\" text-anchor=\"end\">" : "\">")
                    .append(Double.isInfinite(change) ? "+∞ %" : String.format(Locale.ROOT, "%+.1f %%", 100 * change)).append("</text>\n");
            y += ROW;
        }
        return svg.append("</svg>").toString();
    }

    // A baseline's words for its outcomes: the page's style names them so.
    private static String cssClass(Verdict.Status outcome) {
        return switch (outcome) {
            case PASSED -> "unchanged";
            case FAILED -> "regressed";
            case NOT_CLEARLY_OVER -> "not-clearly-worse";
            default -> outcome.name().toLowerCase(Locale.ROOT).replace('_', '-');
        };
    }
}
