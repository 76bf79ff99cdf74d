package dev.serguard.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;

import java.io.IOException;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The test model every codec must round-trip: a bean (for Jackson and Kryo's field serializer)
 * with a nested object, an enum, a list of records, a map, a BigDecimal, an Instant and a field
 * left null. Public, with a static {@link #sample()}, so that tests can also load it through
 * an isolated class loader.
 */
public final class SampleOrder implements Serializable {

    public enum Status { NEW, PAID, SHIPPED }

    public record Line(String sku, int quantity, BigDecimal unitPrice) implements Serializable {
    }

    public static final class Customer implements Serializable {
        private String name;
        private String email;

        public Customer() {
        }

        public Customer(String name, String email) {
            this.name = name;
            this.email = email;
        }

        public String getName() { return name; }
        public void setName(String name) { this.name = name; }
        public String getEmail() { return email; }
        public void setEmail(String email) { this.email = email; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Customer c && Objects.equals(name, c.name) && Objects.equals(email, c.email);
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, email);
        }
    }

    private long id;
    private Status status;
    private Customer customer;
    private List<Line> lines;
    private Map<String, String> attributes;
    private BigDecimal total;
    // The plain built-in mappers have no java.time support (jackson-datatype-jsr310 is not a
    // serguard dependency), so the model says how to write its Instant, as real models do.
    @JsonSerialize(using = ToStringSerializer.class)
    @JsonDeserialize(using = InstantFromString.class)
    private Instant placedAt;
    private String note;

    public static SampleOrder sample() {
        SampleOrder order = new SampleOrder();
        order.id = 4_711L;
        order.status = Status.PAID;
        order.customer = new Customer("Zoë Ångström", "zoe@example.com");
        order.lines = new ArrayList<>(List.of(
                new Line("SKU-1", 2, new BigDecimal("19.90")),
                new Line("SKU-2", 1, new BigDecimal("0.05"))));
        order.attributes = new LinkedHashMap<>(Map.of("channel", "web"));
        order.total = new BigDecimal("39.85");
        order.placedAt = Instant.parse("2026-11-03T10:15:30.123456789Z");
        order.note = null;
        return order;
    }

    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public Status getStatus() { return status; }
    public void setStatus(Status status) { this.status = status; }
    public Customer getCustomer() { return customer; }
    public void setCustomer(Customer customer) { this.customer = customer; }
    public List<Line> getLines() { return lines; }
    public void setLines(List<Line> lines) { this.lines = lines; }
    public Map<String, String> getAttributes() { return attributes; }
    public void setAttributes(Map<String, String> attributes) { this.attributes = attributes; }
    public BigDecimal getTotal() { return total; }
    public void setTotal(BigDecimal total) { this.total = total; }
    public Instant getPlacedAt() { return placedAt; }
    public void setPlacedAt(Instant placedAt) { this.placedAt = placedAt; }
    public String getNote() { return note; }
    public void setNote(String note) { this.note = note; }

    @Override
    public boolean equals(Object o) {
        return o instanceof SampleOrder that && id == that.id && status == that.status
                && Objects.equals(customer, that.customer) && Objects.equals(lines, that.lines)
                && Objects.equals(attributes, that.attributes) && Objects.equals(total, that.total)
                && Objects.equals(placedAt, that.placedAt) && Objects.equals(note, that.note);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, status, customer, lines, attributes, total, placedAt, note);
    }

    @Override
    public String toString() {
        return "SampleOrder[id=" + id + ", status=" + status + ", lines=" + lines + ", total=" + total
                + ", placedAt=" + placedAt + ", note=" + note + "]";
    }

    public static final class InstantFromString extends StdScalarDeserializer<Instant> {
        public InstantFromString() {
            super(Instant.class);
        }

        @Override
        public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return Instant.parse(parser.getValueAsString());
        }
    }
}
