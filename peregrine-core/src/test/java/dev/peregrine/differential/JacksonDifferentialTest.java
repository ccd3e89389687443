package dev.peregrine.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;

/**
 * Peregrine against Jackson over generated bean classes: classes of many shapes (public, private, final,
 * static, transient fields, getters and setters present or not, inheritance and a generic superclass,
 * properties declared as an interface or a superclass holding a subclass, records, enums, collections, maps,
 * Optional, java.time, nulls) are compiled at test time, filled with generated values, and for every value:
 *
 * <ul>
 *   <li>Peregrine's JSON equals Jackson's, compared as trees;
 *   <li>Peregrine reads Jackson's JSON, and its own, to the object Jackson reads (compared through Jackson's
 *       writer), or fails with its own exception where Jackson cannot read it;
 *   <li>Peregrine's CBOR reads back to the same object, and Jackson's CBOR reader sees the same tree in it.
 * </ul>
 *
 * <p>Every check runs on each use of a type from the first to well past the use at which Peregrine generates a
 * codec class (the production threshold, not the test build's zero), with code generation on and off. Where
 * Peregrine's defaults differ from Jackson's on purpose, {@link JacksonOracle.Rule} names the difference and the
 * oracle follows it. The test command runs a bounded number of shapes; {@code -Dperegrine.differential.long=true}
 * runs {@link #peregrineAgreesWithJacksonLong} over many more.
 */
class JacksonDifferentialTest {
  private static final String THRESHOLD = "peregrine.codegen.threshold";
  /** The production threshold (CodecGenerator's default), after which a type runs generated code. */
  private static final int PRODUCTION_THRESHOLD = 15;
  /** Values per shape and engine: each takes about three uses of the root type, so well past the threshold. */
  private static final int VALUES = 40;
  private static final AtomicInteger PACKAGES = new AtomicInteger();

  @Property(tries = 60, shrinking = ShrinkingMode.BOUNDED)
  void peregrineAgreesWithJackson(@ForAll("shapes") Shape shape, @ForAll long seed) throws Exception {
    check(shape, seed);
  }

  @Property(tries = 2000, shrinking = ShrinkingMode.BOUNDED)
  @AddLifecycleHook(LongModeOnly.class)
  void peregrineAgreesWithJacksonLong(@ForAll("shapes") Shape shape, @ForAll long seed) throws Exception {
    check(shape, seed);
  }

  /** Runs the long mode only when asked for: {@code -Dperegrine.differential.long=true}. */
  public static final class LongModeOnly implements SkipExecutionHook {
    @Override
    public SkipResult shouldBeSkipped(LifecycleContext context) {
      return Boolean.getBoolean("peregrine.differential.long") ? SkipResult.doNotSkip()
          : SkipResult.skip("the long differential run is on with -Dperegrine.differential.long=true");
    }
  }

  @Provide
  Arbitrary<Shape> shapes() {
    Arbitrary<Shape.Access> anyAccess = Arbitraries.of(Shape.Access.class);
    Arbitrary<Shape.Access> fieldAccess = Arbitraries.of(Shape.Access.PUBLIC_FIELD, Shape.Access.PRIVATE_HIDDEN,
        Shape.Access.PRIVATE_HIDDEN, Shape.Access.PUBLIC_TRANSIENT);
    Arbitrary<Shape.Type> types = Arbitraries.of(Shape.Type.class);
    Arbitrary<Shape.Kind> kinds = Arbitraries.frequency(Tuple.of(3, Shape.Kind.PLAIN),
        Tuple.of(2, Shape.Kind.WITH_BASE), Tuple.of(1, Shape.Kind.GENERIC_BASE), Tuple.of(2, Shape.Kind.RECORD));
    // One shape in five declares fields only, so that field-only beans come up as often as beans with accessors.
    return Arbitraries.integers().between(0, 4).flatMap(pick -> {
      Arbitrary<Shape.Access> access = pick == 0 ? fieldAccess : anyAccess;
      Arbitrary<Shape.Field> field = Combinators.combine(access, types).as(JacksonDifferentialTest::field);
      return Combinators.combine(kinds, field.list().ofMinSize(1).ofMaxSize(8), field.list().ofMaxSize(4))
          .as((kind, fields, base) -> new Shape(kind, fields, kind == Shape.Kind.WITH_BASE ? base : List.of()));
    });
  }

  /** A field Java can declare: a final collection holds a collection, a static field is an int. */
  private static Shape.Field field(Shape.Access access, Shape.Type type) {
    if (access == Shape.Access.FINAL_COLLECTION && !type.collection()) type = Shape.Type.LIST_STRING;
    if (access == Shape.Access.STATIC) type = Shape.Type.INT;
    return new Shape.Field(access, type);
  }

