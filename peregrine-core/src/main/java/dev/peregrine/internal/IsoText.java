package dev.peregrine.internal;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.Arrays;

/**
 * ISO-8601 text of {@code java.time} values, parsed from and printed to ASCII bytes without a
 * {@code DateTimeFormatter}, which costs about a microsecond a value where this costs tens of nanoseconds.
 *
 * <p>Parsing takes only the common shape of each form, a subset of what the JDK's ISO parser takes: a
 * four-digit year without sign, {@code T} and {@code Z} in upper case, seconds and a fraction of one to
 * nine digits optional where the JDK's form has them optional, offsets {@code Z} and {@code ±HH:MM}. For
 * every text in that shape whose fields are in range it returns the value the JDK's parser returns; for any
 * other text it returns null, and the caller asks the JDK's parser, which takes the rarer forms (signed or
 * long years, lower-case letters, offsets with seconds, leap seconds, ...) and gives the error for text that
 * is not a date at all. So what is accepted, and the value, are exactly the JDK's; {@code IsoTextTest}
 * compares the two over generated values and malformed variants of them.
 *
 * <p>Printing writes exactly the type's {@code toString()} (for {@code Instant}, {@code ISO_INSTANT}); a
 * year outside 0-9999 is written by copying {@code toString()}, whose text is ASCII. Each print method
 * needs at most its {@code MAX_*} bytes of room from {@code p}.
 */
public final class IsoText {
  private IsoText() {}

  /** The length of {@code yyyy-MM-dd}, the form every LocalDate of years 0 to 9999 prints as. */
  public static final int DATE_LENGTH = 10;
  /** The longest {@code LocalDate.toString()}: {@code +999999999-12-31}. */
  public static final int MAX_DATE = 16;
  /** The longest {@code LocalTime.toString()}: {@code 23:59:59.999999999}. */
  public static final int MAX_TIME = 18;
  /** The longest offset id: {@code +18:00:00}. */
  public static final int MAX_OFFSET = 9;
  public static final int MAX_DATE_TIME = MAX_DATE + 1 + MAX_TIME;
  public static final int MAX_OFFSET_DATE_TIME = MAX_DATE_TIME + MAX_OFFSET;
  public static final int MAX_OFFSET_TIME = MAX_TIME + MAX_OFFSET;
  /** The longest {@code Instant.toString()}: {@code +1000000000-12-31T23:59:59.999999999Z}. */
  public static final int MAX_INSTANT = 38;

  private static final int NO_OFFSET = Integer.MIN_VALUE;
  // Offsets of whole quarter hours, -18:00 to +18:00: the JDK's own cached instances (ZoneOffset caches
  // these), found here without its map's boxing and hashing.
  private static final ZoneOffset[] QUARTER_HOURS = new ZoneOffset[145];

  static {
    for (int i = 0; i < QUARTER_HOURS.length; i++) QUARTER_HOURS[i] = ZoneOffset.ofTotalSeconds((i - 72) * 900);
  }

  private static ZoneOffset offset(int seconds) {
    return seconds % 900 == 0 ? QUARTER_HOURS[seconds / 900 + 72] : ZoneOffset.ofTotalSeconds(seconds);
  }
  private static final DateTimeFormatter MILLIS_INSTANT = new DateTimeFormatterBuilder().appendInstant(3).toFormatter();

  // ---- parsing: null means "not in the common shape, ask the JDK" ----

  public static LocalDate parseLocalDate(byte[] b, int from, int to) {
    return to - from == DATE_LENGTH ? date(b, from) : null;
  }

  public static LocalTime parseLocalTime(byte[] b, int from, int to) {
    return time(b, from, to);
  }

  public static LocalDateTime parseLocalDateTime(byte[] b, int from, int to) {
    if (to - from < 16 || b[from + 10] != 'T') return null;
    LocalDate date = date(b, from);
    LocalTime time = time(b, from + 11, to);
    return date == null || time == null ? null : LocalDateTime.of(date, time);
  }

