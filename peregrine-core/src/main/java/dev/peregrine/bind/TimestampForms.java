package dev.peregrine.bind;

import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import static dev.peregrine.bind.NumericText.describe;
import static dev.peregrine.bind.NumericText.quote;

/**
 * The forms Jackson gives dates and times besides ISO-8601 text ({@code WRITE_DATES_AS_TIMESTAMPS}, its
 * default), read by {@link TimeCodecs} whatever the settings, and written when {@code datesAsTimestamps} is on:
 *
 * <ul>
 *   <li>an instant (also an {@code OffsetDateTime} or {@code ZonedDateTime}, in UTC) as decimal epoch seconds,
 *       {@code 1700000000.123456789}; an integer is seconds or milliseconds as {@code epochSeconds} says;
 *   <li>a {@code Duration} as decimal seconds, {@code 1.500000000}; an integer is seconds, as Jackson reads it;
 *   <li>a {@code LocalDate} as {@code [2024,1,2]} (an integer: its epoch day), a {@code LocalDateTime} as
 *       {@code [2024,1,2,3,4,5,6]}, a {@code LocalTime} as {@code [3,4,5,6]}, an {@code OffsetTime} as
 *       {@code [3,4,5,6,"+01:00"]} (seconds and nanoseconds left out when both are zero, the nanoseconds
 *       when they are), a {@code YearMonth} as {@code [2024,1]};
 *   <li>a {@code Year} as a number, which is read either way.
 * </ul>
 *
 * <p>These reads are reached only when the value is not text, so the ISO path is unchanged. A fraction past
 * nanoseconds is cut off, as Jackson does; a number beyond a type's range is an error, and so is an array of
 * the wrong length, never a value quietly made up.
 */
final class TimestampForms {
  private TimestampForms() {}

  private static final BigDecimal NANOS_PER_SECOND = BigDecimal.valueOf(1_000_000_000L);
  private static final BigDecimal MAX_SECONDS = BigDecimal.valueOf(Instant.MAX.getEpochSecond() + 1);
  private static final BigDecimal MIN_SECONDS = BigDecimal.valueOf(Instant.MIN.getEpochSecond());
  private static final BigDecimal ONE_NANO = BigDecimal.ONE.movePointLeft(9);

  /**
   * The instant of a number: decimal seconds, or an integer of seconds ({@code epochSeconds}) or milliseconds.
   * The next value is a number.
   */
  static Instant instant(ValueReader in, boolean epochSeconds, String name) {
    Number n = in.readNumber(true);
    try {
      if (n instanceof Integer || n instanceof Long) {
        long v = n.longValue();
        return epochSeconds ? Instant.ofEpochSecond(v) : Instant.ofEpochMilli(v);
      }
      BigDecimal d = decimal(n);
      if (d == null) throw in.error(notAnInstant(n, epochSeconds, name));
      long[] secondsAndNanos = secondsAndNanos(d);
      return Instant.ofEpochSecond(secondsAndNanos[0], secondsAndNanos[1]);
    } catch (DateTimeException | ArithmeticException e) {
      throw in.error(notAnInstant(n, epochSeconds, name), e);
    }
  }

  private static String notAnInstant(Number n, boolean epochSeconds, String name) {
    return n + " is not " + name + " (" + (epochSeconds ? "seconds" : "milliseconds")
        + " since 1970-01-01T00:00:00Z, or decimal seconds)";
  }

  /** A duration of seconds (an integer, or a decimal with a fraction). The next value is a number. */
  static Duration duration(ValueReader in) {
    Number n = in.readNumber(true);
    if (n instanceof Integer || n instanceof Long) return Duration.ofSeconds(n.longValue());
    BigDecimal d = decimal(n);
    if (d == null) throw in.error(n + " is not a Duration in seconds");
    try {
      long[] secondsAndNanos = secondsAndNanos(d);
      return Duration.ofSeconds(secondsAndNanos[0], secondsAndNanos[1]);
    } catch (DateTimeException | ArithmeticException e) {
      throw in.error(n + " is not a Duration in seconds", e);
    }
  }

