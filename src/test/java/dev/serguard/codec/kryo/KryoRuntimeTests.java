package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import dev.serguard.codec.Codec;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.lang.reflect.InaccessibleObjectException;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KryoRuntimeTests {

    /** A user type with the JDK values teams put in their models. */
    public record Ticket(UUID id, URI link, Instant issuedAt, Optional<String> note) {
    }

    public record Upload(String name, File file) {
    }

    private static final Ticket TICKET = new Ticket(UUID.fromString("3f1c0a2e-5b7d-4e8f-9a01-23456789abcd"),
            URI.create("https://shop.example.com/t/1"), Instant.parse("2026-11-03T10:15:30Z"), Optional.of("urgent"));

    @Test
    void builtIns_uuidAndUri_roundTrip() throws Exception {
        for (Codec<Ticket> codec : List.of(KryoCodecs.kryo(Ticket.class, List.of(TICKET)), KryoCodecs.kryoUnregistered(Ticket.class))) {
            assertThat(codec.deserialize(codec.serialize(TICKET))).as(codec.name()).isEqualTo(TICKET);
        }
    }

    @Test
    void plainKryo_uuid_failsOnTheJdksClosedFields() {
        // What the built-ins did before they used Kryo's UUID serializer, and what a plain Kryo still does.
        Kryo plain = new Kryo();

        assertThatThrownBy(() -> plain.register(UUID.class)).isInstanceOf(InaccessibleObjectException.class);
    }

    @Test
    void kryo_jdkTypeKryoHasNoSerializerFor_failsAtCreationNamingItAndTheFix() {
        Upload upload = new Upload("report", new File("report.pdf"));

        assertThatIllegalArgumentException()
                .isThrownBy(() -> KryoCodecs.kryo(Upload.class, List.of(upload)))
                .withMessage("Kryo has no serializer for java.io.File and cannot read its fields (InaccessibleObjectException):"
                        + " register one for it (kryo.register(File.class, yourSerializer)) in a Kryo factory of your own,"
                        + " KryoCodecs.kryo(name, type, factory)");
    }

    public enum Day { MONDAY, TUESDAY }

    public record Week(java.util.EnumMap<Day, String> plans) {
    }

    /** A JDK class that Kryo's default serializer would read into an instance it cannot create: the built-in is skipped, saying why. */
    @Test
    void kryo_jdkTypeKryoCannotCreate_failsAtCreationNamingItAndTheFix() {
        Week week = new Week(new java.util.EnumMap<>(java.util.Map.of(Day.MONDAY, "gym")));

        assertThatIllegalArgumentException()
                .isThrownBy(() -> KryoCodecs.kryo(Week.class, List.of(week)))
                .withMessage("Kryo has no serializer for java.util.EnumMap and cannot create one (KryoException):"
                        + " register one for it (kryo.register(EnumMap.class, yourSerializer)) in a Kryo factory of your own,"
                        + " KryoCodecs.kryo(name, type, factory)");
        assertThat(dev.serguard.codec.Codecs.builtIns(Week.class, List.of(week)).skipped())
                .anySatisfy(skipped -> assertThat(skipped.toString()).contains("kryo", "java.util.EnumMap and cannot create one"));
    }

    @Test
    void require_kryoWithoutPool_namesKryo5AsTheFloor() {
        ClassLoader kryo4 = new ClassLoader(null) {
        };

        assertThatIllegalStateException()
                .isThrownBy(() -> KryoFloor.require(kryo4))
                .withMessage("serguard's Kryo codecs need Kryo 5 (com.esotericsoftware:kryo 5.x);"
                        + " the Kryo on the class path is older (it has no com.esotericsoftware.kryo.util.Pool): upgrade it,"
                        + " or measure an older Kryo through Codec.of(...) with one Kryo per thread");
    }

    @Test
    void require_kryo5_passes() {
        KryoFloor.require(Kryo.class.getClassLoader());
    }

    @Test
    void unsafeDenied_denyFlag_isDenied() {
        assertThat(KryoRuntime.unsafeDenied(List.of("-Xmx1g", "--sun-misc-unsafe-memory-access=deny"))).isTrue();
    }

    @Test
    void unsafeDenied_noFlagWarnOrOverridden_isNotDenied() {
        assertThat(KryoRuntime.unsafeDenied(List.of("-Xmx1g"))).isFalse();
        assertThat(KryoRuntime.unsafeDenied(List.of("--sun-misc-unsafe-memory-access=warn"))).isFalse();
        assertThat(KryoRuntime.unsafeDenied(List.of("--sun-misc-unsafe-memory-access=deny",
                "--sun-misc-unsafe-memory-access=allow"))).isFalse();
    }
}
