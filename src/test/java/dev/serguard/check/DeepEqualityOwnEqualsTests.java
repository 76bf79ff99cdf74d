package dev.serguard.check;

import dev.serguard.codec.Codec;
import dev.serguard.codec.kryo.KryoCodecs;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/** The user's own equals is honoured: the round trip must satisfy it, and the field walk explains where it does not. */
class DeepEqualityOwnEqualsTests {

    /** Money whose currency the model marked transient, while its equals still compares it. */
    static final class Money {
        BigDecimal amount;
        transient Currency currency;

        Money() {
        }

        Money(String amount, String currency) {
            this.amount = new BigDecimal(amount);
            this.currency = Currency.getInstance(currency);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Money other && Objects.equals(amount, other.amount) && Objects.equals(currency, other.currency);
        }

        @Override
        public int hashCode() {
            return Objects.hash(amount, currency);
        }
    }

    /** An equals that compares its code by reference: never true for a copy. */
    static final class Sku {
        String code;

        Sku(String code) {
            this.code = code;
        }

        @Override
        @SuppressWarnings("StringEquality")
        public boolean equals(Object o) {
            return o instanceof Sku other && other.code == code;
        }

        @Override
        public int hashCode() {
            return code.hashCode();
        }
    }

    static final class Basket {
        List<Sku> items = new ArrayList<>();
    }

    /** A lazily cached hash in a field that is not transient, as in java.lang.String. */
    static final class Key {
        String name;
        int hash;

        Key(String name) {
            this.name = name;
        }

        @Override
        public int hashCode() {
            int h = hash;
            if (h == 0) {
                h = name.hashCode();
                hash = h;
            }
            return h;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key other && name.equals(other.name);
        }
    }

    static final class Lookup {
        String label;
        Key key;

        Lookup(String label, Key key) {
            this.label = label;
            this.key = key;
        }
    }

    /** An equals that throws on a null field. */
    static final class Fragile {
        String name;

        Fragile(String name) {
            this.name = name;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Fragile other && name.equals(other.name);
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    /** Equal by id only: a lost quantity is invisible to it. */
    static final class Line {
        int id;
        int qty;

        Line(int id, int qty) {
            this.id = id;
            this.qty = qty;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Line other && id == other.id;
        }

        @Override
        public int hashCode() {
            return id;
        }
    }

    static final class Invoice {
        List<Line> lines = new ArrayList<>();
    }

    /** An entity equal to no other instance until it has an id, a common JPA pattern. */
    static final class Draft {
        Long id;
        String title;

        Draft(String title) {
            this.title = title;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Draft other && id != null && id.equals(other.id);
        }

        @Override
        public int hashCode() {
            return 7;
        }
    }

    /** A record's equals is generated over its components; an array component makes it identity. */
    record Blob(String name, byte[] data) {
    }

    @Test
    void transientFieldReadByEquals_droppedByKryo_fails() throws Exception {
        // GIVEN a real codec that skips transient fields, as Kryo's field serializer does
        Codec<Money> kryo = KryoCodecs.kryoUnregistered(Money.class);
        Money written = new Money("10.00", "USD");

        // WHEN
        Money read = kryo.deserialize(kryo.serialize(written));

        // THEN the loss is real, and caught
        assertThat(read).isNotEqualTo(written);
        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString(
                "Money.currency: expected USD but was null (a transient field; Money.equals(…) is false)");
    }

    @Test
    void transientFieldReadByEquals_keptByTheCodec_passes() {
        assertThat(DeepEquality.firstDifference(new Money("10.00", "USD"), new Money("10.00", "USD"))).isEmpty();
    }

    @Test
    void equalsFalseThoughEveryFieldIsEqual_saysSoOnItsPath() {
        Basket written = new Basket();
        written.items.add(new Sku("A-1"));
        Basket read = new Basket();
        read.items.add(new Sku(new String("A-1")));     // an equal string, another instance, as any codec reads it

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString(
                "Basket.items[0]: expected Sku.equals(…) to be true but was false, though every field is equal");
    }

    @Test
    void equalsFalse_sameInstancesInside_passes() {
        Basket written = new Basket();
        written.items.add(new Sku("A-1"));
        Basket read = new Basket();
        read.items.add(new Sku("A-1"));     // the same interned string: this equals holds

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void fieldDifference_isNamedBeforeEquals_evenWhenEqualsSeesNoDifference() {
        Invoice written = new Invoice();
        written.lines.add(new Line(1, 2));
        Invoice read = new Invoice();
        read.lines.add(new Line(1, 0));

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Invoice.lines[0].qty: expected 2 but was 0");
    }

    @Test
    void lazilyCachedHash_computedOnOneSideOnly_isNotADifference() {
        Key cached = new Key("red");
        cached.hashCode();                  // the written side was put in a HashMap, say
        Lookup written = new Lookup("colour", cached);
        Lookup read = new Lookup("colour", new Key("red"));

        assertThat(read.key.hash).isZero();
        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void lazilyCachedHash_doesNotHideARealDifference() {
        Key cached = new Key("red");
        cached.hashCode();
        Lookup written = new Lookup("colour", cached);
        Lookup read = new Lookup("colour", new Key("blue"));

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Lookup.key.name: expected \"red\" but was \"blue\"");
    }

    @Test
    void lazilyCachedHash_atTheRoot_isNotADifference() {
        Key written = new Key("red");
        written.hashCode();

        assertThat(DeepEquality.firstDifference(written, new Key("red"))).isEmpty();
    }

    @Test
    void equalsNoCopyCanSatisfy_failsByDefault_andPassesWithoutOwnEquals() {
        ComparisonOptions fieldsOnly = ComparisonOptions.defaults().withoutOwnEquals();

        assertThat(DeepEquality.firstDifference(new Draft("notes"), new Draft("notes"))).get()
                .hasToString("Draft: expected Draft.equals(…) to be true but was false, though every field is equal");
        assertThat(DeepEquality.firstDifference(new Draft("notes"), new Draft("notes"), fieldsOnly)).isEmpty();
        assertThat(DeepEquality.firstDifference(new Draft("notes"), new Draft("memo"), fieldsOnly)).get()
                .hasToString("Draft.title: expected \"notes\" but was \"memo\"");
        assertThat(fieldsOnly.withOwnEquals()).isEqualTo(ComparisonOptions.defaults());
    }

    @Test
    void record_isComparedByComponents_notByItsGeneratedEquals() {
        Blob written = new Blob("logo", new byte[] {1, 2});

        assertThat(written).isNotEqualTo(new Blob("logo", new byte[] {1, 2}));
        assertThat(DeepEquality.firstDifference(written, new Blob("logo", new byte[] {1, 2}))).isEmpty();
        assertThat(DeepEquality.firstDifference(written, new Blob("logo", new byte[] {1, 3}))).get()
                .hasToString("Blob.data[1]: expected 2 but was 3");
    }

    @Test
    void equalsThatThrows_isNoted_andTheFieldsDecide() {
        Comparison equal = DeepEquality.compare(new Fragile(null), new Fragile(null));
        Comparison different = DeepEquality.compare(new Fragile(null), new Fragile("x"));

        assertThat(equal.isEqual()).isTrue();
        assertThat(equal.notes()).containsExactly(
                "Fragile: Fragile.equals(…) threw NullPointerException, so Fragile is compared by its fields only");
        assertThat(different.difference()).get().hasToString("Fragile.name: expected null but was \"x\"");
    }
}