  /**
   * A number that is no long as a BigDecimal: CBOR's binary floats arrive as Float or Double, JSON's decimals
   * as BigDecimal. Null for what no Instant or Duration can be, which the callers refuse with the reason alone
   * (an exception of Peregrine's own as the cause reads as an internal failure): an integer past a long (more
   * seconds than either holds), NaN and the infinities.
   */
  private static BigDecimal decimal(Number n) {
    if (n instanceof BigDecimal d) return d;
    if (n instanceof BigInteger) return null;
    double d = n.doubleValue();
    if (Double.isNaN(d) || Double.isInfinite(d)) return null;
    return new BigDecimal(n.toString());
  }

  /**
   * Whole seconds and nanoseconds of {@code d} (the fraction past nanoseconds cut off toward zero, as Jackson
   * does), the nanoseconds of a negative value negative too, as {@code Instant.ofEpochSecond} takes them. A
   * value far beyond any instant, or nearer zero than a nanosecond, is decided before any arithmetic, so that
   * {@code 1e-99999} costs no more than {@code 1}.
   */
  private static long[] secondsAndNanos(BigDecimal d) {
    BigDecimal abs = d.abs();
    if (abs.compareTo(ONE_NANO) < 0) return new long[] {0, 0};
    if (d.compareTo(MAX_SECONDS) >= 0 || d.compareTo(MIN_SECONDS) < 0) {
      throw new DateTimeException("beyond the range of an Instant");
    }
    BigDecimal[] parts = d.setScale(9, RoundingMode.DOWN).divideAndRemainder(BigDecimal.ONE);
    return new long[] {parts[0].longValueExact(), parts[1].multiply(NANOS_PER_SECOND).longValueExact()};
  }

  /** A LocalDate from its epoch day (an integer) or {@code [year, month, day]}. */
  static LocalDate localDate(ValueReader in) {
    Kind k = in.peek();
    if (k == Kind.NUMBER) {
      long day = in.readLong();
      try {
        return LocalDate.ofEpochDay(day);
      } catch (DateTimeException e) {
        throw in.error(day + " is not a LocalDate (days since 1970-01-01)", e);
      }
    }
    int[] f = fields(in, "a LocalDate", 3, 3, "[year, month, day]");
    try {
      return LocalDate.of(f[0], f[1], f[2]);
    } catch (DateTimeException e) {
      throw in.error(fieldText(f) + " is not a LocalDate: " + e.getMessage(), e);
    }
  }

  /** A LocalDateTime from {@code [year, month, day, hour, minute(, second(, nanosecond))]}. */
  static LocalDateTime localDateTime(ValueReader in) {
    int[] f = fields(in, "a LocalDateTime", 5, 7, "[year, month, day, hour, minute, second, nanosecond]");
    try {
      return LocalDateTime.of(f[0], f[1], f[2], f[3], f[4], at(f, 5), at(f, 6));
    } catch (DateTimeException e) {
      throw in.error(fieldText(f) + " is not a LocalDateTime: " + e.getMessage(), e);
    }
  }

  /** A LocalTime from {@code [hour, minute(, second(, nanosecond))]}. */
  static LocalTime localTime(ValueReader in) {
    int[] f = fields(in, "a LocalTime", 2, 4, "[hour, minute, second, nanosecond]");
    try {
      return LocalTime.of(f[0], f[1], at(f, 2), at(f, 3));
    } catch (DateTimeException e) {
      throw in.error(fieldText(f) + " is not a LocalTime: " + e.getMessage(), e);
    }
  }

  /** A YearMonth from {@code [year, month]}. */
  static YearMonth yearMonth(ValueReader in) {
    int[] f = fields(in, "a YearMonth", 2, 2, "[year, month]");
    try {
      return YearMonth.of(f[0], f[1]);
    } catch (DateTimeException e) {
      throw in.error(fieldText(f) + " is not a YearMonth: " + e.getMessage(), e);
    }
  }

