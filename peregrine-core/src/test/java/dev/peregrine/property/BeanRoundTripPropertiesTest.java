package dev.peregrine.property;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.TypeRef;
import dev.peregrine.model.Models.Color;
import dev.peregrine.model.Models.Person;
import dev.peregrine.model.Models.Point;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any instance of the bound types survives write then read, in every format, input mode and engine. */
class BeanRoundTripPropertiesTest {
  @Provide
  Arbitrary<Facades> facades() {
    return Facades.all();
  }

  public record Sample(
      int i, long l, double d, float f, boolean z, char c, String s, BigDecimal decimal, BigInteger big,
      Color color, UUID uuid, LocalDate date, Instant instant, List<Integer> ints, Set<String> strings,
      Map<String, Point> points, Optional<String> opt, byte[] bytes, int[] intArray) {

    /** Arrays compare by content, for equality of round-tripped values. */
    @Override
    public boolean equals(Object o) {
      return o instanceof Sample x && i == x.i && l == x.l && Double.compare(d, x.d) == 0
          && Float.compare(f, x.f) == 0 && z == x.z && c == x.c && java.util.Objects.equals(s, x.s)
          && java.util.Objects.equals(decimal, x.decimal) && java.util.Objects.equals(big, x.big)
          && color == x.color && java.util.Objects.equals(uuid, x.uuid) && java.util.Objects.equals(date, x.date)
          && java.util.Objects.equals(instant, x.instant) && java.util.Objects.equals(ints, x.ints)
          && java.util.Objects.equals(strings, x.strings) && java.util.Objects.equals(points, x.points)
          && java.util.Objects.equals(opt, x.opt) && java.util.Arrays.equals(bytes, x.bytes)
          && java.util.Arrays.equals(intArray, x.intArray);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(i, l, s);
    }

    @Override
    public String toString() {
      return "Sample[i=" + i + ", l=" + l + ", d=" + d + ", f=" + f + ", z=" + z + ", c=" + (int) c + ", s=" + s
          + ", decimal=" + decimal + ", big=" + big + ", color=" + color + ", uuid=" + uuid + ", date=" + date
          + ", instant=" + instant + ", ints=" + ints + ", strings=" + strings + ", points=" + points + ", opt=" + opt
          + ", bytes=" + java.util.Arrays.toString(bytes) + ", intArray=" + java.util.Arrays.toString(intArray) + "]";
    }
  }

  static Arbitrary<Point> points() {
    return net.jqwik.api.Combinators.combine(Arbitraries.integers(), Arbitraries.integers()).as(Point::new);
  }

