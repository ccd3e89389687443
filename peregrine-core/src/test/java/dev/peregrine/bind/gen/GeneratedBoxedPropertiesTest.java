package dev.peregrine.bind.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.JsonException;

import dev.peregrine.bind.BindConfig;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Boxed numbers and booleans with their plain codecs are written by the generated codec unboxed, as their
 * primitives are (the name and an Integer's or a Long's value in one call), and read as their primitives are,
 * then boxed; nulls as any object's. The output and the values read must be the reflective codec's (errors
 * too), with and without nulls included, through fields and through getters and setters, and the generated
 * path must be the one taken.
 */
class GeneratedBoxedPropertiesTest {
  /** Public fields of every boxed kind, names long and short (a name of more than 16 bytes is not fused). */
  public static final class Fields {
    public Integer i;
    public Long l;
    public Double d;
    public Float f;
    public Boolean b;
    public Integer aVeryLongIntegerPropertyName;
    public Long aVeryLongLongPropertyName;
    public int plain;
  }

  /** The same kinds behind getters and setters. */
  public static final class Getters {
    private Integer count;
    private Long price;
    private Double ratio;
    private Boolean on;

    public Integer getCount() {
      return count;
    }

    public void setCount(Integer count) {
      this.count = count;
    }

    public Long getPrice() {
      return price;
    }

    public void setPrice(Long price) {
      this.price = price;
    }

    public Double getRatio() {
      return ratio;
    }

    public void setRatio(Double ratio) {
      this.ratio = ratio;
    }

    public Boolean getOn() {
      return on;
    }

    public void setOn(Boolean on) {
      this.on = on;
    }
  }

  @Property(tries = 400)
  void fieldsWriteAsReflectionDoes(@ForAll("ints") Integer i, @ForAll("longs") Long l, @ForAll("doubles") Double d,
      @ForAll("floats") Float f, @ForAll("booleans") Boolean b, @ForAll("ints") Integer i2, @ForAll("longs") Long l2,
      @ForAll boolean includeNulls) {
    compare(fields(i, l, d, f, b, i2, l2), includeNulls);
  }

  private static Fields fields(Integer i, Long l, Double d, Float f, Boolean b, Integer i2, Long l2) {
    Fields v = new Fields();
    v.i = i;
    v.l = l;
    v.d = d;
    v.f = f;
    v.b = b;
    v.aVeryLongIntegerPropertyName = i2;
    v.aVeryLongLongPropertyName = l2;
    v.plain = i2 == null ? 7 : i2;
    return v;
  }

  @Property(tries = 400)
  void gettersWriteAsReflectionDoes(@ForAll("ints") Integer count, @ForAll("longs") Long price,
      @ForAll("doubles") Double ratio, @ForAll("booleans") Boolean on, @ForAll boolean includeNulls) {
    Getters v = new Getters();
    v.setCount(count);
    v.setPrice(price);
    v.setRatio(ratio);
    v.setOn(on);
    compare(v, includeNulls);
  }

  @Test
  void knownOutputs() {
    Bound on = new Bound(BindConfig.DEFAULT.withCodegen(true).withIncludeNulls(true));
    Fields v = new Fields();
    v.l = Long.MIN_VALUE;
    v.i = -42;
    v.b = false;
    v.f = 1.5f;
    assertEquals("{\"i\":-42,\"l\":-9223372036854775808,\"d\":null,\"f\":1.5,\"b\":false,"
        + "\"aVeryLongIntegerPropertyName\":null,\"aVeryLongLongPropertyName\":null,\"plain\":0}", on.write(v));
    assertEquals("generated", on.path(Fields.class));
    Getters g = new Getters();
    g.setPrice(12345678901L);
    Bound skip = new Bound(BindConfig.DEFAULT.withCodegen(true).withIncludeNulls(false));
    assertEquals("{\"price\":12345678901}", skip.write(g));
    assertEquals("generated", skip.path(Getters.class));
  }

