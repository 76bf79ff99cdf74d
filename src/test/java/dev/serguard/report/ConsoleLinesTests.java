package dev.serguard.report;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The console's lines fit in 200 characters, cut at a word and never at a colon, saying where the whole line is. */
class ConsoleLinesTests {

    @Test
    void aLineOfTwoHundredCharactersOrFewer_staysWhole() {
        String line = "x".repeat(ConsoleLines.WIDTH);
        assertThat(ConsoleLines.fit(line + "\nshort\n")).isEqualTo(line + "\nshort\n");
    }

    @Test
    void aLongerLine_isCutAtAWord_neverAfterAColon_andSaysTheReportsHaveIt() {
        String reason = "Verdict withheld for json · SMALL (Order) in OrderTest.orders: baseline serialize +541.2 %, allowed +15.0 %: this JVM ran the"
                + " reference workload 10.6× slower than where the baseline was recorded: a codec and the reference do not slow alike that far,"
                + " so this JVM cannot judge times";
        String cut = ConsoleLines.fit(reason);

        assertThat(cut).hasSizeLessThanOrEqualTo(ConsoleLines.WIDTH).endsWith(" … (whole in the reports)")
                .startsWith("Verdict withheld for json · SMALL (Order) in OrderTest.orders: baseline serialize +541.2 %, allowed +15.0 %: this JVM ran the");
        assertThat(cut.substring(0, cut.length() - ConsoleLines.CUT.length())).doesNotEndWith(":").doesNotEndWith(",").doesNotEndWith(" ");

        // A colon just where the cut falls is left out with the space before the cut.
        String colon = "a".repeat(150) + " which can judge nothing: " + "b".repeat(60);
        assertThat(ConsoleLines.fit(colon)).isEqualTo("a".repeat(150) + " which can judge nothing" + ConsoleLines.CUT);
    }
}
