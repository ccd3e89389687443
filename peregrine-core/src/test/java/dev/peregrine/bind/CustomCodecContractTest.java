package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.CodecFactory;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.model.Models.Box;
import dev.peregrine.model.Models.Color;
import dev.peregrine.model.Models.Point;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** User codecs and factories come before the built-ins, in registration order. */
class CustomCodecContractTest {

  public record Totals(List<Integer> values, List<String> names) {}

  public record Located(String label, Point at) {}

  /** Points as two-element arrays instead of objects. */
  static final class PointAsArray implements Codec<Point> {
    @Override
    public Point read(ValueReader in) {
      in.beginArray();
      if (!in.hasNextElement()) throw in.error("point needs x");
      int x = in.readInt();
      if (!in.hasNextElement()) throw in.error("point needs y");
      int y = in.readInt();
      if (in.hasNextElement()) throw in.error("point has more than two coordinates");
      return new Point(x, y);
    }

    @Override
    public void write(ValueWriter out, Point p) {
      out.beginArray();
      out.value(p.x());
      out.value(p.y());
      out.endArray();
    }
  }

  /** UUIDs as 32 hex digits without dashes. */
  static final class CompactUuid implements Codec<UUID> {
    @Override
    public UUID read(ValueReader in) {
      String s = in.readString();
      return UUID.fromString(s.replaceFirst("(\\p{XDigit}{8})(\\p{XDigit}{4})(\\p{XDigit}{4})(\\p{XDigit}{4})(\\p{XDigit}+)",
          "$1-$2-$3-$4-$5"));
    }

    @Override
    public void write(ValueWriter out, UUID value) {
      out.value(value.toString().replace("-", ""));
    }
  }

