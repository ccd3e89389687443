package dev.peregrine.bench.xson;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.UUID;

/**
 * The classes of XSON's cases 6 to 10 (the XSON comparison's): private fields with a public getter and setter each, a
 * public no-argument constructor, every class {@link Serializable}, so that field-based peers (Java, Hessian, JBoss,
 * Kryo, Fory, Gson, Moshi) and accessor-based ones (XSON, Jackson, fastjson, json-smart, dsl-json) see the same
 * properties, and no peer fails for want of a constructor, an accessor or a marker interface: what fails is the
 * type or the graph the case is about.
 */
public final class XsonModel {
  private XsonModel() {}

  /** An enum constant, written by name in JSON. */
  public enum Color {
    RED,
    GREEN,
    BLUE
  }

  /** A small nested bean. */
  public static class Point implements Serializable {
    private static final long serialVersionUID = 1L;
    private int x;
    private int y;

    public Point() {}

    Point(int x, int y) {
      this.x = x;
      this.y = y;
    }

    public int getX() {
      return x;
    }

    public void setX(int x) {
      this.x = x;
    }

    public int getY() {
      return y;
    }

    public void setY(int y) {
      this.y = y;
    }
  }

  /** Case 6: every type the XSON comparison lists, each in a property of its own. */
  public static class AllTypes implements Serializable {
    private static final long serialVersionUID = 1L;
    private byte byteValue;
    private short shortValue;
    private int intValue;
    private long longValue;
    private float floatValue;
    private double doubleValue;
    private boolean booleanValue;
    private char charValue;
    private Byte byteBox;
    private Short shortBox;
    private Integer intBox;
    private Long longBox;
    private Float floatBox;
    private Double doubleBox;
    private Boolean booleanBox;
    private Character charBox;
    private String string;
    private BigDecimal bigDecimal;
    private BigInteger bigInteger;
    private Date date;
    private Instant instant;
    private LocalDate localDate;
    private LocalDateTime localDateTime;
    private OffsetDateTime offsetDateTime;
    private Duration duration;
    private UUID uuid;
    private Color color;
    private byte[] bytes;
    private short[] shorts;
    private int[] ints;
    private long[] longs;
    private float[] floats;
    private double[] doubles;
    private boolean[] booleans;
    private char[] chars;
    private String[] strings;
    private Point[] points;
    private List<String> list;
    private Set<String> set;
    private Map<String, Integer> map;
    private Queue<String> queue;
    private Point point;
    private List<Point> pointList;
    private Optional<String> optional;

    public static AllTypes sample() {
      AllTypes v = new AllTypes();
      v.byteValue = -7;
      v.shortValue = 1234;
      v.intValue = -123_456_789;
      v.longValue = 9_007_199_254_740_993L;
      v.floatValue = 3.25f;
      v.doubleValue = 0.1;
      v.booleanValue = true;
      v.charValue = 'x';
      v.byteBox = 8;
      v.shortBox = -4321;
      v.intBox = 42;
      v.longBox = -5_000_000_000L;
      v.floatBox = -1.5f;
      v.doubleBox = 6.02214076e23;
      v.booleanBox = Boolean.FALSE;
      v.charBox = 'é';
      v.string = "Grüße, 世界 \uD83D\uDE00";
      v.bigDecimal = new BigDecimal("12345678901234567890.0123456789");
      v.bigInteger = new BigInteger("-123456789012345678901234567890");
      v.date = new Date(1_700_000_000_123L);
      v.instant = Instant.ofEpochSecond(1_700_000_000L, 123_000_000);
      v.localDate = LocalDate.of(2024, 2, 29);
      v.localDateTime = LocalDateTime.of(2024, 2, 29, 13, 45, 30, 250_000_000);
      v.offsetDateTime = OffsetDateTime.of(2024, 2, 29, 13, 45, 30, 0, ZoneOffset.ofHours(2));
      v.duration = Duration.ofSeconds(90, 5_000_000);
      v.uuid = new UUID(0x0123456789abcdefL, 0xfedcba9876543210L);
      v.color = Color.GREEN;
      v.bytes = new byte[] {0, 1, -1, 127, -128};
      v.shorts = new short[] {1, -2, 300};
      v.ints = new int[] {1, -2, 70_000};
      v.longs = new long[] {1, -2, 1L << 40};
      v.floats = new float[] {0.5f, -2.25f};
      v.doubles = new double[] {0.25, -1e10};
      v.booleans = new boolean[] {true, false, true};
      v.chars = new char[] {'a', 'b', 'ç'};
      v.strings = new String[] {"one", "two", null};
      v.points = new Point[] {new Point(1, 2), new Point(3, 4)};
      v.list = new ArrayList<>(List.of("a", "b", "c"));
      v.set = new LinkedHashSet<>(List.of("x", "y"));
      v.map = new LinkedHashMap<>(Map.of("k", 1));
      v.map.put("m", 2);
      v.queue = new ArrayDeque<>(List.of("first", "second"));
      v.point = new Point(5, 6);
      v.pointList = new ArrayList<>(List.of(new Point(7, 8)));
      v.optional = Optional.of("present");
      return v;
    }

