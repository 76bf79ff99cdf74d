package dev.serguard.junit;

import dev.serguard.check.untrusted.UntrustedTypesPolicy;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads the {@link UntrustedTypesCheck} of one {@link SerializationTest} method, validated once, into its policy. */
final class UntrustedTypesSettings {

    private UntrustedTypesSettings() {
    }

    /** The nearest annotation, else {@link UntrustedTypesPolicy#OFF}; {@code codecs}: the names of the test's codecs, skipped ones included. */
    static UntrustedTypesPolicy read(TestDeclarations declared, Set<String> codecs) {
        Optional<TestDeclarations.Found<UntrustedTypesCheck>> found = declared.find(UntrustedTypesCheck.class);
        if (found.isEmpty()) {
            return UntrustedTypesPolicy.OFF;
        }
        UntrustedTypesCheck a = found.get().annotation();
        String where = declared.at(found.get());
        List<String> accepted = Arrays.asList(a.accept());
        for (String name : accepted) {
            if (!codecs.contains(name)) {
                throw Misconfigured.attribute("@UntrustedTypesCheck", where, "accept", '"' + name + '"', "which is no codec of "
                        + TestSetup.where(declared.method()), "name one of " + String.join(", ", codecs) + ", or fix the name");
            }
        }
        if (!accepted.isEmpty() && a.because().isBlank()) {
            throw Misconfigured.declaration("@UntrustedTypesCheck on " + where, " has accept = \"" + String.join("\", \"", accepted)
                    + "\" but because = \"\"", "say why they may instantiate a class they were not told about");
        }
        return new UntrustedTypesPolicy(a.enabled(), accepted, a.because().strip());
    }
}
