package dev.serguard.samples.media;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * jvm-serializers' top-level record: one video and its thumbnails. A plain mutable bean whose
 * field order is the benchmark's JSON order, so that any bean-based codec can handle it without
 * annotations.
 *
 * <pre>{@code
 * MediaContent standard = MediaContents.standard();    // the benchmark's media.1
 * MediaContent big = MediaContents.factory().create(Size.LARGE, new Random(42));
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class MediaContent implements Serializable {

    private static final long serialVersionUID = 1L;

    private Media media;
    private List<Image> images = new ArrayList<>();

    public MediaContent() {
    }

    public MediaContent(Media media, List<Image> images) {
        this.media = media;
        this.images = images;
    }

    public Media getMedia() {
        return media;
    }

    public void setMedia(Media media) {
        this.media = media;
    }

    public List<Image> getImages() {
        return images;
    }

    public void setImages(List<Image> images) {
        this.images = images;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MediaContent other
                && Objects.equals(media, other.media)
                && Objects.equals(images, other.images);
    }

    @Override
    public int hashCode() {
        return Objects.hash(media, images);
    }

    @Override
    public String toString() {
        return "MediaContent{media=" + media + ", images=" + images + '}';
    }
}
