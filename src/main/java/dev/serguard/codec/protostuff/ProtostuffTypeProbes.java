package dev.serguard.codec.protostuff;

import dev.serguard.codec.TypeProbing;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeSchema;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * The untrusted-types probe of a protostuff codec: a holder whose {@code Object} field names the
 * probe's class in each of the three places protostuff reads a class name from — as the value's
 * class, as the class of a collection, as the class of a map. A permissive strategy writes the
 * holder (with a collection or map class of its own, whose name is then replaced by the probe's,
 * as an attacker would write it); the codec's own strategy reads it, guarded as the codec reads.
 * Reading builds the holder's schema in the codec's strategy, which keeps it, as it keeps every
 * class it met; a strategy that loads the probe by name keeps the probe's too.
 */
final class ProtostuffTypeProbes {

    static final String LIBRARY = "protostuff (IdStrategy)";
    static final String FIX = "protostuff 1.8 has no class filter: use a DefaultIdStrategy of your own without"
            + " IdStrategy.AUTO_LOAD_POLYMORPHIC_CLASSES (new DefaultIdStrategy(0)) and register the classes your polymorphic fields hold"
            + " (registerPojo), and keep fields of type Object, of an abstract type or of a non-collection interface out of what you"
            + " read from others: protostuff still loads and instantiates any class named as such a field's collection or map type";

    private ProtostuffTypeProbes() {
    }

    /** What the probe is offered in: its fields are read as protostuff reads a polymorphic field. Public for protostuff's reflection. */
    public static final class Holder {
        Object value;
    }

    /** A collection class of serguard's own, written only so that its name on the wire can be replaced by the probe's. */
    public static final class NamedList extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
    }

    /** As {@link NamedList}, for a map. */
    public static final class NamedMap extends HashMap<Object, Object> {
        private static final long serialVersionUID = 1L;
    }

    static TypeProbing.Probes of(IdStrategy strategy, boolean guarded, Object probe) {
        Schema<Holder> writer = RuntimeSchema.getSchema(Holder.class, new DefaultIdStrategy());
        Schema<Holder> reader = RuntimeSchema.getSchema(Holder.class, strategy);
        String probeName = probe.getClass().getName();
        NamedList list = new NamedList();
        list.add("element");
        NamedMap map = new NamedMap();
        map.put("key", "value");
        List<TypeProbing.Offer> offers = List.of(
                offer("the probe's class name as the value of an Object field", write(writer, probe), reader, guarded),
                offer("the probe's class name as the collection type of an Object field",
                        renamed(write(writer, list), NamedList.class.getName(), probeName), reader, guarded),
                offer("the probe's class name as the map type of an Object field",
                        renamed(write(writer, map), NamedMap.class.getName(), probeName), reader, guarded));
        return new TypeProbing.Offers(LIBRARY, FIX, ProtostuffTypeProbes::refusal, offers);
    }

    // protostuff's refusal of an unregistered value class, or the built-in's of a class name.
    private static boolean refusal(Throwable thrown) {
        return TypeProbing.anyCause(thrown, t -> t instanceof ClassNameGuard.ClassNameRefused
                || String.valueOf(t.getMessage()).contains("polymorphic pojo not registered"));
    }

    private static TypeProbing.Offer offer(String shape, byte[] bytes, Schema<Holder> reader, boolean guarded) {
        return new TypeProbing.Offer(shape, () -> ProtostuffCodec.read(bytes, reader, guarded).value);
    }

    private static byte[] write(Schema<Holder> writer, Object value) {
        Holder holder = new Holder();
        holder.value = value;
        return ProtostuffIOUtil.toByteArray(holder, writer, LinkedBuffer.allocate(256));
    }

    // A class name is a length-prefixed string; the holder's nesting is by groups, which carry no length.
    static byte[] renamed(byte[] bytes, String from, String to) {
        byte[] old = prefixed(from);
        byte[] replacement = prefixed(to);
        for (int at = 0; at + old.length <= bytes.length; at++) {
            if (Arrays.equals(bytes, at, at + old.length, old, 0, old.length)) {
                byte[] result = new byte[bytes.length - old.length + replacement.length];
                System.arraycopy(bytes, 0, result, 0, at);
                System.arraycopy(replacement, 0, result, at, replacement.length);
                System.arraycopy(bytes, at + old.length, result, at + replacement.length, bytes.length - at - old.length);
                return result;
            }
        }
        throw new IllegalStateException("protostuff wrote no class name " + from + " in its holder");
    }

    private static byte[] prefixed(String name) {
        byte[] text = name.getBytes(StandardCharsets.UTF_8);
        if (text.length > 127) {
            throw new IllegalArgumentException("a class name of more than 127 bytes needs a longer length prefix: " + name);
        }
        byte[] result = new byte[text.length + 1];
        result[0] = (byte) text.length;
        System.arraycopy(text, 0, result, 1, text.length);
        return result;
    }
}
