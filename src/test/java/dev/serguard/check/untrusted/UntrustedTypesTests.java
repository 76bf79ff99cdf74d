package dev.serguard.check.untrusted;

import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.serguard.check.untrusted.model.Crate;
import dev.serguard.check.untrusted.model.Parcel;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.jackson3.Jackson3Codecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.objenesis.strategy.StdInstantiatorStrategy;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static com.fasterxml.jackson.databind.ObjectMapper.DefaultTyping.NON_FINAL;
import static org.assertj.core.api.Assertions.assertThat;

/** The untrusted-types engine on each library, misconfigured and configured, and on codecs it cannot probe. */
class UntrustedTypesTests {

    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final Parcel PARCEL = new Parcel("books", 1_200);
    private static final String PROBE = UntrustedTypeProbe.class.getName();

    @AfterEach
    void probeCountIsLeftAtZero() {
        assertThat(UntrustedTypeProbe.instantiations()).isZero();
    }

    private static UntrustedTypesOutcome check(Codec<Parcel> codec) {
        return UntrustedTypes.check(codec, Optional.of(PARCEL), LIMIT);
    }

    // -- Jackson ----------------------------------------------------------------------------------------------------

    @Test
    void jacksonWithDefaultTypingAndNoValidator_instantiatesTheProbe() {
        ObjectMapper mapper = new ObjectMapper().activateDefaultTyping(LaissezFaireSubTypeValidator.instance, NON_FINAL);

        UntrustedTypesOutcome outcome = check(JacksonCodecs.json("json-typed", mapper, Parcel.class));

        assertThat(outcome).isEqualTo(new UntrustedTypesOutcome.Instantiated("json-typed", "Jackson (polymorphic default typing)", PROBE,
                "the mapper's own writing of the probe in an Object field", "turn polymorphic default typing off (no activateDefaultTyping),"
                + " or give activateDefaultTyping a PolymorphicTypeValidator that allows only your model's packages:"
                + " BasicPolymorphicTypeValidator.builder().allowIfSubType(\"com.example.model.\").build()"));
        assertThat(outcome.failureMessage("json-typed · SMALL (Parcel)")).hasValue("""
                Untrusted-types check failed for json-typed · SMALL (Parcel)
                  instantiated  dev.serguard.check.untrusted.UntrustedTypeProbe, a class it was not told about
                  offered as    the mapper's own writing of the probe in an Object field
                  closes it     turn polymorphic default typing off (no activateDefaultTyping), or give activateDefaultTyping\
                 a PolymorphicTypeValidator that allows only your model's packages:\
                 BasicPolymorphicTypeValidator.builder().allowIfSubType("com.example.model.").build()""");
        assertThat(outcome.failureReason()).hasValue("Untrusted-types check failed: instantiated  dev.serguard.check.untrusted.UntrustedTypeProbe,"
                + " a class it was not told about");
    }

    @Test
    void jacksonWithTypeIdsAsAProperty_instantiatesTheProbe() {
        ObjectMapper mapper = new ObjectMapper().activateDefaultTypingAsProperty(LaissezFaireSubTypeValidator.instance, NON_FINAL, "@type");

        assertThat(check(JacksonCodecs.json("json-typed", mapper, Parcel.class)).summary())
                .isEqualTo("instantiated " + PROBE + " (Jackson (polymorphic default typing))");
    }

    @Test
    void smileWithDefaultTypingAndNoValidator_instantiatesTheProbe() {
        ObjectMapper mapper = new ObjectMapper(new SmileFactory()).activateDefaultTyping(LaissezFaireSubTypeValidator.instance, NON_FINAL);

        assertThat(check(JacksonCodecs.json("smile-typed", mapper, Parcel.class))).isInstanceOf(UntrustedTypesOutcome.Instantiated.class);
    }

    @Test
    void jacksonWithAnAllowListOfTheModel_refusesTheProbe() {
        ObjectMapper mapper = new ObjectMapper().activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("dev.serguard.check.untrusted.model.").build(), NON_FINAL);

