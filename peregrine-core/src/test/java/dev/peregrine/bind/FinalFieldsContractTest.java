package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Creator;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Final fields are never assigned, by either engine: a final field's property is read through a creator
 * parameter, or, for a Collection or a Map, by filling the instance the bean holds; otherwise it is written
 * and not read. The generated engine once wrote final fields directly, which the JVM refuses from another
 * class: every read failed from the use that switched a type to its generated codec.
 */
class FinalFieldsContractTest {

  /** A final collection behind a getter, the shape that failed after the switch to generated code. */
  public static class Tags {
    private final List<String> tags = new ArrayList<>();

    public List<String> getTags() {
      return tags;
    }
  }

  /** Final containers and no accessors: each field is a property, filled in place. */
  public static class Inventory {
    private final Map<String, Integer> counts = new LinkedHashMap<>();
    private final Set<String> names = new LinkedHashSet<>();
    private String label;

    Inventory() {}

    Inventory(String label) {
      this.label = label;
      counts.put("a", 1);
      names.add("n");
    }
  }

  /** Final fields set through a creator. */
  public static class Fixed {
    private final String id;
    private final List<String> parts;

    @Creator
    public Fixed(@Property("id") String id, @Property("parts") List<String> parts) {
      this.id = id;
      this.parts = parts;
    }

    public String getId() {
      return id;
    }

    public List<String> getParts() {
      return parts;
    }
  }

  /** A final field that is neither a container nor a creator parameter: written, not read. */
  public static class Versioned {
    private final String version = String.valueOf(1); // not a constant: javac would inline a constant
    private String name;

