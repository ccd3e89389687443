package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.lang.reflect.Type;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A class loader that an application server drops to redeploy an application must be collected, whatever
 * facade bound its classes: the JVM-wide {@code Json.create()} and {@code Cbor.create()} included, past the
 * code-generation threshold (so that generated classes exist too), for beans, enums, generic types such as
 * {@code List<Bean>}, beans as map values and beans met only as runtime classes. And a facade dropped while
 * the classes it bound live on is collected too. The classes are compiled at test time into a folder that
 * only a fresh {@code URLClassLoader} reads.
 */
public class DroppedClassLoaderTest {
  @TempDir static Path classes;

  static final String BEAN = """
      package leaky;
      import java.util.*;
      public class Bean {
        private int id;
        private String name;
        private List<String> tags = new ArrayList<>();
        private Kind kind = Kind.A;
        public int getId() { return id; }
        public void setId(int id) { this.id = id; }
        public String getName() { return name; }
        public void setName(String name) { this.name = name; }
        public List<String> getTags() { return tags; }
        public void setTags(List<String> tags) { this.tags = tags; }
        public Kind getKind() { return kind; }
        public void setKind(Kind kind) { this.kind = kind; }
      }
      """;
  static final String KIND = "package leaky; public enum Kind { A, B }";
  static final String HOLDER = """
      package leaky;
      import java.util.*;
      public class Holder {
        public List<Bean> beans;
        public Map<String, Bean> byName;
        public Map<Kind, Bean> byKind;
        public Bean[] array;
        public Point point;
        public record Point(int x, int y) {}
      }
      """;

  static final String SUB = """
      package leaky;
      public class Sub extends dev.peregrine.bind.DroppedClassLoaderTest.SharedBase {
        public int extra = 3;
      }
      """;

  /** A type of the application's shared loader, with a subclass in the dropped loader. */
  public static class SharedBase {
    public String name = "s";
  }

  /** A property declared as the shared type, holding the dropped loader's subclass. */
  public static class SharedHolder {
    public SharedBase item;
  }

  @BeforeAll
  static void compile() throws IOException {
    ToolProvider javac = ToolProvider.findFirst("javac").orElse(null);
    assertNotNull(javac, "a JDK's compiler");
    Path src = Files.createDirectories(classes.resolve("src/leaky"));
    Files.writeString(src.resolve("Bean.java"), BEAN);
    Files.writeString(src.resolve("Kind.java"), KIND);
    Files.writeString(src.resolve("Holder.java"), HOLDER);
    Files.writeString(src.resolve("Sub.java"), SUB);
    Path out = Files.createDirectories(classes.resolve("out"));
    int status = javac.run(System.out, System.err, "--release", "17", "-d", out.toString(),
        "-classpath", System.getProperty("java.class.path"), src.resolve("Bean.java").toString(),
        src.resolve("Kind.java").toString(), src.resolve("Holder.java").toString(), src.resolve("Sub.java").toString());
    assertEquals(0, status, "compiled");
  }

  static URLClassLoader freshLoader() throws IOException {
    return new URLClassLoader(new URL[] {classes.resolve("out").toUri().toURL()},
        DroppedClassLoaderTest.class.getClassLoader());
  }

  static final String BEAN_JSON = "{\"id\":7,\"name\":\"a\",\"tags\":[\"x\",\"y\"],\"kind\":\"B\"}";
  static final String HOLDER_JSON = "{\"beans\":[" + BEAN_JSON + "],\"byName\":{\"k\":" + BEAN_JSON + "},"
      + "\"byKind\":{\"A\":" + BEAN_JSON + "},\"array\":[" + BEAN_JSON + "],\"point\":{\"x\":1,\"y\":2}}";

  // Well past the code-generation threshold (15 uses by default), reads and writes of every shape.
  static final int USES = 40;

