package dev.serguard.accuracy;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.MediaContent;

import java.util.List;

/** The codecs and payloads that serguard and JMH both time: the very same objects, built the same way. */
final class Cells {

    static final List<String> PAYLOADS = List.of("media.1", "LARGE");

    private Cells() {
    }

    @SuppressWarnings("unchecked")
    static List<Payload<MediaContent>> payloads() {
        var model = BuiltInPayloads.models().stream().filter(m -> m.type() == MediaContent.class).findFirst().orElseThrow();
        return ((dev.serguard.payload.BuiltInModel<MediaContent>) model).payloads(Size.LARGE);
    }

    static Payload<MediaContent> payload(String label) {
        return payloads().stream().filter(p -> p.label().equals(label)).findFirst().orElseThrow();
    }

    static CodecSet<MediaContent> codecs() {
        return Codecs.builtIns(MediaContent.class, payloads().stream().map(Payload::value).toList());
    }

    static Codec<MediaContent> codec(String name) {
        return codecs().find(name).orElseThrow(() -> new IllegalArgumentException("no built-in codec " + name));
    }
}