    public String getVersion() {
      return version;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  /** A getter-only collection with no field of its name: filled in place, as Jackson does. */
  public static class Labelled {
    private final Set<String> seen = new LinkedHashSet<>();

    public Collection<String> getLabels() {
      return seen;
    }
  }

  /** Held instances that cannot be filled: null and unmodifiable. */
  public static class Unfillable {
    private final List<String> missing = null;
    private final List<String> fixed = List.of();

    public List<String> getMissing() {
      return missing;
    }

    public List<String> getFixed() {
      return fixed;
    }
  }

  @NamedContractTest
  void finalCollectionFieldIsFilledInPlace(Variant v) {
    Tags t = v.read("{\"tags\":[\"a\",\"b\"]}", Tags.class);
    assertEquals(List.of("a", "b"), t.getTags());
    Tags none = v.read("{\"tags\":null}", Tags.class);
    assertEquals(List.of(), none.getTags(), "a null leaves the held list as it is");
    Tags back = v.roundTrip(t, Tags.class);
    assertEquals(List.of("a", "b"), back.getTags());
    assertEquals("{\"tags\":[\"a\",\"b\"]}", v.write(t));
  }

  /**
   * Every use from the first to past the code generation threshold, reads and writes interleaved, with the
   * production threshold (the test run generates on the first use): uses 1, 15, 16 and 100 among them.
   */
  @ContractTest
  void finalCollectionFieldReadsOnEveryUseAcrossTheCodegenThreshold(Variant v) {
    withThreshold(15, () -> {
      Variant.Built facade = v.built();
      Tags written = new Tags();
      written.getTags().add("w");
      for (int use = 1; use <= 100; use++) {
        if (use % 3 == 0) {
          Tags back = facade.roundTrip(written, Tags.class);
          assertEquals(List.of("w"), back.getTags(), "use " + use + " in " + v);
        } else {
          Tags back = facade.roundTrip(tags("a", "b" + use), Tags.class);
          assertEquals(List.of("a", "b" + use), back.getTags(), "use " + use + " in " + v);
        }
      }
    });
  }

  /** Writes alone count towards the switch: the first read after sixteen writes is already generated. */
  @ContractTest
  void finalCollectionFieldReadsAfterSixteenWrites(Variant v) {
    withThreshold(15, () -> {
      Variant.Built facade = v.built();
      String text = null;
      for (int use = 1; use <= 16; use++) text = facade.write(tags("x"));
      assertEquals(v.format().namesProperties() ? "{\"tags\":[\"x\"]}" : "[[\"x\"]]", text);
      for (int use = 17; use <= 20; use++) assertEquals(List.of("x"), facade.roundTrip(tags("x"), Tags.class).getTags());
    });
  }

  @ContractTest
  void finalMapAndSetFieldsOfAFieldOnlyBeanAreFilledInPlace(Variant v) {
    Inventory back = v.roundTrip(new Inventory("l"), Inventory.class);
    assertEquals(Map.of("a", 1), back.counts);
    assertEquals(Set.of("n"), back.names);
    assertEquals("l", back.label);
  }

  @NamedContractTest
  void finalFieldsAreReadThroughTheCreator(Variant v) {
    Fixed f = v.read("{\"parts\":[\"p\"],\"id\":\"i\"}", Fixed.class);
    assertEquals("i", f.getId());
    assertEquals(List.of("p"), f.getParts());
  }

  @ContractTest
  void finalFieldsRoundTripThroughTheCreator(Variant v) {
    Fixed f = v.roundTrip(new Fixed("i", List.of("p", "q")), Fixed.class);
    assertEquals("i", f.getId());
    assertEquals(List.of("p", "q"), f.getParts());
  }

  @NamedContractTest
  void finalScalarFieldIsWrittenButNotRead(Variant v) {
    Versioned x = new Versioned();
    x.setName("n");
    assertEquals("{\"version\":\"1\",\"name\":\"n\"}", v.write(x));
    Versioned back = v.read("{\"version\":\"2\",\"name\":\"m\"}", Versioned.class);
    assertEquals("1", back.getVersion());
    assertEquals("m", back.getName());
  }

  @ContractTest
  void getterOnlyCollectionIsFilledInPlace(Variant v) {
    Labelled l = new Labelled();
    l.getLabels().add("a");
    l.getLabels().add("b");
    assertEquals(Set.of("a", "b"), Set.copyOf(v.roundTrip(l, Labelled.class).getLabels()));
  }

  @NamedContractTest
  void aHeldNullOrUnmodifiableCollectionFailsWithThePropertyPath(Variant v) {
    PeregrineException nothing = assertThrows(v.error(), () -> v.read("{\"missing\":[\"a\"]}", Unfillable.class));
    assertEquals("$.missing", nothing.path());
    assertTrue(nothing.getMessage().contains("holds null"), nothing.getMessage());
    PeregrineException fixed = assertThrows(v.error(), () -> v.read("{\"fixed\":[\"a\"]}", Unfillable.class));
    assertEquals("$.fixed", fixed.path());
    assertTrue(fixed.getMessage().contains("unmodifiable"), fixed.getMessage());
    assertTrue(fixed.getCause() instanceof UnsupportedOperationException, String.valueOf(fixed.getCause()));
    // Nothing to add: the bean reads back what it wrote.
    Unfillable empty = v.read("{\"missing\":[],\"fixed\":[]}", Unfillable.class);
    assertEquals(List.of(), empty.getFixed());
  }

  @ContractTest
  void anUnmodifiableEmptyCollectionRoundTrips(Variant v) {
    assertEquals(List.of(), v.roundTrip(new Unfillable(), Unfillable.class).getFixed());
  }

  private static Tags tags(String... values) {
    Tags t = new Tags();
    t.getTags().addAll(List.of(values));
    return t;
  }

  /**
   * Runs {@code body} with the code generation threshold at {@code uses}: codecs made meanwhile switch to
   * generated code after that many uses. The property is read when a codec is made, and tests run one at a
   * time, so the change reaches only this test's codecs.
   */
  static void withThreshold(int uses, Runnable body) {
    String before = System.getProperty("peregrine.codegen.threshold");
    System.setProperty("peregrine.codegen.threshold", Integer.toString(uses));
    try {
      body.run();
    } finally {
      if (before == null) {
        System.clearProperty("peregrine.codegen.threshold");
      } else {
        System.setProperty("peregrine.codegen.threshold", before);
      }
    }
  }
}
