package dev.serguard.duet;

import com.google.protobuf.RuntimeVersion;
import org.junit.jupiter.api.Test;

import java.lang.reflect.InvocationTargetException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/** Why a world cannot run a codec, in one sentence: the cause named, past the wrappers the JVM puts around it. */
class NotComparedTests {

    @Test
    void generatedCodeNewerThanTheWorldsProtobufRuntime_isNamedAsSuch_pastTheInitializerError() {
        // What protobuf's generated code throws as it is loaded on a runtime older than the protoc that made it.
        Throwable mismatch = catchThrowable(() -> RuntimeVersion.validateProtobufGencodeVersion(RuntimeVersion.RuntimeDomain.PUBLIC, 99, 0, 0, "",
                "com.example.OrderMessage"));
        Throwable thrown = new InvocationTargetException(new ExceptionInInitializerError(mismatch));

        try (World world = World.of("protobuf-java 4.33.5", List.of(), List.of())) {
            assertThat(NotCompared.in(world, thrown)).hasValueSatisfying(why -> assertThat(why.getMessage()).isEqualTo("the world of"
                    + " protobuf-java 4.33.5 cannot run it: the generated code and the protobuf runtime do not match (" + mismatch + ")"));
        }
        assertThat(mismatch.toString()).contains("com.example.OrderMessage", "gencode 99.0.0");
    }

    @Test
    void generatedCodeThatDoesNotLinkWithTheRuntime_isNamedAsSuch_andAMissingMemberOfTheTeamsCode_asUnlinked() {
        try (World world = World.of("protobuf-java 3.25.5", List.of(), List.of())) {
            assertThat(NotCompared.in(world, new NoClassDefFoundError("com/google/protobuf/RuntimeVersion$RuntimeDomain")))
                    .hasValueSatisfying(why -> assertThat(why.getMessage()).isEqualTo("the world of protobuf-java 3.25.5 cannot run it: the"
                            + " generated code does not link with this protobuf runtime (java.lang.NoClassDefFoundError:"
                            + " com/google/protobuf/RuntimeVersion$RuntimeDomain)"));
            assertThat(NotCompared.in(world, new NoSuchMethodError("'void com.acme.Order.setNote(java.lang.String)'")))
                    .hasValueSatisfying(why -> assertThat(why.getMessage()).isEqualTo("the test code does not link with the classes of"
                            + " protobuf-java 3.25.5: java.lang.NoSuchMethodError: 'void com.acme.Order.setNote(java.lang.String)'"));
        }
    }

    @Test
    void aClassThatFailedToStartBefore_isACodecThatCannotRun_andAnExceptionWithoutALinkageError_isNoneOfTheWorlds() {
        try (World world = World.of("kryo 5.5.0", List.of(), List.of())) {
            NoClassDefFoundError again = new NoClassDefFoundError("Could not initialize class com.esotericsoftware.kryo.Kryo");
            again.initCause(new ExceptionInInitializerError("Exception java.lang.IllegalStateException: no unsafe [in thread \"main\"]"));
            assertThat(NotCompared.in(world, again)).hasValueSatisfying(why -> assertThat(why.getMessage()).isEqualTo("the world of kryo 5.5.0"
                    + " cannot run it: java.lang.ExceptionInInitializerError: Exception java.lang.IllegalStateException: no unsafe [in thread \"main\"]"));
            assertThat(NotCompared.in(world, new IllegalStateException("bytes misread"))).isEmpty();
        }
    }
}
