package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.serguard.codec.TypeProbing;

import java.util.List;

/**
 * The untrusted-types probe of a pooled Kryo codec: a permissive Kryo (no registration, the
 * configured one's reference setting) writes the probe with {@code writeClassAndObject}, so its
 * class goes on the wire by name, as an attacker would send it in a field of type {@code Object};
 * the configured Kryo reads it with {@code readClassAndObject}. The configured Kryo is one made
 * for the probe by the codec's own factory and dropped afterwards: a Kryo that resolves a class
 * by name registers it, which must not reach the codec's pool.
 */
final class KryoTypeProbes {

    static final String LIBRARY = "Kryo (registration)";
    static final String FIX = "kryo.setRegistrationRequired(true) (Kryo 5's default) and register your model's classes";

    private KryoTypeProbes() {
    }

    static TypeProbing.Probes of(Kryo configured, Object probe) {
        Kryo permissive = new Kryo();
        permissive.setRegistrationRequired(false);
        permissive.setReferences(configured.getReferences());
        Output output = new Output(256, -1);
        permissive.writeClassAndObject(output, probe);
        byte[] bytes = output.toBytes();
        // Kryo 5 refuses with "Class is not registered: …"; a read that fails otherwise proves nothing.
        return new TypeProbing.Offers(LIBRARY, FIX, thrown -> TypeProbing.anyCause(thrown, t -> String.valueOf(t.getMessage()).contains("is not registered")),
                List.of(new TypeProbing.Offer("the probe's class name, written by an unregistered Kryo",
                () -> configured.readClassAndObject(new Input(bytes)))));
    }
}
