package dev.peregrine.bench.model;

import com.dslplatform.json.CompiledJson;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * The root of the Eishay benchmark value: one {@link Media} and its {@link Image}s. Plain getters and setters,
 * a public no-argument constructor and {@code Serializable}, because that is the shape every peer library binds.
 */
@CompiledJson
public class MediaContent implements Serializable {
  private static final long serialVersionUID = 1L;

  private Media media;
  private List<Image> images;

  public MediaContent() {}

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
    return o instanceof MediaContent m && Objects.equals(media, m.media) && Objects.equals(images, m.images);
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
