package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.serializers.CollectionSerializer;
import com.esotericsoftware.kryo.serializers.FieldSerializer;
import com.esotericsoftware.kryo.serializers.MapSerializer;
import com.esotericsoftware.kryo.serializers.DefaultSerializers;
import com.esotericsoftware.kryo.util.Util;
import dev.serguard.codec.ReachableClasses;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * What the built-in Kryo codecs need from the Kryo on the class path, and from the JVM: Kryo's
 * own serializers for JDK types it ships but does not register by default, and no
 * {@code sun.misc.Unsafe} where the JVM denies it.
 */
final class KryoRuntime {

    static final String UNSAFE_FLAG = "--sun-misc-unsafe-memory-access=";
    private static final String KRYO_UNSAFE = "kryo.unsafe";
    private static final boolean UNSAFE_DENIED = unsafeDenied(ManagementFactory.getRuntimeMXBean().getInputArguments());

    private KryoRuntime() {
    }

    /**
     * Switches Kryo to reflection before its first use when the JVM denies {@code sun.misc.Unsafe}
     * (JDK 24+ with {@code --sun-misc-unsafe-memory-access=deny}): Kryo decides once, when its
     * {@code Util} class loads, from the system property {@code kryo.unsafe}. A value the user
     * set is kept.
     */
    static void avoidUnsafeWhereDenied() {
        if (UNSAFE_DENIED) {
            if (System.getProperty(KRYO_UNSAFE) == null) {
                System.setProperty(KRYO_UNSAFE, "false");
            }
            if (Util.unsafe) {
                // Kryo was loaded (by the application or an earlier test) before serguard could say so.
                throw new IllegalStateException("Kryo uses sun.misc.Unsafe, which this JVM denies (" + UNSAFE_FLAG + "deny),"
                        + " and was loaded before serguard could switch it off: add -Dkryo.unsafe=false to the test JVM's"
                        + " arguments (Surefire's argLine)");
            }
        }
    }

    /** Whether these JVM arguments deny {@code sun.misc.Unsafe}'s memory access; the last flag wins, as in the JVM. */
    static boolean unsafeDenied(List<String> jvmArguments) {
        String mode = "";
        for (String argument : jvmArguments) {
            if (argument.startsWith(UNSAFE_FLAG)) {
                mode = argument.substring(UNSAFE_FLAG.length());
            }
        }
        return mode.equals("deny");
    }

    /**
     * Kryo's own serializers for JDK types that Kryo 5 ships but does not use by default: without
     * them Kryo reaches into the JDK's private fields, which the module system refuses
     * ({@code InaccessibleObjectException}).
     */
    static Kryo withJdkSerializers(Kryo kryo) {
        kryo.addDefaultSerializer(UUID.class, new DefaultSerializers.UUIDSerializer());
        kryo.addDefaultSerializer(URI.class, new DefaultSerializers.URISerializer());
        kryo.addDefaultSerializer(Pattern.class, new DefaultSerializers.PatternSerializer());
        kryo.addDefaultSerializer(AtomicBoolean.class, new DefaultSerializers.AtomicBooleanSerializer());
        kryo.addDefaultSerializer(AtomicInteger.class, new DefaultSerializers.AtomicIntegerSerializer());
        kryo.addDefaultSerializer(AtomicLong.class, new DefaultSerializers.AtomicLongSerializer());
        return kryo;
    }

    /**
     * Registers {@code type}, or says which serializer to add where Kryo has none for a JDK type
     * whose fields are closed to it.
     */
    static void register(Kryo kryo, Class<?> type) {
        try {
            kryo.register(type);
            if (ReachableClasses.isJdk(type) && instantiates(kryo.getRegistration(type).getSerializer())) {
                kryo.newInstance(type);    // java.util.EnumMap: a map Kryo would read into one it cannot create
            }
        } catch (RuntimeException e) {
            if (!ReachableClasses.isJdk(type)) {
                throw e;
            }
            throw new IllegalArgumentException("Kryo has no serializer for " + type.getName() + " and cannot "
                    + (e instanceof KryoException ? "create one" : "read its fields") + " (" + e.getClass().getSimpleName()
                    + "): register one for it (kryo.register(" + type.getSimpleName()
                    + ".class, yourSerializer)) in a Kryo factory of your own, KryoCodecs.kryo(name, type, factory)", e);
        }
    }

    // Kryo's general serializers, which read a value into a new instance of its class: one without a no-arg constructor fails
    // there. Their subclasses (Kryo's serializers for List.of and the like) make their instances themselves.
    private static boolean instantiates(Serializer<?> serializer) {
        Class<?> type = serializer.getClass();
        return type == MapSerializer.class || type == CollectionSerializer.class || type == FieldSerializer.class;
    }
}
