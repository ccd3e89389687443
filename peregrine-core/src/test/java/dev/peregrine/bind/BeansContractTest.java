package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Derived;
import dev.peregrine.model.Models.Money;
import dev.peregrine.model.Models.Nullable;
import dev.peregrine.model.Models.Person;
import dev.peregrine.model.Models.Point;
import dev.peregrine.model.Models.Temperature;
import dev.peregrine.model.Models.Tree;
import dev.peregrine.model.Models.Unsorted;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** POJOs, records, creators, inheritance, declaration order, nulls and unknown properties. */
class BeansContractTest {

  @NamedContractTest
  void pojoWrittenInDeclarationOrder(Variant v) {
    Person p = new Person("Ann", 33, List.of("a", "b"), new Point(1, 2));
    assertEquals("{\"name\":\"Ann\",\"age\":33,\"tags\":[\"a\",\"b\"],\"home\":{\"x\":1,\"y\":2}}", v.write(p));
    assertEquals(p, v.roundTrip(p, Person.class));
  }

  @NamedContractTest
  void pojoFromHandWrittenJsonInAnyOrder(Variant v) {
    Person p = v.read("{\"home\":{\"y\":2,\"x\":1},\"tags\":[],\"age\":33,\"name\":\"Ann\"}", Person.class);
    assertEquals(new Person("Ann", 33, List.of(), new Point(1, 2)), p);
  }

  @NamedContractTest
  void declarationOrderIsNotAlphabetical(Variant v) {
    Unsorted u = new Unsorted();
    u.setZ(1);
    u.setA(2);
    u.setM(3);
    assertEquals("{\"z\":1,\"a\":2,\"m\":3}", v.write(u));
  }

  @NamedContractTest
  void recordsRoundTrip(Variant v) {
    assertEquals("{\"x\":1,\"y\":-2}", v.write(new Point(1, -2)));
    assertEquals(new Point(1, -2), v.read("{\"y\":-2,\"x\":1}", Point.class));
    assertEquals(new Point(0, 5), v.read("{\"y\":5}", Point.class), "a missing component is its default");
  }

  @ContractTest
  void recursiveRecords(Variant v) {
    Tree t = new Tree("root", List.of(new Tree("a", List.of()), new Tree("b", List.of(new Tree("c", List.of())))));
    assertEquals(t, v.roundTrip(t, Tree.class));
  }

  @NamedContractTest
  void superclassPropertiesComeFirst(Variant v) {
    Derived d = new Derived();
    d.setExtra("e");
    d.setId(7);
    d.setName("n");
    assertEquals("{\"id\":7,\"name\":\"n\",\"extra\":\"e\"}", v.write(d));
    Derived back = v.read("{\"extra\":\"e\",\"name\":\"n\",\"id\":7}", Derived.class);
    assertAll(() -> assertEquals(7, back.getId()), () -> assertEquals("n", back.getName()),
        () -> assertEquals("e", back.getExtra()));
  }

  @ContractTest
  void superclassPropertiesRoundTrip(Variant v) {
    Derived d = new Derived();
    d.setExtra("e");
    d.setId(7);
    d.setName("n");
    Derived back = v.roundTrip(d, Derived.class);
    assertAll(() -> assertEquals(7, back.getId()), () -> assertEquals("n", back.getName()),
        () -> assertEquals("e", back.getExtra()));
  }

  @NamedContractTest
  void creatorConstructor(Variant v) {
    Money m = v.read("{\"currency\":\"EUR\",\"amount\":12.50}", Money.class);
    assertEquals(new BigDecimal("12.50"), m.getAmount());
    assertEquals("EUR", m.getCurrency());
    assertEquals("{\"amount\":12.50,\"currency\":\"EUR\"}", v.write(m));
  }

  @NamedContractTest
  void creatorStaticFactory(Variant v) {
    Temperature t = v.read("{\"celsius\":-40.5}", Temperature.class);
    assertEquals(-40.5, t.getCelsius());
    assertTrue(t.isFactoryUsed(), "the @Creator factory built the instance");
    assertEquals("{\"celsius\":-40.5}", v.write(t));
  }

  @ContractTest
  void creatorsRoundTrip(Variant v) {
    Money m = v.roundTrip(new Money(new BigDecimal("12.50"), "EUR"), Money.class);
    assertEquals(new BigDecimal("12.50"), m.getAmount());
    assertEquals("EUR", m.getCurrency());
    Temperature t = v.roundTrip(Temperature.of(-40.5), Temperature.class);
    assertEquals(-40.5, t.getCelsius());
    assertTrue(t.isFactoryUsed(), "the @Creator factory built the instance");
  }

  @NamedContractTest
  void nullsAreSkippedByDefault(Variant v) {
    assertEquals("{\"count\":3}", v.write(new Nullable(null, 3, null, null)));
    assertEquals("{}", v.write(new Nullable(null, null, null, null)));
  }

