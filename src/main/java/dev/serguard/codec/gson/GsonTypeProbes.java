package dev.serguard.codec.gson;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import dev.serguard.codec.TypeProbing;

import java.util.List;

/**
 * The untrusted-types probe of a Gson codec: the configured {@code Gson} writes a holder whose
 * {@code Object} field holds the probe, and reads it back. Gson writes the probe's properties and
 * reads them back as a map: no class is named, none made. Gson consults its own adapter for
 * {@code Object} before any the application registers, so no configuration changes that; a type
 * adapter of the application's own for one of its own types is out of the probe's reach.
 */
final class GsonTypeProbes {

    static final String LIBRARY = "Gson (type adapters)";
    static final String FIX = "Gson names no class by itself and reads an Object field as a map, a list or a primitive:"
            + " let a TypeAdapter or JsonDeserializer of your own that reads a class name accept only your model's classes";

    private GsonTypeProbes() {
    }

    /** A type Gson reads an {@code Object} field into: the place a gadget goes. */
    public static final class Holder {
        Object value;
    }

    static TypeProbing.Probes of(Gson gson, Object probe) {
        Holder holder = new Holder();
        holder.value = probe;
        String json = gson.toJson(holder, Holder.class);
        // gson-extras' RuntimeTypeAdapterFactory's refusal of a label it was not given, should a Gson read one here.
        return new TypeProbing.Offers(LIBRARY, FIX, thrown -> TypeProbing.anyCause(thrown, t -> t instanceof JsonParseException
                && String.valueOf(t.getMessage()).contains("subtype")), List.of(new TypeProbing.Offer(
                "the configured Gson's own writing of the probe in an Object field", () -> gson.fromJson(json, Holder.class).value)));
    }
}
