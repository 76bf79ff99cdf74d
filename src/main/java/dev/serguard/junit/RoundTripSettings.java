package dev.serguard.junit;

import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.IgnoredPaths;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

import java.util.List;
import java.util.Optional;

/**
 * Reads the {@link RoundTripCheck} of one {@link SerializationTest} method into the
 * {@link ComparisonOptions} of its round trips, its ignored paths checked once: each well formed,
 * and each found in the payloads, so that a misspelt path fails the test instead of ignoring
 * nothing.
 */
final class RoundTripSettings {

    private static final String FORM = "write a path as a difference prints it, without the root's class name,"
            + " as in \"components.schemas[*].jsonSchema\", or a field name alone, as in \"jsonSchema\"";

    private RoundTripSettings() {
    }

    /**
     * The nearest annotation's options, else the defaults; {@code payloads}: those the test runs,
     * {@code allSizes}: whether they are all it declares (a size left out on the command line
     * may hold what an ignored path names).
     */
    static ComparisonOptions read(TestDeclarations declared, List<? extends Payload<?>> payloads, boolean allSizes) {
        Optional<TestDeclarations.Found<RoundTripCheck>> found = declared.find(RoundTripCheck.class);
        if (found.isEmpty()) {
            return ComparisonOptions.defaults();
        }
        RoundTripCheck a = found.get().annotation();
        String where = declared.at(found.get());
        for (String path : a.ignore()) {
            Optional<String> problem = IgnoredPaths.problem(path);
            if (problem.isPresent()) {
                throw misconfigured(where, path, problem.get(), FORM);
            }
        }
        ComparisonOptions options = new ComparisonOptions(a.transientFields(), a.ownEquals(), List.of(a.ignore()));
        if (allSizes && !payloads.isEmpty()) {
            List<String> unmatched;
            try {
                unmatched = IgnoredPaths.unmatched(options, payloads.stream().map(Payload::value).toList());
            } catch (RuntimeException e) {
                return options;     // a payload serguard cannot walk: its round trips say why
            }
            if (!unmatched.isEmpty()) {
                String root = payloads.get(0).value().getClass().getSimpleName();
                throw misconfigured(where, unmatched.get(0), "matches nothing in " + labels(payloads),
                        "write it as a difference prints it, without the leading \"" + root + ".\", or remove it");
            }
        }
        return options;
    }

    // "the payload SMALL", "the payloads SMALL and LARGE", "the payloads SMALL, SMALL#2 and LARGE"
    private static String labels(List<? extends Payload<?>> payloads) {
        List<String> labels = payloads.stream().map(Payload::label).toList();
        if (labels.size() == 1) {
            return "the payload " + labels.get(0);
        }
        return "the payloads " + String.join(", ", labels.subList(0, labels.size() - 1)) + " and " + labels.get(labels.size() - 1);
    }

    private static ExtensionConfigurationException misconfigured(String where, String path, String problem, String fix) {
        return Misconfigured.attribute("@RoundTripCheck", where, "ignore", '"' + path + '"', "which " + problem, fix);
    }
}
