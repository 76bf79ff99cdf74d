package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Currency;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * The round-trip comparison through the extension, with real codecs: what the user's own
 * {@code equals} demands fails, transient fields are noted or (with {@link RoundTripCheck})
 * compared, shared references are checked on both sides, and JDK types with identity
 * {@code equals} are compared by content.
 */
class RoundTripComparisonExtensionTests {

    @TempDir
    Path reports;

    /** A transient currency that equals() still compares: a codec that honours transient loses it. */
    public static final class Money {
        public BigDecimal amount;
        public transient Currency currency;

        public Money() {
        }

        Money(BigDecimal amount, Currency currency) {
            this.amount = amount;
            this.currency = currency;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Money m && Objects.equals(amount, m.amount) && Objects.equals(currency, m.currency);
        }

        @Override
        public int hashCode() {
            return Objects.hash(amount, currency);
        }
    }

    abstract static class MoneyTestCase {
        static Money payload(Size size, Random random) {
            return new Money(new BigDecimal("12.50"), Currency.getInstance("EUR"));
        }

        static Stream<Codec<Money>> codecs() {
            return Stream.of(KryoCodecs.kryo("kryo", Money.class, () -> {
                com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
                kryo.register(Money.class);
                kryo.register(BigDecimal.class);
                return kryo;
            }));
        }
    }

