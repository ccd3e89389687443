package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Format;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.JsonContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Animal;
import dev.peregrine.model.Models.Dog;
import dev.peregrine.model.Models.Point;
import dev.peregrine.model.Models.Tree;
import dev.peregrine.model.Models.WithObject;
import dev.peregrine.model.Models.Zoo;
import dev.peregrine.model.Wide;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Corners of binding that a fast path tends to get wrong. */
class BindingEdgeCasesContractTest {

  public record Prefixes(int a, int ab, int abc, int abcd, int b) {}

  public record Unicode(int caf\u00e9, int \u540d\u524d, int \u03c0) {}

  public record Positive(int n) {
    public Positive {
      if (n < 0) throw new IllegalArgumentException("negative: " + n);
    }
  }

  public static class Checked {
    private int n;

    public int getN() {
      return n;
    }

    public void setN(int n) {
      if (n < 0) throw new IllegalArgumentException("negative: " + n);
      this.n = n;
    }
  }

  public static class IdHolder<T> {
    private T id;

    public T getId() {
      return id;
    }

    public void setId(T id) {
      this.id = id;
    }
  }

  public static class StringId extends IdHolder<String> {}

  public static class PointId extends IdHolder<Point> {}

  public record Stamped(@Format("yyyy-MM-dd HH:mm:ss") Instant at) {}

  public sealed interface Expr permits Num, BinOp {}

  public record Num(int value) implements Expr {}

  public sealed interface BinOp extends Expr permits Add, Mul {}

  public record Add(Expr left, Expr right) implements BinOp {}

  public record Mul(Expr left, Expr right) implements BinOp {}

  public abstract static class Abstract {
    public int x;
  }

  public static final class NoWayToBuild {
    private final int x;

    public NoWayToBuild(int x, int y) {
      this.x = x + y;
    }

    public int getX() {
      return x;
    }
  }

  // Escapes are JSON text's: CBOR text has none.
  @JsonContractTest
  void escapedPropertyNamesMatch(Variant v) {
    assertEquals(new Point(1, 2), v.read("{\"\\u0078\":1,\"\\u0079\":2}", Point.class));
    assertEquals(new Prefixes(1, 2, 0, 0, 0), v.read("{\"\\u0061\":1,\"a\\u0062\":2}", Prefixes.class));
  }

  @NamedContractTest
  void namesThatArePrefixesOfEachOther(Variant v) {
    Prefixes p = new Prefixes(1, 2, 3, 4, 5);
    assertEquals(p, v.read("{\"abcd\":4,\"abc\":3,\"ab\":2,\"a\":1,\"b\":5}", Prefixes.class));
    assertEquals(p, v.roundTrip(p, Prefixes.class));
    assertEquals(new Prefixes(0, 0, 0, 0, 0), v.read("{\"abcde\":9,\"ac\":9,\"\":9,\"A\":9}", Prefixes.class));
    Variant strict = v.with(b -> b.failOnUnknownProperties(true));
    assertThrows(v.error(), () -> strict.read("{\"abcde\":9}", Prefixes.class));
    assertThrows(v.error(), () -> strict.read("{\"abc \":9}", Prefixes.class));
  }

  @NamedContractTest
  void nonAsciiPropertyNames(Variant v) {
    Unicode u = new Unicode(1, 2, 3);
    assertEquals("{\"caf\u00e9\":1,\"\u540d\u524d\":2,\"\u03c0\":3}", v.write(u));
    assertEquals(u, v.roundTrip(u, Unicode.class));
    assertEquals(u, v.read("{\"\\u03c0\":3,\"caf\\u00e9\":1,\"\\u540D\\u524D\":2}", Unicode.class));
  }

