package dev.serguard.codec;

import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import tools.jackson.databind.json.JsonMapper;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class CodecFamilyTests {

    @Test
    void everyCodecName_isTheBuiltInsThenTheOtherFormats_eachOnce() {
        List<String> every = CodecFamily.everyCodecName();

        assertThat(every).doesNotHaveDuplicates().startsWith(CodecFamily.builtInCodecNames().toArray(String[]::new));
        assertThat(every).containsExactlyInAnyOrderElementsOf(Arrays.stream(CodecFamily.values())
                .flatMap(family -> family.codecNames().stream()).toList());
    }

    @Test
    void everyCodecThatDiscoveryMakes_carriesTheFamilyThatNamesIt() {
        CodecSet<MediaContent> every = Codecs.everyFormat(MediaContent.class, List.of(MediaContents.standard()));

        assertThat(every.skipped()).isEmpty();
        assertThat(every.available()).extracting(Codec::name).containsExactlyElementsOf(CodecFamily.everyCodecName());
        assertThat(every.available()).allSatisfy(codec -> assertThat(codec).isInstanceOfSatisfying(CodecFamily.Member.class,
                member -> assertThat(CodecFamily.ofCodecName(codec.name())).as(codec.name()).contains(member.family())));
    }

    @Test
    void aCodecOfYourOwn_belongsToNoFamily_whateverItsName() {
        Codec<String> mine = Codec.of("kryo", String.class, String::getBytes, String::new);

        assertThat(mine).isNotInstanceOf(CodecFamily.Member.class);
        assertThat(CodecFamily.ofCodecName("kryo-mine")).isEmpty();
    }

    @Test
    void ofLibraryClass_isTheFamilyWhoseLibraryHasTheClass() {
        assertThat(CodecFamily.ofLibraryClass(Kryo.class)).contains(CodecFamily.KRYO);
        assertThat(CodecFamily.ofLibraryClass(ObjectMapper.class)).contains(CodecFamily.JACKSON);
        assertThat(CodecFamily.ofLibraryClass(MessagePackFactory.class)).contains(CodecFamily.JACKSON);
        assertThat(CodecFamily.ofLibraryClass(JsonMapper.class)).contains(CodecFamily.JACKSON3);
        assertThat(CodecFamily.ofLibraryClass(String.class)).isEqualTo(Optional.empty());
    }

    @Test
    void linkedBy_isTheFamilysPackage_andTheSamplesThatExtendItsLibrary() {
        assertThat(CodecFamily.PROTOBUF.linkedBy()).containsExactly("dev.serguard.codec.protobuf", "dev.serguard.samples.protobuf");
        assertThat(CodecFamily.JACKSON.libraryPackages()).containsExactly("com.fasterxml.jackson", "org.msgpack");
        assertThat(CodecFamily.JAVA.libraryPackages()).isEmpty();
        assertThat(CodecFamily.JAVA.libraryVersion(getClass().getClassLoader())).contains("protocol 2");
    }
}
