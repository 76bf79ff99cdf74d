package dev.serguard.assertj;

import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import dev.serguard.check.untrusted.model.Parcel;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;

import java.util.List;

import static com.fasterxml.jackson.databind.ObjectMapper.DefaultTyping.NON_FINAL;
import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CodecAssertUntrustedTypesTests {

    private static final Parcel PARCEL = new Parcel("books", 1_200);

    @Test
    void should_pass_when_jackson_has_an_allow_list_or_no_default_typing() {
        ObjectMapper allowed = new ObjectMapper().activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("dev.serguard.check.untrusted.model.").build(), NON_FINAL);

        assertThat(JacksonCodecs.json("json-allowed", allowed, Parcel.class)).refusesUntrustedTypes();
        assertThat(JacksonCodecs.json(Parcel.class)).refusesUntrustedTypes(PARCEL);
    }

    @Test
    void should_pass_when_kryo_requires_registration_and_for_protobuf() {
        assertThat(KryoCodecs.kryo(Parcel.class, List.of(PARCEL))).refusesUntrustedTypes(PARCEL);
        Codec<MediaContent> protobuf = Codecs.builtIns(MediaContent.class, List.of(MediaContents.standard())).available().stream()
                .filter(codec -> codec.name().equals("protobuf")).findFirst().orElseThrow();
        assertThat(protobuf).refusesUntrustedTypes();
    }

    @Test
    void should_fail_when_jackson_default_typing_has_no_validator() {
        ObjectMapper typed = new ObjectMapper().activateDefaultTyping(LaissezFaireSubTypeValidator.instance, NON_FINAL);

        assertThatThrownBy(() -> assertThat(JacksonCodecs.json("json-typed", typed, Parcel.class)).refusesUntrustedTypes())
                .isInstanceOf(AssertionError.class).hasMessage("""

                        Untrusted-types check failed for json-typed (Parcel)
                          instantiated  dev.serguard.check.untrusted.UntrustedTypeProbe, a class it was not told about
                          offered as    the mapper's own writing of the probe in an Object field
                          closes it     turn polymorphic default typing off (no activateDefaultTyping), or give activateDefaultTyping\
                         a PolymorphicTypeValidator that allows only your model's packages:\
                         BasicPolymorphicTypeValidator.builder().allowIfSubType("com.example.model.").build()""");
    }

    @Test
    void should_fail_when_kryo_does_not_require_registration() {
        Codec<Parcel> open = KryoCodecs.kryo("kryo-open", Parcel.class, () -> {
            Kryo kryo = new Kryo();
            kryo.setRegistrationRequired(false);
            return kryo;
        });

        assertThatThrownBy(() -> assertThat(open).refusesUntrustedTypes()).isInstanceOf(AssertionError.class)
                .hasMessageContaining("Untrusted-types check failed for kryo-open (Parcel)");
    }

    @Test
    void should_fail_when_java_serialization_has_no_filter() {
        assertThatThrownBy(() -> assertThat(Codecs.java(Parcel.class)).refusesUntrustedTypes(PARCEL)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("Untrusted-types check failed for java (Parcel)");
    }

    @Test
    void should_fail_when_the_codec_cannot_be_checked() {
        Codec<Parcel> own = Codec.of("own", Parcel.class, parcel -> parcel.label().getBytes(), bytes -> new Parcel(new String(bytes), 0));

        assertThatThrownBy(() -> assertThat(own).refusesUntrustedTypes()).isInstanceOf(AssertionError.class).hasMessage("\n"
                + "Untrusted-types check could not check own (Parcel): serguard holds no configuration of its library (a codec of the team's own)"
                + " and was given no value to look at its output");
    }
}
