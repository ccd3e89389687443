package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.OptBoolean;
import dev.peregrine.Json;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Jackson's {@code @JsonFormat}: pattern, timezone and locale for java.time and {@code java.util.Date};
 * {@code shape = NUMBER} for dates (epoch milliseconds, decimal epoch seconds), {@code shape = STRING} for
 * numbers, {@code shape = ARRAY} on a class (that class in array mode); what Peregrine does not honour is
 * refused when the codec is built. Compared with Jackson 2 and 3.
 */
class JacksonFormatContractTest {
  /** In alphabetical order: Jackson 3 sorts properties so by default, Jackson 2 and Peregrine keep the source's. */
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  public static class Pixel {
    public String color;
    public int x;
    public int y;

    @Override
    public boolean equals(Object o) {
      return o instanceof Pixel p && p.x == x && p.y == y && Objects.equals(p.color, color);
    }

    @Override
    public int hashCode() {
      return Objects.hash(x, y, color);
    }
  }

  public static class Schedule {
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm", timezone = "UTC")
    public Date created;
    @JsonFormat(shape = JsonFormat.Shape.NUMBER)
    public Date updated;
    @JsonFormat(pattern = "dd/MM/yyyy")
    public LocalDate day;
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm:ss", timezone = "Europe/Paris")
    public Instant at;
    @JsonFormat(shape = JsonFormat.Shape.NUMBER)
    public Instant stamp;
    @JsonFormat(pattern = "EEEE d MMMM yyyy", locale = "fr")
    public LocalDate french;
    @JsonFormat(pattern = "yyyy-MM-dd HH:mm VV", timezone = "Asia/Tokyo")
    public ZonedDateTime zoned;
    @JsonFormat(pattern = "yyyy-MM-dd'T'HH:mm")
    public List<LocalDateTime> times;
    @JsonFormat(shape = JsonFormat.Shape.STRING)
    public long id;
    @JsonFormat(shape = JsonFormat.Shape.STRING)
    public BigDecimal amount;
    @JsonFormat(shape = JsonFormat.Shape.STRING)
    public Integer count;
    public Pixel pixel;

    @Override
    public boolean equals(Object o) {
      return o instanceof Schedule s && Objects.equals(s.created, created) && Objects.equals(s.updated, updated)
          && Objects.equals(s.day, day) && Objects.equals(s.at, at) && Objects.equals(s.stamp, stamp)
          && Objects.equals(s.french, french) && Objects.equals(s.zoned == null ? null : s.zoned.toInstant(),
              zoned == null ? null : zoned.toInstant())
          && Objects.equals(s.times, times) && s.id == id && Objects.equals(s.amount, amount)
          && Objects.equals(s.count, count) && Objects.equals(s.pixel, pixel);
    }

    @Override
    public int hashCode() {
      return Objects.hash(created, day, id);
    }
  }

  private static Schedule schedule() {
    Schedule s = new Schedule();
    s.created = Date.from(Instant.parse("2024-01-02T03:04:00Z"));
    s.updated = new Date(1_700_000_000_123L);
    s.day = LocalDate.of(2024, 2, 29);
    s.at = Instant.parse("2024-06-01T10:00:00Z");
    s.stamp = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
    s.french = LocalDate.of(2024, 3, 4);
    s.zoned = ZonedDateTime.of(2024, 5, 6, 7, 8, 0, 0, ZoneOffset.UTC);
    s.times = List.of(LocalDateTime.of(2024, 1, 1, 12, 30));
    s.id = 12345678901L;
    s.amount = new BigDecimal("10.50");
    s.count = 7;
    s.pixel = new Pixel();
    s.pixel.x = 1;
    s.pixel.y = 2;
    s.pixel.color = "red";
    return s;
  }

