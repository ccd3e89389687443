package dev.peregrine.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;

/**
 * Jackson's forms of dates and times (its default {@code WRITE_DATES_AS_TIMESTAMPS}): what Peregrine reads of
 * them is what Jackson 2 and Jackson 3 read, and with {@code datesAsTimestamps(true)} what Peregrine writes is
 * what they write. An integer instant is the one form where the default differs: milliseconds, as fastjson2
 * reads it, and seconds, as Jackson reads it, with {@code epochSeconds(true)}.
 */
class JacksonTimeFormsContractTest {
  /** Jackson 2 at its own defaults for dates (timestamps on), else at Peregrine's. */
  static final ObjectMapper JACKSON_2_TIMESTAMPS = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .addModule(new JavaTimeModule())
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .serializationInclusion(JsonInclude.Include.NON_ABSENT)
      .build();

  /** Jackson 3 with Jackson 2's timestamps for dates and durations (both off by default in Jackson 3). */
  static final tools.jackson.databind.ObjectMapper JACKSON_3_TIMESTAMPS = tools.jackson.databind.json.JsonMapper.builder()
      .enable(tools.jackson.databind.cfg.DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
      .enable(tools.jackson.databind.cfg.DateTimeFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
      .disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .changeDefaultPropertyInclusion(v -> JsonInclude.Value.construct(JsonInclude.Include.NON_ABSENT,
          JsonInclude.Include.NON_ABSENT))
      .build();

  /** A property of every type that has a timestamp form. */
  public static class Stamps {
    public Instant instant;
    public OffsetDateTime offsetDateTime;
    public ZonedDateTime zonedDateTime;
    public Duration duration;
    public LocalDate localDate;
    public LocalDateTime localDateTime;
    public LocalTime localTime;
    public OffsetTime offsetTime;
    public YearMonth yearMonth;
    public Year year;
    public Date date;
    public Calendar calendar;
    public java.sql.Timestamp timestamp;
    public java.sql.Date sqlDate;

    static Stamps sample() {
      Stamps s = new Stamps();
      s.instant = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
      s.offsetDateTime = OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 6, ZoneOffset.UTC);
      s.zonedDateTime = ZonedDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC);
      s.duration = Duration.ofMillis(-1500);
      s.localDate = LocalDate.of(2024, 1, 2);
      s.localDateTime = LocalDateTime.of(2024, 1, 2, 3, 4, 5, 6);
      s.localTime = LocalTime.of(3, 4);
      s.offsetTime = OffsetTime.of(3, 4, 5, 0, ZoneOffset.ofHours(1));
      s.yearMonth = YearMonth.of(2024, 1);
      s.year = Year.of(2024);
      s.date = new Date(1_700_000_000_123L);
      GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
      c.setTimeInMillis(1_700_000_000_456L);
      s.calendar = c;
      s.timestamp = new java.sql.Timestamp(1_700_000_000_789L);
      s.sqlDate = new java.sql.Date(1_704_153_600_000L);
      return s;
    }

    /** Every property as text that compares the values (a Calendar by its instant). */
    List<String> values() {
      return List.of(String.valueOf(instant), String.valueOf(offsetDateTime), String.valueOf(zonedDateTime),
          String.valueOf(duration), String.valueOf(localDate), String.valueOf(localDateTime),
          String.valueOf(localTime), String.valueOf(offsetTime), String.valueOf(yearMonth), String.valueOf(year),
          String.valueOf(date == null ? null : date.getTime()),
          String.valueOf(calendar == null ? null : calendar.getTimeInMillis()),
          String.valueOf(timestamp == null ? null : timestamp.getTime()),
          String.valueOf(sqlDate == null ? null : sqlDate.getTime()));
    }
  }

  /** What Jackson 2 writes by default for every date and time, with values of every shape the forms have. */
  static final String JACKSON_DOCUMENT = "{\"instant\":1700000000.123456789,\"offsetDateTime\":-1.5,"
      + "\"zonedDateTime\":1704164645.000000000,\"duration\":-1.500000000,\"localDate\":[2024,1,2],"
      + "\"localDateTime\":[2024,1,2,3,4,5,6],\"localTime\":[3,4],\"offsetTime\":[3,4,5,\"+01:00\"],"
      + "\"yearMonth\":[2024,1],\"year\":2024,\"date\":1700000000123,\"calendar\":1700000000456,\"timestamp\":1700000000789,"
      + "\"sqlDate\":1704153600000}";

  @NamedContractTest
  void jacksonsTimestampFormsReadAsJacksonReadsThem(Variant v) {
    Stamps peregrine = v.read(JACKSON_DOCUMENT, Stamps.class);
    assertEquals(jackson2(JACKSON_DOCUMENT, Stamps.class).values(), peregrine.values());
    assertEquals(jackson3(JACKSON_DOCUMENT, Stamps.class).values(), peregrine.values());
  }

  @NamedContractTest
  void datesAsTimestampsWritesWhatJacksonWritesByDefault(Variant v) {
    Stamps s = Stamps.sample();
    String written = v.with(b -> b.datesAsTimestamps(true)).write(s);
    assertEquals(jackson2Text(s), written);
    assertEquals(JacksonOracles.tree(JACKSON_3_TIMESTAMPS.writeValueAsString(s)), JacksonOracles.tree(written));
  }

