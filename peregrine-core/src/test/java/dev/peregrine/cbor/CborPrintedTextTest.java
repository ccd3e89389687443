package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Cbor;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Values whose text the writer prints straight into its buffer (dates, UUIDs, durations) are the same bytes
 * as their text written as a String: the shortest head for every length (under 24 bytes the head is one
 * byte, which moves the printed text down a byte), with and without string references; and text in a
 * longer head than needed, or with a tag, still reads.
 */
class CborPrintedTextTest {
  private static final List<Object> VALUES = List.of(LocalDate.of(2024, 2, 29), LocalTime.of(1, 2),
      LocalTime.of(1, 2, 3, 456_000_000), LocalDateTime.of(2024, 1, 2, 3, 4, 5, 6),
      OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 0, ZoneOffset.ofHours(2)),
      ZonedDateTime.of(2024, 7, 1, 12, 0, 0, 0, ZoneId.of("America/Argentina/Buenos_Aires")),
      Instant.ofEpochSecond(1_700_000_000L, 5), UUID.randomUUID(), Duration.ofMillis(-1500), Duration.ZERO);

  @Test
  void printedTextIsTheStringsBytes() {
    for (Cbor cbor : List.of(Cbor.create(), Cbor.builder().stringRefs(true).build())) {
      for (Object v : VALUES) {
        assertArrayEquals(cbor.write(v.toString()), cbor.write(v), v::toString);
        assertEquals(v, cbor.read(cbor.write(v), v.getClass()), v::toString);
      }
      Date d = new Date(1_700_000_000_123L);
      assertArrayEquals(cbor.write("2023-11-14T22:13:20.123Z"), cbor.write(d));
    }
  }

  @Test
  void textInALongerHeadOrUnderATagReads() {
    Cbor cbor = Cbor.create();
    byte[] text = "2024-01-02".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    byte[] longHead = new byte[2 + text.length];
    longHead[0] = 0x78;
    longHead[1] = (byte) text.length;
    System.arraycopy(text, 0, longHead, 2, text.length);
    assertEquals(LocalDate.of(2024, 1, 2), cbor.read(longHead, LocalDate.class));
    byte[] tagged = new byte[2 + text.length];
    tagged[0] = (byte) 0xc0; // tag 0, a date-time string
    tagged[1] = (byte) (0x60 | text.length);
    System.arraycopy(text, 0, tagged, 2, text.length);
    assertEquals(LocalDate.of(2024, 1, 2), cbor.read(tagged, LocalDate.class));
  }
}
