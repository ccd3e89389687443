package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.contract.JsonContractTest;
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

  @JsonContractTest
  void pojoWrittenInDeclarationOrder(Variant v) {
    Person p = new Person("Ann", 33, List.of("a", "b"), new Point(1, 2));
    assertEquals("{\"name\":\"Ann\",\"age\":33,\"tags\":[\"a\",\"b\"],\"home\":{\"x\":1,\"y\":2}}", v.write(p));
    assertEquals(p, v.roundTrip(p, Person.class));
  }

  @JsonContractTest
  void pojoFromHandWrittenJsonInAnyOrder(Variant v) {
    Person p = v.read("{\"home\":{\"y\":2,\"x\":1},\"tags\":[],\"age\":33,\"name\":\"Ann\"}", Person.class);
    assertEquals(new Person("Ann", 33, List.of(), new Point(1, 2)), p);
  }

  @JsonContractTest
  void declarationOrderIsNotAlphabetical(Variant v) {
    Unsorted u = new Unsorted();
    u.setZ(1);
    u.setA(2);
    u.setM(3);
    assertEquals("{\"z\":1,\"a\":2,\"m\":3}", v.write(u));
  }

  @JsonContractTest
  void recordsRoundTrip(Variant v) {
    assertEquals("{\"x\":1,\"y\":-2}", v.write(new Point(1, -2)));
    assertEquals(new Point(1, -2), v.read("{\"y\":-2,\"x\":1}", Point.class));
    assertEquals(new Point(0, 5), v.read("{\"y\":5}", Point.class), "a missing component is its default");
  }

  @JsonContractTest
  void recursiveRecords(Variant v) {
    Tree t = new Tree("root", List.of(new Tree("a", List.of()), new Tree("b", List.of(new Tree("c", List.of())))));
    assertEquals(t, v.roundTrip(t, Tree.class));
  }

  @JsonContractTest
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

  @JsonContractTest
  void creatorConstructor(Variant v) {
    Money m = v.read("{\"currency\":\"EUR\",\"amount\":12.50}", Money.class);
    assertEquals(new BigDecimal("12.50"), m.getAmount());
    assertEquals("EUR", m.getCurrency());
    assertEquals("{\"amount\":12.50,\"currency\":\"EUR\"}", v.write(m));
  }

  @JsonContractTest
  void creatorStaticFactory(Variant v) {
    Temperature t = v.read("{\"celsius\":-40.5}", Temperature.class);
    assertEquals(-40.5, t.getCelsius());
    assertTrue(t.isFactoryUsed(), "the @Creator factory built the instance");
    assertEquals("{\"celsius\":-40.5}", v.write(t));
  }

  @JsonContractTest
  void nullsAreSkippedByDefault(Variant v) {
    assertEquals("{\"count\":3}", v.write(new Nullable(null, 3, null, null)));
    assertEquals("{}", v.write(new Nullable(null, null, null, null)));
  }

  @JsonContractTest
  void nullsAreWrittenWhenIncluded(Variant v) {
    Json json = v.json(b -> b.includeNulls(true));
    assertEquals("{\"name\":null,\"count\":3,\"list\":null,\"point\":null}",
        v.write(json, new Nullable(null, 3, null, null)));
    assertEquals(new Nullable(null, 3, null, null), v.roundTrip(json, new Nullable(null, 3, null, null), Nullable.class));
  }

  @JsonContractTest
  void nullElementsOfListsAreAlwaysWritten(Variant v) {
    List<String> withNull = new ArrayList<>();
    withNull.add(null);
    withNull.add("a");
    assertEquals("[null,\"a\"]", v.write(withNull));
    assertEquals("{\"list\":[null,\"a\"]}", v.write(new Nullable(null, null, withNull, null)));
  }

  @JsonContractTest
  void explicitNullsAreRead(Variant v) {
    assertEquals(new Nullable(null, null, null, null),
        v.read("{\"name\":null,\"count\":null,\"list\":null,\"point\":null}", Nullable.class));
  }

  @JsonContractTest
  void unknownPropertiesAreSkippedByDefault(Variant v) {
    String text = "{\"x\":1,\"extra\":{\"deep\":[1,{\"a\":[]},\"s\",null]},\"more\":[[[]]],\"y\":2,\"last\":\"z\"}";
    assertEquals(new Point(1, 2), v.read(text, Point.class));
    Person p = v.read("{\"name\":\"n\",\"unknown\":true}", Person.class);
    assertEquals("n", p.getName());
  }

  @JsonContractTest
  void unknownPropertiesFailWhenAsked(Variant v) {
    Json strict = v.json(b -> b.failOnUnknownProperties(true));
    assertEquals(new Point(1, 2), v.read(strict, "{\"x\":1,\"y\":2}", Point.class));
    JsonException e = assertThrows(JsonException.class, () -> v.read(strict, "{\"x\":1,\"zz\":2}", Point.class));
    assertTrue(e.getMessage().contains("zz"), e.getMessage());
    JsonException nested = assertThrows(JsonException.class,
        () -> v.read(strict, "{\"name\":\"n\",\"home\":{\"x\":1,\"w\":0}}", Person.class));
    assertTrue(nested.path().startsWith("$.home"), nested.path());
  }

  @JsonContractTest
  void unknownPropertiesAreStillSyntaxChecked(Variant v) {
    assertThrows(JsonException.class, () -> v.read("{\"x\":1,\"extra\":[1,}", Point.class));
    assertThrows(JsonException.class, () -> v.read("{\"x\":1,\"extra\":tru}", Point.class));
  }

  @JsonContractTest
  void bindingErrorsCarryThePath(Variant v) {
    JsonException e = assertThrows(JsonException.class,
        () -> v.read("{\"name\":\"n\",\"home\":{\"x\":\"one\"}}", Person.class));
    assertEquals("$.home.x", e.path());
    assertEquals(1, e.line());
    JsonException inList = assertThrows(JsonException.class,
        () -> v.read("{\"tags\":[\"a\",{}]}", Person.class));
    assertEquals("$.tags[1]", inList.path());
  }

  @JsonContractTest
  void missingOptionalFieldsStayNull(Variant v) {
    Person p = v.read("{}", Person.class);
    assertNull(p.getName());
    assertNull(p.getTags());
    assertEquals(0, p.getAge());
  }
}
