package dev.serguard.report;

import dev.serguard.internal.Numbers;

import java.util.Locale;

/** Escaping and number formatting for the HTML report and its SVG charts. */
final class Html {

    private Html() {
    }

    /** {@code text} safe inside an element or a double-quoted attribute. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** {@code 12 345}, {@code 87.5}, {@code 3}: as the console table and the messages write figures. */
    static String number(double value) {
        return Numbers.figure(value);
    }

    /** A coordinate with one decimal: enough for a screen, short in the file. */
    static String px(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
