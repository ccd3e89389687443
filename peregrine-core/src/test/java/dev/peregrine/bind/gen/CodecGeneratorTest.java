package dev.peregrine.bind.gen;

import dev.peregrine.Creator;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.TypeRef;
import dev.peregrine.bind.BeanTwin;
import dev.peregrine.bind.BindConfig;
import dev.peregrine.model.Models;
import dev.peregrine.model.Wide;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The generated codecs: that they are generated (the path check), for which shapes, and that they read and
 * write exactly what their reflection twin does, errors included. The contract suite covers the rest by
 * running every test with code generation on and off.
 */
class CodecGeneratorTest {

  // ---- beans ----

  static final class Secretive {
    private int count;
    private String label;
    private List<String> tags;
    private double ratio;
    private boolean on;
    private long big;
    private float small;
    private short tiny;
    private Integer boxed;

    private Secretive() {}

    static Secretive of(int count, String label, List<String> tags) {
      Secretive s = new Secretive();
      s.count = count;
      s.label = label;
      s.tags = tags;
      s.ratio = 0.5;
      s.on = true;
      s.big = 1L << 40;
      s.small = 1.5f;
      s.tiny = 7;
      s.boxed = 42;
      return s;
    }

    void ratio(double ratio, long big, float small) {
      this.ratio = ratio;
      this.big = big;
      this.small = small;
    }
  }

  public static class WithAccessors {
    private int value;
    private String name;

    public int getValue() {
      return value;
    }

    public void setValue(int value) {
      this.value = value * 10; // proves the setter, not the field, was used
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }
  }

  record Item(String id, int qty, Optional<String> note, List<Item> parts) {}

  static final class Made {
    final String id;
    final int size;
    String extra; // set after the creator
    long stamp;

    @Creator
    private Made(@Property("id") String id, @Property("size") int size) {
      this.id = id;
      this.size = size;
    }
  }

  static final class Factory {
    final String id;
    final Optional<Integer> count;

    private Factory(String id, Optional<Integer> count) {
      this.id = id;
      this.count = count;
    }

    @Creator
    static Factory make(@Property("id") String id, @Property("count") Optional<Integer> count) {
      return new Factory(id, count);
    }
  }

  static class Derived extends SeparateNestBase {
    private String own;
  }

  static class Holder<T> {
    T value;
    List<T> values;
  }

  public static class Node {
    public String name;
    public List<Node> children = new ArrayList<>();
  }

  public static class Throwing {
    private int n;

    public int getN() {
      if (n < 0) throw new IllegalStateException("negative");
      return n;
    }

    public void setN(int n) {
      if (n > 100) throw new IllegalArgumentException("too big: " + n);
      this.n = n;
    }
  }

  static final class FailingCreator {
    final int x;

    @Creator
    FailingCreator(@Property("x") int x) {
      if (x == 0) throw new IllegalArgumentException("x must not be 0");
      this.x = x;
    }
  }

  // ---- the path ----

  @Test
  void generatesForPojosRecordsAndCreators() {
    Bound b = Bound.codegen();
    for (Type t : List.of(Secretive.class, WithAccessors.class, Item.class, Made.class, Factory.class, Derived.class,
        new TypeRef<Holder<String>>() {}.type(), Node.class, Wide.class, Models.Person.class, Models.Point.class)) {
      if (t instanceof Class) {
        b.write(instance(t));
      } else {
        b.read("{}", t); // a generic type is written by its runtime class, so read it
      }
      assertEquals("generated", b.path(t), t.getTypeName());
    }
  }

