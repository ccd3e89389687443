package com.example.open;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.TypeRef;
import dev.peregrine.Codec;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import dev.peregrine.tree.JsonObject;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Run on the module path by ModulePathTest: prints one line per check, "ok NAME" or "FAIL NAME: why". */
public final class Main {
  enum Size { SMALL, LARGE }

  record Image(String uri, int width, Size size, Optional<String> title) {}

  /** Private fields, no accessors: bound only because the package is open. */
  static final class Album {
    private String name;
    private List<Image> images;
    private Map<String, Long> counts;
    private LocalDate released;
    private Money price;
  }

  record Money(long cents) {}

  /** A user codec, through the exported SPI. */
  static final Codec<Money> MONEY = new Codec<>() {
    @Override
    public Money read(ValueReader in) {
      return new Money(Long.parseLong(in.readString().replace(".", "")));
    }

    @Override
    public void write(ValueWriter out, Money m) {
      out.value(m.cents() / 100 + "." + String.format("%02d", m.cents() % 100));
    }
  };

  private static int failures;

  public static void main(String[] args) {
    for (boolean codegen : new boolean[] {false, true}) {
      String engine = codegen ? "codegen" : "reflection";
      Json json = Json.builder().codegen(codegen).register(Money.class, MONEY).build();
      Cbor cbor = Cbor.builder().codegen(codegen).register(Money.class, MONEY).build();
      Cbor array = Cbor.builder().codegen(codegen).beansAsArrays(true).register(Money.class, MONEY).build();
      Album a = album();
      String text = json.write(a);
      check(engine + " json write", text.equals("{\"name\":\"Blue\",\"images\":[{\"uri\":\"/a.jpg\",\"width\":640,"
          + "\"size\":\"LARGE\",\"title\":\"A\"},{\"uri\":\"/b.jpg\",\"width\":32,\"size\":\"SMALL\"}],"
          + "\"counts\":{\"plays\":7},\"released\":\"2024-02-29\",\"price\":\"12.34\"}"), text);
      for (int i = 0; i < 3; i++) { // past the generation threshold of the test run (0) and then some
        check(engine + " json read " + i, same(a, json.read(text, Album.class)), text);
        check(engine + " cbor map " + i, same(a, cbor.read(cbor.write(a), Album.class)), "");
        check(engine + " cbor array " + i, same(a, array.read(array.write(a), Album.class)), "");
      }
      List<Image> images = json.read("[{\"uri\":\"/c\",\"width\":1,\"size\":\"SMALL\"}]", new TypeRef<List<Image>>() {});
      check(engine + " generic list", images.equals(List.of(new Image("/c", 1, Size.SMALL, Optional.empty()))), images);
      // An unknown name goes from the generated codec to its reflective twin, which skips it.
      Image skipped = json.read("{\"uri\":\"/u\",\"extra\":[1],\"width\":2,\"size\":\"SMALL\"}", Image.class);
      check(engine + " unknown property", skipped.equals(new Image("/u", 2, Size.SMALL, Optional.empty())), skipped);
      Object tree = json.parse("{\"a\":[1,2.5,\"x\"]}");
      check(engine + " tree", tree instanceof JsonObject o && o.get("a").equals(List.of(1, 2.5, "x")), tree);
      try {
        json.read("{\"uri\":\"/a\",\"width\":x}", Image.class);
        check(engine + " error", false, "no exception");
      } catch (JsonException e) {
        check(engine + " error", e.getMessage().contains("$.width") && e.getMessage().contains("offset 20"), e.getMessage());
      }
    }
    // The JDK types Peregrine binds as Jackson does, in a module graph without java.sql, which Peregrine
    // requires statically: only the java.sql types themselves need it.
    check("no java.sql in the graph", ModuleLayer.boot().findModule("java.sql").isEmpty(), ModuleLayer.boot());
    Json json = Json.create();
    String jdk = "[\"file:///tmp/x\",\"127.0.0.1\",\"UTC\",1700000000.5]";
    List<Object> values = json.read(jdk, new TypeRef<List<Object>>() {});
    check("jdk types as text", values.size() == 4, values);
    java.nio.file.Path path = json.read("\"file:///tmp/x\"", java.nio.file.Path.class);
    check("path", path.equals(java.nio.file.Path.of("/tmp/x")) && json.write(path).equals("\"file:///tmp/x\""), path);
    check("inet address", json.read("\"127.0.0.1\"", java.net.InetAddress.class).isLoopbackAddress(), "");
    check("instant seconds", json.read("1700000000.5", java.time.Instant.class).toEpochMilli() == 1700000000500L, "");
    System.out.println(failures == 0 ? "ALL OK" : failures + " FAILED");
  }

  private static Album album() {
    Album a = new Album();
    a.name = "Blue";
    a.images = List.of(new Image("/a.jpg", 640, Size.LARGE, Optional.of("A")), new Image("/b.jpg", 32, Size.SMALL, Optional.empty()));
    a.counts = Map.of("plays", 7L);
    a.released = LocalDate.of(2024, 2, 29);
    a.price = new Money(1234);
    return a;
  }

  private static boolean same(Album a, Album b) {
    return a.name.equals(b.name) && a.images.equals(b.images) && a.counts.equals(b.counts)
        && a.released.equals(b.released) && a.price.equals(b.price);
  }

  private static void check(String name, boolean ok, Object detail) {
    if (!ok) failures++;
    System.out.println(ok ? "ok " + name : "FAIL " + name + ": " + detail);
  }
}
