package dev.serguard.check;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Shared references on both sides, cycles, and objects shared by what was written and what was read. */
class DeepEqualityAliasingTests {

    public static final class Address {
        public String street;
        public String city;

        public Address() {
        }

        Address(String street, String city) {
            this.street = street;
            this.city = city;
        }
    }

    public static final class Shipment {
        public Address shipping;
        public Address billing;

        public Shipment() {
        }

        Shipment(Address shipping, Address billing) {
            this.shipping = shipping;
            this.billing = billing;
        }
    }

    static final class Node {
        String name;
        Node next;

        Node(String name) {
            this.name = name;
        }
    }

    static final class Order {
        String id;
        List<String> lines = new ArrayList<>();
    }

    private static Address home() {
        return new Address("1 rue Haute", "Paris");
    }

    @Test
    void sharedObject_lossyInItsSecondCopy_fails() {
        Address home = home();
        Shipment written = new Shipment(home, home);
        Shipment read = new Shipment(home(), new Address("1 rue Haute", null));    // the second copy lost its city

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Shipment.billing.city: expected \"Paris\" but was null");
    }

    @Test
    void sharedObject_readBackAsTwoEqualCopies_passesWithANote() {
        Address home = home();
        Comparison comparison = DeepEquality.compare(new Shipment(home, home), new Shipment(home(), home()));

        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("Shipment.shipping and Shipment.billing are one object when written, two when read");
    }

    @Test
    void sharedObject_throughJson_passesWithANote() throws Exception {
        ObjectMapper json = new ObjectMapper();
        Address home = home();
        Shipment written = new Shipment(home, home);

        Shipment read = json.readValue(json.writeValueAsBytes(written), Shipment.class);

        Comparison comparison = DeepEquality.compare(written, read);
        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("Shipment.shipping and Shipment.billing are one object when written, two when read");
    }

    @Test
    void twoObjects_readBackAsOne_passesWithANote() {
        Address one = home();
        Comparison comparison = DeepEquality.compare(new Shipment(home(), home()), new Shipment(one, one));

        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("Shipment.shipping and Shipment.billing are two objects when written, one when read");
    }

    @Test
    void twoDifferentObjects_readBackAsOne_fails() {
        Address one = home();
        Shipment written = new Shipment(home(), new Address("1 rue Haute", "Lyon"));

        assertThat(DeepEquality.firstDifference(written, new Shipment(one, one))).get()
                .hasToString("Shipment.billing.city: expected \"Lyon\" but was \"Paris\"");
    }

    @Test
    void aliasingKept_passesWithoutNote() {
        Address home = home();
        Address copy = home();

        assertThat(DeepEquality.compare(new Shipment(home, home), new Shipment(copy, copy)).notes()).isEmpty();
    }

    @Test
    void cycle_equalOnBothSides_terminatesAndPasses() {
        assertThat(DeepEquality.firstDifference(ring("a", "b"), ring("a", "b"))).isEmpty();
    }

    @Test
    void cycle_withADifference_namesItsPath() {
        assertThat(DeepEquality.firstDifference(ring("a", "b"), ring("a", "x"))).get().hasToString("Node.next.name: expected \"b\" but was \"x\"");
    }

    @Test
    void listContainingItself_terminatesAndPasses() {
        List<Object> written = new ArrayList<>();
        written.add("head");
        written.add(written);
        List<Object> read = new ArrayList<>();
        read.add("head");
        read.add(read);

        assertThat(DeepEquality.firstDifference(written, read)).isEmpty();
    }

    @Test
    void listContainingItself_readBackWithADifference_fails() {
        List<Object> written = new ArrayList<>();
        written.add("head");
        written.add(written);
        List<Object> inner = new ArrayList<>();
        inner.add("tail");
        List<Object> read = new ArrayList<>();
        read.add("head");
        read.add(inner);

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("ArrayList[1][0]: expected \"head\" but was \"tail\"");
    }

    @Test
    void mutableObjectSharedByWrittenAndRead_isEqualAndNoted() {
        Order written = new Order();
        written.id = "A-1";
        written.lines.add("tea");
        Order read = new Order();
        read.id = "A-1";
        read.lines = written.lines;         // a codec that hands back a piece of its input

        Comparison comparison = DeepEquality.compare(written, read);
        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("Order.lines came back as the very object that was written, not a copy");
    }

    @Test
    void objectSharedByWrittenAndRead_doesNotHideALossyCopyElsewhere() {
        Address home = home();
        Shipment written = new Shipment(home, home);
        Shipment read = new Shipment(home, new Address("1 rue Haute", null));

        assertThat(DeepEquality.firstDifference(written, read)).get().hasToString("Shipment.billing.city: expected \"Paris\" but was null");
    }

    private static Node ring(String first, String second) {
        Node a = new Node(first);
        Node b = new Node(second);
        a.next = b;
        b.next = a;
        return a;
    }
}
