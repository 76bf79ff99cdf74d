package dev.serguard.codec.hessian;

import com.caucho.hessian.io.ClassFactory;
import com.caucho.hessian.io.SerializerFactory;
import dev.serguard.codec.Codec;
import dev.serguard.codec.ReachableClasses;
import org.apiguardian.api.API;

import java.util.Collection;
import java.util.List;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Hessian 2 codecs ({@code com.caucho:hessian} 4): a value written with {@code Hessian2Output}
 * and read with {@code Hessian2Input} over a {@link SerializerFactory}, the team's own or the
 * built-in {@code hessian}, whose factory allows only the classes of its samples.
 *
 * <pre>{@code
 * Codec<Order> production = HessianCodecs.of("hessian-prod", Order.class, OrderRpc.serializerFactory());
 * Codec<Order> guarded = HessianCodecs.hessian(Order.class, List.of(smallOrder, largeOrder));
 * }</pre>
 *
 * <p><b>Class names on the wire.</b> Hessian writes each object's class name and, by default,
 * makes an instance of whatever class a message names: a message from outside can make the
 * reader build classes it never meant to. {@link ClassFactory#setWhitelist(boolean)} and
 * {@link ClassFactory#allow(String)} turn that into an allow list, and Hessian then reads a
 * denied class as a {@code HashMap} of its fields, without an error. Hessian 4.0.66 allows
 * {@code java.*} classes (but {@code Runtime}, {@code Process}, {@code System} and
 * {@code Thread}) whatever the list says. serguard's untrusted-types check offers a codec of
 * this class a probe class in a Hessian class definition and reports what its factory does.
 *
 * <p><b>Records.</b> Hessian 4 cannot serve a record on JDK 16 and later: it writes and reads
 * fields through {@code sun.misc.Unsafe} field offsets, which the JDK refuses for record fields
 * ({@code UnsupportedOperationException: can't get field offset on a record class}), and its
 * reflective fallback ({@code -Dcom.caucho.hessian.unsafe=false}) writes them but cannot set
 * them back ({@code IllegalAccessException: Can not set final ... field}). The built-in
 * {@code hessian} refuses a type that reaches a record, saying so; a factory of your own may
 * carry a serializer for it ({@link SerializerFactory#addFactory}). Other classes need no
 * {@code --add-opens}: {@code Unsafe} reads and writes fields whatever their module.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class HessianCodecs {

    static final String LIBRARY = "Hessian (ClassFactory allow list)";
    static final String FIX = "factory.getClassFactory().setWhitelist(true), then allow(\"com.acme.Order\") for each class of your model"
            + " (HessianCodecs.allowListFactory(type, samples) builds such a factory)";

    private HessianCodecs() {
    }

    /**
     * A thread-safe codec named {@code name} over the team's own {@code factory}, used as it is:
     * its allow list, serializers and settings. The factory is shared by every call, as Hessian
     * shares it; the streams are pooled.
     */
    public static <T> Codec<T> of(String name, Class<T> type, SerializerFactory factory) {
        return new HessianCodec<>(name, type, factory, LIBRARY, FIX);
    }

    /**
     * The built-in {@code hessian}: a {@link #allowListFactory} for {@code type} and its samples,
     * otherwise Hessian's defaults, except that classes need not implement {@code Serializable}.
     *
     * @throws IllegalArgumentException if {@code type} or a class in {@code samples} is a record,
     *                                  which Hessian 4 cannot read back (see the class comment)
     */
    public static <T> Codec<T> hessian(Class<T> type, Collection<? extends T> samples) {
        return of("hessian", type, allowListFactory(type, samples));
    }

    /**
     * A {@link SerializerFactory} that reads only the classes reachable from {@code type} and
     * {@code samples} (and Hessian's unconditional {@code java.*}): the built-in {@code hessian}'s,
     * to start a factory of your own from.
     *
     * @throws IllegalArgumentException if one of those classes is a record (see the class comment)
     */
    public static <T> SerializerFactory allowListFactory(Class<T> type, Collection<? extends T> samples) {
        List<Class<?>> classes = ReachableClasses.of(Objects.requireNonNull(type, "type"), Objects.requireNonNull(samples, "samples"));
        for (Class<?> c : classes) {
            if (c.isRecord()) {
                throw new IllegalArgumentException("Hessian 4 cannot read back " + c.getName() + ": it is a record, and Hessian sets fields"
                        + " through sun.misc.Unsafe field offsets, which the JDK refuses for records (\"can't get field offset on a record class\");"
                        + " its reflective fallback cannot set a record's final fields either. Give your factory a serializer for it"
                        + " (SerializerFactory.addFactory) and use HessianCodecs.of(name, type, factory)");
            }
        }
        ClassLoader loader = type.getClassLoader() != null ? type.getClassLoader() : HessianCodecs.class.getClassLoader();
        SerializerFactory factory = new SerializerFactory(loader);
        factory.setAllowNonSerializable(true);
        ClassFactory allowed = factory.getClassFactory();
        allowed.setWhitelist(true);
        // Hessian turns each name into a regular expression, '.' and '*' only: a nested class's '$' must be escaped.
        classes.forEach(c -> allowed.allow(c.getName().replace("$", "\\$")));
        return factory;
    }
}