  public static OffsetDateTime parseOffsetDateTime(byte[] b, int from, int to) {
    int at = offsetStart(b, from + 16, to);
    if (at < 0) return null;
    LocalDateTime dateTime = parseLocalDateTime(b, from, at);
    int seconds = offsetSeconds(b, at, to);
    return dateTime == null || seconds == NO_OFFSET ? null : OffsetDateTime.of(dateTime, offset(seconds));
  }

  public static OffsetTime parseOffsetTime(byte[] b, int from, int to) {
    int at = offsetStart(b, from + 5, to);
    if (at < 0) return null;
    LocalTime time = time(b, from, at);
    int seconds = offsetSeconds(b, at, to);
    if (time == null || seconds == NO_OFFSET) return null;
    return OffsetTime.of(time, offset(seconds));
  }

  /**
   * An offset date-time, optionally followed by a region id in brackets ({@code [Europe/Paris]}): the
   * instant the local date-time and offset name, in that region, as the JDK resolves it. A bracketed id
   * that is not a region (an offset, {@code UTC}, ...) is left to the JDK.
   */
  public static ZonedDateTime parseZonedDateTime(byte[] b, int from, int to) {
    if (to - from > 2 && b[to - 1] == ']') {
      int open = to - 2;
      while (open > from && b[open] != '[') open--;
      if (b[open] != '[') return null;
      OffsetDateTime odt = parseOffsetDateTime(b, from, open);
      if (odt == null) return null;
      ZoneId zone = region(b, open + 1, to - 1);
      return zone == null ? null : ZonedDateTime.ofInstant(odt.toLocalDateTime(), odt.getOffset(), zone);
    }
    OffsetDateTime odt = parseOffsetDateTime(b, from, to);
    return odt == null ? null : odt.toZonedDateTime();
  }

  /**
   * {@code ISO_INSTANT}'s common shape: date, {@code T}, time with seconds, fraction optional, offset. Not
   * second 60, which the JDK reads as a leap second.
   */
  public static Instant parseInstant(byte[] b, int from, int to) {
    int at = offsetStart(b, from + 19, to);
    if (at < 0 || b[from + 16] != ':') return null;
    LocalDateTime dateTime = parseLocalDateTime(b, from, at);
    int seconds = offsetSeconds(b, at, to);
    if (dateTime == null || seconds == NO_OFFSET) return null;
    return Instant.ofEpochSecond(dateTime.toLocalDate().toEpochDay() * 86_400 + dateTime.toLocalTime().toSecondOfDay()
        - seconds, dateTime.getNano());
  }

  /**
   * A Duration in the shape its toString gives: {@code PT}, then hours, minutes and seconds in that order,
   * each optional, each with an optional {@code -} and up to 15 digits, the seconds with a fraction of one
   * to nine digits (whose sign is the seconds' own, as the JDK reads it). Days, {@code +}, lower case,
   * commas and a sign before {@code P} are left to the JDK.
   */
  public static Duration parseDuration(byte[] b, int from, int to) {
    if (to - from < 4 || b[from] != 'P' || b[from + 1] != 'T') return null;
    int p = from + 2;
    long seconds = 0;
    int nanos = 0;
    int unit = 0; // 0 none yet, 1 after H, 2 after M, 3 after S
    while (p < to) {
      boolean negative = b[p] == '-';
      int start = negative ? p + 1 : p;
      int q = start;
      long v = 0;
      while (q < to && b[q] >= '0' && b[q] <= '9' && q - start < 16) v = v * 10 + (b[q++] - '0');
      int digits = q - start;
      if (digits == 0 || digits > 15 || q >= to) return null;
      if (negative) v = -v;
      int c = b[q];
      if (c == 'H' && unit < 1) {
        seconds += v * 3600;
        unit = 1;
      } else if (c == 'M' && unit < 2) {
        seconds += v * 60;
        unit = 2;
      } else if ((c == 'S' || c == '.') && unit < 3) {
        seconds += v;
        if (c == '.') {
          int f = ++q;
          int n = 0;
          while (q < to && b[q] >= '0' && b[q] <= '9' && q - f < 10) n = n * 10 + (b[q++] - '0');
          int fractionDigits = q - f;
          if (fractionDigits == 0 || fractionDigits > 9 || q >= to || b[q] != 'S') return null;
          for (int i = fractionDigits; i < 9; i++) n *= 10;
          nanos = negative ? -n : n;
        }
        unit = 3;
      } else {
        return null;
      }
      p = q + 1;
    }
    return unit == 0 ? null : Duration.ofSeconds(seconds, nanos);
  }