  @NamedContractTest
  void nullsAreWrittenWhenIncluded(Variant v) {
    assertEquals("{\"name\":null,\"count\":3,\"list\":null,\"point\":null}",
        v.with(b -> b.includeNulls(true)).write(new Nullable(null, 3, null, null)));
  }

  /** As Lombok writes a boolean flag: the field isActive, the accessors isActive() and setActive(). */
  public static class Flagged {
    private boolean isActive;
    private String name;

    public boolean isActive() {
      return isActive;
    }

    public void setActive(boolean active) {
      isActive = active;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  /** Both fields exist: two properties, each with its own accessors or field. */
  public static class BothFlags {
    public boolean isOpen;
    public boolean open;
  }

  @ContractTest
  void aBooleanFieldNamedAsItsGetterRoundTrips(Variant v) {
    Flagged f = new Flagged();
    f.setActive(true);
    f.setName("n");
    Flagged back = v.roundTrip(f, Flagged.class);
    assertEquals(true, back.isActive());
    assertEquals("n", back.getName());
  }

  @NamedContractTest
  void aBooleanFieldNamedAsItsGetterIsOneProperty(Variant v) {
    Flagged f = new Flagged();
    f.setActive(true);
    f.setName("n");
    assertEquals("{\"active\":true,\"name\":\"n\"}", v.write(f));
    BothFlags both = new BothFlags();
    both.isOpen = true;
    assertEquals("{\"isOpen\":true,\"open\":false}", v.write(both));
  }

  @ContractTest
  void includedNullsReadBack(Variant v) {
    Variant withNulls = v.with(b -> b.includeNulls(true));
    Nullable n = new Nullable(null, 3, null, null);
    assertEquals(n, withNulls.roundTrip(n, Nullable.class));
  }

  @NamedContractTest
  void nullElementsOfListsAreAlwaysWritten(Variant v) {
    List<String> withNull = new ArrayList<>();
    withNull.add(null);
    withNull.add("a");
    assertEquals("[null,\"a\"]", v.write(withNull));
    assertEquals("{\"list\":[null,\"a\"]}", v.write(new Nullable(null, null, withNull, null)));
  }

  @NamedContractTest
  void explicitNullsAreRead(Variant v) {
    assertEquals(new Nullable(null, null, null, null),
        v.read("{\"name\":null,\"count\":null,\"list\":null,\"point\":null}", Nullable.class));
  }

  @NamedContractTest
  void unknownPropertiesAreSkippedByDefault(Variant v) {
    String text = "{\"x\":1,\"extra\":{\"deep\":[1,{\"a\":[]},\"s\",null]},\"more\":[[[]]],\"y\":2,\"last\":\"z\"}";
    assertEquals(new Point(1, 2), v.read(text, Point.class));
    Person p = v.read("{\"name\":\"n\",\"unknown\":true}", Person.class);
    assertEquals("n", p.getName());
  }

  @NamedContractTest
  void unknownPropertiesFailWhenAsked(Variant v) {
    Variant strict = v.with(b -> b.failOnUnknownProperties(true));
    assertEquals(new Point(1, 2), strict.read("{\"x\":1,\"y\":2}", Point.class));
    PeregrineException e = assertThrows(v.error(), () -> strict.read("{\"x\":1,\"zz\":2}", Point.class));
    assertTrue(e.getMessage().contains("zz"), e.getMessage());
    PeregrineException nested = assertThrows(v.error(),
        () -> strict.read("{\"name\":\"n\",\"home\":{\"x\":1,\"w\":0}}", Person.class));
    assertTrue(nested.path().startsWith("$.home"), nested.path());
  }

  // Malformed text is JSON's own; CborMalformedTest has CBOR's.
  @JsonContractTest
  void unknownPropertiesAreStillSyntaxChecked(Variant v) {
    assertThrows(JsonException.class, () -> v.read("{\"x\":1,\"extra\":[1,}", Point.class));
    assertThrows(JsonException.class, () -> v.read("{\"x\":1,\"extra\":tru}", Point.class));
  }

  @NamedContractTest
  void bindingErrorsCarryThePath(Variant v) {
    PeregrineException e = assertThrows(v.error(),
        () -> v.read("{\"name\":\"n\",\"home\":{\"x\":\"one\"}}", Person.class));
    assertEquals("$.home.x", e.path());
    PeregrineException inList = assertThrows(v.error(),
        () -> v.read("{\"tags\":[\"a\",{}]}", Person.class));
    assertEquals("$.tags[1]", inList.path());
  }

  // A line is a place in text; CBOR errors carry the byte offset alone.
  @JsonContractTest
  void bindingErrorsCarryTheLine(Variant v) {
    JsonException e = assertThrows(JsonException.class,
        () -> v.read("{\"name\":\"n\",\"home\":{\"x\":\"one\"}}", Person.class));
    assertEquals(1, e.line());
  }

  @NamedContractTest
  void missingOptionalFieldsStayNull(Variant v) {
    Person p = v.read("{}", Person.class);
    assertNull(p.getName());
    assertNull(p.getTags());
    assertEquals(0, p.getAge());
  }
}