  @ContractTest
  void everyTimestampFormReadsBackEqual(Variant v) {
    Stamps s = Stamps.sample();
    for (Variant w : List.of(v.with(b -> b.datesAsTimestamps(true)), v)) {
      assertEquals(s.values(), w.roundTrip(s, Stamps.class).values(), () -> "in " + w);
      assertEquals(s.values(), w.with(b -> b.epochSeconds(true)).roundTrip(s, Stamps.class).values());
    }
    Stamps zero = new Stamps();
    zero.instant = Instant.EPOCH;
    zero.duration = Duration.ZERO;
    zero.localTime = LocalTime.MIDNIGHT;
    zero.localDateTime = LocalDateTime.of(2024, 1, 2, 3, 4, 5);
    assertEquals(zero.values(), v.with(b -> b.datesAsTimestamps(true)).roundTrip(zero, Stamps.class).values());
  }

  @ContractTest
  void anIntegerInstantIsMillisecondsByDefaultAndSecondsWithEpochSeconds(Variant v) {
    assertEquals(Instant.ofEpochMilli(1_700_000_000_123L), v.read("1700000000123", Instant.class));
    Variant seconds = v.with(b -> b.epochSeconds(true));
    assertEquals(Instant.ofEpochSecond(1_700_000_000L), seconds.read("1700000000", Instant.class));
    assertEquals(jackson2("1700000000", Instant.class), seconds.read("1700000000", Instant.class));
    assertEquals(jackson3("1700000000", Instant.class), seconds.read("1700000000", Instant.class));
    assertEquals(jackson2("1700000000", OffsetDateTime.class), seconds.read("1700000000", OffsetDateTime.class));
    assertEquals(jackson2("-7", ZonedDateTime.class), seconds.read("-7", ZonedDateTime.class));
    // Date and its kin are milliseconds either way, as in Jackson; a decimal is seconds either way.
    assertEquals(new Date(1_700_000_000_123L), seconds.read("1700000000123", Date.class));
    assertEquals(Instant.ofEpochSecond(1_700_000_000L, 500_000_000), v.read("1700000000.5", Instant.class));
    assertEquals(Instant.ofEpochSecond(1_700_000_000L, 500_000_000), seconds.read("1.7000000005e9", Instant.class));
  }

  @ContractTest
  void decimalSecondsAsJacksonReadsThem(Variant v) {
    for (String number : List.of("0.0", "-0.5", "1e-9", "1e-10", "-1e-300", "1700000000.1234567891", "-62135596800",
        "31556889864403199.999999999", "12.5e3")) {
      String json = number.contains(".") || number.contains("e") ? number : number + ".0";
      assertEquals(jackson2(json, Instant.class), v.read(json, Instant.class), json);
      assertEquals(jackson3(json, Instant.class), v.read(json, Instant.class), json);
    }
    for (String number : List.of("2", "-1.5", "0.000000001", "86400.25")) {
      assertEquals(jackson2(number, Duration.class), v.read(number, Duration.class), number);
      assertEquals(jackson3(number, Duration.class), v.read(number, Duration.class), number);
    }
    assertEquals(jackson2("19724", LocalDate.class), v.read("19724", LocalDate.class));
  }

  @ContractTest
  void timestampsOutOfRangeOrMisshapenAreErrors(Variant v) {
    for (String[] bad : new String[][] {
        {"1e20", "Instant"}, {"-1e100000", "Instant"}, {"99999999999999999999", "Instant"},
        {"[2024,13,2]", "LocalDate"}, {"[2024,1]", "LocalDate"}, {"[2024,1,2,3]", "LocalDate"},
        {"[2024,1,2,3]", "LocalDateTime"}, {"[2024,1,2,3,4,5,6,7]", "LocalDateTime"}, {"[3]", "LocalTime"},
        {"[3,4,\"x\"]", "LocalTime"}, {"[3,4,5]", "OffsetTime"}, {"[3,4,\"+01:00\",5]", "OffsetTime"},
        {"[3,4,\"+99:00\"]", "OffsetTime"}, {"[2024]", "YearMonth"}, {"1e400", "Duration"},
        {"[2024,1,2]", "Instant"}, {"true", "LocalDate"}, {"99999999999999999", "LocalDate"}}) {
      Class<?> type = switch (bad[1]) {
        case "Instant" -> Instant.class;
        case "LocalDate" -> LocalDate.class;
        case "LocalDateTime" -> LocalDateTime.class;
        case "LocalTime" -> LocalTime.class;
        case "OffsetTime" -> OffsetTime.class;
        case "YearMonth" -> YearMonth.class;
        default -> Duration.class;
      };
      PeregrineException e = assertThrows(v.error(), () -> v.read(bad[0], type), () -> bad[0] + " as " + bad[1]);
      assertTrue(e.getMessage().contains("offset"), e.getMessage());
    }
  }

  private static <T> T jackson2(String json, Class<T> type) {
    try {
      return JACKSON_2_TIMESTAMPS.readValue(json, type);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static <T> T jackson3(String json, Class<T> type) {
    return JACKSON_3_TIMESTAMPS.readValue(json, type);
  }

  private static String jackson2Text(Object value) {
    try {
      return JACKSON_2_TIMESTAMPS.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