  private static ZoneId region(byte[] b, int from, int to) {
    // A region id: one the JDK knows (ZoneId.of says which), starting with a letter. Not an offset (+01:00,
    // Z) nor an id made of UTC, GMT or UT and more (UTC+01:00, GMT0), which the JDK's parser reads by rules
    // of its own (it takes GMT0 for GMT and then refuses the 0): those are left to it.
    int hash = 0;
    for (int i = from; i < to; i++) {
      int c = b[i];
      boolean ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '_'
          || c == '-' || c == '+' || c == '.' || c == '~';
      if (!ok) return null;
      hash = 31 * hash + c;
    }
    if (to == from || !isLetter(b[from]) || offsetBased(b, from, to)) return null;
    int at = (hash ^ hash >>> 16) & (REGIONS.length - 1);
    Region seen = REGIONS[at];
    if (seen != null && Arrays.equals(seen.id, 0, seen.id.length, b, from, to)) return seen.zone;
    ZoneId zone;
    try {
      zone = ZoneId.of(Ascii.string(b, from, to - from));
    } catch (RuntimeException e) {
      return null; // not a known region: the JDK's parser reports it
    }
    if (zone instanceof ZoneOffset) return null;
    REGIONS[at] = new Region(Arrays.copyOfRange(b, from, to), zone);
    return zone;
  }

  // Whether b[from, to) starts with UTC, GMT or UT and is not just that.
  private static boolean offsetBased(byte[] b, int from, int to) {
    int n = to - from;
    if (n < 3 || b[from] != 'U' && b[from] != 'G') return false;
    boolean ut = b[from] == 'U' && b[from + 1] == 'T';
    boolean three = ut && b[from + 2] == 'C' || b[from] == 'G' && b[from + 1] == 'M' && b[from + 2] == 'T';
    return three ? n > 3 : ut;
  }

  /**
   * The regions met last, by a hash of their id: ZoneId.of costs a lookup in the JDK's map of rules, a check
   * of the name and a new ZoneRegion on every call. Shared by all threads without a lock: an entry is
   * immutable (its fields final, so a thread sees it whole or not at all), and a lost store only costs a
   * call of ZoneId.of. The rules of a region are those ZoneId.of gave when it was stored, as a ZoneId held
   * by the application keeps them.
   */
  private static final Region[] REGIONS = new Region[64];

  private static final class Region {
    final byte[] id;
    final ZoneId zone;

    Region(byte[] id, ZoneId zone) {
      this.id = id;
      this.zone = zone;
    }
  }

  private static boolean isLetter(int c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  /** Where the offset begins ('Z', '+' or '-') at or after {@code from}, or -1. */
  private static int offsetStart(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      int c = b[i];
      if (c == 'Z' || c == '+' || c == '-') return i;
    }
    return -1;
  }

