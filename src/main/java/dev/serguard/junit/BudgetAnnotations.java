package dev.serguard.junit;

import dev.serguard.budget.Budget;
import dev.serguard.budget.CodecSelector;
import dev.serguard.budget.Metric;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.AnnotationSupport;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Reads the budget annotations of a test method and its class into budgets, and rejects a
 * misconfigured one with a message that names the annotation, the attribute, the bad value and
 * the fix.
 */
final class BudgetAnnotations {

    private final Method method;
    private final Collection<String> codecNames;
    private final List<Budget> budgets = new ArrayList<>();
    private List<String> payloads = List.of();        // of the annotation being read

    private BudgetAnnotations(Method method, Collection<String> codecNames) {
        this.method = method;
        this.codecNames = codecNames;
    }

    /** The budgets on the class, then on the method; {@code codecNames} are the test's codecs, skipped ones included. */
    static List<Budget> read(Class<?> testClass, Method method, Collection<String> codecNames) {
        BudgetAnnotations reader = new BudgetAnnotations(method, codecNames);
        reader.readFrom(testClass);
        reader.readFrom(method);
        return List.copyOf(reader.budgets);
    }

    private void readFrom(AnnotatedElement element) {
        String where = " on " + method.getDeclaringClass().getSimpleName() + "." + method.getName();
        for (SizeBudget a : AnnotationSupport.findRepeatableAnnotations(element, SizeBudget.class)) {
            CodecSelector codecs = selector("@SizeBudget", a.codec());
            payloads = labels(a.payload());
            requireSomeLimit("@SizeBudget", "maxBytes or maxDeflatedBytes", a.maxBytes(), a.maxDeflatedBytes());
            limit("@SizeBudget", codecs, "maxBytes", a.maxBytes(), Metric.SIZE, where);
            limit("@SizeBudget", codecs, "maxDeflatedBytes", a.maxDeflatedBytes(), Metric.DEFLATED_SIZE, where);
        }
        for (SpeedBudget a : AnnotationSupport.findRepeatableAnnotations(element, SpeedBudget.class)) {
            CodecSelector codecs = selector("@SpeedBudget", a.codec());
            payloads = labels(a.payload());
            requireSomeLimit("@SpeedBudget", "maxSerializeNanos, maxDeserializeNanos or maxRoundTripNanos",
                    a.maxSerializeNanos(), a.maxDeserializeNanos(), a.maxRoundTripNanos());
            limit("@SpeedBudget", codecs, "maxSerializeNanos", a.maxSerializeNanos(), Metric.SERIALIZE_TIME, where);
            limit("@SpeedBudget", codecs, "maxDeserializeNanos", a.maxDeserializeNanos(), Metric.DESERIALIZE_TIME, where);
            limit("@SpeedBudget", codecs, "maxRoundTripNanos", a.maxRoundTripNanos(), Metric.ROUND_TRIP_TIME, where);
        }
        for (AllocationBudget a : AnnotationSupport.findRepeatableAnnotations(element, AllocationBudget.class)) {
            CodecSelector codecs = selector("@AllocationBudget", a.codec());
            payloads = labels(a.payload());
            requireSomeLimit("@AllocationBudget", "maxSerializeBytes or maxDeserializeBytes", a.maxSerializeBytes(), a.maxDeserializeBytes());
            limit("@AllocationBudget", codecs, "maxSerializeBytes", a.maxSerializeBytes(), Metric.SERIALIZE_ALLOCATION, where);
            limit("@AllocationBudget", codecs, "maxDeserializeBytes", a.maxDeserializeBytes(), Metric.DESERIALIZE_ALLOCATION, where);
        }
        for (FasterThan a : AnnotationSupport.findRepeatableAnnotations(element, FasterThan.class)) {
            payloads = labels(a.payload());
            Metric metric = switch (a.operation()) {
                case SERIALIZE -> Metric.SERIALIZE_TIME;
                case DESERIALIZE -> Metric.DESERIALIZE_TIME;
                case ROUND_TRIP -> Metric.ROUND_TRIP_TIME;
            };
            relative("@FasterThan", a.codec(), a.than(), a.factor(), metric,
                    a.operation() == FasterThan.Operation.ROUND_TRIP ? "" : ", operation = " + a.operation(), where);
        }
        for (SmallerThan a : AnnotationSupport.findRepeatableAnnotations(element, SmallerThan.class)) {
            payloads = labels(a.payload());
            relative("@SmallerThan", a.codec(), a.than(), a.factor(), a.deflated() ? Metric.DEFLATED_SIZE : Metric.SIZE,
                    a.deflated() ? ", deflated = true" : "", where);
        }
    }

    private void limit(String annotation, CodecSelector codecs, String attribute, long max, Metric metric, String where) {
        if (max == -1) {
            return;
        }
        if (max < 0) {
            throw misconfigured(annotation, attribute, Long.toString(max), "set it to 0 or more, or leave it out for no limit");
        }
        budgets.add(new Budget.Limit(codecs, payloads, metric, max,
                annotation + "(" + codecText(codecs) + payloadText() + attribute + " = " + max + ")" + where));
    }

    private void relative(String annotation, String[] codec, String than, double factor, Metric metric, String extra, String where) {
        CodecSelector codecs = selector(annotation, codec);
        if (!codecNames.contains(than)) {
            throw misconfigured(annotation, "than", '"' + than + '"', "name one of the test's codecs: " + String.join(", ", codecNames));
        }
        if (!(factor > 0) || Double.isInfinite(factor)) {
            throw misconfigured(annotation, "factor", Double.toString(factor), "use a finite number greater than 0, such as 1.5");
        }
        String declared = String.format(Locale.ROOT, "%s(%s%sthan = \"%s\", factor = %s%s)%s", annotation, codecText(codecs), payloadText(),
                than, factor, extra, where);
        budgets.add(new Budget.Relative(codecs, payloads, than, metric, factor, declared));
    }

    private CodecSelector selector(String annotation, String[] names) {
        if (names.length == 0) {
            throw misconfigured(annotation, "codec", "{}", "name at least one codec, or \"*\" for all");
        }
        for (String name : names) {
            if (!name.equals(CodecSelector.ALL) && !codecNames.contains(name)) {
                throw misconfigured(annotation, "codec", '"' + name + '"', "name one of the test's codecs: " + String.join(", ", codecNames) + ", or \"*\"");
            }
        }
        return new CodecSelector(Arrays.asList(names));
    }

    private static void requireSomeLimit(String annotation, String attributes, long... values) {
        if (Arrays.stream(values).allMatch(value -> value == -1)) {
            throw new ExtensionConfigurationException(annotation + " sets no limit: set " + attributes + ".");
        }
    }

    private static List<String> labels(Size[] sizes) {
        return Arrays.stream(sizes).map(Size::name).toList();
    }

    private String payloadText() {
        return payloads.isEmpty() ? "" : "payload = " + (payloads.size() == 1 ? payloads.get(0) : "{" + String.join(", ", payloads) + "}") + ", ";
    }

    private static String codecText(CodecSelector codecs) {
        return codecs.names().equals(List.of(CodecSelector.ALL)) ? "" : "codec = " + codecs + ", ";
    }

    private ExtensionConfigurationException misconfigured(String annotation, String attribute, String value, String fix) {
        return new ExtensionConfigurationException(annotation + " on " + method.getDeclaringClass().getSimpleName() + "." + method.getName()
                + " has " + attribute + " = " + value + ": " + fix + ".");
    }
}
