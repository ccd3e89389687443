package dev.peregrine.model;

import dev.peregrine.Creator;
import dev.peregrine.EnumFallback;
import dev.peregrine.Format;
import dev.peregrine.Ignore;
import dev.peregrine.IncludeNulls;
import dev.peregrine.Property;
import dev.peregrine.PropertyOrder;
import dev.peregrine.TypeName;
import dev.peregrine.TypeProperty;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * The bound types the suites use. Public, so that every engine (reflection or generated code) may reach
 * them; POJOs keep their fields private behind getters and setters, as users write them.
 */
public final class Models {
  private Models() {}

  public enum Color { RED, GREEN, BLUE }

  public enum Level {
    LOW, HIGH,
    @EnumFallback UNKNOWN
  }

  /** Renamed and aliased constants with a fallback, as map keys and values. */
  public enum Tone {
    @dev.peregrine.Property(value = "warm", aliases = "hot") WARM,
    COOL,
    @EnumFallback OTHER
  }

  public record Point(int x, int y) {}

  /** Every scalar kind the binder supports, as record components. */
  public record Scalars(
      int i, long l, short s, byte b, float f, double d, boolean z, char c,
      Integer boxedI, Long boxedL, Double boxedD, Boolean boxedZ, Character boxedC,
      String str, BigDecimal decimal, BigInteger bigInt, UUID uuid, URI uri, Color color) {}

  public record Times(
      LocalDate date, LocalTime time, LocalDateTime dateTime, Instant instant,
      OffsetDateTime offsetDateTime, ZonedDateTime zonedDateTime, Duration duration) {}

  public record Arrays(int[] ints, long[] longs, double[] doubles, boolean[] booleans, byte[] bytes,
      String[] strings, Point[] points, int[][] matrix) {}

  public record WithOptional(Optional<String> name, Optional<Point> point) {}

  public record WithObject(String kind, Object any) {}

  public record Box<T>(T value) {}

  public record Pair<A, B>(A first, B second) {}

  /** A classic bean: private fields, no-arg constructor, getters and setters. */
  public static class Person {
    private String name;
    private int age;
    private List<String> tags;
    private Point home;

    public Person() {}

    public Person(String name, int age, List<String> tags, Point home) {
      this.name = name;
      this.age = age;
      this.tags = tags;
      this.home = home;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public int getAge() {
      return age;
    }

    public void setAge(int age) {
      this.age = age;
    }

    public List<String> getTags() {
      return tags;
    }

    public void setTags(List<String> tags) {
      this.tags = tags;
    }

    public Point getHome() {
      return home;
    }

    public void setHome(Point home) {
      this.home = home;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Person p && Objects.equals(name, p.name) && age == p.age
          && Objects.equals(tags, p.tags) && Objects.equals(home, p.home);
    }

    @Override
    public int hashCode() {
      return Objects.hash(name, age, tags, home);
    }

    @Override
    public String toString() {
      return "Person[" + name + ", " + age + ", " + tags + ", " + home + "]";
    }
  }

  /** Declared in an order that is not alphabetical: z, a, m. */
  public static class Unsorted {
    private int z;
    private int a;
    private int m;

    public int getZ() {
      return z;
    }

    public void setZ(int z) {
      this.z = z;
    }

    public int getA() {
      return a;
    }

    public void setA(int a) {
      this.a = a;
    }

    public int getM() {
      return m;
    }

    public void setM(int m) {
      this.m = m;
    }
  }

  public static class Base {
    private long id;
    private String name;

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  public static class Derived extends Base {
    private String extra;

    public String getExtra() {
      return extra;
    }

    public void setExtra(String extra) {
      this.extra = extra;
    }
  }

  /** Immutable, built through an annotated constructor. */
  public static final class Money {
    private final BigDecimal amount;
    private final String currency;

    @Creator
    public Money(@Property("amount") BigDecimal amount, @Property("currency") String currency) {
      this.amount = amount;
      this.currency = currency;
    }

    public BigDecimal getAmount() {
      return amount;
    }

    public String getCurrency() {
      return currency;
    }
  }

  /** Immutable, built through an annotated static factory. */
  public static final class Temperature {
    private final double celsius;
    @Ignore private final boolean factoryUsed;

    private Temperature(double celsius, boolean factoryUsed) {
      this.celsius = celsius;
      this.factoryUsed = factoryUsed;
    }

    @Creator
    public static Temperature of(@Property("celsius") double celsius) {
      return new Temperature(celsius, true);
    }

    public double getCelsius() {
      return celsius;
    }

    @Ignore
    public boolean isFactoryUsed() {
      return factoryUsed;
    }
  }