    static class TransientTestCase extends MoneyTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void money() {
        }
    }

    @Test
    void kryoDroppingATransientFieldThatEqualsCompares_fails() {
        EngineExecutionResults results = EngineRuns.run(reports, TransientTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("kryo · SMALL (Money, 5 B)"),
                finishedWithFailure(message("Round trip failed for kryo · SMALL (Money)\n"
                        + "  Money.currency: expected EUR but was null (a transient field; Money.equals(…) is false)\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=kryo -Dserguard.sizes=SMALL"))));
    }

    /** A transient cache that equals() ignores: not compared, only noted. */
    public static final class Tagged {
        public String name;
        public transient String cached;

        public Tagged() {
        }

        Tagged(String name) {
            this.name = name;
            this.cached = name.toUpperCase(java.util.Locale.ROOT);
        }
    }

    abstract static class TaggedTestCase {
        static Tagged payload(Size size, Random random) {
            return new Tagged("order");
        }

        static Stream<Codec<Tagged>> codecs() {
            return Stream.of(JacksonCodecs.json(new com.fasterxml.jackson.databind.ObjectMapper(), Tagged.class));
        }
    }

    static class TransientNotedTestCase extends TaggedTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void tagged() {
        }
    }

    static class TransientComparedTestCase extends TaggedTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @RoundTripCheck(transientFields = true)
        void tagged() {
        }
    }

    @Test
    void transientFieldThatDoesNotTravel_isNoted_andFailsWhenTheTestAsks() {
        EngineExecutionResults noted = EngineRuns.run(reports, TransientNotedTestCase.class);
        EngineExecutionResults compared = EngineRuns.run(reports, TransientComparedTestCase.class);

        noted.testEvents().assertThatEvents().haveExactly(1, event(displayName("json · SMALL (Tagged, 16 B)"), finishedSuccessfully()));
        assertThat(notes(noted)).containsExactly("Tagged.cached (transient) was \"ORDER\", came back null");
        compared.testEvents().assertThatEvents().haveExactly(1, event(displayName("json · SMALL (Tagged, 16 B)"),
                finishedWithFailure(message("Round trip failed for json · SMALL (Tagged)\n  Tagged.cached: expected \"ORDER\" but was null\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=json -Dserguard.sizes=SMALL"))));
    }

    /** Mutable, as a shared reference matters only for what can change. */
    public static final class Address {
        public String city;

        public Address() {
        }

        Address(String city) {
            this.city = city;
        }
    }

    /** The same address twice: JSON writes two copies. */
    public record Shipment(Address shipping, Address billing) {
    }

    abstract static class ShipmentTestCase {
        static Shipment payload(Size size, Random random) {
            Address home = new Address("Paris");
            return new Shipment(home, home);
        }
    }

    static class SharedReferenceTestCase extends ShipmentTestCase {
        static Stream<Codec<Shipment>> codecs() {
            Codec<Shipment> json = JacksonCodecs.json(new com.fasterxml.jackson.databind.ObjectMapper(), Shipment.class);
            // Loses the second copy's city, as a codec with a bug in its back-reference handling would.
            Codec<Shipment> lossy = Codec.of("loses-billing", Shipment.class, json::serialize,
                    bytes -> new Shipment(json.deserialize(bytes).shipping(), new Address(null)));
            return Stream.of(json, lossy);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void shipments() {
        }
    }

    @Test
    void sharedReference_isComparedOnBothSides_andACopyIsNotedNotFailed() {
        EngineExecutionResults results = EngineRuns.run(reports, SharedReferenceTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("json · SMALL (Shipment, 56 B)"), finishedSuccessfully()));
        // One per codec: both read the shared address back as two copies.
        assertThat(notes(results)).hasSize(2).containsOnly("Shipment.shipping and Shipment.billing are one object when written, two when read");
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("loses-billing · SMALL (Shipment, 56 B)"),
                finishedWithFailure(message("Round trip failed for loses-billing · SMALL (Shipment)\n"
                        + "  Shipment.billing.city: expected \"Paris\" but was null\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=loses-billing -Dserguard.sizes=SMALL"))));
    }

    /** Items equal by id only, in a Set: a codec that loses qty is caught all the same. */
    public static final class Item {
        public int id;
        public int qty;

        public Item() {
        }

        Item(int id, int qty) {
            this.id = id;
            this.qty = qty;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Item i && i.id == id;
        }

        @Override
        public int hashCode() {
            return id;
        }

        @Override
        public String toString() {
            return "Item#" + id;
        }
    }

    public record Basket(Set<Item> items, AtomicLong views) {
    }

    static class SetTestCase {
        static Basket payload(Size size, Random random) {
            return new Basket(Set.of(new Item(1, 3), new Item(2, 5)), new AtomicLong(7));
        }

        static Stream<Codec<Basket>> codecs() {
            Codec<Basket> json = JacksonCodecs.json(new com.fasterxml.jackson.databind.ObjectMapper(), Basket.class);
            Codec<Basket> lossy = Codec.of("drops-qty", Basket.class, json::serialize, bytes -> {
                Basket read = json.deserialize(bytes);
                read.items().forEach(item -> item.qty = 0);
                return read;
            });
            return Stream.of(json, lossy);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void baskets() {
        }
    }

    @Test
    void setOfItemsEqualById_isComparedDeeply_andAnAtomicByContent() {
        EngineExecutionResults results = EngineRuns.run(reports, SetTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("json · SMALL (Basket, 55 B)"), finishedSuccessfully()));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("drops-qty · SMALL (Basket, 55 B)"),
                finishedWithFailure(message(text -> text.startsWith("Round trip failed for drops-qty · SMALL (Basket)\n  Basket.items{Item#")
                        && text.endsWith("}.qty: expected " + (text.contains("{Item#1}") ? "3" : "5") + " but was 0\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=drops-qty -Dserguard.sizes=SMALL")))));
    }

    /** A catalog kept in a case-insensitive map, a deque, a chain 2 000 links long and a list that contains itself. */
    public static final class Catalog implements java.io.Serializable {
        public java.util.TreeMap<String, Integer> byName = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        public java.util.ArrayDeque<String> recent = new java.util.ArrayDeque<>();
        public Link chain;
        public java.util.List<Object> selfish = new java.util.ArrayList<>();
    }

    public static final class Link implements java.io.Serializable {
        public int index;
        public Link next;
    }

    static class CatalogTestCase {
        static Catalog payload(Size size, Random random) {
            Catalog catalog = new Catalog();
            catalog.byName.put("Anvil", 1);
            catalog.byName.put("bolt", 2);
            catalog.recent.add("bolt");
            catalog.recent.add("anvil");
            for (int i = 2_000; i > 0; i--) {
                Link link = new Link();
                link.index = i;
                link.next = catalog.chain;
                catalog.chain = link;
            }
            catalog.selfish.add(catalog.selfish);
            return catalog;
        }

        static Stream<Codec<Catalog>> codecs() {
            Codec<Catalog> java = dev.serguard.codec.Codecs.java(Catalog.class);
            // Keeps everything but the map's order: what a JSON mapper does that reads it into a plain TreeMap.
            Codec<Catalog> naturalOrder = Codec.of("natural-order", Catalog.class, java::serialize, bytes -> {
                Catalog read = java.deserialize(bytes);
                java.util.TreeMap<String, Integer> natural = new java.util.TreeMap<>();
                natural.putAll(read.byName);
                read.byName = natural;
                return read;
            });
            return Stream.of(java, naturalOrder);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void catalogs() {
        }
    }

    @Test
    void dequeDeepChainAndSelfContainingList_compareByContent_andALostComparatorFails() {
        EngineExecutionResults results = EngineRuns.run(reports, CatalogTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message(
                "Round trip failed for natural-order · SMALL (Catalog)\n"
                        + "  Catalog.byName.comparator(): expected java.lang.String$CaseInsensitiveComparator but was natural order\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=natural-order -Dserguard.sizes=SMALL"))));
    }

    /** An entity equal only to itself, as JPA entities without an id are: no copy satisfies its equals. */
    public static final class Entity {
        public String name;

        public Entity() {
        }

        Entity(String name) {
            this.name = name;
        }

        @Override
        public boolean equals(Object o) {
            return this == o;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    abstract static class EntityTestCase {
        static Entity payload(Size size, Random random) {
            return new Entity("draft");
        }

        static Stream<Codec<Entity>> codecs() {
            return Stream.of(JacksonCodecs.json(new com.fasterxml.jackson.databind.ObjectMapper(), Entity.class));
        }
    }

    static class OwnEqualsTestCase extends EntityTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void entities() {
        }
    }

    static class FieldsOnlyTestCase extends EntityTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @RoundTripCheck(ownEquals = false)
        void entities() {
        }
    }

    @Test
    void entityEqualOnlyToItself_fails_unlessTheTestComparesFieldsOnly_thenThreadSafetyIsCheckedTheSameWay() {
        EngineExecutionResults own = EngineRuns.run(reports, OwnEqualsTestCase.class);
        EngineExecutionResults fieldsOnly = EngineRuns.run(reports, FieldsOnlyTestCase.class);

        own.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message(text -> text.startsWith(
                "Round trip failed for json · SMALL (Entity)\n  Entity: expected Entity.equals(…) to be true but was false, though every field is equal")))));
        fieldsOnly.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(fieldsOnly.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().get("serguard.threadSafety"))
                .filter(Objects::nonNull)).singleElement().asString().startsWith("passed: ");
    }

    /** A point with identity equals, as most plain classes have. */
    public static final class Spot implements java.io.Serializable {
        public int x;

        Spot(int x) {
            this.x = x;
        }
    }

    /** A flag whose equals is always true: only a field walk can tell two apart. */
    public static final class Flag implements java.io.Serializable {
        public String name;

        Flag(String name) {
            this.name = name;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Flag;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    public static final class Inventory implements java.io.Serializable {
        public java.util.LinkedList<String> lines = new java.util.LinkedList<>();
        public java.util.HashSet<Spot> spots = new java.util.HashSet<>();
        public java.util.HashSet<Flag> flags = new java.util.HashSet<>();
    }

    static class InventoryTestCase {
        static Inventory payload(Size size, Random random) {
            Inventory inventory = new Inventory();
            for (int i = 0; i < 100_000; i++) {
                inventory.lines.add("line-" + i);
            }
            inventory.spots.add(new Spot(1));
            inventory.spots.add(new Spot(2));
            inventory.flags.add(new Flag("fragile"));
            return inventory;
        }

        static Stream<Codec<Inventory>> codecs() {
            Codec<Inventory> java = dev.serguard.codec.Codecs.java(Inventory.class);
            Codec<Inventory> dropsFlagNames = Codec.of("drops-flag-names", Inventory.class, java::serialize, bytes -> {
                Inventory read = java.deserialize(bytes);
                read.flags.forEach(flag -> flag.name = null);
                return read;
            });
            return Stream.of(java, dropsFlagNames);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void inventories() {
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(120)
    void longLinkedListAndPlainSet_pass_andAFlagLostBehindAnAlwaysTrueEqualsFails() {
        EngineExecutionResults results = EngineRuns.run(reports, InventoryTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message(
                "Round trip failed for drops-flag-names · SMALL (Inventory)\n  Inventory.flags{a Flag}.name: expected \"fragile\" but was null\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=drops-flag-names -Dserguard.sizes=SMALL"))));
    }

    private static java.util.List<String> notes(EngineExecutionResults results) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entries -> entries.containsKey("serguard.note"))
                .map(entries -> entries.get("serguard.note")).toList();
    }
}
