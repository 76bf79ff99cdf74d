package dev.serguard.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class JsonTests {

    @Test
    @SuppressWarnings("unchecked") // the shape of the parsed value is known here
    void parse_object_keepsDocumentOrderAndTypes() {
        // WHEN
        Object value = Json.parse(" {\"b\": [1, -2.5e3, 12345678901234567890, true, false, null], \"a\": {}, \"c\": []} ");

        // THEN
        assertThat(value).isInstanceOf(Map.class);
        Map<String, Object> map = (Map<String, Object>) value;
        assertThat(map.keySet()).containsExactly("b", "a", "c");
        assertThat((List<Object>) map.get("b")).containsExactly(1L, new BigDecimal("-2.5e3"),
                new BigDecimal("12345678901234567890"), true, false, null);
        assertThat((Map<String, Object>) map.get("a")).isEmpty();
        assertThat((List<Object>) map.get("c")).isEmpty();
    }

    @Test
    void parse_string_decodesEveryEscape() {
        assertThat(Json.parse("\"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u00e9\\u6771 \\ud83c\\udfac\""))
                .isEqualTo("q\" b\\ s/ \b\f\n\r\t é東 🎬");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"a\" 1}         | malformed JSON at offset 5: expected ':' after object key",
        "[1, 2            | malformed JSON at offset 5: unexpected end of input",
        "[1 2]            | malformed JSON at offset 3: expected ',' or ']' in array",
        "{\"a\":1,}        | malformed JSON at offset 7: expected a string as object key",
        "\"abc            | malformed JSON at offset 0: unterminated string",
        "\"a\\x\"          | malformed JSON at offset 2: invalid escape '\\x'",
        "\"\\u12g4\"       | malformed JSON at offset 5: expected 4 hex digits after \\u",
        "tru              | malformed JSON at offset 0: unexpected token, expected 'true'",
        "01               | malformed JSON at offset 1: expected end of input but found '1'",
        "-                | malformed JSON at offset 1: expected a digit",
        "1.               | malformed JSON at offset 2: expected a digit after '.'",
        "{\"a\":1,\"a\":2}  | malformed JSON at offset 7: duplicate object key \"a\"",
        "@                | malformed JSON at offset 0: unexpected character '@', expected a value",
    })
    void parse_malformed_failsWithOffset(String json, String message) {
        assertThatIllegalArgumentException().isThrownBy(() -> Json.parse(json)).withMessage(message);
    }

    @Test
    void parse_empty_fails() {
        assertThatIllegalArgumentException().isThrownBy(() -> Json.parse(""))
                .withMessage("malformed JSON at offset 0: unexpected end of input, expected a value");
    }

    @Test
    void parse_tooDeep_failsInsteadOfOverflowingTheStack() {
        char[] open = new char[10_000];
        Arrays.fill(open, '[');
        assertThatIllegalArgumentException().isThrownBy(() -> Json.parse(new String(open)))
                .withMessage("malformed JSON at offset 512: nested deeper than 512 levels");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "plain", "q\"uote", "back\\slash", "tab\tnew\nline", "ctl\u0001", "é", "東京", "🎬", "a/b"})
    void stringLength_countsUtf8BytesWithEscapes(String s) {
        // the JSON Jackson 2 writes for s (surrogates escaped), built by hand here
        StringBuilder json = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\uD83C' -> json.append("\\uD83C");
                case '\uDFAC' -> json.append("\\uDFAC");
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\t' -> json.append("\\t");
                case '\n' -> json.append("\\n");
                case '\u0001' -> json.append("\\u0001");
                default -> json.append(c);
            }
        }
        json.append('"');

        assertThat(Json.stringLength(s)).isEqualTo(json.toString().getBytes(StandardCharsets.UTF_8).length);
        assertThat(Json.parse(json.toString())).isEqualTo(s);
    }

    @Test
    void containerLength_countsBracketsAndCommas() {
        assertThat(Json.containerLength(0, 0)).isEqualTo(2);
        assertThat(Json.containerLength(3, 3)).isEqualTo("[1,2,3]".length());
        assertThat(Json.memberLength("id", 1)).isEqualTo("\"id\":7".length());
        assertThat(Json.stringLength(null)).isEqualTo("null".length());
    }

    @Test
    void write_indentsMembersFourSpacesAndEndsWithANewline() {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("benchmark", "kryo \"fast\"");
        document.put("score", 1234.5);
        document.put("rawData", List.of(new double[] {1.0, 2.5}, List.of()));
        document.put("nothing", null);
        document.put("error", Double.NaN);
        document.put("ok", true);
        document.put("count", 15);

        assertThat(Json.write(document)).isEqualTo("""
                {
                    "benchmark" : "kryo \\"fast\\"",
                    "score" : 1234.5,
                    "rawData" : [
                        [1.0, 2.5],
                        [
                        ]
                    ],
                    "nothing" : null,
                    "error" : "NaN",
                    "ok" : true,
                    "count" : 15
                }
                """);
    }

    @Test
    void write_anUnknownType_isRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> Json.write(List.of(new Object())))
                .withMessage("cannot write java.lang.Object as JSON");
    }

    @Test
    void quote_escapesQuoteBackslashAndControlCharacters() {
        assertThat(Json.quote("a\"b\\c\nd\re\tf\u0001g\u001fé😀")).isEqualTo("\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u001fé😀\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "plain", "quote \" backslash \\ slash /", "lines\nand\r\ttabs", "\u0000\u0008\u000c\u001f", "ünïcødé 😀"})
    void quote_readsBackAsTheSameString(String text) {
        assertThat(Json.parse(Json.quote(text))).isEqualTo(text);
    }

    @Test
    void write_readsBackAsTheSameValue() {
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("name", "tab\there");
        document.put("list", List.of(1L, "two", false));

        assertThat(Json.parse(Json.write(document))).isEqualTo(document);
    }
}