  // Array mode: nulls and getter-less properties keep their positions; short and long arrays read as the
  // reflective twin reads them.
  @Test
  void arrayModeIsGeneratedBothWays() {
    Bound generated = new Bound(BindConfig.DEFAULT.withBeansAsArrays(true).withCodegen(true));
    Bound reflective = new Bound(BindConfig.DEFAULT.withBeansAsArrays(true).withCodegen(false));
    for (Object value : List.of(instance(Models.Point.class), instance(WithAccessors.class), instance(Made.class),
        instance(Models.Person.class), instance(Wide.class))) {
      String expected = reflective.write(value);
      assertTrue(expected.startsWith("["), expected);
      assertEquals(expected, generated.write(value), value.getClass().getName());
      assertEquals("generated", generated.path(value.getClass()));
      Object back = generated.read(expected, value.getClass());
      assertEquals(expected, reflective.write(back), "read back by generated code");
    }
    // Missing trailing elements keep their defaults; extra ones are skipped.
    assertEquals(reflective.write(reflective.read("[7]", Models.Point.class)),
        generated.write(generated.read("[7]", Models.Point.class)));
    assertEquals(reflective.write(reflective.read("[1,2,3,[4]]", Models.Point.class)),
        generated.write(generated.read("[1,2,3,[4]]", Models.Point.class)));
  }

  @Test
  void codegenOffStaysReflective() {
    Bound b = Bound.reflection();
    assertTrue(b.path(Models.Point.class).startsWith("not a cold-start codec"), b.path(Models.Point.class));
  }

  @Test
  void uncoveredConfigurationsStayReflective() {
    Bound refs = new Bound(BindConfig.DEFAULT.withReferences(true).withCodegen(true));
    assertTrue(refs.path(Models.Point.class).startsWith("not a cold-start codec"));
    // A declared subtype: its codec is the one Polymorphism drives.
    Bound b = new Bound(BindConfig.DEFAULT.withSubtype(Models.Animal.class, Models.Dog.class, "dog"));
    assertTrue(b.path(Models.Dog.class).startsWith("not a cold-start codec"));
  }

  @Test
  void startsReflectiveAndSwitchesAfterTheThreshold() {
    Bound reflective = Bound.reflection();
    ColdStartCodec cold = new ColdStartCodec((BeanTwin) reflective.binder.codec(Models.Point.class), 3);
    for (int i = 0; i < 3; i++) {
      cold.write(new CountingWriter(), new Models.Point(i, i));
      assertEquals("reflective", cold.path());
    }
    cold.write(new CountingWriter(), new Models.Point(1, 2));
    assertEquals("generated", cold.path());
  }

  // ---- the same documents both ways ----

  @Test
  void privateFieldsAndConstructor() {
    Secretive s = roundTrip(Secretive.of(3, "x", List.of("a", "b")), Secretive.class);
    assertEquals(3, s.count);
    assertEquals("x", s.label);
    assertEquals(List.of("a", "b"), s.tags);
    assertEquals(0.5, s.ratio);
    assertTrue(s.on);
    assertEquals(1L << 40, s.big);
    assertEquals(1.5f, s.small);
    assertEquals(7, s.tiny);
    assertEquals(42, s.boxed);
  }

  @Test
  void typedReadsKeepTheBuiltInCodecsRules() {
    // Numbers as text, booleans as text, nulls for primitives (the default), numbers into a String.
    String json = "{\"count\":\"12\",\"label\":34.50,\"on\":\"true\",\"ratio\":null,\"big\":\"-5\",\"small\":\"2.5\",\"tiny\":null}";
    Secretive s = same(b -> b.read(json, Secretive.class));
    assertEquals(12, s.count);
    assertEquals("34.50", s.label);
    assertTrue(s.on);
    assertEquals(-5, s.big);
    assertEquals(2.5f, s.small);
  }

  @Test
  void settersAndGettersAreUsed() {
    WithAccessors w = same(b -> b.read("{\"value\":4,\"name\":\"n\"}", WithAccessors.class));
    assertEquals(40, w.getValue());
    assertEquals("{\"value\":40,\"name\":\"n\"}", same(b -> b.write(w)));
  }

  @Test
  void records() {
    Item item = new Item("a", 2, Optional.of("n"), List.of(new Item("b", 1, Optional.empty(), List.of())));
    assertEquals(item, roundTrip(item, Item.class));
    Item sparse = same(b -> b.read("{\"id\":\"z\",\"note\":null,\"unknown\":[1,{}]}", Item.class));
    assertEquals(new Item("z", 0, Optional.empty(), null), sparse);
  }