    public byte getByteValue() {
      return byteValue;
    }

    public void setByteValue(byte byteValue) {
      this.byteValue = byteValue;
    }

    public short getShortValue() {
      return shortValue;
    }

    public void setShortValue(short shortValue) {
      this.shortValue = shortValue;
    }

    public int getIntValue() {
      return intValue;
    }

    public void setIntValue(int intValue) {
      this.intValue = intValue;
    }

    public long getLongValue() {
      return longValue;
    }

    public void setLongValue(long longValue) {
      this.longValue = longValue;
    }

    public float getFloatValue() {
      return floatValue;
    }

    public void setFloatValue(float floatValue) {
      this.floatValue = floatValue;
    }

    public double getDoubleValue() {
      return doubleValue;
    }

    public void setDoubleValue(double doubleValue) {
      this.doubleValue = doubleValue;
    }

    public boolean isBooleanValue() {
      return booleanValue;
    }

    public void setBooleanValue(boolean booleanValue) {
      this.booleanValue = booleanValue;
    }

    public char getCharValue() {
      return charValue;
    }

    public void setCharValue(char charValue) {
      this.charValue = charValue;
    }

    public Byte getByteBox() {
      return byteBox;
    }

    public void setByteBox(Byte byteBox) {
      this.byteBox = byteBox;
    }

    public Short getShortBox() {
      return shortBox;
    }

    public void setShortBox(Short shortBox) {
      this.shortBox = shortBox;
    }

    public Integer getIntBox() {
      return intBox;
    }

    public void setIntBox(Integer intBox) {
      this.intBox = intBox;
    }

    public Long getLongBox() {
      return longBox;
    }

    public void setLongBox(Long longBox) {
      this.longBox = longBox;
    }

    public Float getFloatBox() {
      return floatBox;
    }

    public void setFloatBox(Float floatBox) {
      this.floatBox = floatBox;
    }

    public Double getDoubleBox() {
      return doubleBox;
    }

    public void setDoubleBox(Double doubleBox) {
      this.doubleBox = doubleBox;
    }

    public Boolean getBooleanBox() {
      return booleanBox;
    }

    public void setBooleanBox(Boolean booleanBox) {
      this.booleanBox = booleanBox;
    }

    public Character getCharBox() {
      return charBox;
    }

    public void setCharBox(Character charBox) {
      this.charBox = charBox;
    }

    public String getString() {
      return string;
    }

    public void setString(String string) {
      this.string = string;
    }

    public BigDecimal getBigDecimal() {
      return bigDecimal;
    }

    public void setBigDecimal(BigDecimal bigDecimal) {
      this.bigDecimal = bigDecimal;
    }

    public BigInteger getBigInteger() {
      return bigInteger;
    }

    public void setBigInteger(BigInteger bigInteger) {
      this.bigInteger = bigInteger;
    }

    public Date getDate() {
      return date;
    }

    public void setDate(Date date) {
      this.date = date;
    }

    public Instant getInstant() {
      return instant;
    }

    public void setInstant(Instant instant) {
      this.instant = instant;
    }

    public LocalDate getLocalDate() {
      return localDate;
    }

    public void setLocalDate(LocalDate localDate) {
      this.localDate = localDate;
    }

    public LocalDateTime getLocalDateTime() {
      return localDateTime;
    }

    public void setLocalDateTime(LocalDateTime localDateTime) {
      this.localDateTime = localDateTime;
    }

    public OffsetDateTime getOffsetDateTime() {
      return offsetDateTime;
    }

    public void setOffsetDateTime(OffsetDateTime offsetDateTime) {
      this.offsetDateTime = offsetDateTime;
    }

    public Duration getDuration() {
      return duration;
    }

    public void setDuration(Duration duration) {
      this.duration = duration;
    }

    public UUID getUuid() {
      return uuid;
    }

    public void setUuid(UUID uuid) {
      this.uuid = uuid;
    }

    public Color getColor() {
      return color;
    }

    public void setColor(Color color) {
      this.color = color;
    }

    public byte[] getBytes() {
      return bytes;
    }

    public void setBytes(byte[] bytes) {
      this.bytes = bytes;
    }

    public short[] getShorts() {
      return shorts;
    }

    public void setShorts(short[] shorts) {
      this.shorts = shorts;
    }

    public int[] getInts() {
      return ints;
    }

    public void setInts(int[] ints) {
      this.ints = ints;
    }

    public long[] getLongs() {
      return longs;
    }

    public void setLongs(long[] longs) {
      this.longs = longs;
    }

    public float[] getFloats() {
      return floats;
    }

    public void setFloats(float[] floats) {
      this.floats = floats;
    }

