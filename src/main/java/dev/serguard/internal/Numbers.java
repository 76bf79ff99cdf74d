package dev.serguard.internal;

import org.apiguardian.api.API;

import java.util.Locale;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * serguard's one way of writing a figure for people: thousands grouped by a space, as the
 * guide, the failure messages, the console and the HTML report show them ({@code 12 345 ns/op}),
 * whatever the JVM's default locale. Not API: internal to serguard and free to change.
 *
 * <pre>{@code
 * Numbers.grouped(160_000);   // "160 000"
 * Numbers.figure(8_412.3);    // "8 412"
 * Numbers.figure(87.46);      // "87.5"
 * }</pre>
 *
 * <p>A plain space, not a narrow no-break one: messages are read in consoles, logs and CI pages
 * whose fonts may lack U+202F, and they are grepped and pasted.
 */
@API(status = INTERNAL, since = "0.1")
public final class Numbers {

    private Numbers() {
    }

    /** {@code 12 345}, {@code -1 000}, {@code 7}: every digit, in groups of three. */
    public static String grouped(long value) {
        String digits = Long.toString(value);
        int sign = value < 0 ? 1 : 0;
        StringBuilder out = new StringBuilder(digits.length() + digits.length() / 3);
        out.append(digits, 0, sign);
        for (int i = sign; i < digits.length(); i++) {
            if (i > sign && (digits.length() - i) % 3 == 0) {
                out.append(' ');
            }
            out.append(digits.charAt(i));
        }
        return out.toString();
    }

    /**
     * A measured figure: whole and grouped from 100 up or when it is whole ({@code 8 412},
     * {@code 3}), else with one decimal ({@code 87.5}), the decimal point always a point.
     */
    public static String figure(double value) {
        if (Math.abs(value) >= 100 || value == Math.rint(value)) {
            return grouped(Math.round(value));
        }
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
