package dev.serguard.detection;

import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;

import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * What record mode costs on a class a team would write: three codecs (Jackson JSON, Smile, Kryo)
 * on MediaContent at two sizes, six invocations. Not named like a test, so that Surefire runs it
 * only when asked:
 *
 * <pre>{@code
 * ./mvnw -q test -Dtest=RecordCostCase -Dsurefire.failIfNoSpecifiedTests=false -Dserguard.mode=record -Dserguard.baseline.dir=target/record-cost
 * }</pre>
 *
 * <p>Surefire's report gives the class's time; the console, one line per recording JVM as it finishes.
 */
public class RecordCostCase {

    static Stream<Codec<MediaContent>> codecs() {
        return Stream.of(JacksonCodecs.json(MediaContent.class), JacksonCodecs.smile(MediaContent.class),
                KryoCodecs.kryo(MediaContent.class, List.of(MediaContents.factory().create(Size.MEDIUM, new Random(1)))));
    }

    static MediaContent payload(Size size, Random random) {
        return MediaContents.factory().create(size, random);
    }

    @SerializationTest
    @PayloadSizes({Size.SMALL, Size.MEDIUM})
    void media() {
    }
}
