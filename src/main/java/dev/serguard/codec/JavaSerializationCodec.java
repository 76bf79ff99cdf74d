package dev.serguard.codec;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;

/**
 * The {@code java} codec: built-in Java serialization, the control. See {@link Codecs#java}.
 *
 * <p>Nothing is reused between calls: an {@code ObjectOutputStream} writes a stream header and
 * remembers every object it wrote, so one stream per value is how it is used.
 */
final class JavaSerializationCodec<T> implements Codec<T>, CodecFamily.Member {

    private final Class<T> type;

    JavaSerializationCodec(Class<T> type) {
        this.type = type;
    }

    static boolean supports(Class<?> type) {
        return Serializable.class.isAssignableFrom(type);
    }

    static String unsupportedReason(Class<?> type) {
        return type.getName() + " does not implement java.io.Serializable";
    }

    @Override
    public String name() {
        return "java";
    }

    @Override
    public Class<T> type() {
        return type;
    }

    @Override
    public byte[] serialize(T value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    @Override
    public T deserialize(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new TypeLoaderInputStream(new ByteArrayInputStream(bytes), type.getClassLoader())) {
            return type.cast(in.readObject());
        }
    }

    @Override
    public String toString() {
        return "java";
    }

    /**
     * Resolves classes through the loader of the codec's type first: the JDK default picks the
     * nearest user loader on the call stack, which is the wrong one when serguard and the model
     * are loaded by different loaders (IDE runners, Maven plugins, application servers).
     */
    private static final class TypeLoaderInputStream extends ObjectInputStream {

        private final ClassLoader loader;

        TypeLoaderInputStream(InputStream in, ClassLoader loader) throws IOException {
            super(in);
            this.loader = loader;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws IOException, ClassNotFoundException {
            if (loader != null) {
                try {
                    return Class.forName(description.getName(), false, loader);
                } catch (ClassNotFoundException e) {
                    // primitives and classes the type's loader cannot see: the JDK's own lookup
                }
            }
            return super.resolveClass(description);
        }
    }

    @Override
    public CodecFamily family() {
        return CodecFamily.JAVA;
    }
}
