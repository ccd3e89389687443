package dev.peregrine.bind;

import static dev.peregrine.bind.Codecs.codec;
import static dev.peregrine.bind.Codecs.read;
import static dev.peregrine.bind.Codecs.readFails;
import static dev.peregrine.bind.Codecs.roundTrip;
import static dev.peregrine.bind.Codecs.writeOne;
import static dev.peregrine.bind.Token.num;
import static dev.peregrine.bind.Token.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;
import java.util.Date;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeCodecsTest {
  private static final Instant T = Instant.parse("2024-01-02T03:04:05.678Z");

  @Test
  void isoRoundTrips() {
    List<Object> values = List.of(
        T,
        Instant.parse("+12024-01-02T03:04:05.123456789Z"),
        LocalDate.of(2024, 2, 29),
        LocalTime.of(23, 59, 59, 1),
        LocalDateTime.of(2024, 1, 2, 3, 4),
        OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHoursMinutes(5, 30)),
        OffsetTime.of(3, 4, 5, 0, ZoneOffset.ofHours(-8)),
        ZonedDateTime.of(2024, 7, 1, 12, 0, 0, 0, ZoneId.of("Europe/Paris")),
        Duration.ofSeconds(90061, 5),
        Duration.ofMillis(-1500),
        Period.of(1, -2, 3),
        Year.of(-44),
        YearMonth.of(2024, 12),
        MonthDay.of(2, 29),
        ZoneId.of("America/New_York"),
        ZoneOffset.ofHours(14));
    for (Object v : values) {
      Codec<Object> c = codec(v.getClass());
      assertEquals(str(v.toString()), writeOne(c, v), v::toString);
      assertEquals(v, roundTrip(c, v), v::toString);
    }
  }

  @Test
  void zoneRegionsFoundByRuntimeClassUseTheZoneIdCodec() {
    ZoneId paris = ZoneId.of("Europe/Paris");
    Codec<Object> c = codec(paris.getClass());
    assertEquals(paris, roundTrip(c, paris));
  }

  @Test
  void dayOfWeekAndMonthAreEnums() {
    assertEquals(str("MONDAY"), writeOne(codec(DayOfWeek.class), DayOfWeek.MONDAY));
    assertEquals(Month.MARCH, read(codec(Month.class), str("MARCH")));
  }

  @Test
  void instantAndDateAcceptEpochMillis() {
    assertEquals(T, read(codec(Instant.class), num(Long.toString(T.toEpochMilli()))));
    assertEquals(Date.from(T), read(codec(Date.class), num(Long.toString(T.toEpochMilli()))));
    assertEquals(Instant.ofEpochMilli(-1), read(codec(Instant.class), num("-1")));
    // A decimal is seconds with a fraction, as Jackson writes an Instant.
    assertEquals(Instant.ofEpochSecond(1, 500_000_000), read(codec(Instant.class), num("1.5")));
  }

  @Test
  void instantAcceptsOffsets() {
    assertEquals(T, read(codec(Instant.class), str("2024-01-02T04:04:05.678+01:00")));
  }

  @Test
  void dateIsAnIsoInstantInUtcWithMillis() {
    Codec<Date> c = codec(Date.class);
    assertEquals(str("2024-01-02T03:04:05.678Z"), writeOne(c, Date.from(T)));
    assertEquals(str("1970-01-01T00:00:00.000Z"), writeOne(c, new Date(0)));
    assertEquals(Date.from(T), read(c, str("2024-01-02T03:04:05.678Z")));
    assertEquals(Date.from(T), read(c, str("2024-01-02T01:04:05.678-02:00")));
    assertEquals(new Date(0), read(c, str("1970-01-01T00:00:00Z")));
    Date old = new Date(-62_000_000_000_000L);
    assertEquals(old, roundTrip(c, old));
    readFails(c, "is not a Date", str("2024-01-02"));
    // Within Instant's range but beyond Date's (epoch millis in a long).
    readFails(c, "is not a Date", str("+999999999-01-01T00:00:00Z"));
  }

  @Test
  void malformedTimesAreErrorsWithTheParseCause() {
    PeregrineException e = readFails(codec(LocalDate.class), "'2024-02-30' is not a LocalDate", str("2024-02-30"));
    assertInstanceOf(DateTimeParseException.class, e.getCause());
    readFails(codec(ZoneId.class), "is not a ZoneId", str("Mars/Olympus"));
    readFails(codec(ZoneOffset.class), "is not a ZoneOffset", str("+25:00"));
    readFails(codec(Duration.class), "is not a Duration", str("5 minutes"));
    readFails(codec(LocalDate.class), "expected a LocalDate as a string or an array [year, month, day], found a"
        + " boolean", Token.bool(true));
    readFails(codec(Year.class), "out of range for a Year", num("2000000000"));
  }

  @Test
  void yearReadsANumber() {
    assertEquals(Year.of(2024), read(codec(Year.class), num("2024")));
  }

  @Test
  void formattedLocalTypes() {
    Codec<LocalDate> d = Codecs.codec(LocalDate.class, "dd/MM/yyyy");
    assertEquals(str("02/01/2024"), writeOne(d, LocalDate.of(2024, 1, 2)));
    assertEquals(LocalDate.of(2024, 1, 2), read(d, str("02/01/2024")));
    readFails(d, "is not a LocalDate in the format \"dd/MM/yyyy\"", str("2024-01-02"));

    Codec<LocalDateTime> dt = Codecs.codec(LocalDateTime.class, "yyyy-MM-dd HH:mm:ss");
    LocalDateTime v = LocalDateTime.of(2024, 1, 2, 3, 4, 5);
    assertEquals(str("2024-01-02 03:04:05"), writeOne(dt, v));
    assertEquals(v, roundTrip(dt, v));

    Codec<ZonedDateTime> z = Codecs.codec(ZonedDateTime.class, "yyyy-MM-dd HH:mm VV");
    ZonedDateTime zv = ZonedDateTime.of(2024, 1, 2, 3, 4, 0, 0, ZoneId.of("Asia/Tokyo"));
    assertEquals(str("2024-01-02 03:04 Asia/Tokyo"), writeOne(z, zv));
    assertEquals(zv, roundTrip(z, zv));

    Codec<YearMonth> ym = Codecs.codec(YearMonth.class, "MM/yyyy");
    assertEquals(YearMonth.of(2024, 3), roundTrip(ym, YearMonth.of(2024, 3)));
  }

  @Test
  void formattedInstantAndDateAreUtcUnlessTheTextHasAZone() {
    Codec<Instant> i = Codecs.codec(Instant.class, "yyyy-MM-dd HH:mm:ss.SSS");
    assertEquals(str("2024-01-02 03:04:05.678"), writeOne(i, T));
    assertEquals(T, read(i, str("2024-01-02 03:04:05.678")));

    Codec<Date> d = Codecs.codec(Date.class, "yyyy-MM-dd HH:mm:ss.SSS XXX");
    assertEquals(str("2024-01-02 03:04:05.678 Z"), writeOne(d, Date.from(T)));
    assertEquals(Date.from(T), read(d, str("2024-01-02 04:04:05.678 +01:00")));

    Codec<Date> day = Codecs.codec(Date.class, "yyyy-MM-dd");
    assertEquals(str("2024-01-02"), writeOne(day, Date.from(T)));
    assertEquals(Date.from(Instant.parse("2024-01-02T00:00:00Z")), read(day, str("2024-01-02")));
  }

  @Test
  void formattedValueMissingAFieldIsAWriteError() {
    Codec<LocalDateTime> c = Codecs.codec(LocalDateTime.class, "yyyy-MM-dd HH:mm VV");
    PeregrineException e = assertThrows(PeregrineException.class,
        () -> Codecs.write(c, LocalDateTime.of(2024, 1, 2, 3, 4)));
    assertTrue(e.reason().startsWith("cannot format a LocalDateTime with \"yyyy-MM-dd HH:mm VV\""), e.reason());
  }

  @Test
  void badPatternsAndPatternsOnUnformattableTypesFailWhenTheCodecIsMade() {
    PeregrineException e = assertThrows(PeregrineException.class, () -> Codecs.codec(LocalDate.class, "yyyy-MM-dd{"));
    assertTrue(e.getMessage().contains("is not a DateTimeFormatter pattern"), e.getMessage());
    PeregrineException e2 = assertThrows(PeregrineException.class, () -> Codecs.codec(Duration.class, "HH:mm"));
    assertTrue(e2.getMessage().contains("@Format does not apply to java.time.Duration"), e2.getMessage());
  }
}
