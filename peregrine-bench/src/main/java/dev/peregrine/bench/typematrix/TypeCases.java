package dev.peregrine.bench.typematrix;

import dev.peregrine.bench.typematrix.TypeBeans.Color;
import dev.peregrine.bench.typematrix.TypeBeans.Item;
import dev.peregrine.bench.typematrix.TypeBeans.ItemRecord;
import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;

/**
 * The rows of the type matrix: for each value type users bind, a bean of {@link TypeBeans}
 * filled with {@link TypeBeans#FIELDS} seeded values of the kind services carry (prices with two decimals, dates
 * of this century, ids, names), the same on every run and in every JVM.
 */
public final class TypeCases {
  private TypeCases() {}

  /** One row: its name (what {@code --only} matches as {@code Types/NAME/LIB}), its bean and one value's generator. */
  public record TypeCase(String name, Class<?> bean, Function<Random, Object> value) {
    /** A new bean whose every field holds a value of the generator, seeded by the row's name. */
    public Object newValue() {
      Random random = new Random(name.hashCode() * 31L + 24);
      try {
        Object bean = this.bean.getConstructor().newInstance();
        for (Field f : this.bean.getFields()) {
          f.set(bean, value.apply(random));
        }
        return bean;
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(name + ": " + e, e);
      }
    }
  }