  private static void check(Shape shape, long seed) throws Exception {
    String pkg = "generated.shape" + PACKAGES.incrementAndGet();
    Map<String, String> sources = shape.sources(pkg);
    ClassLoader loader = InMemoryCompiler.compile(sources);
    Class<?> root = loader.loadClass(pkg + ".Root");
    Set<Class<?>> fieldOnly = new HashSet<>();
    if (shape.fieldOnly()) {
      fieldOnly.add(root);
      if (shape.kind() == Shape.Kind.WITH_BASE) fieldOnly.add(loader.loadClass(pkg + ".Base"));
    }
    JacksonOracle oracle = new JacksonOracle(fieldOnly);
    Method sample = root.getMethod("sample", Random.class);
    String source = sources.get(pkg + ".Root") + (sources.containsKey(pkg + ".Base") ? sources.get(pkg + ".Base") : "");
    String previous = System.getProperty(THRESHOLD);
    System.setProperty(THRESHOLD, String.valueOf(PRODUCTION_THRESHOLD));
    try {
      for (boolean codegen : new boolean[] {true, false}) {
        Json json = Json.builder().codegen(codegen).build();
        Cbor cbor = Cbor.builder().codegen(codegen).build();
        for (int i = 1; i <= VALUES; i++) {
          Object value = sample.invoke(null, new Random(seed * 1_000_003L + i));
          String where = "codegen " + (codegen ? "on" : "off") + ", value " + i + " of the shape\n" + source;
          checkValue(oracle, json, cbor, root, value, where);
        }
      }
    } finally {
      if (previous == null) System.clearProperty(THRESHOLD); else System.setProperty(THRESHOLD, previous);
    }
  }

  private static void checkValue(JacksonOracle oracle, Json json, Cbor cbor, Class<?> root, Object value,
      String where) {
    String expected = oracle.write(value);
    String written = peregrine(() -> json.write(value), "JSON write", where);
    same(oracle.tree(expected), oracle.tree(written), "JSON write: Jackson " + expected + "\nPeregrine " + written, where);

    byte[] cborBytes = peregrine(() -> cbor.write(value), "CBOR write", where);
    same(oracle.tree(expected), oracle.cborTree(cborBytes), "CBOR write, read by Jackson's CBOR reader", where);

    Object jacksonRead;
    try {
      jacksonRead = oracle.read(expected, root);
    } catch (Exception jacksonRefuses) {
      // Rule INTERFACES_WRITE_ONLY: what Jackson cannot read, Peregrine refuses with its own exception.
      refuses(() -> json.read(expected, root), "JSON read of Jackson's " + expected, jacksonRefuses, where);
      refuses(() -> json.read(written, root), "JSON read of its own " + written, jacksonRefuses, where);
      refuses(() -> cbor.read(cborBytes, root), "CBOR read of its own", jacksonRefuses, where);
      return;
    }
    String reference = oracle.write(jacksonRead);
    Object fromJackson = peregrine(() -> json.read(expected, root), "JSON read of Jackson's " + expected, where);
    same(oracle.tree(reference), oracle.tree(oracle.write(fromJackson)), "JSON read of Jackson's " + expected, where);
    Object fromOwn = peregrine(() -> json.read(written, root), "JSON read of its own " + written, where);
    same(oracle.tree(reference), oracle.tree(oracle.write(fromOwn)), "JSON read of its own " + written, where);
    Object fromCbor = peregrine(() -> cbor.read(cborBytes, root), "CBOR read of its own", where);
    same(oracle.tree(reference), oracle.tree(oracle.write(fromCbor)), "CBOR read of its own", where);
  }

  private static void same(JsonNode expected, JsonNode actual, String what, String where) {
    String d = JacksonOracle.difference(expected, actual, "$");
    if (d != null) fail(what + "\ndiffers from Jackson at " + d + "\n(" + where + ")");
  }

  private interface Call<T> {
    T run();
  }

  private static <T> T peregrine(Call<T> call, String what, String where) {
    try {
      return call.run();
    } catch (RuntimeException | Error e) {
      throw new AssertionError(what + " failed where Jackson succeeds: " + e + "\n(" + where + ")", e);
    }
  }

  private static void refuses(Call<?> call, String what, Exception jackson, String where) {
    try {
      call.run();
    } catch (PeregrineException expected) {
      return;
    } catch (RuntimeException | Error e) {
      throw new AssertionError(what + ": not Peregrine's exception where Jackson refuses (" + jackson + "): " + e
          + "\n(" + where + ")", e);
    }
    fail(what + ": read where Jackson refuses (" + jackson.getMessage() + ")\n(" + where + ")");
  }
}
