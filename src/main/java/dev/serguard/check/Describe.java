package dev.serguard.check;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.Comparator;
import java.util.Map;

/** How the comparator shows a value in a difference or a note: short, and never failing. */
final class Describe {

    private Describe() {
    }

    static String value(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof CharSequence text) {
            String shown = text.length() > 60 ? text.subSequence(0, 57) + "…" : text.toString();
            return '"' + shown + '"' + (text.length() > 60 ? " (" + text.length() + " chars)" : "");
        }
        if (value instanceof BigDecimal decimal) {
            return decimal.toString() + " (scale " + decimal.scale() + ")";
        }
        if (value instanceof Collection<?> collection) {
            return value.getClass().getSimpleName() + " of " + collection.size();
        }
        if (value instanceof Map<?, ?> map) {
            return value.getClass().getSimpleName() + " of " + map.size();
        }
        String text;
        try {
            // Object's own toString shows an identity hash, which says nothing to a reader.
            text = value.getClass().getMethod("toString").getDeclaringClass() == Object.class
                    ? "a " + value.getClass().getSimpleName() : String.valueOf(value);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("every class has toString", e);
        } catch (RuntimeException | StackOverflowError e) {
            // A user's toString that throws or recurses without end must not hide the difference.
            text = "a " + value.getClass().getName() + " (its toString threw " + e.getClass().getSimpleName() + ")";
        }
        return text.length() > 80 ? text.substring(0, 77) + "…" : text;
    }

    /** {@code natural order} or the comparator's class name. */
    static String comparator(Comparator<?> comparator) {
        return comparator == null ? "natural order" : comparator.getClass().getName();
    }
}
