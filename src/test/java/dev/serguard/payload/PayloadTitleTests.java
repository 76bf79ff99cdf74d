package dev.serguard.payload;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PayloadTitleTests {

    private final Payload<String> large = Payload.named("Order", "LARGE", "an order");

    @Test
    void title_namesCodecLabelAndModel() {
        assertThat(large.title("kryo")).isEqualTo("kryo · LARGE (Order)");
    }

    @Test
    void titleWithDetail_putsItAfterTheModel() {
        assertThat(large.title("kryo", ", 98.2 KB")).isEqualTo("kryo · LARGE (Order, 98.2 KB)");
    }
}