  @Property(tries = 400)
  void fieldsReadAsReflectionDoes(@ForAll("ints") Integer i, @ForAll("longs") Long l, @ForAll("doubles") Double d,
      @ForAll("floats") Float f, @ForAll("booleans") Boolean b, @ForAll("ints") Integer i2, @ForAll("longs") Long l2) {
    Fields v = fields(i, l, d, f, b, i2, l2);
    String json = new Bound(BindConfig.DEFAULT.withCodegen(false).withIncludeNulls(true)).write(v);
    compareRead(json, Fields.class);
  }

  @Property(tries = 400)
  void gettersReadAsReflectionDoes(@ForAll("ints") Integer count, @ForAll("longs") Long price,
      @ForAll("doubles") Double ratio, @ForAll("booleans") Boolean on) {
    Getters v = new Getters();
    v.setCount(count);
    v.setPrice(price);
    v.setRatio(ratio);
    v.setOn(on);
    String json = new Bound(BindConfig.DEFAULT.withCodegen(false).withIncludeNulls(true)).write(v);
    compareRead(json, Getters.class);
  }

  /** Text the typed read leaves to the codec (numbers in strings, other kinds, out of range), and errors. */
  @Test
  void otherTokensReadAsReflectionDoes() {
    String[] values = {"\"12\"", "\"-7\"", "\"1.5\"", "\"true\"", "\"x\"", "true", "false", "1.5", "1e3",
        "99999999999", "99999999999999999999", "-0", "[]", "{}", "\"\"", "null", "\" 3\"", "1.0"};
    for (String value : values) {
      for (BindConfig config : new BindConfig[] {BindConfig.DEFAULT, BindConfig.DEFAULT.withCoerceScalars(false)}) {
        for (String name : new String[] {"i", "l", "d", "f", "b", "aVeryLongLongPropertyName"}) {
          compareRead("{\"" + name + "\":" + value + ",\"plain\":3}", Fields.class, config);
        }
        for (String name : new String[] {"count", "price", "ratio", "on"}) {
          compareRead("{\"" + name + "\":" + value + "}", Getters.class, config);
        }
      }
    }
  }

  private static void compareRead(String json, Class<?> type) {
    compareRead(json, type, BindConfig.DEFAULT);
  }

  private static void compareRead(String json, Class<?> type, BindConfig config) {
    Bound off = new Bound(config.withCodegen(false).withIncludeNulls(true));
    Bound on = new Bound(config.withCodegen(true).withIncludeNulls(true));
    Object expected;
    try {
      expected = off.read(json, type);
    } catch (JsonException e) {
      JsonException actual = assertThrows(JsonException.class, () -> on.read(json, type), json);
      assertEquals(e.getMessage(), actual.getMessage(), json);
      assertEquals("generated", on.path(type));
      return;
    }
    assertEquals(off.write(expected), on.write(on.read(json, type)), json);
    assertEquals("generated", on.path(type));
    assertEquals(off.write(expected), off.write(on.read(json, type)), json); // again, the same generated codec
  }

  private static void compare(Object value, boolean includeNulls) {
    Bound off = new Bound(BindConfig.DEFAULT.withCodegen(false).withIncludeNulls(includeNulls));
    Bound on = new Bound(BindConfig.DEFAULT.withCodegen(true).withIncludeNulls(includeNulls));
    String expected = off.write(value);
    assertEquals(expected, on.write(value));
    assertEquals("generated", on.path(value.getClass()));
    assertEquals(expected, on.write(value)); // again, through the same generated codec
  }

  @Provide
  Arbitrary<Integer> ints() {
    return Arbitraries.integers().injectNull(0.3);
  }

  @Provide
  Arbitrary<Long> longs() {
    return Arbitraries.longs().injectNull(0.3);
  }

  @Provide
  Arbitrary<Double> doubles() {
    return Arbitraries.doubles().injectNull(0.3);
  }

  @Provide
  Arbitrary<Float> floats() {
    return Arbitraries.floats().injectNull(0.3);
  }

  @Provide
  Arbitrary<Boolean> booleans() {
    return Arbitraries.of(true, false).injectNull(0.3);
  }
}
