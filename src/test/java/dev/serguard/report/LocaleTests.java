package dev.serguard.report;

import dev.serguard.SerializationResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;

/** The reports and messages read the same whatever the JVM's default locale. */
@ResourceLock(Resources.LOCALE)
class LocaleTests {

    private static final SerializationResult<String> KRYO_LARGE = Results.result("kryo", Results.LARGE, 30_112, 90_000.4, 65_000);
    private static final Clock NOON = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneId.of("UTC"));
    private static final Locale[] LOCALES = {Locale.GERMANY, Locale.FRANCE, Locale.forLanguageTag("de-CH"),
            Locale.forLanguageTag("ar-EG-u-nu-arab"), Locale.forLanguageTag("hi-IN-u-nu-deva")};

    @Test
    void htmlReport_isTheSameInEveryLocale() {
        assertSameEverywhere(() -> HtmlReport.format("test run", List.of(KRYO_LARGE), result -> List.of(), List.of(), List.of(), NOON));
    }

    @Test
    void consoleTableAndWithheldVerdicts_areTheSameInEveryLocale() {
        assertSameEverywhere(() -> ConsoleTable.format(List.of(KRYO_LARGE), List.of(), List.of(ConsoleTableTests.OVERLOADED)));
    }

    @Test
    void figuresInTheReport_areGroupedBySpaces() {
        String page = inLocale(Locale.GERMANY, () -> HtmlReport.format("test run", List.of(KRYO_LARGE), result -> List.of(), List.of(), List.of(), NOON));

        assertThat(page).contains("<td class=\"num\">30 112</td>", "<td class=\"num\">90 000 -3.0/+5.0 %</td>").doesNotContain("30.112", "30,112", "\u202f");
        assertThat(ConsoleTableTests.OVERLOADED.announcement()).contains("serialize 1 000 ns/op against 500 ns/op");
    }

    private static void assertSameEverywhere(Supplier<String> text) {
        String root = inLocale(Locale.ROOT, text);
        for (Locale locale : LOCALES) {
            assertThat(inLocale(locale, text)).as("in %s", locale).isEqualTo(root);
        }
    }

    private static String inLocale(Locale locale, Supplier<String> text) {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(locale);
            return text.get();
        } finally {
            Locale.setDefault(before);
        }
    }
}