  /** Binds the loader's classes through {@code json} and {@code cbor} in every shape; holds nothing after. */
  static void bindEverything(ClassLoader loader, Json json, Cbor cbor) throws Exception {
    Class<?> bean = loader.loadClass("leaky.Bean");
    Class<?> holder = loader.loadClass("leaky.Holder");
    Type listOfBeans = holder.getField("beans").getGenericType();
    Type mapOfBeans = holder.getField("byName").getGenericType();
    Type beansByKind = holder.getField("byKind").getGenericType();
    for (int i = 0; i < USES; i++) {
      Object b = json.read(BEAN_JSON, bean);
      assertEquals(BEAN_JSON, json.write(b));
      Object h = json.read(HOLDER_JSON, holder);
      assertEquals(HOLDER_JSON, json.write(h));
      Object list = json.read("[" + BEAN_JSON + "]", TypeRef.of(listOfBeans));
      assertEquals("[" + BEAN_JSON + "]", json.write(list));
      byte[] array = ("[" + BEAN_JSON + "]").getBytes(StandardCharsets.UTF_8);
      assertEquals("[" + BEAN_JSON + "]", json.write(json.read(new ByteArrayInputStream(array), TypeRef.of(listOfBeans))));
      json.write(json.read("{\"k\":" + BEAN_JSON + "}", TypeRef.of(mapOfBeans)));
      json.write(json.read("{\"A\":" + BEAN_JSON + "}", TypeRef.of(beansByKind)));
      assertEquals("{\"k\":" + BEAN_JSON + "}", json.write(Map.of("k", b)), "a bean as a map value of no declared type");
      assertEquals("[" + BEAN_JSON + "]", json.write(List.of(b)));
      try (Stream<?> s = json.readSequence(new ByteArrayInputStream(BEAN_JSON.getBytes(StandardCharsets.UTF_8)), bean)) {
        assertEquals(1, s.count());
      }

      assertEquals(BEAN_JSON, json.write(cbor.read(cbor.write(b), bean)));
      assertEquals(HOLDER_JSON, json.write(cbor.read(cbor.write(h), holder)));
      cbor.read(cbor.write(list), TypeRef.of(listOfBeans));
      cbor.write(Map.of("k", b));
      cbor.parse(cbor.write(h));
    }
  }

  static void assertCollected(WeakReference<?> ref, String what) throws InterruptedException {
    for (int i = 0; i < 100 && ref.get() != null; i++) {
      System.gc();
      Thread.sleep(20);
    }
    assertNull(ref.get(), what + " was kept");
  }

  private static WeakReference<ClassLoader> useAndDrop(Supplier<Json> json, Supplier<Cbor> cbor) throws Exception {
    URLClassLoader loader = freshLoader();
    bindEverything(loader, json.get(), cbor.get());
    loader.close();
    return new WeakReference<>(loader);
  }

  @Test
  void aDroppedLoaderIsCollectedAfterTheSharedFacadesBoundItsClasses() throws Exception {
    assertCollected(useAndDrop(Json::create, Cbor::create), "the loader bound by Json.create() and Cbor.create()");
    // The shared facades still work, on the library's own types and on a new loader's.
    assertEquals(List.of(1), Json.create().read("[1]", new TypeRef<List<Integer>>() {}));
    assertCollected(useAndDrop(Json::create, Cbor::create), "a second loader");
  }

  @Test
  void aDroppedLoaderIsCollectedWithEitherEngine() throws Exception {
    Json reflective = Json.builder().codegen(false).build();
    Cbor reflectiveCbor = Cbor.builder().codegen(false).build();
    Json generated = Json.builder().codegen(true).build();
    Cbor generatedCbor = Cbor.builder().codegen(true).beansAsArrays(true).build();
    assertCollected(useAndDrop(() -> reflective, () -> reflectiveCbor), "the loader bound by reflection");
    assertCollected(useAndDrop(() -> generated, () -> generatedCbor), "the loader bound by generated codecs");
    assertTrue(reflective.write(Map.of("a", 1)).contains("1"), "the facades outlive the loaders");
  }

  @Test
  void aDroppedLoadersSubclassOfASharedTypeIsNotKeptByTheSharedTypesCodec() throws Exception {
    assertCollected(writeSubclassAndDrop(), "the loader of a subclass written through a shared type's codec");
  }

  private static WeakReference<ClassLoader> writeSubclassAndDrop() throws Exception {
    URLClassLoader loader = freshLoader();
    SharedHolder holder = new SharedHolder();
    holder.item = (SharedBase) loader.loadClass("leaky.Sub").getConstructor().newInstance();
    for (int i = 0; i < USES; i++) {
      assertEquals("{\"item\":{\"name\":\"s\",\"extra\":3}}", Json.create().write(holder));
      assertEquals("[{\"name\":\"s\",\"extra\":3}]", Json.create().write(List.of(holder.item)));
      Cbor.create().write(holder);
    }
    holder.item = null;
    loader.close();
    return new WeakReference<>(loader);
  }

  private static WeakReference<Json> bindAndDropFacade(ClassLoader loader) throws Exception {
    Json json = Json.builder().build();
    Cbor cbor = Cbor.builder().build();
    bindEverything(loader, json, cbor);
    return new WeakReference<>(json);
  }

  @Test
  void aDroppedFacadeIsCollectedWhileTheClassesItBoundLive() throws Exception {
    try (URLClassLoader loader = freshLoader()) {
      WeakReference<Json> facade = bindAndDropFacade(loader);
      assertCollected(facade, "a facade dropped while its classes live");
      bindEverything(loader, Json.create(), Cbor.create()); // the classes bind as before with another facade
    }
  }
}