  public record Renamed(
      @Property(value = "full_name", aliases = {"fullName", "name"}) String fullName,
      @Property("yrs") int years) {}

  public record Ordered(
      @Property(order = 3) int c,
      @Property(order = 1) int a,
      @Property(order = 2) int b) {}

  @PropertyOrder({"id", "title"})
  public record Listed(String body, String title, long id) {}

  public static class WithIgnored {
    private String kept;
    @Ignore private String secret;

    public String getKept() {
      return kept;
    }

    public void setKept(String kept) {
      this.kept = kept;
    }

    public String getSecret() {
      return secret;
    }

    public void setSecret(String secret) {
      this.secret = secret;
    }
  }

  public record Formatted(
      @Format("dd/MM/yyyy") LocalDate day,
      @Format("#,##0.00") double price,
      @Format("yyyy-MM-dd") Date stamp) {}

  @IncludeNulls
  public record NullsIncluded(String a, Integer b) {}

  public record NullsPerProperty(@IncludeNulls String shown, String hidden) {}

  public record NullsNever(@IncludeNulls(false) String never, String other) {}

  public record WithLevel(Level level) {}

  public record Nullable(String name, Integer count, List<String> list, Point point) {}

  public record Tree(String name, List<Tree> children) {}

  // Polymorphism: a sealed interface of records, ids from @TypeName or the simple name.
  public sealed interface Shape permits Circle, Square {}

  @TypeName("circle")
  public record Circle(int r) implements Shape {}

  public record Square(int side) implements Shape {}

  public record Drawing(String title, List<Shape> shapes, Shape main) {}

  // A sealed abstract class of beans, with its own type property name.
  @TypeProperty("kind")
  public abstract static sealed class Vehicle permits Car, Bike {
    private int wheels;

    public int getWheels() {
      return wheels;
    }

    public void setWheels(int wheels) {
      this.wheels = wheels;
    }
  }

  public static final class Car extends Vehicle {
    private String plate;

    public String getPlate() {
      return plate;
    }

    public void setPlate(String plate) {
      this.plate = plate;
    }
  }

  public static final class Bike extends Vehicle {
    private boolean electric;

    public boolean isElectric() {
      return electric;
    }

    public void setElectric(boolean electric) {
      this.electric = electric;
    }
  }

  public record Garage(List<Vehicle> vehicles) {}

  // An open hierarchy: subtypes only count when registered on the builder.
  public abstract static class Animal {
    private String name;

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  public static class Dog extends Animal {
    private boolean goodBoy;

    public boolean isGoodBoy() {
      return goodBoy;
    }

    public void setGoodBoy(boolean goodBoy) {
      this.goodBoy = goodBoy;
    }
  }

  public static class Cat extends Animal {
    private int lives;

    public int getLives() {
      return lives;
    }

    public void setLives(int lives) {
      this.lives = lives;
    }
  }

  /** A subtype of a concrete class, Dog, whose own instances are members of the family too. */
  public static class Puppy extends Dog {
    private int weeks;

    public int getWeeks() {
      return weeks;
    }

    public void setWeeks(int weeks) {
      this.weeks = weeks;
    }
  }

  public record Kennel(List<Dog> dogs, Dog[] line) {}

  /** A subtype that is never registered: reading its id must fail. */
  public static class Cow extends Animal {
    public static int instances;

    public Cow() {
      instances++;
    }
  }

  public record Zoo(List<Animal> animals) {}

  /** A mutable node for shared and circular graphs. */
  public static class Node {
    private String name;
    private Node next;
    private List<Node> links;

    public Node() {}

    public Node(String name) {
      this.name = name;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public Node getNext() {
      return next;
    }

    public void setNext(Node next) {
      this.next = next;
    }

    public List<Node> getLinks() {
      return links;
    }

    public void setLinks(List<Node> links) {
      this.links = links;
    }
  }

  /** A mutable bean for shared references. */
  public static class Cell {
    private int value;

    public Cell() {}

    public Cell(int value) {
      this.value = value;
    }

    public int getValue() {
      return value;
    }

    public void setValue(int value) {
      this.value = value;
    }
  }

  public static class Shared {
    private Cell first;
    private Cell second;
    private List<Cell> all;

    public Cell getFirst() {
      return first;
    }

    public void setFirst(Cell first) {
      this.first = first;
    }

    public Cell getSecond() {
      return second;
    }

    public void setSecond(Cell second) {
      this.second = second;
    }

    public List<Cell> getAll() {
      return all;
    }

    public void setAll(List<Cell> all) {
      this.all = all;
    }
  }

  public record Envelope(String id, Map<String, Object> meta, List<Point> points) {}
}
