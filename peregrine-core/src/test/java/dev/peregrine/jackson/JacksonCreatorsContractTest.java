package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.differential.InMemoryCompiler;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Jackson's creators: {@code @JsonCreator} in properties mode on a constructor or a static factory, delegating
 * (explicitly, and a single unnamed parameter in mode DEFAULT), DISABLED; and the creators Jackson finds without
 * it ({@code @ConstructorProperties}, parameter names with {@code -parameters}, the single public constructor),
 * and getters that are default methods of an interface. Each is compared with Jackson 2 and 3 on the same class.
 */
class JacksonCreatorsContractTest {
  public static final class Account {
    private final String id;
    private final int balance;

    @JsonCreator
    public Account(@JsonProperty("id") String id, @JsonProperty("balance") int balance) {
      this.id = id;
      this.balance = balance;
    }

    public String getId() {
      return id;
    }

    public int getBalance() {
      return balance;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Account a && a.id.equals(id) && a.balance == balance;
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, balance);
    }
  }

  public static final class Range {
    private final int low;
    private final int high;
    private String label;

    private Range(int low, int high) {
      this.low = low;
      this.high = high;
    }

    @JsonCreator
    public static Range between(@JsonProperty("low") int low, @JsonProperty("high") int high) {
      return new Range(Math.min(low, high), Math.max(low, high));
    }

    public int getLow() {
      return low;
    }

    public int getHigh() {
      return high;
    }

    public String getLabel() {
      return label;
    }

    public void setLabel(String label) {
      this.label = label;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Range r && r.low == low && r.high == high && Objects.equals(r.label, label);
    }

    @Override
    public int hashCode() {
      return Objects.hash(low, high, label);
    }
  }

  /** Written as a bean, read from the text of one (a delegating creator takes the whole value). */
  public static final class Money {
    private final long cents;
    private final String currency;

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public Money(String text) {
      String[] parts = text.split(" ");
      this.cents = Long.parseLong(parts[0]);
      this.currency = parts[1];
    }

    public long getCents() {
      return cents;
    }

    public String getCurrency() {
      return currency;
    }
  }

  /** A creator of mode DEFAULT with one parameter that names no property: delegating, as in Jackson. */
  public static final class Tags {
    private final Map<String, Integer> counts;

    @JsonCreator
    public Tags(Map<String, Integer> counts) {
      this.counts = counts;
    }

    public int getTotal() {
      return counts.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  public interface Named {
    String getFirst();

    String getLast();

    default String getFullName() {
      return getFirst() + " " + getLast();
    }
  }

  public static class Person implements Named {
    private String first;
    private String last;

    @Override
    public String getFirst() {
      return first;
    }

    public void setFirst(String first) {
      this.first = first;
    }

    @Override
    public String getLast() {
      return last;
    }

    public void setLast(String last) {
      this.last = last;
    }
  }

  @NamedContractTest
  void propertiesCreatorConstructorReadsAndWritesAsJackson(Variant v) {
    Account a = new Account("acc-1", 250);
    assertWritesAsJackson(a, v.write(a));
    String doc = "{\"balance\":30,\"id\":\"x\",\"other\":1}";
    Account read = v.read(doc, Account.class);
    assertEquals(new Account("x", 30), read);
    assertReadsAsJackson(doc, Account.class, read);
  }

  @ContractTest
  void propertiesCreatorsRoundTrip(Variant v) {
    assertEquals(new Account("acc-1", 250), v.roundTrip(new Account("acc-1", 250), Account.class));
    Range r = Range.between(9, 2);
    r.setLabel("l");
    assertEquals(r, v.roundTrip(r, Range.class));
  }

  @NamedContractTest
  void staticFactoryCreatorIsCalledAndOtherPropertiesAreSetAfter(Variant v) {
    String doc = "{\"low\":9,\"high\":2,\"label\":\"x\"}";
    Range read = v.read(doc, Range.class);
    assertEquals(2, read.getLow());
    assertEquals("x", read.getLabel());
    assertReadsAsJackson(doc, Range.class, read);
    assertWritesAsJackson(read, v.write(read));
  }

  @NamedContractTest
  void delegatingCreatorReadsTheWholeValue(Variant v) {
    Money m = v.read("\"1250 EUR\"", Money.class);
    assertEquals(1250, m.getCents());
    assertReadsAsJackson("\"1250 EUR\"", Money.class, m);
    assertWritesAsJackson(m, v.write(m));
  }

  @NamedContractTest
  void singleUnnamedParameterOfModeDefaultIsDelegating(Variant v) {
    String doc = "{\"a\":1,\"b\":2}";
    Tags t = v.read(doc, Tags.class);
    assertEquals(3, t.getTotal());
    assertReadsAsJackson(doc, Tags.class, t);
    assertWritesAsJackson(t, v.write(t));
  }

  @NamedContractTest
  void interfaceDefaultGettersAreWritten(Variant v) {
    Person p = new Person();
    p.setFirst("Ada");
    p.setLast("Lovelace");
    String written = v.write(p);
    assertTrue(written.contains("\"fullName\":\"Ada Lovelace\""), written);
    assertWritesAsJackson(p, written);
    Person read = v.read(written, Person.class);
    assertEquals("Lovelace", read.getLast());
    assertReadsAsJackson(written, Person.class, read);
  }

  @ContractTest
  void interfaceDefaultGettersRoundTrip(Variant v) {
    Person p = new Person();
    p.setFirst("Ada");
    p.setLast("Lovelace");
    assertEquals("Ada Lovelace", v.roundTrip(p, Person.class).getFullName());
  }

  @Test
  void aDelegatingCreatorWithMoreThanOneParameterIsRefused() {
    PeregrineException e = assertThrows(PeregrineException.class,
        () -> Json.create().read("1", TwoDelegates.class));
    assertTrue(e.getMessage().contains("must take exactly one"), e.getMessage());
  }

  public static final class TwoDelegates {
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public TwoDelegates(int a, int b) {}
  }

  // ---- classes compiled with -parameters, as build tools compile applications

  private static final String PACKAGE = "dev.peregrine.jackson.compiled";

  private static final String SOURCES_PREFIX = "package " + PACKAGE + ";\n"
      + "import com.fasterxml.jackson.annotation.*;\n";

  private static final ClassLoader COMPILED = InMemoryCompiler.compile(Map.of(
      // @ConstructorProperties is in java.desktop, which the test module does not read: these are compiled apart.
      PACKAGE + ".Item", SOURCES_PREFIX
          + "public final class Item {\n"
          + "  private final String name; private final int count;\n"
          + "  public Item(String name, int count) { this.name = name; this.count = count; }\n"
          + "  public String getName() { return name; }\n"
          + "  public int getCount() { return count; }\n"
          + "}\n",
      PACKAGE + ".Label", SOURCES_PREFIX
          + "public final class Label {\n"
          + "  private final String text;\n"
          + "  @JsonCreator public Label(String text) { this.text = text + '!'; }\n"
          + "  public String getText() { return text; }\n"
          + "}\n",
      PACKAGE + ".Point", SOURCES_PREFIX
          + "public final class Point {\n"
          + "  public int x; public int y;\n"
          + "  public Point() {}\n"
          + "  // Never used: both create with the no-arg constructor and set the fields.\n"
          + "  @JsonCreator(mode = JsonCreator.Mode.DISABLED) @java.beans.ConstructorProperties({\"x\", \"y\"})\n"
          + "  public Point(int x, int y) { this.x = -x; this.y = -y; }\n"
          + "}\n",
      PACKAGE + ".Pair", SOURCES_PREFIX
          + "public final class Pair {\n"
          + "  private final String left; private final int right;\n"
          + "  // Preferred over the no-arg constructor, as Jackson prefers it.\n"
          + "  @java.beans.ConstructorProperties({\"left\", \"right\"})\n"
          + "  public Pair(String left, int right) { this.left = left; this.right = right * 2; }\n"
          + "  public Pair() { this(\"none\", 0); }\n"
          + "  public String getLeft() { return left; }\n"
          + "  public int getRight() { return right; }\n"
          + "}\n",
      PACKAGE + ".Wrapper", SOURCES_PREFIX
          + "public final class Wrapper {\n"
          + "  private final String inner;\n"
          + "  @JsonCreator public Wrapper(String inner) { this.inner = inner; }\n"
          + "  public String describe() { return inner; }\n"
          + "}\n"));

  private static Class<?> compiled(String name) {
    try {
      return COMPILED.loadClass(PACKAGE + "." + name);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void readsAsJackson(Variant v, String doc, Class<?> type) {
    Object read = v.read(doc, type);
    assertReadsAsJackson(doc, (Class) type, read);
  }

  @NamedContractTest
  void theOnlyConstructorWithParameterNamesIsTheCreator(Variant v) {
    readsAsJackson(v, "{\"name\":\"n\",\"count\":3}", compiled("Item"));
    assertEquals("{\"name\":\"n\",\"count\":3}", v.write(v.read("{\"name\":\"n\",\"count\":3}", compiled("Item"))));
  }

  @NamedContractTest
  void aSingleParameterNamedAsAPropertyIsAPropertiesCreator(Variant v) {
    readsAsJackson(v, "{\"text\":\"hi\"}", compiled("Label"));
    assertEquals("{\"text\":\"hi!\"}", v.write(v.read("{\"text\":\"hi\"}", compiled("Label"))));
  }

  @NamedContractTest
  void aSingleParameterNamingNoPropertyIsDelegating(Variant v) {
    Object w = v.read("\"x\"", compiled("Wrapper"));
    assertEquals("x", describe(w));
    try {
      assertEquals("x", describe(JacksonOracles.JACKSON_2.readValue("\"x\"", compiled("Wrapper"))));
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
    assertEquals("x", describe(JacksonOracles.JACKSON_3.readValue("\"x\"", compiled("Wrapper"))));
  }

  @NamedContractTest
  void disabledCreatorIsNeverUsed(Variant v) {
    readsAsJackson(v, "{\"x\":1,\"y\":2}", compiled("Point"));
    assertEquals("{\"x\":1,\"y\":2}", v.write(v.read("{\"x\":1,\"y\":2}", compiled("Point"))));
  }

  @NamedContractTest
  void constructorPropertiesNameTheParameters(Variant v) {
    readsAsJackson(v, "{\"left\":\"l\",\"right\":4}", compiled("Pair"));
    assertEquals("{\"left\":\"l\",\"right\":8}", v.write(v.read("{\"left\":\"l\",\"right\":4}", compiled("Pair"))));
  }

  private static String describe(Object wrapper) {
    try {
      return (String) wrapper.getClass().getMethod("describe").invoke(wrapper);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