    public double[] getDoubles() {
      return doubles;
    }

    public void setDoubles(double[] doubles) {
      this.doubles = doubles;
    }

    public boolean[] getBooleans() {
      return booleans;
    }

    public void setBooleans(boolean[] booleans) {
      this.booleans = booleans;
    }

    public char[] getChars() {
      return chars;
    }

    public void setChars(char[] chars) {
      this.chars = chars;
    }

    public String[] getStrings() {
      return strings;
    }

    public void setStrings(String[] strings) {
      this.strings = strings;
    }

    public Point[] getPoints() {
      return points;
    }

    public void setPoints(Point[] points) {
      this.points = points;
    }

    public List<String> getList() {
      return list;
    }

    public void setList(List<String> list) {
      this.list = list;
    }

    public Set<String> getSet() {
      return set;
    }

    public void setSet(Set<String> set) {
      this.set = set;
    }

    public Map<String, Integer> getMap() {
      return map;
    }

    public void setMap(Map<String, Integer> map) {
      this.map = map;
    }

    public Queue<String> getQueue() {
      return queue;
    }

    public void setQueue(Queue<String> queue) {
      this.queue = queue;
    }

    public Point getPoint() {
      return point;
    }

    public void setPoint(Point point) {
      this.point = point;
    }

    public List<Point> getPointList() {
      return pointList;
    }

    public void setPointList(List<Point> pointList) {
      this.pointList = pointList;
    }

    public Optional<String> getOptional() {
      return optional;
    }

    public void setOptional(Optional<String> optional) {
      this.optional = optional;
    }
  }

  /** Cases 7 and 8: the declared type; some elements are a {@link Dog}. */
  public static class Animal implements Serializable {
    private static final long serialVersionUID = 1L;
    private String name;
    private int legs;

    public Animal() {}

    Animal(String name, int legs) {
      this.name = name;
      this.legs = legs;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public int getLegs() {
      return legs;
    }

    public void setLegs(int legs) {
      this.legs = legs;
    }
  }

  /** The subclass in cases 7 and 8. */
  public static class Dog extends Animal {
    private static final long serialVersionUID = 1L;
    private String breed;

    public Dog() {}

    Dog(String name, String breed) {
      super(name, 4);
      this.breed = breed;
    }

    public String getBreed() {
      return breed;
    }

    public void setBreed(String breed) {
      this.breed = breed;
    }
  }

  /** Case 7: an {@code Animal[]} holding animals and dogs. */
  public static class AnimalArray implements Serializable {
    private static final long serialVersionUID = 1L;
    private Animal[] animals;

    public static AnimalArray sample() {
      AnimalArray v = new AnimalArray();
      v.animals = new Animal[] {new Animal("Tweety", 2), new Dog("Rex", "beagle"), new Animal("Nemo", 0),
          new Dog("Laika", "mongrel")};
      return v;
    }

    public Animal[] getAnimals() {
      return animals;
    }

    public void setAnimals(Animal[] animals) {
      this.animals = animals;
    }
  }

  /** Case 8: a {@code List<Animal>} holding animals and dogs. */
  public static class AnimalList implements Serializable {
    private static final long serialVersionUID = 1L;
    private List<Animal> animals;

    public static AnimalList sample() {
      AnimalList v = new AnimalList();
      v.animals = new ArrayList<>(List.of(new Animal("Tweety", 2), new Dog("Rex", "beagle"),
          new Animal("Nemo", 0), new Dog("Laika", "mongrel")));
      return v;
    }

    public List<Animal> getAnimals() {
      return animals;
    }

    public void setAnimals(List<Animal> animals) {
      this.animals = animals;
    }
  }

  /** Case 9: A.peer = B, B.peer = A, A.self = A. */
  public static class Node implements Serializable {
    private static final long serialVersionUID = 1L;
    private String name;
    private Node peer;
    private Node self;

    public static Node sample() {
      Node a = new Node();
      Node b = new Node();
      a.name = "A";
      b.name = "B";
      a.peer = b;
      b.peer = a;
      a.self = a;
      return a;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public Node getPeer() {
      return peer;
    }

    public void setPeer(Node peer) {
      this.peer = peer;
    }

    public Node getSelf() {
      return self;
    }

    public void setSelf(Node self) {
      this.self = self;
    }
  }

  /**
   * Case 10: a bean holding 4 MiB of bytes (pseudo-random, so no format gets them smaller by chance), 256 KiB
   * in the smoke profile.
   */
  public static class Blob implements Serializable {
    private static final long serialVersionUID = 1L;
    private String name;
    private byte[] data;

    public static Blob sample(int size) {
      Blob v = new Blob();
      v.name = "blob";
      v.data = new byte[size];
      new Random(22).nextBytes(v.data);
      return v;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public byte[] getData() {
      return data;
    }

    public void setData(byte[] data) {
      this.data = data;
    }
  }
}
