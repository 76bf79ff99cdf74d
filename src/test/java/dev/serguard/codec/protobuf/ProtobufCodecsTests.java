package dev.serguard.codec.protobuf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.serguard.codec.Codec;
import dev.serguard.samples.protobuf.generated.EmployeeProtos;
import org.junit.jupiter.api.Test;

/** The user's own mapping; any generated message will do, the samples' Employee is at hand. */
class ProtobufCodecsTests {

    record Person(long id, String name) {
    }

    private static Codec<Person> person(String name) {
        return ProtobufCodecs.of(name, Person.class, EmployeeProtos.Employee.parser(),
                person -> EmployeeProtos.Employee.newBuilder().setId(person.id()).setName(person.name()).build(),
                message -> new Person(message.getId(), message.getName()));
    }

    @Test
    void of_customMapping_roundTripsThroughTheParser() throws Exception {
        // GIVEN: a user's own type over a generated message
        Codec<Person> codec = person("my-protobuf");

        // WHEN
        byte[] bytes = codec.serialize(new Person(7L, "Ada"));

        // THEN
        assertThat(codec.name()).isEqualTo("my-protobuf");
        assertThat(codec.deserialize(bytes)).isEqualTo(new Person(7L, "Ada"));
    }

    @Test
    void of_corruptInput_failsWithProtobufsException() {
        Codec<Person> codec = person("protobuf");

        assertThatExceptionOfType(InvalidProtocolBufferException.class)
                .isThrownBy(() -> codec.deserialize(new byte[] {0x12, 0x05, 'a'}));
    }

    @Test
    void of_badName_isRejected() {
        assertThatExceptionOfType(IllegalArgumentException.class)
                .isThrownBy(() -> person("Protobuf"))
                .withMessage("codec name must be lower-case letters, digits, '.', '_' or '-'"
                        + " (such as \"kryo\" or \"json-afterburner\"), but was \"Protobuf\"");
    }
}
