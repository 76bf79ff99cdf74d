package dev.serguard.codec;

import dev.serguard.internal.Misconfiguration;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CodecSelectionTests {

    private final CodecSet<String> codecs = new CodecSet<>(List.of(text("utf8"), text("mine")),
            List.of(new SkippedCodec("kryo", "not on the class path")));

    private static Codec<String> text(String name) {
        return Codec.of(name, String.class, value -> value.getBytes(StandardCharsets.UTF_8), bytes -> new String(bytes, StandardCharsets.UTF_8));
    }

    @Test
    void noSelection_keepsEveryCodec() {
        CodecSelection<String> selection = CodecSelection.of(codecs, Optional.empty(), "OrderTests.orders");

        assertThat(selection.codecs()).isEqualTo(codecs);
        assertThat(selection.notSelected()).isEmpty();
        assertThat(selection.selects("anything")).isTrue();
    }

    @Test
    void selection_keepsTheNamedOnesAvailableOrSkipped() {
        CodecSelection<String> selection = CodecSelection.of(codecs, Optional.of("mine, kryo"), "OrderTests.orders");

        assertThat(selection.codecs().available()).extracting(Codec::name).containsExactly("mine");
        assertThat(selection.codecs().skipped()).extracting(SkippedCodec::name).containsExactly("kryo");
        assertThat(selection.selects("utf8")).isFalse();
        assertThat(selection.notSelected()).isEmpty();
    }

    @Test
    void aBuiltInTheTestLacks_selectsNoneAndSaysSo() {
        CodecSelection<String> selection = CodecSelection.of(codecs, Optional.of("json"), "OrderTests.orders");

        assertThat(selection.codecs().available()).isEmpty();
        assertThat(selection.notSelected()).contains("serguard.codecs = json selects none of the codecs of OrderTests.orders (utf8, mine, kryo)");
    }

    @Test
    void aNameNoTestHas_isATypo() {
        assertThatThrownBy(() -> CodecSelection.of(codecs, Optional.of("mine,mien"), "OrderTests.orders")).isInstanceOf(Misconfiguration.class)
                .hasMessageStartingWith("serguard.codecs = \"mine,mien\" has \"mien\", which is no codec of OrderTests.orders:"
                        + " name one of utf8, mine, kryo (this test's) or one of serguard's (json, ")
                .hasMessageEndingWith("), or fix the name.");
    }
}