  @Test
  void creatorsWithPropertiesSetAfterwards() {
    Made m = same(b -> b.read("{\"extra\":\"e\",\"size\":5,\"id\":\"i\",\"stamp\":9}", Made.class));
    assertEquals("i", m.id);
    assertEquals(5, m.size);
    assertEquals("e", m.extra);
    assertEquals(9, m.stamp);
    Made absent = same(b -> b.read("{}", Made.class));
    assertNull(absent.id);
    assertEquals(0, absent.size);
    Factory f = same(b -> b.read("{\"id\":\"q\"}", Factory.class));
    assertEquals(Optional.empty(), f.count);
    assertEquals(Optional.of(3), same(b -> b.<Factory>read("{\"count\":3}", Factory.class)).count);
  }

  @Test
  void inheritedMembersFromAnotherNest() {
    Derived d = new Derived();
    d.secret("s");
    d.packageLevel = 4;
    d.protectedLevel = 5;
    d.own = "o";
    Derived back = roundTrip(d, Derived.class);
    assertEquals("s", back.secret());
    assertEquals(4, back.packageLevel);
    assertEquals(5, back.protectedLevel);
    assertEquals("o", back.own);
  }

  @Test
  void genericBeans() {
    Holder<String> h = new Holder<>();
    h.value = "v";
    h.values = List.of("a");
    Type type = new TypeRef<Holder<String>>() {}.type();
    Holder<String> back = roundTrip(h, type);
    assertEquals("v", back.value);
    Holder<Integer> ints = same(b -> b.read("{\"value\":\"7\",\"values\":[1,2]}", new TypeRef<Holder<Integer>>() {}.type()));
    assertEquals(7, ints.value);
    assertEquals(List.of(1, 2), ints.values);
  }

  @Test
  void wideBeans() {
    int[] v = new int[66];
    for (int i = 0; i < v.length; i++) v[i] = i * 3;
    Wide w = wide(v);
    assertEquals(w, roundTrip(w, Wide.class));
  }

  @Test
  void recursiveTypes() {
    Node root = new Node();
    root.name = "root";
    Node child = new Node();
    child.name = "child";
    child.children.add(new Node());
    root.children.add(child);
    Node back = roundTrip(root, Node.class);
    assertEquals("child", back.children.get(0).name);
    assertEquals(1, back.children.get(0).children.size());
    Bound b = Bound.codegen();
    b.write(root);
    assertEquals("generated", b.path(Node.class));
  }

  @Test
  void errorsAreTheReflectiveOnes() {
    sameError(b -> b.read("{\"n\":101}", Throwing.class));
    Throwing t = new Throwing();
    t.n = -1;
    sameError(b -> b.write(t));
    sameError(b -> b.read("{\"x\":0}", FailingCreator.class));
    sameError(b -> b.read("{\"count\":1.5}", Secretive.class));
    sameError(b -> b.read("{\"tags\":[1,{}]}", Secretive.class));
    sameError(b -> b.read("{\"id\":\"a\",\"parts\":[{\"qty\":\"x\"}]}", Item.class));
    sameError(b -> b.read("{\"count\":1,", Secretive.class));
    sameError(b -> b.read("[]", Secretive.class));
    PeregrineException e = sameError(b -> b.read("{\"n\":101}", Throwing.class));
    assertEquals("$.n", e.path());
    Json strictOn = Json.builder().codegen(true).failOnUnknownProperties(true).build();
    Json strictOff = Json.builder().codegen(false).failOnUnknownProperties(true).build();
    JsonException on = assertThrows(JsonException.class, () -> strictOn.read("{\"nope\":1}", Models.Point.class));
    JsonException off = assertThrows(JsonException.class, () -> strictOff.read("{\"nope\":1}", Models.Point.class));
    assertEquals(off.getMessage(), on.getMessage());
  }

