package dev.serguard.codec.kryo;

/**
 * The oldest Kryo serguard's codecs run on. A class of its own that names no Kryo type, so that
 * it loads, and can say so, where an older Kryo would make the others fail to link.
 */
final class KryoFloor {

    private KryoFloor() {
    }

    /**
     * Fails with a message naming the floor when the Kryo found is older than 5: Kryo 4 has no
     * {@code Pool}, and the pooled codecs would fail with a bare {@code NoClassDefFoundError}.
     */
    static void require(ClassLoader loader) {
        try {
            Class.forName("com.esotericsoftware.kryo.util.Pool", false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException("serguard's Kryo codecs need Kryo 5 (com.esotericsoftware:kryo 5.x);"
                    + " the Kryo on the class path is older (it has no com.esotericsoftware.kryo.util.Pool): upgrade it,"
                    + " or measure an older Kryo through Codec.of(...) with one Kryo per thread");
        }
    }

}