  /** The offset {@code Z} or {@code ±HH:MM} that fills [from, to), in seconds, or NO_OFFSET. */
  private static int offsetSeconds(byte[] b, int from, int to) {
    int n = to - from;
    if (n == 1) return b[from] == 'Z' ? 0 : NO_OFFSET;
    int sign = b[from];
    if (n != 6 || b[from + 3] != ':' || sign != '+' && sign != '-') return NO_OFFSET;
    int h = two(b, from + 1);
    int m = two(b, from + 4);
    if (h < 0 || m < 0 || h > 18 || m > 59 || h == 18 && m > 0) return NO_OFFSET;
    int s = h * 3600 + m * 60;
    return sign == '-' ? -s : s;
  }

  /** {@code yyyy-MM-dd} at {@code p}, or null when not in that shape or not a day of the calendar. */
  private static LocalDate date(byte[] b, int p) {
    // "yyyy-MM-" as one word: '0' taken from each digit and '-' from each dash leaves digits 0-9 and dashes 0;
    // any other byte (or a borrow) leaves a byte outside 0-9, whose high bit shows after adding 0x76.
    long x = (long) LONG.get(b, p) - DATE_ZEROS;
    int day = two(b, p + 8);
    if (((x | x + 0x7676767676767676L) & 0x8080808080808080L | x & DATE_DASHES) != 0 || day < 0) return null;
    int year = (int) (x & 0xFF) * 1000 + (int) (x >>> 8 & 0xFF) * 100 + (int) (x >>> 16 & 0xFF) * 10
        + (int) (x >>> 24 & 0xFF);
    int month = (int) (x >>> 40 & 0xFF) * 10 + (int) (x >>> 48 & 0xFF);
    // Days up to 28 are in every month: only later ones need the month's length.
    if (month < 1 || month > 12 || day < 1 || day > 28 && day > monthLength(year, month)) return null;
    return LocalDate.of(year, month, day);
  }

  /** "0000-00-" as a little-endian word. */
  private static final long DATE_ZEROS = 0x2D30302D30303030L;
  /** The two dashes' bytes of that word. */
  private static final long DATE_DASHES = 0xFF0000FF00000000L;

  private static int monthLength(int year, int month) {
    if (month == 2) return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28;
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
  }

  /**
   * {@code HH:mm[:ss[.f{1,9}]]} filling [from, to), or null. Built from its fields (LocalTime.of), not from
   * nanoseconds of the day, which LocalTime would divide back into them.
   */
  private static LocalTime time(byte[] b, int from, int to) {
    int n = to - from;
    if (n != 5 && n != 8 && (n < 10 || n > 18)) return null;
    if (n == 5) {
      int h = two(b, from);
      int m = two(b, from + 3);
      if (h < 0 || m < 0 || h > 23 || m > 59 || b[from + 2] != ':') return null;
      return LocalTime.of(h, m);
    }
    // "HH:mm:ss" as one word, as date() reads "yyyy-MM-": digits less '0' in 0-9, colons less ':' zero.
    long x = (long) LONG.get(b, from) - TIME_ZEROS;
    if (((x | x + 0x7676767676767676L) & 0x8080808080808080L | x & TIME_COLONS) != 0) return null;
    int h = (int) (x & 0xFF) * 10 + (int) (x >>> 8 & 0xFF);
    int m = (int) (x >>> 24 & 0xFF) * 10 + (int) (x >>> 32 & 0xFF);
    int s = (int) (x >>> 48 & 0xFF) * 10 + (int) (x >>> 56);
    if (h > 23 || m > 59 || s > 59) return null;
    int nanos = 0;
    if (n > 8) {
      if (b[from + 8] != '.') return null;
      nanos = from + 17 <= b.length ? fractionWord(b, from + 9, n - 9) : fractionLoop(b, from + 9, to, n - 9);
      if (nanos < 0) return null;
    }
    return LocalTime.of(h, m, s, nanos);
  }

