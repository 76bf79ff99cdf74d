package dev.serguard.duet;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A library version a team compares with, as Maven names it:
 * {@code com.fasterxml.jackson.core:jackson-databind:2.17.2}.
 *
 * <pre>{@code
 * Optional<Library> kryo = Library.parse("com.esotericsoftware:kryo:5.5.0");
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

    /** The library {@code coordinates} name ({@code groupId:artifactId:version}); empty where they are no such coordinates. */
    public static Optional<Library> parse(String coordinates) {
        String[] parts = coordinates.split(":", -1);
        if (parts.length != 3 || List.of(parts).stream().anyMatch(p -> p.isBlank() || !p.matches("[\\w.\\-+]+"))) {
            return Optional.empty();
        }
        return Optional.of(new Library(parts[0], parts[1], parts[2]));
    }
}
