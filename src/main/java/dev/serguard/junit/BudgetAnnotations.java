package dev.serguard.junit;

import dev.serguard.budget.Budget;
import dev.serguard.budget.CodecSelector;
import dev.serguard.budget.Metric;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * Reads the budget annotations of a test method, its class and, for a {@code @Nested} class, the
 * enclosing ones into budgets (all of them hold: an enclosing class's budget is not dropped by a
 * nested class's own), and rejects a misconfigured one with a message that names the annotation,
 * the attribute, the bad value and the fix. A budget that could never judge anything (a size the
 * test does not measure, a codec compared with itself) is misconfigured too: it would otherwise
 * pass silently.
 */
final class BudgetAnnotations {

    private final TestDeclarations declared;
    private final Collection<String> codecNames;
    private final List<String> sizes;
    private final List<Budget> budgets = new ArrayList<>();
    // of the annotation being read
    private TestDeclarations.Found<?> found;
    private List<String> payloads = List.of();

    private final int samples;

    private BudgetAnnotations(TestDeclarations declared, Collection<String> codecNames, List<Size> sizes, int samples) {
        this.declared = declared;
        this.codecNames = codecNames;
        this.sizes = sizes.stream().map(Size::name).toList();
        this.samples = samples;
    }

    /**
     * The budgets on the enclosing classes, the class, then the method; {@code codecNames} are
     * the test's codecs, skipped ones included, {@code sizes} the payload sizes it declares, each
     * with {@code samples} payloads: a budget naming a size holds for every sample of it.
     */
    static List<Budget> read(TestDeclarations declared, Collection<String> codecNames, List<Size> sizes, int samples) {
        BudgetAnnotations reader = new BudgetAnnotations(declared, codecNames, sizes, samples);
        for (TestDeclarations.Found<SizeBudget> f : declared.findRepeatable(SizeBudget.class)) {
            SizeBudget a = reader.reading(f, f.annotation().payload(), "@SizeBudget");
            CodecSelector codecs = reader.selector("@SizeBudget", a.codec());
            requireSomeLimit("@SizeBudget", "maxBytes or maxDeflatedBytes", a.maxBytes(), a.maxDeflatedBytes());
            reader.limit("@SizeBudget", codecs, "maxBytes", a.maxBytes(), Metric.SIZE);
            reader.limit("@SizeBudget", codecs, "maxDeflatedBytes", a.maxDeflatedBytes(), Metric.DEFLATED_SIZE);
        }
        for (TestDeclarations.Found<SpeedBudget> f : declared.findRepeatable(SpeedBudget.class)) {
            SpeedBudget a = reader.reading(f, f.annotation().payload(), "@SpeedBudget");
            CodecSelector codecs = reader.selector("@SpeedBudget", a.codec());
            requireSomeLimit("@SpeedBudget", "maxSerializeNanos, maxDeserializeNanos or maxRoundTripNanos",
                    a.maxSerializeNanos(), a.maxDeserializeNanos(), a.maxRoundTripNanos());
            reader.limit("@SpeedBudget", codecs, "maxSerializeNanos", a.maxSerializeNanos(), Metric.SERIALIZE_TIME);
            reader.limit("@SpeedBudget", codecs, "maxDeserializeNanos", a.maxDeserializeNanos(), Metric.DESERIALIZE_TIME);
            reader.limit("@SpeedBudget", codecs, "maxRoundTripNanos", a.maxRoundTripNanos(), Metric.ROUND_TRIP_TIME);
        }
        for (TestDeclarations.Found<AllocationBudget> f : declared.findRepeatable(AllocationBudget.class)) {
            AllocationBudget a = reader.reading(f, f.annotation().payload(), "@AllocationBudget");
            CodecSelector codecs = reader.selector("@AllocationBudget", a.codec());
            requireSomeLimit("@AllocationBudget", "maxSerializeBytes or maxDeserializeBytes", a.maxSerializeBytes(), a.maxDeserializeBytes());
            reader.limit("@AllocationBudget", codecs, "maxSerializeBytes", a.maxSerializeBytes(), Metric.SERIALIZE_ALLOCATION);
            reader.limit("@AllocationBudget", codecs, "maxDeserializeBytes", a.maxDeserializeBytes(), Metric.DESERIALIZE_ALLOCATION);
        }
        for (TestDeclarations.Found<FasterThan> f : declared.findRepeatable(FasterThan.class)) {
            FasterThan a = reader.reading(f, f.annotation().payload(), "@FasterThan");
            Metric metric = switch (a.operation()) {
                case SERIALIZE -> Metric.SERIALIZE_TIME;
                case DESERIALIZE -> Metric.DESERIALIZE_TIME;
                case ROUND_TRIP -> Metric.ROUND_TRIP_TIME;
            };
            reader.relative("@FasterThan", a.codec(), a.than(), a.factor(), metric,
                    a.operation() == FasterThan.Operation.ROUND_TRIP ? "" : ", operation = " + a.operation());
        }
        for (TestDeclarations.Found<SmallerThan> f : declared.findRepeatable(SmallerThan.class)) {
            SmallerThan a = reader.reading(f, f.annotation().payload(), "@SmallerThan");
            reader.relative("@SmallerThan", a.codec(), a.than(), a.factor(), a.deflated() ? Metric.DEFLATED_SIZE : Metric.SIZE,
                    a.deflated() ? ", deflated = true" : "");
        }
        return List.copyOf(reader.budgets);
    }

    // Starts reading one annotation: where it is, and the payload sizes it names, each of which the test must measure.
    private <A extends java.lang.annotation.Annotation> A reading(TestDeclarations.Found<A> f, Size[] named, String annotation) {
        found = f;
        payloads = labels(named);
        for (String size : payloads) {
            if (!sizes.contains(size)) {
                throw misconfigured(annotation, "payload", size, "name one of the sizes the test measures: " + String.join(", ", sizes)
                        + ", or add " + size + " to @PayloadSizes");
            }
        }
        return f.annotation();
    }

    // " on OrderTests.orders", or " on OrderTests" for a budget declared on a class, where the user will look for it.
    private String where() {
        return " on " + found.onClass().map(Class::getSimpleName).orElse(TestSetup.where(declared.method()));
    }

    private void limit(String annotation, CodecSelector codecs, String attribute, long max, Metric metric) {
        if (max == -1) {
            return;
        }
        if (max < 0) {
            throw misconfigured(annotation, attribute, Long.toString(max), "set it to 0 or more, or leave it out for no limit");
        }
        budgets.add(new Budget.Limit(codecs, sampleLabels(), metric, max,
                annotation + "(" + codecText(codecs) + payloadText() + attribute + " = " + max + ")" + where()));
    }

    private void relative(String annotation, String[] codec, String than, double factor, Metric metric, String extra) {
        CodecSelector codecs = selector(annotation, codec);
        if (!codecNames.contains(than)) {
            throw misconfigured(annotation, "than", '"' + than + '"', "name one of the test's codecs: " + String.join(", ", codecNames));
        }
        // A codec is never compared with itself: named in both attributes, the budget could never judge it.
        List<String> others = codecNames.stream().filter(name -> !name.equals(than)).toList();
        if (Arrays.asList(codec).contains(than)) {
            String value = '"' + than + "\", " + (codec.length == 1 ? "the same as codec" : "also named in codec");
            throw others.isEmpty()
                    ? misconfigured(annotation, "than", value + ", and the test has no other codec", "add one to compare with, or remove the budget")
                    : misconfigured(annotation, "than", value, "compare with another of the test's codecs: " + String.join(", ", others));
        }
        if (others.isEmpty()) {
            throw misconfigured(annotation, "than", '"' + than + "\", the test's only codec, which codec = \"*\" leaves out",
                    "add another codec to compare with, or remove the budget");
        }
        if (!(factor > 0) || Double.isInfinite(factor)) {
            throw misconfigured(annotation, "factor", Double.toString(factor), "use a finite number greater than 0, such as 1.5");
        }
        String declaredBy = String.format(Locale.ROOT, "%s(%s%sthan = \"%s\", factor = %s%s)%s", annotation, codecText(codecs), payloadText(),
                than, factor, extra, where());
        budgets.add(new Budget.Relative(codecs, sampleLabels(), than, metric, factor, declaredBy));
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
            throw Misconfigured.declaration(annotation, " sets no limit", "set " + attributes);
        }
    }

    // SMALL, SMALL#2, SMALL#3 for payload = SMALL and samples = 3.
    private List<String> sampleLabels() {
        List<String> labels = new ArrayList<>();
        for (String size : payloads) {
            labels.add(size);
            for (int sample = 2; sample <= samples; sample++) {
                labels.add(size + "#" + sample);
            }
        }
        return List.copyOf(labels);
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
        return Misconfigured.attribute(annotation, declared.at(found), attribute, value, fix);
    }
}