  @NamedContractTest
  void formatsWriteAsJackson(Variant v) {
    Schedule s = schedule();
    String written = v.write(s);
    assertEquals("{\"created\":\"2024-01-02 03:04\",\"updated\":1700000000123,\"day\":\"29/02/2024\","
        + "\"at\":\"2024-06-01 12:00:00\",\"stamp\":1700000000.123456789,\"french\":\"lundi 4 mars 2024\","
        + "\"zoned\":\"2024-05-06 16:08 Asia/Tokyo\",\"times\":[\"2024-01-01T12:30\"],\"id\":\"12345678901\","
        + "\"amount\":\"10.50\",\"count\":\"7\",\"pixel\":[\"red\",1,2]}", written);
    assertWritesAsJackson(s, written);
  }

  @NamedContractTest
  void formatsReadAsJackson(Variant v) {
    String doc = "{\"created\":\"2024-01-02 03:04\",\"updated\":1700000000123,\"day\":\"29/02/2024\","
        + "\"at\":\"2024-06-01 12:00:00\",\"stamp\":1700000000.5,\"french\":\"lundi 4 mars 2024\","
        + "\"zoned\":\"2024-05-06 16:08 Asia/Tokyo\",\"times\":[\"2024-01-01T12:30\"],\"id\":\"42\","
        + "\"amount\":1.25,\"count\":\"8\",\"pixel\":[\"blue\",3,4]}";
    Schedule read = v.read(doc, Schedule.class);
    assertEquals(Instant.parse("2024-06-01T10:00:00Z"), read.at);
    assertEquals(Instant.ofEpochSecond(1_700_000_000L, 500_000_000), read.stamp);
    assertEquals(42, read.id);
    assertEquals(4, read.pixel.y);
    assertReadsAsJackson(doc, Schedule.class, read);
  }

  @ContractTest
  void formatsRoundTrip(Variant v) {
    assertEquals(schedule(), v.roundTrip(schedule(), Schedule.class));
    Pixel p = schedule().pixel;
    assertEquals(p, v.roundTrip(p, Pixel.class));
  }

  @NamedContractTest
  void anInstantAsNumberReadsWholeSecondsAsJackson(Variant v) {
    Schedule read = v.read("{\"stamp\":1700000000}", Schedule.class);
    assertEquals(Instant.ofEpochSecond(1_700_000_000L), read.stamp);
    assertReadsAsJackson("{\"stamp\":1700000000}", Schedule.class, read);
  }

  public record Stamped(@JsonFormat(pattern = "dd.MM.yyyy") LocalDate day,
      @JsonFormat(shape = JsonFormat.Shape.STRING) int count) {}

  @NamedContractTest
  void formatsOnRecordComponentsAsJackson(Variant v) {
    Stamped s = new Stamped(LocalDate.of(2024, 12, 31), 3);
    String written = v.write(s);
    assertEquals("{\"day\":\"31.12.2024\",\"count\":\"3\"}", written);
    assertWritesAsJackson(s, written);
    assertEquals(s, v.read(written, Stamped.class));
    assertReadsAsJackson(written, Stamped.class, v.read(written, Stamped.class));
  }

  @ContractTest
  void formatsOnRecordComponentsRoundTrip(Variant v) {
    Stamped s = new Stamped(LocalDate.of(2024, 12, 31), 3);
    assertEquals(s, v.roundTrip(s, Stamped.class));
  }

  public static class LenientDay {
    @JsonFormat(pattern = "yyyy-MM-dd", lenient = OptBoolean.TRUE)
    public LocalDate day;
  }

  public static class NumericLocalDate {
    @JsonFormat(shape = JsonFormat.Shape.NUMBER)
    public LocalDate day;
  }

  public static class Features {
    @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
    public List<String> names;
  }

  public static class ZoneWithoutPattern {
    @JsonFormat(timezone = "Europe/Paris")
    public Date when;
  }

  @Test
  void whatIsNotHonouredIsRefusedWithItsReason() {
    for (Object value : new Object[] {new LenientDay(), new NumericLocalDate(), new Features(), new ZoneWithoutPattern()}) {
      PeregrineException e = assertThrows(PeregrineException.class, () -> Json.create().write(value));
      assertTrue(e.getMessage().contains("not supported"), e.getMessage());
      assertThrows(PeregrineException.class, () -> Json.builder().codegen(false).build().read("{}", value.getClass()));
    }
  }
}
