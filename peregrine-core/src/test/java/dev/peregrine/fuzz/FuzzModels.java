package dev.peregrine.fuzz;

import dev.peregrine.TypeRef;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;

/**
 * The shapes the bindBean targets bind fuzzed documents to: a codec of each family the binder has (records
 * and a POJO, nested and recursive; text-parsed scalars; primitive arrays; the Optional family; untyped maps),
 * so that every input drives each of them. Public, so that generated codecs reach them as users' would.
 */
public final class FuzzModels {
  private FuzzModels() {}

  public enum Color { RED, GREEN, BLUE }

  public record Point(int x, int y) {}

  public record Item(String name, int count, double price, List<String> tags, Map<String, Long> extra) {}

  /** Scalars whose codecs parse text or check ranges: where a bad value is most likely to slip through. */
  public record Event(
      UUID id, Instant at, LocalDate day, LocalTime time, LocalDateTime local, OffsetDateTime offset,
      ZonedDateTime zoned, Duration took, Period span, Year year, BigDecimal amount, BigInteger big, Color color,
      char initial, short small, byte tiny, float ratio, Optional<String> note, Optional<Point> where,
      OptionalInt rank, OptionalDouble score) {}

  public record Arrays(
      int[] ints, long[] longs, double[] doubles, float[] floats, boolean[] flags, short[] shorts, byte[] bytes,
      char[] chars, Color[] colors, String[] names, Point[] points, int[][] grid) {}

  /** Nested and recursive: its codec refers to itself while being built. */
  public record Node(String label, Point at, List<Node> children, Map<String, Node> links, Object extra) {}

  /**
   * A POJO: setters and fields rather than a canonical constructor. Ten properties, so that its generated read
   * confirms names in parts (BeanCodecWriter.LINE_PART: more than 8 expected names).
   */
  public static final class Mutable {
    private String name;
    private long id;
    private Map<String, Object> attributes;
    private List<Map<String, Integer>> table;
    private Set<Color> colors;
    private Node root;
    public Double weight;
    public Boolean active;
    public Integer rank;
    public String note;

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public Map<String, Object> getAttributes() {
      return attributes;
    }

    public void setAttributes(Map<String, Object> attributes) {
      this.attributes = attributes;
    }

    public List<Map<String, Integer>> getTable() {
      return table;
    }

    public void setTable(List<Map<String, Integer>> table) {
      this.table = table;
    }

    public Set<Color> getColors() {
      return colors;
    }

    public void setColors(Set<Color> colors) {
      this.colors = colors;
    }

    public Node getRoot() {
      return root;
    }

    public void setRoot(Node root) {
      this.root = root;
    }
  }

  /** Every root type a bindBean target tries, beans and collections of them. */
  static final List<TypeRef<?>> ROOTS = List.of(
      new TypeRef<Item>() {},
      new TypeRef<Event>() {},
      new TypeRef<Arrays>() {},
      new TypeRef<Node>() {},
      new TypeRef<Mutable>() {},
      new TypeRef<List<Item>>() {},
      new TypeRef<Map<String, Event>>() {},
      new TypeRef<Map<String, Object>>() {},
      new TypeRef<long[]>() {});
}
