package dev.serguard.codec.bson;

import dev.serguard.codec.TypeProbing;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;

import java.util.List;
import java.util.Map;

/**
 * The untrusted-types probe of a BSON codec: a holder whose {@link Marker} property is a document
 * that names the probe's class as its discriminator, read with the codec's own registry. The
 * discriminator key is the one the registry writes for a {@code Marker} ({@code "_t"} if it
 * writes none): a registry with discriminators off reads the document as a plain {@code Marker},
 * one with them on loads the class it names.
 */
final class BsonTypeProbes {

    static final String LIBRARY = "MongoDB BSON (PojoCodec discriminators)";
    static final String FIX = "leave discriminators off (no @BsonDiscriminator, no convention that calls enableDiscriminator(true))"
            + " on what you read from others: the pojo codec loads a class it does not know by its discriminator with Class.forName"
            + " and instantiates it";
    private static final String DEFAULT_KEY = "_t";

    private BsonTypeProbes() {
    }

    /** The holder the probe is offered in; public, with accessors, for the pojo codec. */
    public static final class Holder {
        private Marker value;

        public Marker getValue() {
            return value;
        }

        public void setValue(Marker value) {
            this.value = value;
        }
    }

    /** The declared type of the holder's property: not final, so that a discriminator could name a subclass. */
    public static class Marker {
        private String note;

        public String getNote() {
            return note;
        }

        public void setNote(String note) {
            this.note = note;
        }
    }

    static TypeProbing.Probes of(CodecRegistry registry, Object probe) {
        org.bson.codecs.Codec<Holder> holders = registry.get(Holder.class);
        Marker marker = new Marker();
        marker.setNote("serguard untrusted-types probe");
        BsonDocument written = BsonCodec.read(new BsonDocumentCodec(), BsonCodec.write(registry.get(Marker.class), marker));
        String key = written.entrySet().stream().filter(entry -> names(entry.getValue(), Marker.class)).map(Map.Entry::getKey)
                .findFirst().orElse(DEFAULT_KEY);
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            writer.writeStartDocument();
            writer.writeName("value");
            writer.writeStartDocument();
            writer.writeString(key, probe.getClass().getName());
            writer.writeString("note", marker.getNote());
            writer.writeEndDocument();
            writer.writeEndDocument();
        }
        byte[] bytes = buffer.toByteArray();
        // The lookup's refusal of a discriminator that names no class it can find.
        return new TypeProbing.Offers(LIBRARY, FIX, thrown -> TypeProbing.anyCause(thrown, t -> t instanceof CodecConfigurationException
                && String.valueOf(t.getMessage()).contains("could not be found for the discriminator")),
                List.of(new TypeProbing.Offer("the probe's class name as the discriminator (\"" + key + "\") of a document",
                        () -> BsonCodec.read(holders, bytes).getValue())));
    }

    private static boolean names(BsonValue value, Class<?> type) {
        return value.isString() && (value.asString().getValue().equals(type.getName()) || value.asString().getValue().equals(type.getSimpleName()));
    }
}
