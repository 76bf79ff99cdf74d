package dev.serguard.check.golden;

import java.io.Serializable;

/**
 * Old and new versions of one model, as two classes: "the model changed" without two class
 * loaders. Jackson and the built-in Kryo (which registers classes in name order) do not see the
 * class name; for Java serialization and unregistered Kryo the tests put the new name into the
 * recorded bytes (each pair's names have the same length), so each reads the old bytes as the
 * new class, as after a real change.
 */
final class Versions {

    private Versions() {
    }

    public enum ColorV1 { RED, GREEN }

    /** {@link ColorV1} with a constant added in front. */
    public enum ColorV2 { BLUE, RED, GREEN }

    public static class SameV1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
    }

    public static class AddedV1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
    }

    /** {@link AddedV1} with a field added. */
    public static class AddedV2 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
        public String note;
    }

    public static class RemovedV1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
    }

    /** {@link RemovedV1} without {@code quantity}. */
    public static class RemovedV2 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public ColorV1 color = ColorV1.GREEN;
    }

    public static class RenamedV1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
    }

    /** {@link RenamedV1} with {@code name} renamed {@code title}. */
    public static class RenamedV2 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String title = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
    }

    public static class RetypedV1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
    }

    /** {@link RetypedV1} with {@code quantity} a {@code String}. */
    public static class RetypedV2 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public String quantity = "3";
        public ColorV1 color = ColorV1.GREEN;
    }

    public static class EnumedV1 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV1 color = ColorV1.GREEN;
    }

    /** {@link EnumedV1} whose enum gained a constant in front. */
    public static class EnumedV2 implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id = 7;
        public String name = "Ada";
        public int quantity = 3;
        public ColorV2 color = ColorV2.GREEN;
    }

    /** Two parts behind {@code Object} fields, so that Kryo writes their registration ids. */
    public static class Parts implements Serializable {
        private static final long serialVersionUID = 1L;
        public Object first = new PartA();
        public Object second = new PartB();
    }

    public static class PartA implements Serializable {
        private static final long serialVersionUID = 1L;
        public int count = 5;
    }

    public static class PartB implements Serializable {
        private static final long serialVersionUID = 1L;
        public String label = "b";
    }
}
