package dev.peregrine.bench.model;

import com.dslplatform.json.CompiledJson;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * The media part of the Eishay value. {@code title} and {@code copyright} may be null.
 *
 * <p>{@code hasBitrate} is the jvm-serializers model's "bitrate was set" flag. The benchmark document has no
 * such property, so the field is {@code transient} with no accessors: no peer writes it (field-based libraries
 * skip transient fields, bean-based ones see no property), every output stays the same document, and
 * {@link #equals} leaves it out.
 */
@CompiledJson
public class Media implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The players of the Eishay model, written by name. */
  public enum Player {
    JAVA,
    FLASH
  }

  private String uri;
  private String title;
  private int width;
  private int height;
  private String format;
  private long duration;
  private long size;
  private int bitrate;
  private transient boolean hasBitrate;
  private List<String> persons;
  private Player player;
  private String copyright;

  public Media() {}

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

  public void setBitrate(int bitrate) {
    this.bitrate = bitrate;
    this.hasBitrate = true;
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
    return o instanceof Media m
        && width == m.width
        && height == m.height
        && duration == m.duration
        && size == m.size
        && bitrate == m.bitrate
        && Objects.equals(uri, m.uri)
        && Objects.equals(title, m.title)
        && Objects.equals(format, m.format)
        && Objects.equals(persons, m.persons)
        && player == m.player
        && Objects.equals(copyright, m.copyright);
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, title, width, height, format, duration, size, bitrate, persons, player, copyright);
  }

  @Override
  public String toString() {
    return "Media{uri=" + uri + ", title=" + title + ", width=" + width + ", height=" + height + ", format="
        + format + ", duration=" + duration + ", size=" + size + ", bitrate=" + bitrate + ", persons=" + persons
        + ", player=" + player + ", copyright=" + copyright + '}';
  }
}