  @Provide
  Arbitrary<Sample> samples() {
    Arbitrary<Character> chars = Generators.codePoints().filter(cp -> cp < 0x10000).map(cp -> (char) cp.intValue());
    Arbitrary<Double> doubles = Arbitraries.longs().map(Double::longBitsToDouble).filter(Double::isFinite);
    Arbitrary<Float> floats = Arbitraries.integers().map(Float::intBitsToFloat).filter(Float::isFinite);
    Arbitrary<BigDecimal> decimals = Arbitraries.bigIntegers().between(BigInteger.TEN.pow(40).negate(), BigInteger.TEN.pow(40))
        .flatMap(u -> Arbitraries.integers().between(-30, 30).map(scale -> new BigDecimal(u, scale)));
    return Builders.withBuilder(SampleBuilder::new)
        .use(Arbitraries.integers()).in((b, v) -> { b.i = v; return b; })
        .use(Arbitraries.longs()).in((b, v) -> { b.l = v; return b; })
        .use(doubles).in((b, v) -> { b.d = v; return b; })
        .use(floats).in((b, v) -> { b.f = v; return b; })
        .use(Arbitraries.of(true, false)).in((b, v) -> { b.z = v; return b; })
        .use(chars).in((b, v) -> { b.c = v; return b; })
        .use(Generators.text().injectNull(0.2)).in((b, v) -> { b.s = v; return b; })
        .use(decimals.injectNull(0.2)).in((b, v) -> { b.decimal = v; return b; })
        .use(Arbitraries.bigIntegers().between(BigInteger.TWO.pow(100).negate(), BigInteger.TWO.pow(100)).injectNull(0.2))
        .in((b, v) -> { b.big = v; return b; })
        .use(Arbitraries.of(Color.class).injectNull(0.2)).in((b, v) -> { b.color = v; return b; })
        .use(Arbitraries.randomValue(r -> new UUID(r.nextLong(), r.nextLong())).injectNull(0.2)).in((b, v) -> { b.uuid = v; return b; })
        .use(Arbitraries.longs().between(-700_000, 2_900_000).map(LocalDate::ofEpochDay).injectNull(0.2))
        .in((b, v) -> { b.date = v; return b; })
        .use(Arbitraries.longs().between(-62_000_000_000L, 250_000_000_000L)
            .flatMap(s -> Arbitraries.integers().between(0, 999_999_999).map(n -> Instant.ofEpochSecond(s, n)))
            .injectNull(0.2)).in((b, v) -> { b.instant = v; return b; })
        .use(Arbitraries.integers().list().ofMaxSize(5).injectNull(0.2)).in((b, v) -> { b.ints = v; return b; })
        .use(Generators.text().set().ofMaxSize(4).injectNull(0.2)).in((b, v) -> { b.strings = v; return b; })
        .use(Arbitraries.maps(Generators.text(), points()).ofMaxSize(3).injectNull(0.2)).in((b, v) -> { b.points = v; return b; })
        .use(Generators.text().optional()).in((b, v) -> { b.opt = v; return b; })
        .use(Arbitraries.bytes().array(byte[].class).ofMaxSize(20).injectNull(0.2)).in((b, v) -> { b.bytes = v; return b; })
        .use(Arbitraries.integers().array(int[].class).ofMaxSize(5).injectNull(0.2)).in((b, v) -> { b.intArray = v; return b; })
        .build(SampleBuilder::build);
  }

  static final class SampleBuilder {
    int i;
    long l;
    double d;
    float f;
    boolean z;
    char c;
    String s;
    BigDecimal decimal;
    BigInteger big;
    Color color;
    UUID uuid;
    LocalDate date;
    Instant instant;
    List<Integer> ints;
    Set<String> strings;
    Map<String, Point> points;
    Optional<String> opt;
    byte[] bytes;
    int[] intArray;

    Sample build() {
      return new Sample(i, l, d, f, z, c, s, decimal, big, color, uuid, date, instant, ints, strings, points, opt,
          bytes, intArray);
    }
  }

  @Property(tries = 300)
  void recordsRoundTrip(@ForAll("samples") Sample sample, @ForAll("facades") Facades f) {
    assertEquals(sample, f.plain().roundTrip(sample, Sample.class));
    assertEquals(sample, f.withNulls().roundTrip(sample, Sample.class));
  }

  @Provide
  Arbitrary<Person> people() {
    return net.jqwik.api.Combinators.combine(
        Generators.text().injectNull(0.2), Arbitraries.integers(),
        Generators.text().list().ofMaxSize(4).injectNull(0.2), points().injectNull(0.2)).as(Person::new);
  }

  @Property(tries = 300)
  void pojosRoundTrip(@ForAll("people") Person person, @ForAll("facades") Facades f) {
    assertEquals(person, f.plain().roundTrip(person, Person.class));
  }

  @Provide
  Arbitrary<List<Person>> peopleLists() {
    return people().list().ofMaxSize(5);
  }

  @Property(tries = 200)
  void listsOfPojosRoundTrip(@ForAll("peopleLists") List<Person> people, @ForAll("facades") Facades f) {
    assertEquals(people, f.plain().roundTrip(people, new TypeRef<List<Person>>() {}));
  }
}
