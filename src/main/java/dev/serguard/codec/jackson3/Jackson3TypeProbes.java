package dev.serguard.codec.jackson3;

import dev.serguard.codec.TypeProbing;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

import java.util.List;

/**
 * The untrusted-types probe of a Jackson 3 codec, as the Jackson 2 one: the codec's own writer
 * writes a holder with the probe in an {@code Object} field, its own reader reads it back.
 */
final class Jackson3TypeProbes {

    static final String LIBRARY = "Jackson 3 (polymorphic default typing)";
    static final String FIX = "turn polymorphic default typing off (no activateDefaultTyping on the builder), or give"
            + " activateDefaultTyping a PolymorphicTypeValidator that allows only your model's packages:"
            + " BasicPolymorphicTypeValidator.builder().allowIfSubType(\"com.example.model.\").build()";

    private Jackson3TypeProbes() {
    }

    /** A type Jackson reads an {@code Object} field into. Final, so that default typing names no holder. */
    public static final class Holder {
        public Object value;
    }

    static TypeProbing.Probes of(ObjectWriter writer, ObjectReader reader, Object probe) {
        Holder holder = new Holder();
        holder.value = probe;
        byte[] bytes = writer.forType(Holder.class).writeValueAsBytes(holder);
        ObjectReader holders = reader.forType(Holder.class);
        return new TypeProbing.Offers(LIBRARY, FIX, TypeProbing::jacksonRefusal, List.of(new TypeProbing.Offer("the mapper's own writing of the probe in an Object field",
                () -> ((Holder) holders.readValue(bytes)).value)));
    }
}
