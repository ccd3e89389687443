package dev.peregrine.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The hand-written ISO parsers and printers against the JDK's, over a generated range of values and of
 * malformed variants of their text: a print is exactly toString(); a parse that answers gives the JDK's
 * value, and the common shape is always answered (so the fast path cannot quietly decline everything).
 */
class IsoTextTest {
  private static final Random RANDOM = new Random(20261126);
  private static final int N = 4000;
  private static final List<ZoneId> ZONES = List.of(ZoneId.of("Europe/Paris"), ZoneId.of("America/New_York"),
      ZoneId.of("Asia/Kolkata"), ZoneId.of("Australia/Lord_Howe"), ZoneId.of("Etc/GMT+5"), ZoneOffset.UTC,
      ZoneOffset.ofHoursMinutes(-3, -30), ZoneId.of("America/Argentina/Buenos_Aires"), ZoneId.of("UTC"),
      ZoneId.of("GMT"), ZoneId.of("UT"), ZoneId.of("UTC+01:00"), ZoneId.of("GMT-05:30"), ZoneId.of("EST5EDT"),
      ZoneId.of("CET"), ZoneId.of("GMT0"), ZoneId.of("UCT"), ZoneId.of("Universal"));
  private static final DateTimeFormatter MILLIS = new DateTimeFormatterBuilder().appendInstant(3).toFormatter();

  interface Parser<T> {
    T parse(byte[] b, int from, int to);
  }

  interface Printer<T> {
    int print(T value, byte[] b, int p);
  }

  @Test
  void localDates() {
    List<LocalDate> values = new ArrayList<>(List.of(LocalDate.of(2024, 2, 29), LocalDate.of(2000, 2, 29),
        LocalDate.of(0, 1, 1), LocalDate.of(9999, 12, 31), LocalDate.of(1900, 2, 28), LocalDate.of(-1, 6, 1),
        LocalDate.of(10000, 1, 1), LocalDate.MIN, LocalDate.MAX, LocalDate.of(999, 3, 4)));
    for (int i = 0; i < N; i++) values.add(date());
    check(values, LocalDate::parse, IsoText::parseLocalDate, IsoText::printLocalDate, IsoText.MAX_DATE,
        v -> v.getYear() >= 0 && v.getYear() <= 9999);
  }

  /**
   * The date parser reads "yyyy-MM-" as one word: every byte value at every place of a few dates (the edges
   * of a digit and of a dash, non-ASCII bytes, the last day of each month and leap days) is taken exactly when
   * the JDK takes the text, and as the same date.
   */
  @Test
  void localDatesEveryByteEverywhere() {
    for (String text : List.of("2024-02-29", "2023-02-28", "1900-02-28", "0000-01-01", "9999-12-31", "2024-04-30",
        "2024-11-30", "2024-01-31", "2000-02-29", "1999-09-09")) {
      for (int at = 0; at < text.length(); at++) {
        for (int c = 0; c < 256; c++) {
          char[] chars = text.toCharArray();
          chars[at] = (char) c;
          String m = new String(chars);
          LocalDate fast = parse(IsoText::parseLocalDate, m);
          LocalDate jdk;
          try {
            jdk = LocalDate.parse(m);
          } catch (DateTimeException e) {
            jdk = null;
          }
          if (fast != null) assertEquals(jdk, fast, m);
          // Plain ASCII digits and dashes in the common shape are always parsed in place.
          if (jdk != null && jdk.getYear() >= 0 && m.length() == 10) assertNotNull(fast, m);
        }
      }
    }
  }

  /** The time parser reads "HH:mm:ss" as one word: as for dates, every byte value at every place of a few times. */
  @Test
  void localTimesEveryByteEverywhere() {
    for (String text : List.of("23:59:59", "00:00:00", "12:34:56.789", "19:09:59.123456", "20:00:00.000000001",
        "12:34:56.7", "12:34:56.78", "12:34:56.7891", "12:34:56.78912", "12:34:56.7891234", "12:34:56.78912345",
        "12:34:56.987654321",
        "09:59", "2024-02-29T23:59:59.5")) {
      for (int at = 0; at < text.length(); at++) {
        for (int c = 0; c < 256; c++) {
          char[] chars = text.toCharArray();
          chars[at] = (char) c;
          String m = new String(chars);
          if (text.indexOf('T') == 10) {
            java.time.LocalDateTime fast = parse(IsoText::parseLocalDateTime, m);
            java.time.LocalDateTime jdk;
            try {
              jdk = java.time.LocalDateTime.parse(m);
            } catch (DateTimeException e) {
              jdk = null;
            }
            if (fast != null) assertEquals(jdk, fast, m);
            continue;
          }
          LocalTime fast = parse(IsoText::parseLocalTime, m);
          LocalTime jdk;
          try {
            jdk = LocalTime.parse(m);
          } catch (DateTimeException e) {
            jdk = null;
          }
          if (fast != null) assertEquals(jdk, fast, m);
          // Plain ASCII digits and colons in the common shape are always parsed in place.
          if (jdk != null && c < 0x80) assertNotNull(fast, m);
        }
      }
    }
  }

