package dev.peregrine.bind.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.PeregrineException;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Differential: any object document, well-typed or not, reads the same through the generated codec and
 * its reflection twin: the same value (compared by its JSON), or the same error with the same path and
 * offset.
 */
class GeneratedVersusReflectivePropertiesTest {
  private static final String[] VALUES = {"0", "1", "-5", "2147483648", "99999999999", "1.5", "1e400", "\"12\"",
      "\"x\"", "\"true\"", "\"1.25\"", "null", "true", "false", "[]", "[1,\"a\",null]", "{}", "{\"id\":\"n\"}",
      "\"\\u00e9\\ud83d\\ude00\""};

  private static final String[] SECRETIVE = {"count", "label", "tags", "ratio", "on", "big", "small", "tiny", "boxed", "other"};
  private static final String[] ITEM = {"id", "qty", "note", "parts", "other"};
  private static final String[] MADE = {"id", "size", "extra", "stamp", "other"};
  private static final String[] RULED = {"tags", "version", "name", "mName", "secret", "count", "scores", "other"};

  /**
   * The binding rules in one bean: a final collection and a final map (filled in place), a final scalar
   * (written, not read), a field named apart from its accessors, a field with no accessor (no property), a
   * backing field with a getter and no setter (assigned).
   */
  public static final class Ruled {
    private final List<String> tags = new ArrayList<>();
    private final java.util.Map<String, Integer> scores = new java.util.LinkedHashMap<>();
    private final String version = String.valueOf(3);
    private String mName;
    private String secret = "s";
    private int count;

    public List<String> getTags() {
      return tags;
    }

    public java.util.Map<String, Integer> getScores() {
      return scores;
    }

    public String getVersion() {
      return version;
    }

    public String getName() {
      return mName;
    }

    public void setName(String name) {
      mName = name;
    }

    public int getCount() {
      return count;
    }
  }

  public interface Shape {
    String getName();
  }

  public static class Square implements Shape {
    public String name;
    public double side;

    @Override
    public String getName() {
      return name;
    }
  }

  public static final class Shapes {
    public Shape first;
    public List<Shape> all;
    public Square square;
  }

  @Property(tries = 400)
  void beansReadAlike(@ForAll("secretive") String json) {
    compare(json, CodecGeneratorTest.Secretive.class);
  }

  @Property(tries = 300)
  void recordsReadAlike(@ForAll("item") String json) {
    compare(json, CodecGeneratorTest.Item.class);
  }

  /** Found by recordsReadAlike: a creator property repeated with null last kept its earlier value when generated. */
  @net.jqwik.api.Example
  void repeatedCreatorPropertyEndingInNullReadsAsItsDefault() {
    compare("{\"parts\":[],\"id\":0,\"id\":0,\"id\":0,\"parts\":null,\"id\":0}", CodecGeneratorTest.Item.class);
    compare("{\"parts\":[\"a\"],\"parts\":null}", CodecGeneratorTest.Item.class);
  }

  /**
   * Documents that mostly follow the declared order, the order a generated codec confirms names in (see
   * BeanCodecWriter's straight line), with names dropped, repeated, unknown or out of place, and with
   * whitespace: every way off the straight line and back to the loop.
   */
  @Property(tries = 400)
  void nearlyOrderedObjectsReadAlike(@ForAll("nearlyOrdered") String json) {
    compare(json, CodecGeneratorTest.Secretive.class);
    compare(json, CodecGeneratorTest.Item.class);
    compare(json, CodecGeneratorTest.Made.class);
  }

  /** The same documents as CBOR (map mode), which confirms names in place too. */
  @Property(tries = 300)
  void nearlyOrderedCborReadsAlike(@ForAll("nearlyOrdered") String json) {
    Object tree = dev.peregrine.Json.create().parse(json);
    byte[] cbor = dev.peregrine.Cbor.create().write(tree);
    for (Type type : List.<Type>of(CodecGeneratorTest.Secretive.class, CodecGeneratorTest.Item.class,
        CodecGeneratorTest.Made.class)) {
      Bound off = new Bound(dev.peregrine.bind.BindConfig.DEFAULT.withCodegen(false));
      Bound on = new Bound(dev.peregrine.bind.BindConfig.DEFAULT.withCodegen(true));
      String expected = outcome(() -> off.write(off.readCbor(cbor, type)));
      String actual = outcome(() -> off.write(on.readCbor(cbor, type)));
      assertEquals(expected, actual, json);
      assertEquals("generated", on.path(type));
    }
  }