  @Test
  void nullsSkippedOrIncludedAsConfigured() {
    Secretive s = Secretive.of(1, null, null);
    assertEquals(Bound.reflection().write(s), Bound.codegen().write(s));
    Bound incReflective = new Bound(BindConfig.DEFAULT.withCodegen(false).withIncludeNulls(true));
    Bound incCodegen = new Bound(BindConfig.DEFAULT.withCodegen(true).withIncludeNulls(true));
    assertEquals(incReflective.write(s), incCodegen.write(s));
    assertTrue(incCodegen.write(s).contains("\"label\":null"));
    assertEquals("generated", incCodegen.path(Secretive.class));
  }

  // ---- where generation cannot reach ----

  @Test
  void aLoaderThatCannotSeePeregrineFallsBack() throws Exception {
    // The same bean class, defined by a loader whose parent is the platform loader: it can see the JDK only.
    String name = Models.Point.class.getName();
    ClassLoader isolated = new ClassLoader(ClassLoader.getPlatformClassLoader()) {
      @Override
      protected Class<?> findClass(String n) throws ClassNotFoundException {
        if (!n.equals(name)) throw new ClassNotFoundException(n);
        try (InputStream in = CodecGeneratorTest.class.getResourceAsStream("/" + n.replace('.', '/') + ".class")) {
          byte[] bytes = in.readAllBytes();
          return defineClass(n, bytes, 0, bytes.length);
        } catch (java.io.IOException e) {
          throw new ClassNotFoundException(n, e);
        }
      }
    };
    Class<?> point = Class.forName(name, true, isolated);
    Bound b = Bound.codegen();
    Object p = b.read("{\"x\":1,\"y\":2}", point);
    assertEquals("{\"x\":1,\"y\":2}", b.write(p));
    assertTrue(b.path(point).startsWith("reflective (failed"), b.path(point));
  }

  @Test
  void aNamedModuleThatDoesNotOpenItsPackageFallsBack(@TempDir Path dir) throws Exception {
    assertModuleBeanFallsBack(NamedModules.beanInModule(dir, false));
  }

  @Test
  void aNamedModuleThatOpensItsPackageButDoesNotReadPeregrineFallsBack(@TempDir Path dir) throws Exception {
    assertModuleBeanFallsBack(NamedModules.beanInModule(dir, true));
  }

  private static void assertModuleBeanFallsBack(Class<?> bean) {
    assumeTrue(bean != null, "no javac in this runtime");
    Bound b = Bound.codegen();
    Object back = b.read("{\"x\":5}", bean);
    assertEquals("{\"x\":5}", b.write(back));
    assertTrue(b.path(bean).startsWith("reflective (failed"), b.path(bean));
  }

  // ---- dump, concurrency ----

  @Test
  void dumpsGeneratedClassesWhenAsked(@TempDir Path dir) throws Exception {
    String before = System.getProperty("peregrine.dumpGeneratedTo");
    System.setProperty("peregrine.dumpGeneratedTo", dir.toString());
    try {
      Bound b = Bound.codegen();
      b.write(new Models.Point(1, 2));
      assertEquals("generated", b.path(Models.Point.class));
    } finally {
      if (before == null) System.clearProperty("peregrine.dumpGeneratedTo");
      else System.setProperty("peregrine.dumpGeneratedTo", before);
    }
    Path file = dir.resolve(Models.Point.class.getName() + "$$PeregrineCodec.class");
    assertTrue(Files.exists(file), () -> "files: " + list(dir));
    byte[] bytes = Files.readAllBytes(file);
    assertEquals(0xCAFEBABE, java.nio.ByteBuffer.wrap(bytes).getInt());
  }