  /** An OffsetTime from {@code [hour, minute(, second(, nanosecond)), "offset"]}. */
  static OffsetTime offsetTime(ValueReader in) {
    String form = "[hour, minute, second, nanosecond, \"offset\"]";
    expectArray(in, "an OffsetTime", form);
    in.beginArray();
    int[] f = new int[4];
    int count = 0;
    String offset = null;
    while (in.hasNextElement()) {
      if (offset != null) throw in.error("an OffsetTime ends with its offset: expected " + form);
      if (in.peek() == Kind.STRING && count >= 2) {
        offset = in.readString();
      } else if (count == f.length) {
        throw in.error("an OffsetTime has at most 4 numbers before its offset: expected " + form);
      } else {
        f[count++] = field(in, "an OffsetTime", form);
      }
    }
    if (offset == null) throw in.error("an OffsetTime needs its hour, minute and offset: expected " + form);
    try {
      return OffsetTime.of(f[0], f[1], f[2], f[3], ZoneOffset.of(offset));
    } catch (DateTimeException e) {
      throw in.error(quote(offset) + " after " + count + " numbers is not an OffsetTime: " + e.getMessage(), e);
    }
  }

  private static int at(int[] f, int i) {
    return i < f.length ? f[i] : 0;
  }

  /** The integers of an array of {@code min} to {@code max} of them. */
  private static int[] fields(ValueReader in, String name, int min, int max, String form) {
    expectArray(in, name, form);
    in.beginArray();
    int[] f = new int[max];
    int count = 0;
    while (in.hasNextElement()) {
      if (count == max) throw in.error(name + " has at most " + max + " numbers: expected " + form);
      f[count++] = field(in, name, form);
    }
    if (count < min) throw in.error(name + " needs at least " + min + " numbers: expected " + form);
    return count == max ? f : java.util.Arrays.copyOf(f, count);
  }

  private static void expectArray(ValueReader in, String name, String form) {
    Kind k = in.peek();
    if (k != Kind.ARRAY) {
      throw in.error("expected " + name + " as a string or an array " + form + ", found " + describe(k));
    }
  }

  private static int field(ValueReader in, String name, String form) {
    Kind k = in.peek();
    if (k != Kind.NUMBER) throw in.error("expected a number in " + name + " " + form + ", found " + describe(k));
    return in.readInt();
  }

  private static String fieldText(int[] f) {
    return java.util.Arrays.toString(f).replace(" ", "");
  }

  // ---- writing, when datesAsTimestamps is on

  /** Seconds and nanoseconds as Jackson writes them: nine fraction digits, and zero as {@code 0.0}. */
  static void writeSeconds(ValueWriter out, long seconds, int nanos) {
    if (seconds == 0 && nanos == 0) {
      out.value(BigDecimal.valueOf(0, 1));
    } else {
      out.value(BigDecimal.valueOf(seconds).add(BigDecimal.valueOf(nanos, 9)));
    }
  }

  static void writeLocalDate(ValueWriter out, LocalDate d) {
    out.beginArray(3);
    out.value(d.getYear());
    out.value(d.getMonthValue());
    out.value(d.getDayOfMonth());
    out.endArray();
  }

  static void writeLocalDateTime(ValueWriter out, LocalDateTime t) {
    out.beginArray(3 + timeFieldCount(t.toLocalTime()));
    out.value(t.getYear());
    out.value(t.getMonthValue());
    out.value(t.getDayOfMonth());
    timeFields(out, t.toLocalTime());
    out.endArray();
  }

  static void writeLocalTime(ValueWriter out, LocalTime t) {
    out.beginArray(timeFieldCount(t));
    timeFields(out, t);
    out.endArray();
  }

  static void writeOffsetTime(ValueWriter out, OffsetTime t) {
    out.beginArray(timeFieldCount(t.toLocalTime()) + 1);
    timeFields(out, t.toLocalTime());
    out.value(t.getOffset().getId());
    out.endArray();
  }

  static void writeYearMonth(ValueWriter out, YearMonth m) {
    out.beginArray(2);
    out.value(m.getYear());
    out.value(m.getMonthValue());
    out.endArray();
  }

  private static int timeFieldCount(LocalTime t) {
    return t.getNano() != 0 ? 4 : t.getSecond() != 0 ? 3 : 2;
  }

  /** Hour and minute, then the second when it or the nanosecond is set, then the nanosecond when set. */
  private static void timeFields(ValueWriter out, LocalTime t) {
    out.value(t.getHour());
    out.value(t.getMinute());
    if (t.getSecond() != 0 || t.getNano() != 0) {
      out.value(t.getSecond());
      if (t.getNano() != 0) out.value(t.getNano());
    }
  }
}
