package dev.serguard.codec.bson;

import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.record.RecordCodecProvider;

/** Links bson-record-codec: loaded only once {@link BsonCodecs} has found that jar, so that plain {@code bson} suffices otherwise. */
final class RecordSupport {

    private RecordSupport() {
    }

    static CodecProvider provider() {
        return new RecordCodecProvider();
    }
}
