package dev.serguard.measure;

import dev.serguard.codec.Codec;
import dev.serguard.measure.internal.DeserializeLoop;
import dev.serguard.measure.internal.RoundTripLoop;
import dev.serguard.measure.internal.SerializeLoop;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Timed loops over a codec, each one a class of its own.
 *
 * <p>Why: serguard measures many codecs in one JVM. Had they shared one loop, its call
 * {@code codec.serialize(value)} would see every codec's class, turn megamorphic, and be
 * compiled as a slow virtual call for every codec after the first few, with the order of
 * measurement deciding who pays (JMH avoids this with forks and a generated loop per
 * benchmark). Here every loop is a fresh copy of a template class ({@link SerializeLoop},
 * {@link DeserializeLoop}, {@link RoundTripLoop}) defined by a class loader of its own: the JIT
 * sees distinct code with its own profile, in which the call is monomorphic. Calls deeper inside
 * a library shared by several codecs (Jackson's serializers for {@code json} and
 * {@code json-afterburner}) still share their profile; only a forked JVM separates those.
 *
 * <pre>{@code
 * TimedLoop loop = CodecLoops.serialize(codec, order);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class CodecLoops {

    private static final Map<Class<?>, byte[]> TEMPLATES = new ConcurrentHashMap<>();

    private CodecLoops() {
    }

    public static <T> TimedLoop serialize(Codec<T> codec, T value) {
        return copy(SerializeLoop.class, codec, value);
    }

    public static <T> TimedLoop deserialize(Codec<T> codec, byte[] bytes) {
        return copy(DeserializeLoop.class, codec, bytes);
    }

    public static <T> TimedLoop roundTrip(Codec<T> codec, T value) {
        return copy(RoundTripLoop.class, codec, value);
    }

    private static TimedLoop copy(Class<? extends TimedLoop> template, Codec<?> codec, Object argument) {
        byte[] bytes = TEMPLATES.computeIfAbsent(template, CodecLoops::bytesOf);
        Class<?> copy = new LoopLoader(template.getClassLoader(), template.getName(), bytes).define();
        try {
            return (TimedLoop) copy.getConstructor(Codec.class, Object.class).newInstance(codec, argument);
        } catch (InvocationTargetException | InstantiationException | IllegalAccessException | NoSuchMethodException e) {
            throw new IllegalStateException("cannot instantiate a copy of " + template.getName(), e);
        }
    }

    private static byte[] bytesOf(Class<?> template) {
        try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
            if (in == null) {
                throw new IllegalStateException("cannot read the class file of " + template.getName());
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the class file of " + template.getName(), e);
        }
    }

    /** Defines one class from its bytes; everything else comes from the parent. */
    private static final class LoopLoader extends ClassLoader {

        private final String name;
        private final byte[] bytes;

        LoopLoader(ClassLoader parent, String name, byte[] bytes) {
            super(parent);
            this.name = name;
            this.bytes = bytes;
        }

        Class<?> define() {
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
