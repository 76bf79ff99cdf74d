package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import dev.serguard.codec.CompatibilityAdvice.Happened;

import java.util.Optional;
import java.util.Set;

/**
 * What keeps old Jackson bytes readable, from what happened when they were read and from the
 * reader's own features: the unknown-property setting is advised only where it failed the read.
 */
final class JacksonAdvice {

    private JacksonAdvice() {
    }

    static Optional<String> of(ObjectReader reader, Set<Happened> happened, Optional<Throwable> readFailure) {
        Optional<UnrecognizedPropertyException> unknown = readFailure.flatMap(JacksonAdvice::unknownProperty);
        StringBuilder advice = new StringBuilder();
        if (unknown.isPresent() && reader.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)) {
            advice.append("Jackson failed on \"").append(unknown.get().getPropertyName()).append("\", a property the model no longer has,")
                    .append(" as DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES is enabled on this codec's reader: disable it,")
                    .append(" or annotate the class @JsonIgnoreProperties(ignoreUnknown = true); a renamed field keeps its data with")
                    .append(" @JsonAlias(\"oldName\").");
        } else if (happened.contains(Happened.READ_FAILED)) {
            advice.append("Jackson could not read the old bytes as the model is now").append(readFailure.map(t -> " (" + t.getClass().getSimpleName()
                    + ")").orElse("")).append(": a property whose type changed needs its old type, or a @JsonCreator that takes both.");
        }
        if (happened.contains(Happened.FIELD_DROPPED)) {
            advice.append(advice.length() == 0 ? "" : " ").append("Jackson read the bytes and left out what the model no longer has:")
                    .append(" a renamed field keeps its data with @JsonAlias(\"oldName\"); a removed one's is gone, as intended or not.");
        }
        if (happened.contains(Happened.FIELD_MISREAD)) {
            advice.append(advice.length() == 0 ? "" : " ").append("A property read into a field whose type or meaning changed: keep the old")
                    .append(" name for the old meaning and give the new one a new name.");
        }
        return advice.length() == 0 ? Optional.empty() : Optional.of(advice.toString());
    }

    private static Optional<UnrecognizedPropertyException> unknownProperty(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UnrecognizedPropertyException unrecognized) {
                return Optional.of(unrecognized);
            }
        }
        return Optional.empty();
    }
}
