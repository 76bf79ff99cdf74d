package dev.serguard.codec;

import dev.serguard.codec.protobuf.ProtobufCodecs;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.samples.SampleModels;
import dev.serguard.samples.car.Car;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The core's view of the installed providers: here, the samples' one, registered in META-INF/services. */
class ModelProviderTests {

    @Test
    void installedModels_areTheSamplesInTheirOrder() {
        assertThat(ModelProvider.installedModels()).extracting(BuiltInModel::name).containsExactly("MediaContent", "Car", "Employee");
        assertThat(InstalledProviders.ALL).singleElement().isInstanceOf(SampleModels.class);
    }

    @Test
    void installedModel_knownType_givesItsFactoryAndNamedPayloads() {
        BuiltInModel<MediaContent> model = ModelProvider.installedModel(MediaContent.class).orElseThrow();

        assertThat(model.type()).isEqualTo(MediaContent.class);
        assertThat(model.named()).singleElement().satisfies(payload -> assertThat(payload.value()).isEqualTo(MediaContents.standard()));
    }

    @Test
    void installedModel_otherType_isEmpty() {
        assertThat(ModelProvider.installedModel(SampleOrder.class)).isEmpty();
        // exact type only: a model's supertype is not the model
        assertThat(ModelProvider.installedModel(Object.class)).isEmpty();
    }

    @Test
    void installedProtobuf_sampleModel_isTheProtobufCodec_otherType_isEmpty() {
        assertThat(ModelProvider.installedProtobuf(Car.class)).hasValueSatisfying(codec -> {
            assertThat(codec.name()).isEqualTo(ProtobufCodecs.NAME);
            assertThat(codec.type()).isEqualTo(Car.class);
        });
        assertThat(ModelProvider.installedProtobuf(SampleOrder.class)).isEmpty();
    }

    @Test
    void builtIns_sampleModel_offersProtobuf() {
        CodecSet<MediaContent> codecs = Codecs.builtIns(MediaContent.class, List.of(MediaContents.standard()));

        assertThat(codecs.available()).extracting(Codec::name).contains("protobuf");
        assertThat(codecs.skipped()).extracting(SkippedCodec::name).doesNotContain("protobuf");
    }
}