  @Property(tries = 300)
  void bindingRulesReadAlike(@ForAll("ruled") String json, @ForAll("arrays") String array) {
    compare(json, Ruled.class);
    compare(json, Ruled.class, dev.peregrine.bind.BindConfig.DEFAULT.withPrivateFields(true));
    compare(array, Ruled.class, dev.peregrine.bind.BindConfig.DEFAULT.withBeansAsArrays(true));
  }

  @Property(tries = 200)
  void bindingRulesWriteAlike(@ForAll("text") String name, @ForAll int count, @ForAll("text") String tag,
      @ForAll boolean privateFields, @ForAll boolean asArrays) {
    Ruled r = new Ruled();
    r.setName(name);
    r.count = count;
    if (tag != null) {
      r.tags.add(tag);
      r.scores.put(tag, count);
    }
    dev.peregrine.bind.BindConfig config = dev.peregrine.bind.BindConfig.DEFAULT.withPrivateFields(privateFields)
        .withBeansAsArrays(asArrays);
    assertEquals(outcome(() -> new Bound(config.withCodegen(false)).write(r)),
        outcome(() -> new Bound(config.withCodegen(true)).write(r)));
  }

  /** Values of a subclass or an implementation of the declared type: by their own class on both engines. */
  @Property(tries = 100)
  void runtimeClassesWriteAlike(@ForAll("text") String name, @ForAll double side, @ForAll boolean staticTyping,
      @ForAll boolean asArrays) {
    Square sq = new Square();
    sq.name = name;
    sq.side = side;
    Shapes s = new Shapes();
    s.first = sq;
    s.all = List.of(sq, () -> "lambda");
    s.square = sq;
    dev.peregrine.bind.BindConfig config = dev.peregrine.bind.BindConfig.DEFAULT.withStaticTyping(staticTyping)
        .withBeansAsArrays(asArrays);
    Bound off = new Bound(config.withCodegen(false));
    Bound on = new Bound(config.withCodegen(true));
    String expected = outcome(() -> off.write(s));
    assertEquals(expected, outcome(() -> on.write(s)));
    assertEquals(expected, outcome(() -> on.write(s)), "the second write, through the generated codecs");
    assertEquals("generated", on.path(Square.class));
  }

  @Property(tries = 300)
  void creatorsReadAlike(@ForAll("made") String json) {
    compare(json, CodecGeneratorTest.Made.class);
  }

  @Property(tries = 300)
  void arraysReadAlike(@ForAll("arrays") String json) {
    for (Type type : List.<Type>of(CodecGeneratorTest.Secretive.class, CodecGeneratorTest.Item.class,
        CodecGeneratorTest.Made.class)) {
      compare(json, type, dev.peregrine.bind.BindConfig.DEFAULT.withBeansAsArrays(true));
    }
  }

  @Property(tries = 300)
  void beansWriteAlike(@ForAll int count, @ForAll("text") String label, @ForAll double ratio, @ForAll long big,
      @ForAll float small, @ForAll("text") String tag, @ForAll boolean includeNulls) {
    CodecGeneratorTest.Secretive s =
        CodecGeneratorTest.Secretive.of(count, label, tag == null ? null : List.of(tag, "b"));
    s.ratio(ratio, big, small);
    Bound off = new Bound(dev.peregrine.bind.BindConfig.DEFAULT.withCodegen(false).withIncludeNulls(includeNulls));
    Bound on = new Bound(dev.peregrine.bind.BindConfig.DEFAULT.withCodegen(true).withIncludeNulls(includeNulls));
    String expected = outcome(() -> off.write(s));
    String actual = outcome(() -> on.write(s));
    assertEquals(expected, actual);
  }

