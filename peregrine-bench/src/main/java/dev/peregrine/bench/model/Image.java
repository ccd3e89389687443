package dev.peregrine.bench.model;

import com.dslplatform.json.CompiledJson;
import java.io.Serializable;
import java.util.Objects;

/** One picture of the Eishay media value. {@code title} may be null. */
@CompiledJson
public class Image implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The two sizes of the Eishay model, written by name. */
  public enum Size {
    SMALL,
    LARGE
  }

  private String uri;
  private String title;
  private int width;
  private int height;
  private Size size;

  public Image() {}

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
    return o instanceof Image i
        && width == i.width
        && height == i.height
        && Objects.equals(uri, i.uri)
        && Objects.equals(title, i.title)
        && size == i.size;
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, title, width, height, size);
  }

  @Override
  public String toString() {
    return "Image{uri=" + uri + ", title=" + title + ", width=" + width + ", height=" + height + ", size=" + size
        + '}';
  }
}
