package dev.serguard.payload;

import org.apiguardian.api.API;

import java.util.Random;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Deterministic text for payload factories: mostly ASCII, with some non-ASCII words (Latin
 * accents, Cyrillic, Greek, CJK, Hangul and an emoji outside the BMP), because codecs differ
 * most in how they encode text, and ASCII-only payloads flatter some of them.
 *
 * <pre>{@code
 * PayloadFactory<Note> notes = (size, random) ->
 *         new Note(RandomText.personName(random), RandomText.sentence(random, size.nominalJsonBytes() / 2));
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class RandomText {

    /** About one word in {@value} is non-ASCII. */
    private static final int NON_ASCII_ONE_IN = 8;

    private static final String[] NON_ASCII = {
        "café", "naïve", "Zürich", "smörgåsbord", "señor", "Ærø", "Łódź", "Москва", "Ελλάδα", "東京", "서울", "🎬"
    };
    private static final String[] FIRST_NAMES = {
        "Bill", "Steve", "Ada", "Grace", "Linus", "Margaret", "José", "Zoë", "Björn", "Анна", "Søren", "Yuki"
    };
    private static final String[] LAST_NAMES = {
        "Gates", "Jobs", "Lovelace", "Hopper", "Torvalds", "Hamilton", "García", "Müller", "Østergaard", "Иванова",
        "山田", "Nguyễn"
    };
    private static final String ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

    private RandomText() {
    }

    /** A lower-case ASCII word of 2 to 9 letters. */
    public static String asciiWord(Random random) {
        int length = 2 + random.nextInt(8);
        StringBuilder word = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            word.append((char) ('a' + random.nextInt(26)));
        }
        return word.toString();
    }

    /** A word: usually {@link #asciiWord}, about one in eight times a non-ASCII one. */
    public static String word(Random random) {
        return random.nextInt(NON_ASCII_ONE_IN) == 0 ? NON_ASCII[random.nextInt(NON_ASCII.length)] : asciiWord(random);
    }

    /**
     * Words separated by single spaces, the first one capitalized, as long as possible without
     * exceeding {@code maxChars} chars; always at least one word, so never empty.
     */
    public static String sentence(Random random, int maxChars) {
        StringBuilder text = new StringBuilder(capitalized(word(random)));
        while (true) {
            String next = word(random);
            if (text.length() + 1 + next.length() > maxChars) {
                return text.toString();
            }
            text.append(' ').append(next);
        }
    }

    /** A first and a last name, such as {@code "Zoë Hopper"}. */
    public static String personName(Random random) {
        return FIRST_NAMES[random.nextInt(FIRST_NAMES.length)] + ' ' + LAST_NAMES[random.nextInt(LAST_NAMES.length)];
    }

    /** {@code length} random characters from {@code [a-z0-9]}, for identifiers and URIs. */
    public static String token(Random random, int length) {
        StringBuilder token = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            token.append(ALPHANUMERIC.charAt(random.nextInt(ALPHANUMERIC.length())));
        }
        return token.toString();
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
