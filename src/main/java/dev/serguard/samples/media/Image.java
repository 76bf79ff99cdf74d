package dev.serguard.samples.media;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A thumbnail of the {@link Media}, as in jvm-serializers. {@code title} is optional
 * ({@code null} when absent).
 *
 * <pre>{@code
 * Image large = new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class Image implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The relative size of an image; named as in the benchmark, so refer to it as {@code Image.Size}. */
    public enum Size {
        SMALL, LARGE
    }

    private String uri;
    private String title;
    private int width;
    private int height;
    private Size size;

    public Image() {
    }

    public Image(String uri, String title, int width, int height, Size size) {
        this.uri = uri;
        this.title = title;
        this.width = width;
        this.height = height;
        this.size = size;
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

    public Size getSize() {
        return size;
    }

    public void setSize(Size size) {
        this.size = size;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Image other
                && width == other.width
                && height == other.height
                && Objects.equals(uri, other.uri)
                && Objects.equals(title, other.title)
                && size == other.size;
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, title, width, height, size);
    }

    @Override
    public String toString() {
        return "Image{uri=" + uri + ", title=" + title + ", width=" + width + ", height=" + height
                + ", size=" + size + '}';
    }
}
