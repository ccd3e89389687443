package dev.peregrine.model;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A media record with a property of nearly every kind the binders share (scalars, big numbers, bytes, dates,
 * optionals, collections, enums, POJOs and an untyped tree), for round trips in every format and for the
 * CBOR reader's hostile-input tests.
 */
public record Media(String uri, String title, int width, long duration, double bitrate, float ratio,
    boolean copyright, List<String> persons, Set<Size> sizes, Map<String, Integer> counts, byte[] thumbnail,
    BigDecimal price, BigInteger big, Instant when, LocalDate day, OffsetDateTime at, Optional<String> note,
    Optional<Integer> none, List<Image> images, Size size, Object extra) {

  public enum Size { SMALL, LARGE }

  /** A POJO with public fields. */
  public static final class Image {
    public String uri;
    public String title;
    public int width;
    public int height;
    public Size size;

    public Image() {}

    public Image(String uri, String title, int width, int height, Size size) {
      this.uri = uri;
      this.title = title;
      this.width = width;
      this.height = height;
      this.size = size;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Image i && Objects.equals(uri, i.uri) && Objects.equals(title, i.title)
          && width == i.width && height == i.height && size == i.size;
    }

    @Override
    public int hashCode() {
      return Objects.hash(uri, width);
    }

    @Override
    public String toString() {
      return "Image[" + uri + ", " + title + ", " + width + "x" + height + ", " + size + "]";
    }
  }

  /** One of each, with text outside the BMP and a tree under {@code extra}. */
  public static Media sample() {
    Map<String, Integer> counts = new LinkedHashMap<>();
    counts.put("views", 1000);
    counts.put("likes", -5);
    Map<String, Object> extra = new LinkedHashMap<>();
    extra.put("k", List.of(1, "two", 3.5, true));
    return new Media("http://javaone.com/keynote.mpg", "Javaone Keynote \u6c34\ud83d\ude00", 640, 18_000_000L,
        262144.5, 1.5f, true, List.of("Bill Gates", "Steve Jobs"), EnumSet.of(Size.LARGE), counts,
        new byte[] {1, 2, 3, (byte) 0xff}, new BigDecimal("12345.678"),
        new BigInteger("123456789012345678901234567890"), Instant.parse("2024-01-02T03:04:05.123Z"),
        LocalDate.of(2024, 2, 29), OffsetDateTime.parse("2024-01-02T03:04:05+02:00"), Optional.of("n"),
        Optional.empty(), List.of(new Image("a.jpg", "A", 1024, 768, Size.LARGE),
            new Image("b.jpg", null, 320, 240, Size.SMALL)), Size.SMALL, extra);
  }

  /** Equal when every property shows the same (the tree's numbers by value) and the thumbnails match. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Media m && m.toString().equals(toString()) && Arrays.equals(thumbnail, m.thumbnail);
  }

  @Override
  public int hashCode() {
    return uri.hashCode();
  }

  @Override
  public String toString() {
    return String.join("|", uri, String.valueOf(title), "" + width, "" + duration, "" + bitrate, "" + ratio,
        "" + copyright, "" + persons, "" + sizes, "" + counts, "" + price, "" + big, "" + when, "" + day, "" + at,
        "" + note, "" + none, "" + images, "" + size, "" + plain(extra));
  }

  // The tree as plain maps and lists, whose text is Java's whatever classes the tree was read into (a
  // JsonObject prints as JSON).
  private static Object plain(Object tree) {
    if (tree instanceof Map<?, ?> map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      map.forEach((k, v) -> out.put(k, plain(v)));
      return out;
    }
    if (tree instanceof List<?> list) return list.stream().map(Media::plain).toList();
    return tree;
  }
}