  /** Every enum by its lower-case name. */
  static final class LowerCaseEnums implements CodecFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Codec<?> create(Type type, java.util.Set<? extends java.lang.annotation.Annotation> annotations,
        CodecContext context) {
      if (!(type instanceof Class<?> c) || !c.isEnum()) return null;
      Class<? extends Enum> e = (Class<? extends Enum>) c;
      return new Codec<Enum>() {
        @Override
        public Enum read(ValueReader in) {
          return Enum.valueOf(e, in.readString().toUpperCase(Locale.ROOT));
        }

        @Override
        public void write(ValueWriter out, Enum value) {
          out.value(value.name().toLowerCase(Locale.ROOT));
        }
      };
    }
  }

  /** {@code Box<T>} written as its bare value, through the context's codec for T. */
  static final class UnwrappedBoxes implements CodecFactory {
    @Override
    public Codec<?> create(Type type, java.util.Set<? extends java.lang.annotation.Annotation> annotations,
        CodecContext context) {
      if (!(type instanceof ParameterizedType p) || p.getRawType() != Box.class) return null;
      Codec<Object> inner = context.codec(p.getActualTypeArguments()[0]);
      return new Codec<Box<Object>>() {
        @Override
        public Box<Object> read(ValueReader in) {
          return new Box<>(inner.read(in));
        }

        @Override
        public void write(ValueWriter out, Box<Object> value) {
          inner.write(out, value.value());
        }
      };
    }
  }

  static Codec<Point> constantPoint(int n) {
    return new Codec<>() {
      @Override
      public Point read(ValueReader in) {
        in.skipValue();
        return new Point(n, n);
      }

      @Override
      public void write(ValueWriter out, Point value) {
        out.value(n);
      }
    };
  }

  @NamedContractTest
  void aRegisteredCodecReplacesTheBuiltInBeanCodec(Variant v) {
    Variant custom = v.with(b -> b.register(Point.class, new PointAsArray()));
    assertEquals("[1,2]", custom.write(new Point(1, 2)));
    assertEquals("{\"label\":\"l\",\"at\":[3,4]}", custom.write(new Located("l", new Point(3, 4))));
    assertEquals(new Located("l", new Point(3, 4)), custom.roundTrip(new Located("l", new Point(3, 4)), Located.class));
    assertEquals(List.of(new Point(5, 6)), custom.read("[[5,6]]", new TypeRef<List<Point>>() {}));
  }

  @ContractTest
  void aRegisteredCodecReplacesABuiltInScalarCodec(Variant v) {
    Variant custom = v.with(b -> b.register(UUID.class, new CompactUuid()));
    UUID id = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    assertEquals("\"123e4567e89b12d3a456426614174000\"", custom.write(id));
    assertEquals(id, custom.read("\"123e4567e89b12d3a456426614174000\"", UUID.class));
  }

  /** A {@code List<Integer>} written as the sum of its elements and read as a list of one. */
  static Variant withSums(Variant v) {
    Codec<List<Integer>> sum = new Codec<>() {
      @Override
      public List<Integer> read(ValueReader in) {
        return List.of(in.readInt());
      }

      @Override
      public void write(ValueWriter out, List<Integer> value) {
        out.value(value.stream().mapToInt(Integer::intValue).sum());
      }
    };
    return v.with(b -> b.register(new TypeRef<List<Integer>>() {}, sum));
  }

  @ContractTest
  void aRegisteredCodecForAGenericTypeAppliesToThatTypeOnly(Variant v) {
    Variant custom = withSums(v);
    Totals t = new Totals(List.of(1, 2, 3), List.of("a"));
    assertEquals(new Totals(List.of(6), List.of("a")), custom.roundTrip(t, Totals.class));
    assertEquals(List.of(9), custom.read("9", new TypeRef<List<Integer>>() {}));
  }

  @NamedContractTest
  void aRegisteredCodecForAGenericTypeWritesItsPropertyOnly(Variant v) {
    Totals t = new Totals(List.of(1, 2, 3), List.of("a"));
    assertEquals("{\"values\":6,\"names\":[\"a\"]}", withSums(v).write(t));
  }

  @ContractTest
  void aFactoryReplacesTheBuiltInEnumCodec(Variant v) {
    Variant custom = v.with(b -> b.register(new LowerCaseEnums()));
    assertEquals("\"green\"", custom.write(Color.GREEN));
    assertEquals(Color.GREEN, custom.read("\"green\"", Color.class));
    assertEquals(List.of(Color.RED), custom.read("[\"red\"]", new TypeRef<List<Color>>() {}));
  }

  @ContractTest
  void aFactoryUsesTheContextForComponentCodecs(Variant v) {
    Variant custom = v.with(b -> b.register(new UnwrappedBoxes()).register(Point.class, new PointAsArray()));
    Box<List<Point>> box = new Box<>(List.of(new Point(1, 2)));
    assertEquals(box, custom.read("[[1,2]]", new TypeRef<Box<List<Point>>>() {}));
    assertEquals(new Box<>(7), custom.read("7", new TypeRef<Box<Integer>>() {}));
  }

  @ContractTest
  void theFirstRegisteredWins(Variant v) {
    Variant first = v.with(b -> b.register(Point.class, constantPoint(1)).register(Point.class, constantPoint(2)));
    assertEquals("1", first.write(new Point(0, 0)));
    assertEquals(new Point(1, 1), first.read("{}", Point.class));
    Variant factoryFirst = v.with(b -> b.register((t, a, c) -> t == Point.class ? constantPoint(3) : null)
        .register(Point.class, constantPoint(4)));
    assertEquals("3", factoryFirst.write(new Point(0, 0)));
  }

  @ContractTest
  void aFactoryThatDeclinesFallsThroughToTheBuiltIns(Variant v) {
    List<Type> asked = new ArrayList<>();
    Variant custom = v.with(b -> b.register((t, a, c) -> {
      asked.add(t);
      return null;
    }));
    assertEquals(new Point(1, 2), custom.roundTrip(new Point(1, 2), Point.class));
    assertTrue(asked.contains(Point.class), "the user factory was asked first: " + asked);
  }

  @NamedContractTest
  void codecErrorsAreFormatExceptionsWithLocation(Variant v) {
    Variant custom = v.with(b -> b.register(Point.class, new PointAsArray()));
    PeregrineException e = assertThrows(v.error(),
        () -> custom.read("{\"label\":\"l\",\"at\":[1]}", Located.class));
    assertEquals("$.at", e.path().substring(0, Math.min(4, e.path().length())));
    assertTrue(e.offset() > 0, "offset " + e.offset());
    assertTrue(e.getMessage().contains("point needs y"), e.getMessage());
  }

  /** UUIDs as UUID.fromString reads them (an IllegalArgumentException for bad text); the nil UUID fails to write. */
  static final class StrictUuid implements Codec<UUID> {
    @Override
    public UUID read(ValueReader in) {
      return UUID.fromString(in.readString());
    }

    @Override
    public void write(ValueWriter out, UUID value) {
      if (value.getMostSignificantBits() == 0 && value.getLeastSignificantBits() == 0) {
        throw new IllegalStateException("the nil UUID names nothing");
      }
      out.value(value.toString());
    }
  }

  public record Tagged(String name, UUID id) {}

  public static final class TaggedBean {
    public String name;
    public UUID id;
  }

  public record Holder(List<Tagged> items, java.util.Map<String, TaggedBean> byName, UUID[] ids) {}

  private static final UUID ONE = new UUID(0, 1);
  private static final UUID NIL = new UUID(0, 0);

  // An exception of the codec's own becomes ours where it escapes the codec; the beans, collections, maps and
  // arrays around it then add their property or index, as they do for ours (it used to get the root's "$").
  @NamedContractTest
  void anUncheckedExceptionFromACodecCarriesThePathItEscapesThrough(Variant v) {
    Variant custom = v.with(b -> b.register(UUID.class, new StrictUuid()));
    String one = "\"" + ONE + "\"";
    String[][] cases = {
        {"{\"items\":[{\"name\":\"a\",\"id\":" + one + "},{\"name\":\"b\",\"id\":\"bad\"}]}", "$.items[1].id"},
        {"{\"byName\":{\"k\":{\"name\":\"c\",\"id\":\"bad\"}}}", "$.byName.k.id"},
        {"{\"ids\":[" + one + ",\"bad\"]}", "$.ids[1]"},
    };
    for (String[] c : cases) {
      PeregrineException e = assertThrows(v.error(), () -> custom.read(c[0], Holder.class), c[0]);
      assertEquals(c[1], e.path(), c[0]);
      assertTrue(e.getMessage().contains("IllegalArgumentException"), e.getMessage());
      assertTrue(e.getCause() instanceof IllegalArgumentException, String.valueOf(e.getCause()));
      assertTrue(e.offset() > 0, "offset " + e.offset());
    }
  }

  @ContractTest
  void anUncheckedExceptionFromACodecOnWriteCarriesThePathItEscapesThrough(Variant v) {
    Variant custom = v.with(b -> b.register(UUID.class, new StrictUuid()));
    TaggedBean bean = new TaggedBean();
    bean.name = "n";
    bean.id = NIL;
    Object[][] writes = {
        {new Holder(List.of(new Tagged("a", ONE), new Tagged("b", NIL)), null, null), "$.items[1].id"},
        {new Holder(null, java.util.Map.of("k", bean), null), "$.byName.k.id"},
        {new Holder(null, null, new UUID[] {ONE, NIL}), "$.ids[1]"},
    };
    for (Object[] w : writes) {
      PeregrineException e = assertThrows(PeregrineException.class, () -> custom.write(w[0]));
      assertEquals(w[1], e.path());
      assertTrue(e.getMessage().contains("the nil UUID names nothing"), e.getMessage());
    }
  }

  @NamedContractTest
  void registrationDoesNotLeakIntoOtherFacades(Variant v) {
    assertEquals("[1,2]", v.with(b -> b.register(Point.class, new PointAsArray())).write(new Point(1, 2)));
    assertEquals("{\"x\":1,\"y\":2}", v.write(new Point(1, 2)));
  }

  /** Strings in upper case, to tell a user's String codec from the built-in one. */
  static final class UpperCaseStrings implements Codec<String> {
    @Override
    public String read(ValueReader in) {
      return in.readString().toUpperCase(Locale.ROOT);
    }

    @Override
    public void write(ValueWriter out, String s) {
      out.value(s.toUpperCase(Locale.ROOT));
    }
  }

  // The tree writer inlines its own classes only while their built-in codecs are in effect.
  @ContractTest
  void aRegisteredStringCodecAppliesInsideTreesAndUntypedValues(Variant v) {
    Variant custom = v.with(b -> b.register(String.class, new UpperCaseStrings()));
    Object tree = v.parse("{\"a\":[\"x\",{\"b\":\"y\"}],\"n\":1}");
    assertEquals("{\"a\":[\"X\",{\"b\":\"Y\"}],\"n\":1}", custom.write(tree));
    assertEquals("[\"Z\",2]", custom.write(List.<Object>of("z", 2)));
  }
}
