package dev.serguard.gate;

import dev.serguard.duet.Figures;
import dev.serguard.internal.Json;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What serguard decided of one invocation, a codec on a payload in a test: each check that
 * failed, was withheld, or was in doubt and decided by fresh JVMs, and its notes. An invocation
 * that passed every check plainly has no checks here. Serializes to one line of JSON and back without loss:
 * a child JVM hands it to its parent that way, and the reports render it.
 *
 * <pre>{@code
 * InvocationOutcome outcome = new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", "kryo · SMALL (Order)", checks);
 * outcome.failed();                               // whether any check failed the invocation
 * InvocationOutcome same = InvocationOutcome.fromJson(outcome.toJson());
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.3")
public final class InvocationOutcome {

    private final String test;
    private final String codec;
    private final String payload;
    private final String title;
    private final List<CheckOutcome> checks;
    private final List<String> notes;
    private final Optional<Figures> upgrade;

    /** An invocation without notes. */
    public InvocationOutcome(String test, String codec, String payload, String title, List<CheckOutcome> checks) {
        this(test, codec, payload, title, checks, List.of());
    }

    /**
     * @param test    the test method, {@code OrderTests.orders}
     * @param codec   the codec's name
     * @param payload the payload's label, {@code SMALL}
     * @param title   how the invocation is named, {@code kryo · SMALL (Order)}
     * @param checks  what its checks decided, in the order they were reached
     * @param notes   what the reader should know of it that is no verdict: bytes that vary from
     *                call to call, fields left out of the comparison, a thread-safety verdict too weak to be firm
     */
    public InvocationOutcome(String test, String codec, String payload, String title, List<CheckOutcome> checks, List<String> notes) {
        this(test, codec, payload, title, checks, notes, Optional.empty());
    }

    /**
     * As above, with what the upgrade duet measured of the invocation, old → new, where it ran.
     */
    public InvocationOutcome(String test, String codec, String payload, String title, List<CheckOutcome> checks, List<String> notes,
                   Optional<Figures> upgrade) {
        this.upgrade = Objects.requireNonNull(upgrade, "upgrade");
        this.test = Objects.requireNonNull(test, "test");
        this.codec = Objects.requireNonNull(codec, "codec");
        this.payload = Objects.requireNonNull(payload, "payload");
        this.title = Objects.requireNonNull(title, "title");
        this.checks = List.copyOf(checks);
        this.notes = List.copyOf(notes);
    }

    public String test() {
        return test;
    }

    public String codec() {
        return codec;
    }

    public String payload() {
        return payload;
    }

    public String title() {
        return title;
    }

    public List<CheckOutcome> checks() {
        return checks;
    }

    public List<String> notes() {
        return notes;
    }

    /** What the upgrade duet measured of the invocation, old → new; empty where it did not run. */
    public Optional<Figures> upgrade() {
        return upgrade;
    }

    /** Whether a check failed the invocation. */
    public boolean failed() {
        return checks.stream().anyMatch(CheckOutcome::failed);
    }

    /** The checks that failed it. */
    public List<CheckOutcome> failures() {
        return checks.stream().filter(CheckOutcome::failed).toList();
    }

    /** The checks decided as {@code decision}. */
    public List<CheckOutcome> decided(CheckOutcome.Decision decision) {
        return checks.stream().filter(check -> check.decision() == decision).toList();
    }

    /** One line of JSON. */
    public String toJson() {
        return Json.write(toTree()).replace('\n', ' ').strip();
    }

    /** Reads what {@link #toJson()} wrote; an {@code IllegalArgumentException} for anything else. */
    public static InvocationOutcome fromJson(String json) {
        if (!(Json.parse(json) instanceof Map<?, ?> tree) || !(tree.get("checks") instanceof List<?> checks)) {
            throw new IllegalArgumentException("not an invocation's outcome: " + json);
        }
        List<CheckOutcome> read = new ArrayList<>();
        for (Object check : checks) {
            if (!(check instanceof Map<?, ?> map)) {
                throw new IllegalArgumentException("not a check's outcome: " + check);
            }
            read.add(CheckOutcome.fromTree(map));
        }
        List<String> notes = tree.get("notes") instanceof List<?> list ? list.stream().map(String::valueOf).toList() : List.of();
        Optional<Figures> upgrade = tree.get("upgrade") instanceof Map<?, ?> figures ? Optional.of(Figures.fromTree(figures)) : Optional.empty();
        return new InvocationOutcome(text(tree, "test"), text(tree, "codec"), text(tree, "payload"), text(tree, "title"), read, notes, upgrade);
    }

    private static String text(Map<?, ?> tree, String key) {
        if (!(tree.get(key) instanceof String text)) {
            throw new IllegalArgumentException("an invocation's outcome without " + key);
        }
        return text;
    }

    private Map<String, Object> toTree() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("test", test);
        tree.put("codec", codec);
        tree.put("payload", payload);
        tree.put("title", title);
        tree.put("checks", checks.stream().map(CheckOutcome::toTree).toList());
        if (!notes.isEmpty()) {
            tree.put("notes", notes);
        }
        upgrade.ifPresent(figures -> tree.put("upgrade", figures.toTree()));
        return tree;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof InvocationOutcome that && test.equals(that.test) && codec.equals(that.codec) && payload.equals(that.payload)
                && title.equals(that.title) && checks.equals(that.checks) && notes.equals(that.notes) && upgrade.equals(that.upgrade);
    }

    @Override
    public int hashCode() {
        return Objects.hash(test, codec, payload, title, checks, notes, upgrade);
    }

    @Override
    public String toString() {
        return title + " in " + test + ": " + checks;
    }
}
