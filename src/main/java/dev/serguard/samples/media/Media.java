package dev.serguard.samples.media;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The video of a {@link MediaContent}, as in jvm-serializers. {@code title} and
 * {@code copyright} are optional ({@code null} when absent); {@code bitrate} is optional too,
 * tracked by {@link #hasBitrate()}.
 *
 * <p>{@code hasBitrate} is deliberately not a bean property (no getter, no setter) so that a
 * plain {@code ObjectMapper} writes exactly the benchmark's JSON; {@link #setBitrate} sets it,
 * {@link #clearBitrate} clears it. A codec that cannot express absence (plain JSON writes
 * {@code "bitrate":0}) turns an absent bitrate into a present one, which {@link #equals} sees:
 * that loss is real and the round-trip check should report it.
 *
 * <pre>{@code
 * Media media = new Media();
 * media.setUri("http://javaone.com/keynote.mpg");
 * media.setBitrate(262_144);        // hasBitrate() is now true
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class Media implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The player the media is for. */
    public enum Player {
        JAVA, FLASH
    }

    private String uri;
    private String title;
    private int width;
    private int height;
    private String format;
    private long duration;
    private long size;
    private int bitrate;
    private List<String> persons = new ArrayList<>();
    private Player player;
    private String copyright;
    private boolean hasBitrate;

    public Media() {
    }

    public String getUri() {
        return uri;
    }

    public void setUri(String uri) {
        this.uri = uri;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public int getWidth() {
        return width;
    }

    public void setWidth(int width) {
        this.width = width;
    }

    public int getHeight() {
        return height;
    }

    public void setHeight(int height) {
        this.height = height;
    }

    public String getFormat() {
        return format;
    }

    public void setFormat(String format) {
        this.format = format;
    }

    public long getDuration() {
        return duration;
    }

    public void setDuration(long duration) {
        this.duration = duration;
    }

    public long getSize() {
        return size;
    }

    public void setSize(long size) {
        this.size = size;
    }

    public int getBitrate() {
        return bitrate;
    }

    /** Sets the bitrate and marks it present. */
    public void setBitrate(int bitrate) {
        this.bitrate = bitrate;
        this.hasBitrate = true;
    }

    /** Marks the bitrate absent (and zero), as {@code "bitrate": null} in a bundled media.N.json. */
    public void clearBitrate() {
        this.bitrate = 0;
        this.hasBitrate = false;
    }

    /** Whether a bitrate is present; not named as a getter so that bean codecs do not write it. */
    public boolean hasBitrate() {
        return hasBitrate;
    }

    public List<String> getPersons() {
        return persons;
    }

    public void setPersons(List<String> persons) {
        this.persons = persons;
    }

    public Player getPlayer() {
        return player;
    }

    public void setPlayer(Player player) {
        this.player = player;
    }

    public String getCopyright() {
        return copyright;
    }

    public void setCopyright(String copyright) {
        this.copyright = copyright;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Media other
                && width == other.width
                && height == other.height
                && duration == other.duration
                && size == other.size
                && bitrate == other.bitrate
                && hasBitrate == other.hasBitrate
                && Objects.equals(uri, other.uri)
                && Objects.equals(title, other.title)
                && Objects.equals(format, other.format)
                && Objects.equals(persons, other.persons)
                && player == other.player
                && Objects.equals(copyright, other.copyright);
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, title, width, height, format, duration, size, bitrate, hasBitrate, persons, player,
                copyright);
    }

    @Override
    public String toString() {
        return "Media{uri=" + uri + ", title=" + title + ", width=" + width + ", height=" + height
                + ", format=" + format + ", duration=" + duration + ", size=" + size
                + ", bitrate=" + (hasBitrate ? Integer.toString(bitrate) : "none") + ", persons=" + persons
                + ", player=" + player + ", copyright=" + copyright + '}';
    }
}
