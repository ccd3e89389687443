package dev.peregrine.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.peregrine.internal.IsoText;
import dev.peregrine.internal.UuidText;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.UUID;
import java.util.function.Function;

/**
 * Fuzz target for the hand-written text parsers (dates, times, durations, UUIDs) against the JDK's: the
 * first byte picks the form, the rest is the text. Whatever a parser takes, the JDK's parser must take too,
 * as the same value (equals: the offset and zone too); a parser never reads outside its range, never throws,
 * and never changes its input. Replays its inputs under {@code mvn test}; {@code tools/fuzz} fuzzes it.
 */
class TextFormsFuzzTest {
  interface Parser {
    Object parse(byte[] b, int from, int to);
  }

  private static final Parser[] PARSERS = {IsoText::parseLocalDate, IsoText::parseLocalTime,
      IsoText::parseLocalDateTime, IsoText::parseOffsetDateTime, IsoText::parseOffsetTime,
      IsoText::parseZonedDateTime, IsoText::parseInstant, IsoText::parseDuration, UuidText::parse};

  private static final java.util.List<Function<String, Object>> JDK = java.util.List.of(LocalDate::parse,
      LocalTime::parse, LocalDateTime::parse, OffsetDateTime::parse, OffsetTime::parse, ZonedDateTime::parse,
      s -> DateTimeFormatter.ISO_INSTANT.parse(s, Instant::from), Duration::parse, UUID::fromString);

  @FuzzTest(maxDuration = "30s")
  void isoText(byte[] input) {
    FuzzChecks.bounded(() -> checks(input));
  }

  private static void checks(byte[] input) {
    if (input.length == 0) return;
    int form = (input[0] & 0xFF) % PARSERS.length;
    // The text between guard bytes that would make any read outside it a digit, a likely wrong answer.
    byte[] b = new byte[input.length - 1 + 16];
    Arrays.fill(b, (byte) '7');
    System.arraycopy(input, 1, b, 8, input.length - 1);
    byte[] copy = b.clone();
    Object ours = PARSERS[form].parse(b, 8, 8 + input.length - 1);
    assertEquals(java.util.Arrays.toString(copy), java.util.Arrays.toString(b), "the parser changed its input");
    if (ours == null) return;
    String text = new String(input, 1, input.length - 1, StandardCharsets.ISO_8859_1);
    Object jdk;
    try {
      jdk = JDK.get(form).apply(text);
    } catch (DateTimeException | IllegalArgumentException e) {
      throw new AssertionError("took \"" + text + "\" as " + ours + ", which the JDK rejects: " + e.getMessage());
    }
    assertEquals(jdk, ours, text);
  }
}
