package dev.serguard.assertj.error;

import org.apiguardian.api.API;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

import java.nio.file.Path;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** Creates the message for a codec that does not read or write its golden bytes as recorded. */
@API(status = EXPERIMENTAL, since = "0.1")
public class ShouldMatchGoldenBytes extends BasicErrorMessageFactory {

    /** The golden-bytes check's own message: {@code Golden bytes (backward) failed for kryo · SMALL (Order): …} and the fields. */
    public static ErrorMessageFactory shouldMatchGoldenBytes(String message) {
        return new ShouldMatchGoldenBytes(message);
    }

    /** {@code No golden bytes for kryo at …}: an assertion on golden bytes never passes without them. */
    public static ErrorMessageFactory shouldHaveGoldenBytes(String codec, Path bin) {
        return new ShouldMatchGoldenBytes("No golden bytes for " + codec + " at " + bin + ": record them first (-Dserguard.mode=record in a"
                + " @SerializationTest, or GoldenFiles.write(GoldenBytes.record(codec, payload, GoldenFiles.DEFAULT_MAX_BYTES, limit)"
                + ".record().orElseThrow(), bin)).");
    }

    private ShouldMatchGoldenBytes(String message) {
        super("%n%s", unquotedString(message));
    }
}