  private static final String LOREM = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod "
      + "tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation "
      + "ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in "
      + "voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non "
      + "proident, sunt in culpa qui officia deserunt mollit anim id est laborum.";
  private static final String[] WORDS = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
      "india", "juliett", "kilo", "lima", "mike", "november", "oscar", "papa"};
  private static final String[] NON_ASCII = {"Zürich", "São Paulo", "Kraków", "Москва", "東京都", "서울",
      "Αθήνα", "İstanbul", "Ørsted", "naïve café", "北京市朝阳区", "😀 emoji"};
  private static final String[] ESCAPED = {"say \"hi\"", "C:\\temp\\file", "line1\nline2", "tab\there",
      "a/b\\c", "\"quoted\"\r\n", "back\\slash \"and\" quote", "ctl\u0001char"};
  private static final ZoneId[] ZONES = {ZoneId.of("Europe/Paris"), ZoneId.of("America/New_York"),
      ZoneId.of("Asia/Tokyo"), ZoneId.of("UTC")};

  /** Every row, in report order. */
  public static List<TypeCase> all() {
    List<TypeCase> cases = new ArrayList<>();
    add(cases, "int", TypeBeans.IntBean.class, r -> r.nextInt(2_000_000) - 1_000_000);
    add(cases, "long", TypeBeans.LongBean.class, r -> r.nextLong() >> r.nextInt(40));
    add(cases, "double", TypeBeans.DoubleBean.class, TypeCases::aDouble);
    add(cases, "float", TypeBeans.FloatBean.class, r -> (float) aDouble(r));
    add(cases, "boolean", TypeBeans.BooleanBean.class, Random::nextBoolean);
    add(cases, "String-short", TypeBeans.StringBean.class, TypeCases::shortString);
    add(cases, "String-long", TypeBeans.StringBean.class,
        r -> LOREM.substring(r.nextInt(40)) + " #" + r.nextInt(1000));
    add(cases, "String-non-ASCII", TypeBeans.StringBean.class,
        r -> NON_ASCII[r.nextInt(NON_ASCII.length)] + " " + NON_ASCII[r.nextInt(NON_ASCII.length)]);
    add(cases, "String-escapes", TypeBeans.StringBean.class,
        r -> ESCAPED[r.nextInt(ESCAPED.length)] + " " + shortString(r));
    add(cases, "char", TypeBeans.CharBean.class, r -> (char) ('a' + r.nextInt(26)));
    add(cases, "BigDecimal", TypeBeans.BigDecimalBean.class, TypeCases::price);
    add(cases, "BigInteger", TypeBeans.BigIntegerBean.class,
        r -> new BigInteger(40 + r.nextInt(80), r).subtract(BigInteger.ONE.shiftLeft(60)));
    add(cases, "UUID", TypeBeans.UuidBean.class, r -> new UUID(r.nextLong(), r.nextLong()));
    add(cases, "enum", TypeBeans.EnumBean.class, r -> Color.values()[r.nextInt(Color.values().length)]);
    add(cases, "LocalDate", TypeBeans.LocalDateBean.class, TypeCases::date);
    add(cases, "LocalDateTime", TypeBeans.LocalDateTimeBean.class, r -> date(r).atTime(time(r)));
    add(cases, "LocalTime", TypeBeans.LocalTimeBean.class, TypeCases::time);
    add(cases, "OffsetDateTime", TypeBeans.OffsetDateTimeBean.class,
        r -> OffsetDateTime.of(date(r).atTime(time(r)), ZoneOffset.ofHours(r.nextInt(25) - 12)));
    add(cases, "ZonedDateTime", TypeBeans.ZonedDateTimeBean.class,
        r -> ZonedDateTime.of(date(r).atTime(time(r)), ZONES[r.nextInt(ZONES.length)]));
    add(cases, "Instant", TypeBeans.InstantBean.class, TypeCases::instant);
    add(cases, "Duration", TypeBeans.DurationBean.class,
        r -> Duration.ofMillis(r.nextInt(r.nextBoolean() ? 60_000 : 400_000_000)));
    add(cases, "Date", TypeBeans.DateBean.class, r -> Date.from(instant(r)));
    add(cases, "byte-array", TypeBeans.BytesBean.class, r -> bytes(r, 16 + r.nextInt(48)));
    add(cases, "int-array", TypeBeans.IntArrayBean.class,
        r -> r.ints(8, -100_000, 100_000).toArray());
    add(cases, "long-array", TypeBeans.LongArrayBean.class,
        r -> r.longs(8).map(v -> v >> r.nextInt(40)).toArray());
    add(cases, "double-array", TypeBeans.DoubleArrayBean.class,
        r -> r.doubles(8).map(v -> aDouble(r)).toArray());
    add(cases, "String-array", TypeBeans.StringArrayBean.class, r -> strings(r).toArray(new String[0]));
    add(cases, "List-String", TypeBeans.StringListBean.class, TypeCases::strings);
    add(cases, "List-Long", TypeBeans.LongListBean.class, r -> new ArrayList<>(r.longs(8).map(v -> v >> 20).boxed().toList()));
    add(cases, "List-UUID", TypeBeans.UuidListBean.class, r -> list(r, 4, q -> new UUID(q.nextLong(), q.nextLong())));
    add(cases, "List-LocalDate", TypeBeans.LocalDateListBean.class, r -> list(r, 4, TypeCases::date));
    add(cases, "Set-String", TypeBeans.StringSetBean.class, r -> new LinkedHashSet<>(strings(r)));
    add(cases, "Map-String-Integer", TypeBeans.StringIntegerMapBean.class, r -> {
      Map<String, Integer> m = new LinkedHashMap<>();
      for (int i = 0; i < 6; i++) {
        m.put(WORDS[r.nextInt(WORDS.length)] + i, r.nextInt(100_000));
      }
      return m;
    });
    add(cases, "Map-String-String", TypeBeans.StringStringMapBean.class, r -> {
      Map<String, String> m = new LinkedHashMap<>();
      for (int i = 0; i < 6; i++) {
        m.put(WORDS[r.nextInt(WORDS.length)] + i, shortString(r));
      }
      return m;
    });
    add(cases, "Optional-String", TypeBeans.OptionalStringBean.class,
        r -> r.nextInt(4) == 0 ? Optional.empty() : Optional.of(shortString(r)));
    add(cases, "bean", TypeBeans.NestedBeanBean.class, TypeCases::item);
    add(cases, "record", TypeBeans.NestedRecordBean.class, r -> {
      Item i = item(r);
      return new ItemRecord(i.id, i.name, i.quantity, i.price, i.active);
    });
    add(cases, "List-bean", TypeBeans.BeanListBean.class, r -> list(r, 3, TypeCases::item));
    return cases;
  }

  /** The row called {@code name}. */
  public static TypeCase named(String name) {
    for (TypeCase c : all()) {
      if (c.name().equals(name)) {
        return c;
      }
    }
    throw new IllegalArgumentException("no type row " + name);
  }

  private static void add(List<TypeCase> cases, String name, Class<?> bean, Function<Random, Object> value) {
    cases.add(new TypeCase(name, bean, value));
  }

  /** Doubles as measured or computed values come: a few digits, or a full 17-digit double. */
  private static double aDouble(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> Math.round(r.nextDouble() * 100_000) / 100.0;
      case 1 -> r.nextGaussian() * 1e6;
      default -> (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(20) - 10);
    };
  }

  private static BigDecimal price(Random r) {
    return BigDecimal.valueOf(r.nextInt(10_000_000) - 1_000_000, 2);
  }

  private static String shortString(Random r) {
    return WORDS[r.nextInt(WORDS.length)] + "-" + r.nextInt(10_000);
  }

  private static LocalDate date(Random r) {
    return LocalDate.ofEpochDay(10_957 + r.nextInt(12_000)); // 2000-01-01 onwards
  }

  /** Times of day: whole seconds, milliseconds or microseconds, as databases and clocks give them. */
  private static LocalTime time(Random r) {
    LocalTime t = LocalTime.ofSecondOfDay(r.nextInt(86_400));
    return switch (r.nextInt(3)) {
      case 0 -> t;
      case 1 -> t.withNano(r.nextInt(1000) * 1_000_000);
      default -> t.withNano(r.nextInt(1_000_000) * 1000);
    };
  }

  /** Instants with millisecond precision (what {@link Date} holds, and what most clocks give). */
  private static Instant instant(Random r) {
    return Instant.ofEpochMilli(946_684_800_000L + (long) (r.nextDouble() * 1_000_000_000_000L));
  }

  private static byte[] bytes(Random r, int n) {
    byte[] b = new byte[n];
    r.nextBytes(b);
    return b;
  }

  private static List<String> strings(Random r) {
    return list(r, 6, TypeCases::shortString);
  }

  private static <T> List<T> list(Random r, int n, Function<Random, T> element) {
    List<T> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      list.add(element.apply(r));
    }
    return list;
  }

  private static Item item(Random r) {
    Item i = new Item();
    i.id = r.nextInt(1_000_000_000);
    i.name = shortString(r);
    i.quantity = 1 + r.nextInt(20);
    i.price = Math.round(r.nextDouble() * 100_000) / 100.0;
    i.active = r.nextBoolean();
    return i;
  }
}
