package dev.serguard.internal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

class NumbersTests {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "0 | 0", "7 | 7", "999 | 999", "1000 | 1 000", "160000 | 160 000", "1234567 | 1 234 567",
            "-1000 | -1 000", "-999 | -999", "-9223372036854775808 | -9 223 372 036 854 775 808"})
    void grouped_putsASpaceBetweenGroupsOfThree(long value, String text) {
        assertThat(Numbers.grouped(value)).isEqualTo(text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "8412.3 | 8 412", "100 | 100", "99.96 | 100.0", "87.46 | 87.5", "3 | 3", "0.25 | 0.3", "-1234.5 | -1 234"})
    void figure_isWholeFromAHundredOrWhenWholeElseOneDecimal(double value, String text) {
        assertThat(Numbers.figure(value)).isEqualTo(text);
    }

    @Test
    @ResourceLock(Resources.LOCALE)
    void anyDefaultLocale_writesTheSameFigures() {
        Locale before = Locale.getDefault();
        try {
            for (Locale locale : new Locale[] {Locale.GERMANY, Locale.FRANCE, Locale.forLanguageTag("de-CH"),
                    Locale.forLanguageTag("ar-EG-u-nu-arab"), Locale.forLanguageTag("hi-IN-u-nu-deva")}) {
                Locale.setDefault(locale);

                assertThat(Numbers.grouped(1_234_567)).as("in %s", locale).isEqualTo("1 234 567");
                assertThat(Numbers.figure(87.46)).as("in %s", locale).isEqualTo("87.5");
            }
        } finally {
            Locale.setDefault(before);
        }
    }
}
