package dev.serguard.codec;

import dev.serguard.samples.media.MediaContent;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class ProtobufFloorTests {

    private static final String GENCODE_REFUSED = "Detected incompatible Protobuf Gencode/Runtime versions when loading"
            + " media.proto: gencode 4.36.2, runtime 4.35.1. Runtime version cannot be older than the linked gencode version.";

    @Test
    void gencode_isTheProtobufVersionSerguardIsBuiltWith() {
        // protoc and protobuf-java come from one property of the build, so the test class path's runtime is the gencode.
        assertThat(ProtobufFloor.runtime(getClass().getClassLoader())).contains(ProtobufFloor.GENCODE);
    }

    @Test
    void explain_olderRuntimeRefusingSampleGencode_namesFloorAndCause() {
        Throwable failure = new ExceptionInInitializerError(new IllegalStateException(GENCODE_REFUSED));

        assertThat(ProtobufFloor.explain(MediaContent.class, failure, Optional.of("4.35.1"))).contains(
                "the built-in models' protobuf messages need protobuf-java 4.36.2 or newer (gencode 4.36.2, runtime 4.35.1):"
                        + " upgrade protobuf-java, or measure your own messages with ProtobufCodecs.of(...);"
                        + " java.lang.IllegalStateException: " + GENCODE_REFUSED);
    }

    @Test
    void explain_runtimeWithoutRuntimeVersion_saysSoAndNamesTheMissingClass() {
        Throwable failure = new NoClassDefFoundError("com/google/protobuf/RuntimeVersion$RuntimeDomain");

        assertThat(ProtobufFloor.explain(MediaContent.class, failure, Optional.empty())).contains(
                "the built-in models' protobuf messages need protobuf-java 4.36.2 or newer (gencode 4.36.2,"
                        + " runtime 3.25 or older, without com.google.protobuf.RuntimeVersion): upgrade protobuf-java,"
                        + " or measure your own messages with ProtobufCodecs.of(...);"
                        + " java.lang.NoClassDefFoundError: com/google/protobuf/RuntimeVersion$RuntimeDomain");
    }

    @Test
    void explain_runtimeAtOrAboveFloorOrUserType_leavesTheFailureAsItIs() {
        Throwable failure = new ExceptionInInitializerError(new IllegalStateException("boom"));

        assertThat(ProtobufFloor.explain(MediaContent.class, failure, Optional.of("4.36.2"))).isEmpty();
        assertThat(ProtobufFloor.explain(MediaContent.class, failure, Optional.of("5.0.0"))).isEmpty();
        assertThat(ProtobufFloor.explain(SampleOrder.class, failure, Optional.of("3.25.5"))).isEmpty();
    }

    @Test
    void older_comparesNumerically() {
        assertThat(ProtobufFloor.older("4.35.1", "4.36.2")).isTrue();
        assertThat(ProtobufFloor.older("3.25.5", "4.36.2")).isTrue();
        assertThat(ProtobufFloor.older("4.36.10", "4.36.2")).isFalse();
        assertThat(ProtobufFloor.older("4.36.2", "4.36.2")).isFalse();
    }
}
