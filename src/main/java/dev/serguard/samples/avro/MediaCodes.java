package dev.serguard.samples.avro;

import dev.serguard.samples.media.Image;
import dev.serguard.samples.media.Media;

/**
 * The int codes that jvm-serializers' Avro schema gives the player (JAVA 1, FLASH 2) and the
 * image size (SMALL 1, LARGE 2). A code that is none of these, as in corrupted input, fails
 * rather than read as some constant.
 */
final class MediaCodes {

    private MediaCodes() {
    }

    static int player(Media.Player player) {
        if (player == null) {
            throw new NullPointerException("null value for (non-nullable) int at Media.player: the schema holds the player as a code"
                    + " (JAVA 1, FLASH 2)");
        }
        return player == Media.Player.JAVA ? 1 : 2;
    }

    static Media.Player player(int code) {
        return switch (code) {
            case 1 -> Media.Player.JAVA;
            case 2 -> Media.Player.FLASH;
            default -> throw new IllegalArgumentException("no Media.Player has the code " + code + " (JAVA 1, FLASH 2)");
        };
    }

    static int size(Image.Size size) {
        if (size == null) {
            throw new NullPointerException("null value for (non-nullable) int at Image.size: the schema holds the size as a code"
                    + " (SMALL 1, LARGE 2)");
        }
        return size == Image.Size.SMALL ? 1 : 2;
    }

    static Image.Size size(int code) {
        return switch (code) {
            case 1 -> Image.Size.SMALL;
            case 2 -> Image.Size.LARGE;
            default -> throw new IllegalArgumentException("no Image.Size has the code " + code + " (SMALL 1, LARGE 2)");
        };
    }
}