  @Test
  void localTimes() {
    List<LocalTime> values = new ArrayList<>(List.of(LocalTime.MIDNIGHT, LocalTime.MAX, LocalTime.NOON,
        LocalTime.of(1, 2, 0, 1), LocalTime.of(1, 2, 3, 100_000_000), LocalTime.of(1, 2, 3, 120_000)));
    for (int i = 0; i < N; i++) values.add(time());
    check(values, LocalTime::parse, IsoText::parseLocalTime, IsoText::printLocalTime, IsoText.MAX_TIME, v -> true);
  }

  @Test
  void localDateTimes() {
    List<LocalDateTime> values = new ArrayList<>();
    for (int i = 0; i < N; i++) values.add(LocalDateTime.of(date(), time()));
    check(values, LocalDateTime::parse, IsoText::parseLocalDateTime, IsoText::printLocalDateTime,
        IsoText.MAX_DATE_TIME, v -> v.getYear() >= 0 && v.getYear() <= 9999);
  }

  @Test
  void offsetDateTimes() {
    List<OffsetDateTime> values = new ArrayList<>();
    values.add(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHoursMinutesSeconds(1, 2, 3)));
    values.add(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 6, ZoneOffset.MAX));
    values.add(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 6, ZoneOffset.MIN));
    for (int i = 0; i < N; i++) values.add(OffsetDateTime.of(date(), time(), offset()));
    check(values, OffsetDateTime::parse, IsoText::parseOffsetDateTime, IsoText::printOffsetDateTime,
        IsoText.MAX_OFFSET_DATE_TIME, v -> v.getYear() >= 0 && v.getYear() <= 9999 && v.getOffset().getTotalSeconds() % 60 == 0);
  }

  /** Every offset there is, to the second (whole quarters of an hour come from a table), printed as the JDK does. */
  @Test
  void everyOffsetPrintsAsTheJdkPrintsIt() {
    byte[] b = new byte[64];
    LocalTime time = LocalTime.of(12, 34, 56);
    for (int total = -18 * 3600; total <= 18 * 3600; total++) {
      OffsetTime value = OffsetTime.of(time, ZoneOffset.ofTotalSeconds(total));
      int end = IsoText.printOffsetTime(value, b, 3);
      assertEquals(value.toString(), new String(b, 3, end - 3, java.nio.charset.StandardCharsets.US_ASCII));
    }
  }

  @Test
  void offsetTimes() {
    List<OffsetTime> values = new ArrayList<>();
    for (int i = 0; i < N; i++) values.add(OffsetTime.of(time(), offset()));
    check(values, OffsetTime::parse, IsoText::parseOffsetTime, IsoText::printOffsetTime, IsoText.MAX_OFFSET_TIME,
        v -> v.getOffset().getTotalSeconds() % 60 == 0);
  }

  @Test
  void zonedDateTimes() {
    List<ZonedDateTime> values = new ArrayList<>();
    // A gap and an overlap of Paris's clocks.
    values.add(ZonedDateTime.of(2024, 3, 31, 2, 30, 0, 0, ZoneId.of("Europe/Paris")));
    values.add(ZonedDateTime.ofLocal(LocalDateTime.of(2024, 10, 27, 2, 30), ZoneId.of("Europe/Paris"),
        ZoneOffset.ofHours(1)));
    // A zone that is a ZoneOffset equal to, but not the same instance as, the offset: toString prints it.
    values.add(ZonedDateTime.ofStrict(LocalDateTime.of(2024, 1, 2, 3, 4), ZoneOffset.ofHoursMinutesSeconds(1, 0, 30),
        ZoneOffset.ofTotalSeconds(3630)));
    for (int i = 0; i < N; i++) {
      values.add(ZonedDateTime.of(date(), time(), ZONES.get(RANDOM.nextInt(ZONES.size()))));
    }
    Printer<ZonedDateTime> print = IsoText::printZonedDateTime;
    for (ZonedDateTime v : values) {
      assertEquals(v.toString(), printed(print, v, IsoText.maxZonedLength(v)));
    }
    check(values, ZonedDateTime::parse, IsoText::parseZonedDateTime, print, 100,
        v -> v.getYear() >= 0 && v.getYear() <= 9999 && v.getOffset().getTotalSeconds() % 60 == 0
            && (v.getZone() instanceof ZoneOffset || !offsetBased(v.getZone().getId())));
  }

  // An id the JDK's parser reads as an offset after UTC, GMT or UT (or refuses, as GMT0): left to it.
  private static boolean offsetBased(String id) {
    return (id.startsWith("UTC") || id.startsWith("GMT") || id.startsWith("UT")) && !List.of("UTC", "GMT", "UT").contains(id);
  }

  @Test
  void everyRegionOfTheJdkReadsAsTheJdkReadsItTwiceOverAndAmongTheOthers() {
    // The regions are kept by a hash of their id's bytes: every id the JDK knows, in two rounds (the second
    // from the kept ones, which collide), each with its own date and offset, against ZonedDateTime.parse.
    List<String> ids = new ArrayList<>(ZoneId.getAvailableZoneIds());
    java.util.Collections.sort(ids);
    for (int round = 0; round < 2; round++) {
      for (String id : ids) {
        ZonedDateTime v = ZonedDateTime.of(date(), time(), ZoneId.of(id));
        String text = v.toString();
        ZonedDateTime read = parse(IsoText::parseZonedDateTime, text);
        if (v.getYear() >= 0 && v.getYear() <= 9999 && v.getOffset().getTotalSeconds() % 60 == 0 && !offsetBased(id)) {
          assertNotNull(read, "the common shape is parsed in place: " + text);
        }
        if (read != null) assertEquals(ZonedDateTime.parse(text), read, text);
        String shifted = v.toOffsetDateTime().withOffsetSameInstant(ZoneOffset.ofHours(3)) + "[" + id + "]";
        ZonedDateTime ours = parse(IsoText::parseZonedDateTime, shifted);
        if (ours != null) assertEquals(ZonedDateTime.parse(shifted), ours, shifted);
      }
    }
  }

  @Test
  void instants() {
    List<Instant> values = new ArrayList<>(List.of(Instant.EPOCH, Instant.MIN, Instant.MAX,
        Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"),
        Instant.parse("-0001-12-31T23:59:59Z"), Instant.parse("+10000-01-01T00:00:00Z")));
    for (int i = 0; i < N; i++) values.add(LocalDateTime.of(date(), time()).toInstant(ZoneOffset.UTC));
    // A text with seconds: ISO_INSTANT requires them (toString always prints them).
    check(values, s -> DateTimeFormatter.ISO_INSTANT.parse(s, Instant::from), IsoText::parseInstant,
        IsoText::printInstant, IsoText.MAX_INSTANT,
        v -> v.getEpochSecond() >= -62_167_219_200L && v.getEpochSecond() <= 253_402_300_799L); // years 0-9999
    // With an offset, as ISO_INSTANT reads it since JDK 12.
    for (int i = 0; i < N; i++) {
      OffsetDateTime odt = OffsetDateTime.of(date(), time().withSecond(RANDOM.nextInt(60)), offset());
      String text = odt.toString();
      if (odt.getSecond() == 0 && odt.getNano() == 0) continue; // toString drops ":00"; not ISO_INSTANT's shape
      Instant jdk = DateTimeFormatter.ISO_INSTANT.parse(text, Instant::from);
      Instant ours = parse(IsoText::parseInstant, text);
      if (odt.getOffset().getTotalSeconds() % 60 == 0 && odt.getYear() >= 0 && odt.getYear() <= 9999) {
        assertNotNull(ours, text);
      }
      if (ours != null) assertEquals(jdk, ours, text);
    }
    // Whole milliseconds with exactly three digits, as Date is written.
    for (Instant v : values) {
      if (v == Instant.MIN || v == Instant.MAX) continue;
      Instant ms = Instant.ofEpochSecond(v.getEpochSecond(), RANDOM.nextInt(1000) * 1_000_000);
      Printer<Instant> p = (x, b, q) -> IsoText.printInstant(x, b, q, true);
      assertEquals(MILLIS.format(ms), printed(p, ms, IsoText.MAX_INSTANT), ms::toString);
    }
  }

  @Test
  void durations() {
    List<java.time.Duration> values = new ArrayList<>(List.of(java.time.Duration.ZERO, java.time.Duration.ofMillis(-500),
        java.time.Duration.ofSeconds(Long.MIN_VALUE), java.time.Duration.ofSeconds(Long.MAX_VALUE, 999_999_999),
        java.time.Duration.ofNanos(1), java.time.Duration.ofNanos(-1), java.time.Duration.ofHours(48)));
    for (int i = 0; i < N; i++) {
      long seconds = switch (RANDOM.nextInt(4)) {
        case 0 -> RANDOM.nextInt(60);
        case 1 -> RANDOM.nextInt(200_000) - 100_000;
        case 2 -> RANDOM.nextLong() >> RANDOM.nextInt(64);
        default -> 3600L * (RANDOM.nextInt(100) - 50);
      };
      int nanos = switch (RANDOM.nextInt(3)) {
        case 0 -> 0;
        case 1 -> RANDOM.nextInt(1000) * 1_000_000;
        default -> RANDOM.nextInt(1_000_000_000);
      };
      values.add(java.time.Duration.ofSeconds(seconds, nanos));
    }
    // toString never names days, and every hour count of a long's seconds has at most 16 digits: the
    // common shape, but for the largest hour counts (more than 15 digits), which go to the JDK.
    check(values, java.time.Duration::parse, IsoText::parseDuration, IsoText::printDuration, IsoText.MAX_DURATION,
        v -> Math.abs(v.getSeconds() / 3600) < 1_000_000_000_000_000L);
    for (String text : List.of("PT1H2M3.5S", "PT-0.5S", "PT-1H-30M", "PT0.000000001S", "PT10M", "PT-5S", "PT1H-2M3.25S")) {
      assertEquals(java.time.Duration.parse(text), parse(IsoText::parseDuration, text), text);
    }
    for (String text : List.of("P1D", "PT", "PT1.S", "pt1s", "PT+1S", "PT1,5S", "-PT1S", "PT1S2M", "PT1H1H", "PT1.0000000001S")) {
      assertNull(parse(IsoText::parseDuration, text), text);
    }
  }

  @Test
  void uuids() {
    List<UUID> values = new ArrayList<>(List.of(new UUID(0, 0), new UUID(-1, -1), UUID.randomUUID()));
    for (int i = 0; i < N; i++) values.add(new UUID(RANDOM.nextLong(), RANDOM.nextLong()));
    for (UUID v : values) {
      assertEquals(v.toString(), printed(UuidText::print, v, UuidText.LENGTH));
      assertEquals(v, parse(UuidText::parse, v.toString()));
      assertEquals(v, parse(UuidText::parse, v.toString().toUpperCase()));
    }
    for (String bad : List.of("1-2-3-4-5", "", "0000000-0000-0000-0000-0000000000000",
        "00000000-0000-0000-0000-00000000000g", "00000000-0000-0000-0000-00000000000 ",
        "00000000+0000-0000-0000-000000000000", "00000000-0000-0000-0000-0000000000000")) {
      assertNull(parse(UuidText::parse, bad), bad);
    }
    // Every byte value at every position of a valid text: taken exactly when the JDK's parser and a
    // hex-digit check take it (the parser reads eight digits a step, judging each byte on its own).
    String valid = "0123abcd-ef45-6789-ABCD-ef0123456789";
    for (int at = 0; at < UuidText.LENGTH; at++) {
      for (int c = 0; c < 256; c++) {
        byte[] b = valid.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        b[at] = (byte) c;
        String text = new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
        boolean dash = at == 8 || at == 13 || at == 18 || at == 23;
        boolean canonical = dash ? c == '-' : Character.digit(c, 16) >= 0 && c < 0x80;
        UUID ours = UuidText.parse(b, 0, b.length);
        if (canonical) {
          assertEquals(UUID.fromString(text), ours, text);
        } else {
          assertNull(ours, text);
        }
      }
    }
  }

  /**
   * For every value: print equals toString; parse of that text equals the JDK's and answers where
   * {@code common} says the text is in the common shape; and for mutations of the text, a parse that
   * answers agrees with the JDK, which must accept the text too.
   */
  private static <T> void check(List<T> values, Function<String, T> jdk, Parser<T> parser, Printer<T> printer,
      int maxLength, java.util.function.Predicate<T> common) {
    String alphabet = "0123456789:-+.TtZz[]/ xHMSPD,";
    int answered = 0;
    for (T v : values) {
      String text = v.toString();
      assertEquals(text, printed(printer, v, maxLength), text);
      T ours = parse(parser, text);
      if (common.test(v)) assertNotNull(ours, "the common shape is parsed in place: " + text);
      if (ours != null) {
        answered++;
        assertEquals(jdk.apply(text), ours, text);
      }
      for (int k = 0; k < 6; k++) {
        String m = mutate(text, alphabet);
        T fast = parse(parser, m);
        if (fast == null) continue;
        T expected;
        try {
          expected = jdk.apply(m);
        } catch (DateTimeException e) {
          throw new AssertionError("parsed \"" + m + "\" as " + fast + ", which the JDK rejects: " + e.getMessage());
        }
        assertEquals(expected, fast, m);
      }
    }
    assertTrue(answered > values.size() / 2, "answered " + answered + " of " + values.size());
  }

  private static String mutate(String s, String alphabet) {
    StringBuilder sb = new StringBuilder(s);
    int i = RANDOM.nextInt(s.length() + 1);
    char c = alphabet.charAt(RANDOM.nextInt(alphabet.length()));
    switch (RANDOM.nextInt(4)) {
      case 0 -> { if (i < sb.length()) sb.setCharAt(i, c); }
      case 1 -> sb.insert(i, c);
      case 2 -> { if (i < sb.length()) sb.deleteCharAt(i); }
      default -> sb.setLength(Math.min(i, sb.length()));
    }
    return sb.toString();
  }

  private static <T> T parse(Parser<T> parser, String text) {
    // The text inside a larger array, so that a parser reading outside [from, to) is caught.
    byte[] raw = text.getBytes(StandardCharsets.ISO_8859_1);
    byte[] b = new byte[raw.length + 16];
    java.util.Arrays.fill(b, (byte) '9');
    System.arraycopy(raw, 0, b, 8, raw.length);
    return parser.parse(b, 8, 8 + raw.length);
  }

  private static <T> String printed(Printer<T> printer, T value, int maxLength) {
    byte[] b = new byte[4 + maxLength + 8];
    java.util.Arrays.fill(b, (byte) 0x7F);
    int end = printer.print(value, b, 4);
    assertTrue(end - 4 <= maxLength, "printed more than " + maxLength);
    // Printers may store whole words, but never past the room they were given.
    for (int i = 4 + maxLength; i < b.length; i++) assertEquals(0x7F, b[i], "wrote past the room at " + (i - 4));
    return new String(b, 4, end - 4, StandardCharsets.ISO_8859_1);
  }

  private static LocalDate date() {
    int pick = RANDOM.nextInt(10);
    int year = pick == 0 ? RANDOM.nextInt(20000) - 5000 : 1900 + RANDOM.nextInt(200);
    if (pick == 1) return LocalDate.of(400 * RANDOM.nextInt(25) + 4 * RANDOM.nextInt(25), 2, 29);
    return LocalDate.ofYearDay(year, 1 + RANDOM.nextInt(LocalDate.of(year, 1, 1).lengthOfYear()));
  }

  private static LocalTime time() {
    int nano = switch (RANDOM.nextInt(5)) {
      case 0 -> 0;
      case 1 -> RANDOM.nextInt(1000) * 1_000_000;
      case 2 -> RANDOM.nextInt(1_000_000) * 1000;
      default -> RANDOM.nextInt(1_000_000_000);
    };
    int second = RANDOM.nextInt(4) == 0 ? 0 : RANDOM.nextInt(60);
    return LocalTime.of(RANDOM.nextInt(24), RANDOM.nextInt(60), second, nano);
  }

  private static ZoneOffset offset() {
    return switch (RANDOM.nextInt(4)) {
      case 0 -> ZoneOffset.UTC;
      case 1 -> ZoneOffset.ofTotalSeconds((RANDOM.nextInt(73) - 36) * 1800);
      case 2 -> ZoneOffset.ofTotalSeconds(RANDOM.nextInt(2 * 18 * 3600 + 1) - 18 * 3600);
      default -> ZoneOffset.ofHoursMinutes(RANDOM.nextInt(19) - 9, 0);
    };
  }
}