        assertThat(check(JacksonCodecs.json("json-allowed", mapper, Parcel.class)).summary()).isEqualTo("refused by Jackson (polymorphic default typing):"
                + " InvalidTypeIdException: Could not resolve type id '" + PROBE + "' as a subtype of `java.lang.Object`: Configured"
                + " `PolymorphicTypeValidator` (of type `com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator`) denied resolution");
    }

    @Test
    void jacksonBuiltIns_readTheTypeIdAsPlainData() {
        for (Codec<Parcel> codec : List.of(JacksonCodecs.json(Parcel.class), JacksonCodecs.smile(Parcel.class), JacksonCodecs.jsonAfterburner(Parcel.class),
                JacksonCodecs.jsonBlackbird(Parcel.class))) {
            assertThat(check(codec).summary()).as(codec.name())
                    .isEqualTo("refused by Jackson (polymorphic default typing): read it as plain data (java.util.LinkedHashMap), no class made");
        }
    }

    @Test
    void jackson3WithDefaultTypingAndAValidatorThatAllowsAll_instantiatesTheProbe() {
        // Jackson 3 keeps its laissez-faire validator to itself: allowing every subtype of Object is the same.
        JsonMapper mapper = JsonMapper.builder().activateDefaultTyping(tools.jackson.databind.jsontype.BasicPolymorphicTypeValidator.builder()
                .allowIfSubType(Object.class).build(), tools.jackson.databind.DefaultTyping.NON_FINAL).build();

        assertThat(check(Jackson3Codecs.json("json3-typed", mapper, Parcel.class)).summary())
                .isEqualTo("instantiated " + PROBE + " (Jackson 3 (polymorphic default typing))");
        assertThat(check(Jackson3Codecs.json3(Parcel.class)).summary())
                .isEqualTo("refused by Jackson 3 (polymorphic default typing): read it as plain data (java.util.LinkedHashMap), no class made");
    }

    // -- Kryo -------------------------------------------------------------------------------------------------------

    @Test
    void kryoWithoutRegistration_instantiatesTheProbe() {
        Codec<Parcel> open = KryoCodecs.kryo("kryo-open", Parcel.class, () -> {
            Kryo kryo = new Kryo();
            kryo.setRegistrationRequired(false);
            return kryo;
        });

        assertThat(check(open)).isEqualTo(new UntrustedTypesOutcome.Instantiated("kryo-open", "Kryo (registration)", PROBE,
                "the probe's class name, written by an unregistered Kryo", "kryo.setRegistrationRequired(true) (Kryo 5's default) and register"
                + " your model's classes"));
        assertThat(check(KryoCodecs.kryoUnregistered(Parcel.class))).isInstanceOf(UntrustedTypesOutcome.Instantiated.class);
    }

    @Test
    void kryoWithoutRegistrationThatSkipsConstructors_instantiatesTheProbe() {
        Codec<Parcel> objenesis = KryoCodecs.kryo("kryo-objenesis", Parcel.class, () -> {
            Kryo kryo = new Kryo();
            kryo.setRegistrationRequired(false);
            kryo.setReferences(true);
            kryo.setInstantiatorStrategy(new StdInstantiatorStrategy());
            return kryo;
        });

        assertThat(check(objenesis)).isInstanceOf(UntrustedTypesOutcome.Instantiated.class);
    }

    @Test
    void builtInKryo_refusesTheUnregisteredProbe() {
        assertThat(check(KryoCodecs.kryo(Parcel.class, List.of(PARCEL))).summary())
                .isEqualTo("refused by Kryo (registration): IllegalArgumentException: Class is not registered: " + PROBE);
    }

    @Test
    void kryoWhoseReadFailsForAnotherReason_isNotChecked_notReportedAsRefused() {
        // No registration required, so nothing refuses the class; its serializer then fails on the input for a reason of its own.
        Codec<Parcel> brittle = KryoCodecs.kryo("kryo-brittle", Parcel.class, () -> {
            Kryo kryo = new Kryo();
            kryo.setRegistrationRequired(false);
            kryo.addDefaultSerializer(UntrustedTypeProbe.class, new com.esotericsoftware.kryo.Serializer<UntrustedTypeProbe>() {
                @Override
                public void write(Kryo kryo, com.esotericsoftware.kryo.io.Output output, UntrustedTypeProbe probe) {
                }

                @Override
                public UntrustedTypeProbe read(Kryo kryo, com.esotericsoftware.kryo.io.Input input, Class<? extends UntrustedTypeProbe> type) {
                    throw new com.esotericsoftware.kryo.KryoException("Buffer underflow.");
                }
            });
            return kryo;
        });

        assertThat(check(brittle).summary()).isEqualTo("not checked: the probe's class name, written by an unregistered Kryo: reading it threw"
                + " KryoException: Buffer underflow., which is not Kryo (registration) refusing the class");
    }

    // -- Java serialization ----------------------------------------------------------------------------------------

    @Test
    void javaSerializationWithoutAFilter_instantiatesTheProbe() {
        assertThat(check(Codecs.java(Parcel.class))).isEqualTo(new UntrustedTypesOutcome.Instantiated("java", "Java serialization (ObjectInputFilter)",
                PROBE, "an ObjectOutputStream stream of the probe", "an ObjectInputFilter that allows only your model's classes, as"
                + " ObjectInputFilter.Config.createFilter(\"com.example.model.*;java.base/*;!*\") set with ObjectInputStream.setObjectInputFilter,"
                + " or for the whole JVM -Djdk.serialFilter=... or ObjectInputFilter.Config.setSerialFilter"));
    }

    @Test
    void javaSerializationWithAFilterOfTheModel_refusesTheProbe() throws Exception {
        Codec<Parcel> filtered = Codec.of("java-filtered", Parcel.class, UntrustedTypesTests::javaBytes, bytes -> {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("dev.serguard.check.untrusted.model.*;java.base/*;!*"));
                return (Parcel) in.readObject();
            }
        });

        assertThat(filtered.deserialize(filtered.serialize(PARCEL))).isEqualTo(PARCEL);
        assertThat(check(filtered).summary()).isEqualTo("refused by Java serialization (ObjectInputFilter): InvalidClassException: filter status: REJECTED");
    }

    // -- protobuf, and codecs serguard cannot ask -------------------------------------------------------------------

    @Test
    void protobuf_isNotApplicable() {
        Codec<MediaContent> protobuf = Codecs.builtIns(MediaContent.class, List.of(MediaContents.standard())).available().stream()
                .filter(codec -> codec.name().equals("protobuf")).findFirst().orElseThrow();

        assertThat(UntrustedTypes.check(protobuf, Optional.empty(), LIMIT))
                .isEqualTo(new UntrustedTypesOutcome.NotApplicable("protobuf", "protobuf reads only its schema's types: no class name is on the wire"));
    }

    @Test
    void teamsLambdaCodec_isNotChecked() {
        Codec<Parcel> own = Codec.of("own", Parcel.class, parcel -> parcel.label().getBytes(), bytes -> new Parcel(new String(bytes), 0));

        assertThat(check(own)).isEqualTo(new UntrustedTypesOutcome.NotChecked("own", "serguard holds no configuration of its library (a codec"
                + " of the team's own) and its output is neither Java serialization nor JSON text; build it with JacksonCodecs or KryoCodecs to have it probed"));
        assertThat(UntrustedTypes.check(own, Optional.empty(), LIMIT).summary()).isEqualTo("not checked: serguard holds no configuration of its library"
                + " (a codec of the team's own) and was given no value to look at its output");
    }

    @Test
    void teamsJsonCodecWithClassNamesInItsOutput_instantiatesTheProbe() {
        ObjectMapper mapper = new ObjectMapper().activateDefaultTyping(LaissezFaireSubTypeValidator.instance, NON_FINAL);
        Codec<Crate> own = Codec.of("own-json", Crate.class, mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, Crate.class));

        UntrustedTypesOutcome outcome = UntrustedTypes.check(own, Optional.of(new Crate("box", PARCEL)), LIMIT);

        assertThat(outcome).isEqualTo(new UntrustedTypesOutcome.Instantiated("own-json", "the type ids in its JSON", PROBE,
                "its own JSON with the type id \"dev.serguard.check.untrusted.model.Parcel\" replaced by the probe's",
                "make its reader refuse class names it was not told about: with Jackson, a PolymorphicTypeValidator allow-list,"
                + " or @JsonTypeInfo(use = Id.NAME) with the subtypes registered instead of Id.CLASS"));
    }

    @Test
    void teamsJsonCodecWithAnAllowList_refusesTheProbe() {
        ObjectMapper mapper = new ObjectMapper().activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("dev.serguard.check.untrusted.model.").build(), NON_FINAL);
        Codec<Crate> own = Codec.of("own-json", Crate.class, mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, Crate.class));

        assertThat(UntrustedTypes.check(own, Optional.of(new Crate("box", PARCEL)), LIMIT).summary()).startsWith("refused by the type ids in its JSON:"
                + " InvalidTypeIdException: Could not resolve type id '" + PROBE + "'");
    }

    @Test
    void teamsJsonCodecWithoutClassNames_isNotChecked() {
        ObjectMapper mapper = new ObjectMapper();
        Codec<Parcel> own = Codec.of("own-json", Parcel.class, mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, Parcel.class));

        assertThat(check(own).summary()).isEqualTo("not checked: its JSON output names no class (no type id in what it wrote), so serguard has"
                + " nothing to replace with the probe's name; that is no proof that it would refuse one");
    }

    @Test
    void teamsJsonCodecWithAClassNameAsPlainText_isNotCheckedRatherThanRefused() {
        ObjectMapper mapper = new ObjectMapper();
        Codec<Parcel> own = Codec.of("own-json", Parcel.class, mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, Parcel.class));

        assertThat(UntrustedTypes.check(own, Optional.of(new Parcel("java.lang.String", 1)), LIMIT).summary()).isEqualTo("not checked: its own JSON"
                + " with the type id \"java.lang.String\" replaced by the probe's: read back as plain text, not as a type id");
    }

    private static byte[] javaBytes(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }
}