  @NamedContractTest
  void moreThanSixtyFourProperties(Variant v) {
    int[] values = new int[66];
    StringBuilder text = new StringBuilder("{");
    for (int i = 65; i >= 0; i--) {
      values[i] = i * 3 - 7;
      text.append('"').append('p').append(i).append("\":").append(values[i]).append(i == 0 ? "}" : ",");
    }
    Wide w = v.read(text.toString(), Wide.class);
    assertEquals(values[65], w.p65());
    assertEquals(values[0], w.p0());
    assertEquals(values[63], w.p63());
    assertEquals(values[64], w.p64());
    assertTrue(v.write(w).startsWith("{\"p0\":-7,\"p1\":-4,"), "declaration order");
  }

  @ContractTest
  void moreThanSixtyFourPropertiesRoundTrip(Variant v) {
    Wide w = new Wide(-7, -4, -1, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 53, 56, 59, 62,
        65, 68, 71, 74, 77, 80, 83, 86, 89, 92, 95, 98, 101, 104, 107, 110, 113, 116, 119, 122, 125, 128, 131, 134,
        137, 140, 143, 146, 149, 152, 155, 158, 161, 164, 167, 170, 173, 176, 179, 182, 185, 188);
    assertEquals(w, v.roundTrip(w, Wide.class));
  }

  @NamedContractTest
  void constructorFailuresAreFormatExceptions(Variant v) {
    PeregrineException e = assertThrows(v.error(), () -> v.read("{\"n\":-1}", Positive.class));
    assertTrue(e.getMessage().contains("negative"), e.getMessage());
    assertEquals(new Positive(1), v.read("{\"n\":1}", Positive.class));
    PeregrineException inList = assertThrows(v.error(),
        () -> v.read("[{\"n\":1},{\"n\":-1}]", new TypeRef<List<Positive>>() {}));
    assertTrue(inList.path().startsWith("$[1]"), inList.path());
  }

  @NamedContractTest
  void setterFailuresAreFormatExceptions(Variant v) {
    PeregrineException e = assertThrows(v.error(), () -> v.read("{\"n\":-1}", Checked.class));
    assertTrue(e.getMessage().contains("negative"), e.getMessage());
  }

  @NamedContractTest
  void typeVariablesResolveThroughTheSuperclass(Variant v) {
    StringId s = v.read("{\"id\":\"abc\"}", StringId.class);
    assertEquals("abc", s.getId());
    PointId p = v.read("{\"id\":{\"x\":1,\"y\":2}}", PointId.class);
    assertInstanceOf(Point.class, p.getId());
    assertEquals("{\"id\":{\"x\":1,\"y\":2}}", v.write(p));
  }

  @NamedContractTest
  void formattedInstantIsUtc(Variant v) {
    Stamped s = new Stamped(Instant.parse("2024-02-29T13:45:30Z"));
    assertEquals("{\"at\":\"2024-02-29 13:45:30\"}", v.write(s));
  }

  @ContractTest
  void formattedInstantRoundTrips(Variant v) {
    Stamped s = new Stamped(Instant.parse("2024-02-29T13:45:30Z"));
    assertEquals(s, v.roundTrip(s, Stamped.class));
  }

  @NamedContractTest
  void nestedSealedHierarchies(Variant v) {
    Expr e = new Add(new Num(1), new Mul(new Num(2), new Num(3)));
    assertEquals("{\"@type\":\"Add\",\"left\":{\"@type\":\"Num\",\"value\":1},\"right\":{\"@type\":\"Mul\","
        + "\"left\":{\"@type\":\"Num\",\"value\":2},\"right\":{\"@type\":\"Num\",\"value\":3}}}",
        v.write(new Add(new Num(1), new Mul(new Num(2), new Num(3)))));
    assertEquals(new Mul(new Num(2), new Num(3)),
        v.read("{\"@type\":\"Mul\",\"left\":{\"@type\":\"Num\",\"value\":2},\"right\":{\"value\":3,\"@type\":\"Num\"}}",
            BinOp.class));
    assertThrows(v.error(), () -> v.read("{\"@type\":\"Num\",\"value\":1}", BinOp.class),
        "Num is not a BinOp");
  }