  @Provide
  Arbitrary<String> text() {
    return Arbitraries.strings().ofMaxLength(12).injectNull(0.3);
  }

  @Provide
  Arbitrary<String> secretive() {
    return objects(SECRETIVE);
  }

  @Provide
  Arbitrary<String> item() {
    return objects(ITEM);
  }

  @Provide
  Arbitrary<String> ruled() {
    return objects(RULED);
  }

  @Provide
  Arbitrary<String> made() {
    return objects(MADE);
  }

  @Provide
  Arbitrary<String> arrays() {
    return Arbitraries.of(VALUES).list().ofMaxSize(12).map(v -> "[" + String.join(",", v) + "]");
  }

  @Provide
  Arbitrary<String> nearlyOrdered() {
    // The union of the three beans' names in declared order, each kept, dropped, doubled or preceded by a
    // stranger; then at most two members moved, and spaces or newlines around some separators.
    String[] order = {"count", "label", "id", "qty", "size", "note", "tags", "extra", "parts", "stamp", "ratio", "on",
        "big", "small", "tiny", "boxed", "other"};
    Arbitrary<List<String>> members = Arbitraries.of(VALUES).list().ofSize(order.length).flatMap(values ->
        Arbitraries.integers().between(0, 9).list().ofSize(order.length).map(fates -> {
          List<String> out = new ArrayList<>();
          for (int i = 0; i < order.length; i++) {
            int fate = fates.get(i);
            // Mostly a value of the property's type, so that reads go deep into the straight line.
            String member = "\"" + order[i] + "\":" + (fate >= 6 ? values.get(i) : typical(order[i]));
            if (fate == 0) continue; // dropped
            if (fate == 1) out.add("\"stranger\":" + values.get(i));
            out.add(member);
            if (fate == 2) out.add(member);
          }
          return out;
        }));
    return Combinators.combine(members, Arbitraries.randoms(), Arbitraries.of("", " ", "\n  ")).as((m, random, space) -> {
      List<String> moved = new ArrayList<>(m);
      for (int k = 0; k < 2 && moved.size() > 1 && random.nextBoolean(); k++) {
        moved.add(random.nextInt(moved.size()), moved.remove(random.nextInt(moved.size())));
      }
      return "{" + space + String.join("," + space, moved) + space + "}";
    });
  }

  private static String typical(String name) {
    return switch (name) {
      case "label", "id", "note", "extra" -> "\"x\"";
      case "tags", "parts" -> "[]";
      case "on" -> "true";
      case "boxed" -> "null";
      default -> "7";
    };
  }

  private static Arbitrary<String> objects(String[] names) {
    Arbitrary<List<String>> members = Combinators.combine(
        Arbitraries.of(names), Arbitraries.of(VALUES)).as((n, v) -> "\"" + n + "\":" + v).list().ofMaxSize(8);
    return Combinators.combine(members, Arbitraries.randoms()).as((m, random) -> {
      List<String> shuffled = new ArrayList<>(m);
      Collections.shuffle(shuffled, random);
      return "{" + String.join(",", shuffled) + "}";
    });
  }

  private static void compare(String json, Type type) {
    compare(json, type, dev.peregrine.bind.BindConfig.DEFAULT);
  }

  // The text a step gives, or the description of the error it failed with (NaN and infinities: JSON has none).
  private static String outcome(java.util.function.Supplier<String> run) {
    try {
      return run.get();
    } catch (PeregrineException e) {
      return describe(e);
    }
  }

  private static void compare(String json, Type type, dev.peregrine.bind.BindConfig config) {
    Bound off = new Bound(config.withCodegen(false));
    Bound on = new Bound(config.withCodegen(true));
    String expected = outcome(() -> off.write(off.read(json, type)));
    String actual = outcome(() -> off.write(on.read(json, type)));
    assertEquals(expected, actual, json);
    assertEquals("generated", on.path(type));
  }

  private static String describe(PeregrineException e) {
    return e.getClass().getSimpleName() + ": " + e.getMessage() + " @" + e.path() + " offset " + e.offset();
  }
}