  /**
   * The fraction of k digits (1 to 9) at p as nanoseconds, or -1 when one is not a digit, from the word at p
   * (the caller has checked that the array holds it): the bytes past the k digits, whatever they are (the
   * closing quote, the next member), are replaced by '0', and the 8 digits are summed in three multiplies
   * (pairs, then fours, then the eight). The loop this replaces ran 3 or 6 or 9 times, a count the branch
   * predictor cannot learn when the lengths are mixed: it was most of IsoText.time's time in the type
   * matrix's LocalTime row. A ninth digit is added on its own.
   */
  private static int fractionWord(byte[] b, int p, int k) {
    int inWord = Math.min(k, 8);
    long keep = -1L >>> (64 - 8 * inWord);
    long x = ((long) LONG.get(b, p) & keep | DIGIT_ZEROS & ~keep) - DIGIT_ZEROS;
    if (((x | x + 0x7676767676767676L) & 0x8080808080808080L) != 0) return -1;
    x = (x * 2561) >>> 8 & 0x00FF00FF00FF00FFL;
    x = (x * 6553601) >>> 16 & 0x0000FFFF0000FFFFL;
    int eight = (int) ((x * 42949672960001L) >>> 32);
    if (k < 9) return eight * 10;
    int d = b[p + 8] - '0';
    return d < 0 || d > 9 ? -1 : eight * 10 + d;
  }

  /** fractionWord near the array's end: a digit at a time. */
  private static int fractionLoop(byte[] b, int p, int to, int k) {
    int nanos = 0;
    for (int i = p; i < to; i++) {
      int d = b[i] - '0';
      if (d < 0 || d > 9) return -1;
      nanos = nanos * 10 + d;
    }
    return nanos * FRACTION_SCALE[k];
  }

  /** Eight '0' bytes. */
  private static final long DIGIT_ZEROS = 0x3030303030303030L;

  /** "00:00:00" as a little-endian word, and its two colons' bytes. */
  private static final long TIME_ZEROS = 0x30303A30303A3030L;
  private static final long TIME_COLONS = 0x0000FF0000FF0000L;

  /** What a fraction of k digits is multiplied by to give nanoseconds: 10^(9 - k). */
  private static final int[] FRACTION_SCALE = {
      1_000_000_000, 100_000_000, 10_000_000, 1_000_000, 100_000, 10_000, 1_000, 100, 10, 1};

