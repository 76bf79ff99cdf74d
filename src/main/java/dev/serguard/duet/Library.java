package dev.serguard.duet;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A library version a team compares with, as Maven names it:
 * {@code com.fasterxml.jackson.core:jackson-databind:2.17.2}.
 *
 * <pre>{@code
 * List<Library> against = Library.parseAll("serguard.against", "com.esotericsoftware:kryo:5.5.0");
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.4")
public record Library(String groupId, String artifactId, String version) {

    /** {@code groupId:artifactId}, without the version. */
    public String key() {
        return groupId + ":" + artifactId;
    }

    /** {@code artifactId version}: how messages name one side of the duet. */
    public String shortName() {
        return artifactId + " " + version;
    }

    @Override
    public String toString() {
        return groupId + ":" + artifactId + ":" + version;
    }

    /**
     * The libraries of {@code value}, comma-separated coordinates; {@code setting} names where they
     * came from, for the message that refuses a malformed one.
     */
    public static List<Library> parseAll(String setting, String value) {
        List<Library> libraries = new ArrayList<>();
        for (String part : value.split(",")) {
            String coordinates = part.strip();
            if (coordinates.isEmpty()) {
                continue;
            }
            libraries.add(parse(coordinates).orElseThrow(() -> new IllegalArgumentException(setting + " = " + value + ": \"" + coordinates
                    + "\" is not groupId:artifactId:version; write it as com.fasterxml.jackson.core:jackson-databind:2.17.2")));
        }
        if (libraries.isEmpty()) {
            throw new IllegalArgumentException(setting + " = \"" + value + "\" names no library; write groupId:artifactId:version,"
                    + " as com.fasterxml.jackson.core:jackson-databind:2.17.2");
        }
        return List.copyOf(libraries);
    }

    private static Optional<Library> parse(String coordinates) {
        String[] parts = coordinates.split(":", -1);
        if (parts.length != 3 || List.of(parts).stream().anyMatch(p -> p.isBlank() || !p.matches("[\\w.\\-+]+"))) {
            return Optional.empty();
        }
        return Optional.of(new Library(parts[0], parts[1], parts[2]));
    }
}
