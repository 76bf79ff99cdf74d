package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.serguard.codec.TypeProbing;

import java.util.List;

/**
 * The untrusted-types probe of a Jackson 2 codec: its own writer writes a holder whose
 * {@code Object} field holds the probe (with a type id in the mapper's own inclusion style if
 * default typing is on, none if off), and its own reader reads the holder back. Writer and reader
 * keep the mapper's configuration, validator included: only the root type changes.
 */
final class JacksonTypeProbes {

    static final String LIBRARY = "Jackson (polymorphic default typing)";
    static final String FIX = "turn polymorphic default typing off (no activateDefaultTyping), or give activateDefaultTyping"
            + " a PolymorphicTypeValidator that allows only your model's packages:"
            + " BasicPolymorphicTypeValidator.builder().allowIfSubType(\"com.example.model.\").build()";

    private JacksonTypeProbes() {
    }

    /** A type Jackson reads an {@code Object} field into: the place a gadget goes. Final, so that default typing names no holder. */
    public static final class Holder {
        public Object value;
    }

    static TypeProbing.Probes of(ObjectWriter writer, ObjectReader reader, Object probe) throws Exception {
        Holder holder = new Holder();
        holder.value = probe;
        byte[] bytes = writer.forType(Holder.class).writeValueAsBytes(holder);
        ObjectReader holders = reader.forType(Holder.class);
        return new TypeProbing.Offers(LIBRARY, FIX, TypeProbing::jacksonRefusal, List.of(new TypeProbing.Offer("the mapper's own writing of the probe in an Object field",
                () -> ((Holder) holders.readValue(bytes)).value)));
    }
}