  /** The two decimal digits at {@code p} as a number, or a negative number when either is not a digit. */
  private static int two(byte[] b, int p) {
    int d1 = b[p] - '0';
    int d2 = b[p + 1] - '0';
    if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9) return -1;
    return d1 * 10 + d2;
  }

  // ---- printing: exactly toString(), into b from p; each returns the end ----

  public static int printLocalDate(LocalDate date, byte[] b, int p) {
    int year = date.getYear();
    if (year < 0 || year > 9999) return copy(date.toString(), b, p);
    // "YYYY-MM-" as one word of digit pairs and dashes, then "DD".
    int high = year / 100;
    LONG.set(b, p, NumberWriter.pair(high) | NumberWriter.pair(year - high * 100) << 16 | (long) '-' << 32
        | NumberWriter.pair(date.getMonthValue()) << 40 | (long) '-' << 56);
    NumberWriter.pairAt(b, p + 8, date.getDayOfMonth());
    return p + 10;
  }

  public static int printLocalTime(LocalTime time, byte[] b, int p) {
    int second = time.getSecond();
    int nano = time.getNano();
    // "HH:MM:SS" as one word (room for it is reserved: MAX_TIME); without seconds only "HH:MM" counts.
    LONG.set(b, p, NumberWriter.pair(time.getHour()) | (long) ':' << 16 | NumberWriter.pair(time.getMinute()) << 24
        | (long) ':' << 40 | NumberWriter.pair(second) << 48);
    if (second == 0 && nano == 0) return p + 5;
    return fraction(nano, b, p + 8);
  }

  private static final java.lang.invoke.VarHandle LONG = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
      long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  public static int printLocalDateTime(LocalDateTime dateTime, byte[] b, int p) {
    p = printLocalDate(dateTime.toLocalDate(), b, p);
    b[p] = 'T';
    return printLocalTime(dateTime.toLocalTime(), b, p + 1);
  }

  public static int printOffsetDateTime(OffsetDateTime dateTime, byte[] b, int p) {
    return printOffset(dateTime.getOffset(), b, printLocalDateTime(dateTime.toLocalDateTime(), b, p));
  }

  public static int printOffsetTime(OffsetTime time, byte[] b, int p) {
    return printOffset(time.getOffset(), b, printLocalTime(time.toLocalTime(), b, p));
  }

  /** Room {@link #printZonedDateTime} needs for {@code dateTime}. */
  public static int maxZonedLength(ZonedDateTime dateTime) {
    return MAX_OFFSET_DATE_TIME + 2 + dateTime.getZone().getId().length();
  }

  public static int printZonedDateTime(ZonedDateTime dateTime, byte[] b, int p) {
    p = printOffset(dateTime.getOffset(), b, printLocalDateTime(dateTime.toLocalDateTime(), b, p));
    // toString compares by identity: a zone that is an equal but distinct ZoneOffset is printed too.
    if (dateTime.getOffset() == dateTime.getZone()) return p;
    b[p] = '[';
    p = copy(dateTime.getZone().toString(), b, p + 1);
    b[p] = ']';
    return p + 1;
  }

  /** {@code Instant.toString()}: UTC, seconds always, the fraction in groups of three digits. */
  public static int printInstant(Instant instant, byte[] b, int p) {
    return printInstant(instant, b, p, false);
  }

  /**
   * An instant as {@code printInstant}, or with {@code millis} exactly three fraction digits (what
   * {@code DateTimeFormatterBuilder.appendInstant(3)} prints; only for instants of whole milliseconds).
   */
  public static int printInstant(Instant instant, byte[] b, int p, boolean millis) {
    long seconds = instant.getEpochSecond();
    long days = Math.floorDiv(seconds, 86_400);
    // Years 0 to 9999 in days since the epoch; the others take the JDK's form, copied.
    if (days < -719_528 || days > 2_932_896) {
      return copy(millis ? MILLIS_INSTANT.format(instant) : instant.toString(), b, p);
    }
    int secondOfDay = (int) Math.floorMod(seconds, 86_400);
    p = printLocalDate(LocalDate.ofEpochDay(days), b, p);
    b[p] = 'T';
    digits2(b, p + 1, secondOfDay / 3600);
    b[p + 3] = ':';
    digits2(b, p + 4, secondOfDay / 60 % 60);
    b[p + 6] = ':';
    digits2(b, p + 7, secondOfDay % 60);
    p += 9;
    if (millis) {
      b[p] = '.';
      digits3(b, p + 1, instant.getNano() / 1_000_000);
      p += 4;
    } else {
      p = fraction(instant.getNano(), b, p);
    }
    b[p] = 'Z';
    return p + 1;
  }

  /** The longest {@code Duration.toString()}: {@code PT-2562047788015215H-30M-8.999999999S}. */
  public static final int MAX_DURATION = 40;

  /** {@code Duration.toString()}: hours, minutes and seconds, zero parts left out, the fraction trimmed. */
  public static int printDuration(Duration duration, byte[] b, int p) {
    long seconds = duration.getSeconds();
    int nanos = duration.getNano();
    b[p++] = 'P';
    b[p++] = 'T';
    if (seconds == 0 && nanos == 0) {
      b[p++] = '0';
      b[p] = 'S';
      return p + 1;
    }
    // A negative duration with a fraction is printed as -(whole seconds toward zero) and the fraction.
    long total = seconds < 0 && nanos > 0 ? seconds + 1 : seconds;
    long hours = total / 3600;
    int minutes = (int) (total % 3600 / 60);
    int secs = (int) (total % 60);
    int start = p;
    if (hours != 0) {
      p = NumberWriter.writeLong(b, p, hours);
      b[p++] = 'H';
    }
    if (minutes != 0) {
      p = NumberWriter.writeInt(b, p, minutes);
      b[p++] = 'M';
    }
    if (secs == 0 && nanos == 0 && p > start) return p;
    if (seconds < 0 && nanos > 0 && secs == 0) b[p++] = '-';
    p = NumberWriter.writeInt(b, p, secs);
    if (nanos > 0) {
      int fraction = seconds < 0 ? 1_000_000_000 - nanos : nanos;
      b[p++] = '.';
      int digits = 9;
      while (fraction % 10 == 0) {
        fraction /= 10;
        digits--;
      }
      for (int i = p + digits - 1; i >= p; i--) {
        b[i] = (byte) ('0' + fraction % 10);
        fraction /= 10;
      }
      p += digits;
    }
    b[p] = 'S';
    return p + 1;
  }

  private static int printOffset(ZoneOffset offset, byte[] b, int p) {
    int total = offset.getTotalSeconds();
    if (total == 0) {
      b[p] = 'Z';
      return p + 1;
    }
    // A whole quarter of an hour (every offset in use) from a table: one division and one load, where the
    // hours and minutes took three divisions and two loads (a quarter of an OffsetDateTime's write).
    int quarters = total / 900;
    if (quarters * 900 == total) {
      LONG.set(b, p, QUARTER_OFFSETS[quarters + MAX_QUARTERS]);
      return p + 6;
    }
    LONG.set(b, p, offsetWord(total));
    int abs = Math.abs(total);
    if (abs % 60 == 0) return p + 6;
    digits2(b, p + 7, abs % 60);
    return p + 9;
  }

  // "+HH:MM:" of an offset as one word (MAX_OFFSET reserves 9 bytes); the seconds are the caller's.
  private static long offsetWord(int total) {
    int abs = Math.abs(total);
    return (total < 0 ? '-' : '+') | NumberWriter.pair(abs / 3600) << 8 | (long) ':' << 24
        | NumberWriter.pair(abs / 60 % 60) << 32 | (long) ':' << 48;
  }

  /** Quarters of an hour in the largest offset, 18 hours. */
  private static final int MAX_QUARTERS = 18 * 4;

  /** offsetWord of every whole quarter of an hour from -18:00 to +18:00. */
  private static final long[] QUARTER_OFFSETS = new long[2 * MAX_QUARTERS + 1];

  static {
    for (int q = -MAX_QUARTERS; q <= MAX_QUARTERS; q++) QUARTER_OFFSETS[q + MAX_QUARTERS] = offsetWord(q * 900);
  }

  /** Nothing for 0, else '.' and 3, 6 or 9 digits, as few as hold the value (LocalTime and ISO_INSTANT). */
  private static int fraction(int nano, byte[] b, int p) {
    if (nano == 0) return p;
    b[p] = '.';
    int millis = nano / 1_000_000;
    int rest = nano - millis * 1_000_000;
    digits3(b, p + 1, millis);
    if (rest == 0) return p + 4;
    int micros = rest / 1000;
    int nanos = rest - micros * 1000;
    digits3(b, p + 4, micros);
    if (nanos == 0) return p + 7;
    digits3(b, p + 7, nanos);
    return p + 10;
  }

  private static void digits3(byte[] b, int p, int v) {
    int hundreds = v / 100;
    b[p] = (byte) ('0' + hundreds);
    NumberWriter.pairAt(b, p + 1, v - hundreds * 100);
  }

  private static void digits2(byte[] b, int p, int v) {
    NumberWriter.pairAt(b, p, v);
  }

  // One copy of the low bytes of the chars (the deprecated getBytes, exact for ASCII), not a charAt a char:
  // a loop of charAt runs at about half speed on JDK 25 once the JVM has met UTF-16 Strings.
  @SuppressWarnings("deprecation")
  private static int copy(String ascii, byte[] b, int p) {
    int n = ascii.length();
    ascii.getBytes(0, n, b, p);
    return p + n;
  }
}
