package dev.serguard.check;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Transient fields: skipped by default, noted when they differ, compared when asked. */
class DeepEqualityTransientTests {

    static final class Session {
        String user;
        transient String token;
        transient int retries;

        Session(String user, String token) {
            this.user = user;
            this.token = token;
        }
    }

    static final class Cart {
        List<String> items = new ArrayList<>();
        transient List<String> cache = new ArrayList<>();
    }

    static final class Desk {
        List<Session> sessions = new ArrayList<>();
    }

    @Test
    void transientField_thatDiffers_isNotAFailureByDefault() {
        assertThat(DeepEquality.firstDifference(new Session("ann", "abc"), new Session("ann", null))).isEmpty();
    }

    @Test
    void transientField_thatDiffers_isNoted() {
        Comparison comparison = DeepEquality.compare(new Session("ann", "abc"), new Session("ann", null));

        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("Session.token (transient) was \"abc\", came back null");
    }

    @Test
    void transientPrimitive_thatDiffers_isNoted() {
        Session written = new Session("ann", "abc");
        written.retries = 3;

        assertThat(DeepEquality.compare(written, new Session("ann", "abc")).notes())
                .containsExactly("Session.retries (transient) was 3, came back 0");
    }

    @Test
    void transientField_thatDiffers_failsWhenAsked() {
        ComparisonOptions strict = ComparisonOptions.defaults().withTransientFields();

        assertThat(DeepEquality.firstDifference(new Session("ann", "abc"), new Session("ann", null), strict)).get()
                .hasToString("Session.token: expected \"abc\" but was null");
        assertThat(DeepEquality.compare(new Session("ann", "abc"), new Session("ann", null), strict).notes()).isEmpty();
    }

    @Test
    void transientField_thatIsEqual_passesWhenAsked_withoutNote() {
        ComparisonOptions strict = ComparisonOptions.defaults().withTransientFields();

        assertThat(DeepEquality.firstDifference(new Session("ann", "abc"), new Session("ann", "abc"), strict)).isEmpty();
        assertThat(DeepEquality.compare(new Session("ann", "abc"), new Session("ann", "abc")).notes()).isEmpty();
    }

    @Test
    void transientCollection_thatDiffersInside_isNotedWithThePath() {
        Cart written = new Cart();
        written.items.add("tea");
        written.cache.add("tea");
        written.cache.add("cup");
        Cart read = new Cart();
        read.items.add("tea");
        read.cache.add("tea");

        assertThat(DeepEquality.compare(written, read).notes())
                .containsExactly("Cart.cache (transient) differs: Cart.cache.size(): expected 2 but was 1");
    }

    @Test
    void transientField_lostInManyObjects_isNotedOnce() {
        Desk written = new Desk();
        Desk read = new Desk();
        for (int i = 0; i < 3; i++) {
            written.sessions.add(new Session("user" + i, "token" + i));
            read.sessions.add(new Session("user" + i, null));
        }

        assertThat(DeepEquality.compare(written, read).notes())
                .containsExactly("Desk.sessions[0].token (transient) was \"token0\", came back null");
    }

    @Test
    void options_defaultsAndCopies() {
        assertThat(ComparisonOptions.defaults().transientFields()).isFalse();
        assertThat(ComparisonOptions.defaults().withTransientFields().transientFields()).isTrue();
        assertThat(ComparisonOptions.defaults().withTransientFields().withoutTransientFields()).isEqualTo(ComparisonOptions.defaults());
    }
}