  @ContractTest
  void nestedSealedHierarchiesRoundTrip(Variant v) {
    Expr e = new Add(new Num(1), new Mul(new Num(2), new Num(3)));
    assertEquals(e, v.roundTrip(e, Expr.class));
    assertEquals(new Mul(new Num(2), new Num(3)), v.roundTrip(new Mul(new Num(2), new Num(3)), BinOp.class));
  }

  static Zoo zooWithOneDogTwice() {
    Dog dog = new Dog();
    dog.setName("Rex");
    return new Zoo(List.of(dog, dog));
  }

  @ContractTest
  void sharedPolymorphicBeansWithReferences(Variant v) {
    Variant refs = v.with(b -> b.references(true).subtype(Animal.class, Dog.class));
    Zoo back = refs.roundTrip(zooWithOneDogTwice(), Zoo.class);
    assertSame(back.animals().get(0), back.animals().get(1));
  }

  // {"$ref": path} is JSON's reference; CBOR's (tags 28 and 29) are in CborBindingTest.
  @JsonContractTest
  void sharedPolymorphicBeansAreWrittenAsReferences(Variant v) {
    Json json = v.json(b -> b.references(true).subtype(Animal.class, Dog.class));
    assertEquals("{\"animals\":[{\"@type\":\"Dog\",\"name\":\"Rex\",\"goodBoy\":false},{\"$ref\":\"$.animals[0]\"}]}",
        v.write(json, zooWithOneDogTwice()));
  }

  @NamedContractTest
  void objectPropertiesWriteTheirRuntimeType(Variant v) {
    assertEquals("{\"kind\":\"k\",\"any\":{\"x\":1,\"y\":2}}", v.write(new WithObject("k", new Point(1, 2))));
    assertEquals("{\"kind\":\"k\",\"any\":[1,\"a\"]}", v.write(new WithObject("k", List.of(1, "a"))));
  }

  @ContractTest
  void optionalAtTheTopLevel(Variant v) {
    assertEquals(Optional.empty(), v.read("null", new TypeRef<Optional<Integer>>() {}));
    assertEquals("null", v.write(Optional.empty()));
    assertEquals("3", v.write(Optional.of(3)));
  }

  @NamedContractTest
  void typedDepthLimit(Variant v) {
    String deep = "{\"children\":[".repeat(499) + "{}" + "]}".repeat(499);
    Tree t = v.read(deep, Tree.class);
    assertEquals(1, t.children().size());
    String tooDeep = "{\"children\":[".repeat(501) + "{}" + "]}".repeat(501);
    assertThrows(v.error(), () -> v.read(tooDeep, Tree.class));
  }

  @NamedContractTest
  void typesThatCannotBeBuiltFailCleanly(Variant v) {
    assertThrows(PeregrineException.class, () -> v.read("{\"x\":1}", Abstract.class));
    assertThrows(PeregrineException.class, () -> v.read("{\"x\":1}", NoWayToBuild.class));
  }

  @ContractTest
  void aSecondValueAfterTheBoundValueIsAnError(Variant v) {
    assertEquals(List.of(1, 2), v.read("[1,2]", new TypeRef<List<Integer>>() {}));
    assertThrows(v.error(), () -> v.read("[1,2] [3]", new TypeRef<List<Integer>>() {}));
    assertThrows(v.error(), () -> v.read("1 2", int.class));
    assertThrows(v.error(), () -> v.read("\"a\" null", String.class));
    assertThrows(v.error(), () -> v.parse("{} {}"));
  }

  // Stray characters and whitespace are JSON text's; in CBOR a second data item is what can follow (above).
  @JsonContractTest
  void trailingContentAfterABoundValueIsAnError(Variant v) {
    assertThrows(JsonException.class, () -> v.read("{\"x\":1,\"y\":2} {}", Point.class));
    assertThrows(JsonException.class, () -> v.read("[1,2]]", new TypeRef<List<Integer>>() {}));
    assertThrows(JsonException.class, () -> v.read("1 x", int.class));
    assertEquals(new Point(1, 2), v.read(" {\"x\":1,\"y\":2}\n\t ", Point.class));
  }
}
