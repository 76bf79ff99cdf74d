package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Registration;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;
import com.esotericsoftware.kryo.serializers.TaggedFieldSerializer;
import com.esotericsoftware.kryo.serializers.VersionFieldSerializer;
import dev.serguard.codec.CompatibilityAdvice.Happened;

import java.util.Optional;
import java.util.Set;

/**
 * What keeps old Kryo bytes of a type readable, from the serializer the team's Kryo uses for it:
 * field order for the default {@code FieldSerializer}, field names for
 * {@code CompatibleFieldSerializer}, tags or versions for the others.
 */
final class KryoAdvice {

    private KryoAdvice() {
    }

    static Optional<String> of(Kryo kryo, Class<?> type, Set<Happened> happened) {
        Registration registration = kryo.getClassResolver().getRegistration(type);
        Serializer<?> serializer = registration != null ? registration.getSerializer() : kryo.getDefaultSerializer(type);
        String inForce = serializer.getClass().getSimpleName() + " (the serializer this Kryo uses for " + type.getSimpleName() + ")";
        if (serializer instanceof CompatibleFieldSerializer) {
            return Optional.of(inForce + " reads old bytes by field name: "
                    + (happened.contains(Happened.FIELD_DROPPED) ? "a renamed field reads as a new, empty one and its data is dropped; keep"
                    + " the old name, or read the old bytes once and write them anew. " : "")
                    + (happened.contains(Happened.FIELD_MISREAD) || happened.contains(Happened.READ_FAILED) ? "A field whose type changed"
                    + " cannot be read as its new type: keep the old field, and add the new type under a new name. " : "")
                    + "Keep registration ids fixed (kryo.register(Type.class, 10)).");
        }
        if (serializer instanceof TaggedFieldSerializer || serializer instanceof VersionFieldSerializer) {
            return Optional.of(inForce + " reads old bytes while each field keeps its @Tag (or @Since) and type: never reuse a removed"
                    + " field's tag, give a changed type a new field, and keep registration ids fixed (kryo.register(Type.class, 10)).");
        }
        return Optional.of(inForce + " writes no field names, so old bytes misread once fields change: use CompatibleFieldSerializer"
                + " (kryo.setDefaultSerializer(CompatibleFieldSerializer.class)) or VersionFieldSerializer with @Since, and register"
                + " classes with fixed ids (kryo.register(Type.class, 10)).");
    }
}