  @Test
  void manyThreadsFirstUsingOneType() throws Exception {
    int threads = 16;
    for (int round = 0; round < 5; round++) {
      Bound b = Bound.codegen();
      CountDownLatch go = new CountDownLatch(1);
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try {
        List<Future<Item>> results = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          int n = t;
          results.add(pool.submit(() -> {
            go.await();
            Item item = new Item("i" + n, n, Optional.empty(), List.of(new Item("p", 1, Optional.of("x"), List.of())));
            Item back = b.read(b.write(item), Item.class);
            assertEquals(item, back);
            return back;
          }));
        }
        go.countDown();
        for (Future<Item> f : results) assertNotNull(f.get());
      } finally {
        pool.shutdown();
      }
      assertEquals("generated", b.path(Item.class));
    }
  }

  // ---- helpers ----

  /** Runs {@code action} with code generation off and on; the results must be equal (by their JSON). */
  @SuppressWarnings("unchecked")
  private static <T> T same(Function<Bound, T> action) {
    Bound off = Bound.reflection();
    Bound on = Bound.codegen();
    T expected = action.apply(off);
    T actual = action.apply(on);
    if (expected instanceof String) {
      assertEquals(expected, actual);
    } else {
      assertEquals(off.write(expected), on.write(actual));
    }
    return actual;
  }

  private static PeregrineException sameError(Function<Bound, Object> action) {
    PeregrineException off = assertThrows(PeregrineException.class, () -> action.apply(Bound.reflection()));
    PeregrineException on = assertThrows(PeregrineException.class, () -> action.apply(Bound.codegen()));
    assertEquals(off.getClass(), on.getClass());
    assertEquals(off.getMessage(), on.getMessage());
    assertEquals(off.path(), on.path());
    assertEquals(off.offset(), on.offset());
    return on;
  }

  private static <T> T roundTrip(Object value, Type type) {
    return same(b -> b.read(b.write(value), type));
  }

  private static Object instance(Type t) {
    if (t == Secretive.class) return Secretive.of(1, "l", List.of());
    if (t == WithAccessors.class) return new WithAccessors();
    if (t == Item.class) return new Item("a", 1, Optional.empty(), List.of());
    if (t == Made.class) return new Made("m", 1);
    if (t == Factory.class) return new Factory("f", Optional.of(1));
    if (t == Derived.class) return new Derived();
    if (t == Node.class) return new Node();
    if (t == Wide.class) return wide(new int[66]);
    if (t == Models.Person.class) return new Models.Person("p", 3, List.of("t"), new Models.Point(1, 2));
    if (t == Models.Point.class) return new Models.Point(1, 2);
    throw new IllegalArgumentException(t.getTypeName());
  }

  private static Wide wide(int[] v) {
    try {
      Class<?>[] types = new Class<?>[66];
      Object[] args = new Object[66];
      for (int i = 0; i < 66; i++) {
        types[i] = int.class;
        args[i] = v[i];
      }
      return Wide.class.getConstructor(types).newInstance(args);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private static String list(Path dir) {
    try (var s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).toList().toString();
    } catch (java.io.IOException e) {
      return e.toString();
    }
  }

  /** A writer that only counts, for driving a codec without a format. */
  static final class CountingWriter extends dev.peregrine.stream.ValueWriter {
    int tokens;

    @Override public void beginObject() { tokens++; }
    @Override public void endObject() { tokens++; }
    @Override public void beginArray() { tokens++; }
    @Override public void endArray() { tokens++; }
    @Override public void name(String name) { tokens++; }
    @Override public void name(dev.peregrine.stream.internal.NameTable names, int index) { tokens++; }
    @Override public void value(String value) { tokens++; }
    @Override public void value(boolean value) { tokens++; }
    @Override public void value(int value) { tokens++; }
    @Override public void value(long value) { tokens++; }
    @Override public void value(double value) { tokens++; }
    @Override public void value(float value) { tokens++; }
    @Override public void value(java.math.BigInteger value) { tokens++; }
    @Override public void value(java.math.BigDecimal value) { tokens++; }
    @Override public void binaryValue(byte[] value) { tokens++; }
    @Override public void nullValue() { tokens++; }
    @Override public dev.peregrine.stream.Limits limits() { return dev.peregrine.stream.Limits.DEFAULT; }
    @Override public PeregrineException error(String reason) { return new PeregrineException(reason, null); }
    @Override public PeregrineException error(String reason, Throwable cause) { return new PeregrineException(reason, cause); }
  }
}
