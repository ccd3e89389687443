package dev.peregrine.bench.typematrix;

import com.dslplatform.json.CompiledJson;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * The type matrix's beans: one class per value type, each holding {@link #FIELDS} public fields of that type
 * ({@code f0} to {@code f11}), so that the type, not the bean around it, is what a read or write spends its
 * time on. Public fields because every peer binds them without configuration; the values are set by
 * {@link TypeCases} from a seeded generator, and compared by {@link ValueEquality}.
 *
 * <p>{@code @CompiledJson} is DSL-JSON's: its annotation processor (in the dsl-json jar) writes a converter per
 * bean, which only the dsl-json-compiled row loads (through the service loader); the reflective dsl-json row's
 * settings never look them up. Not on the char, Instant and Duration beans: the processor refuses those types.
 * Every other library ignores the annotation.
 */
public final class TypeBeans {
  private TypeBeans() {}

  /** Values per bean. */
  public static final int FIELDS = 12;

  /** The enum of the matrix: a few constants with names of the length services use. */
  public enum Color {
    RED,
    GREEN,
    BLUE,
    CYAN,
    MAGENTA,
    YELLOW,
    BLACK,
    WHITE
  }

  /** The nested bean: a small order line, as DTOs nest them. */
  @CompiledJson
  public static class Item {
    public long id;
    public String name;
    public int quantity;
    public double price;
    public boolean active;
  }

  /** The nested record: the same five components as {@link Item}. */
  @CompiledJson
  public record ItemRecord(long id, String name, int quantity, double price, boolean active) {}

  @CompiledJson
  public static class IntBean {
    public int f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class LongBean {
    public long f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class DoubleBean {
    public double f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class FloatBean {
    public float f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class BooleanBean {
    public boolean f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class StringBean {
    public String f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  public static class CharBean {
    public char f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class BigDecimalBean {
    public BigDecimal f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class BigIntegerBean {
    public BigInteger f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class UuidBean {
    public UUID f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class EnumBean {
    public Color f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class LocalDateBean {
    public LocalDate f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class LocalDateTimeBean {
    public LocalDateTime f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class LocalTimeBean {
    public LocalTime f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class OffsetDateTimeBean {
    public OffsetDateTime f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class ZonedDateTimeBean {
    public ZonedDateTime f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  public static class InstantBean {
    public Instant f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  public static class DurationBean {
    public Duration f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class DateBean {
    public Date f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class BytesBean {
    public byte[] f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class IntArrayBean {
    public int[] f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class LongArrayBean {
    public long[] f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class DoubleArrayBean {
    public double[] f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class StringArrayBean {
    public String[] f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class StringListBean {
    public List<String> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class LongListBean {
    public List<Long> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class UuidListBean {
    public List<UUID> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class LocalDateListBean {
    public List<LocalDate> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class StringSetBean {
    public Set<String> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class StringIntegerMapBean {
    public Map<String, Integer> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class StringStringMapBean {
    public Map<String, String> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class OptionalStringBean {
    public Optional<String> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class NestedBeanBean {
    public Item f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class NestedRecordBean {
    public ItemRecord f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }

  @CompiledJson
  public static class BeanListBean {
    public List<Item> f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11;
  }
}
