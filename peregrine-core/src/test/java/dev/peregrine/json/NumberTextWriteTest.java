package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Json;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Big numbers are written as their own text (toString), copied into the output as it stands. */
class NumberTextWriteTest {
  private static final Json JSON = Json.create();

  public record Numbers(String before, BigDecimal decimal, BigInteger integer, List<BigDecimal> more) {}

  @Test
  void bigNumbersAreWrittenAsTheirTextInBytesAndStringsAfterAnyText() {
    Random random = new Random(7);
    // Exponent forms, negative scales, signs, and integers on both sides of 64 bits; after ASCII, Latin-1 and
    // wide text (the String writer keeps wide chars apart from its bytes).
    for (String before : new String[] {"a", "\u00e9t\u00e9", "\u4e2d\u6587"}) {
      for (int k = 0; k < 200; k++) {
        BigDecimal decimal = new BigDecimal(new BigInteger(1 + random.nextInt(90), random).negate().multiply(
            BigInteger.valueOf(random.nextBoolean() ? 1 : -1)), random.nextInt(40) - 20);
        BigInteger integer = new BigInteger(1 + random.nextInt(120), random).subtract(BigInteger.ONE.shiftLeft(60));
        List<BigDecimal> more = new ArrayList<>(List.of(BigDecimal.ZERO, new BigDecimal("1E+3"), decimal.negate()));
        String expected = "{\"before\":\"" + before + "\",\"decimal\":" + decimal + ",\"integer\":" + integer
            + ",\"more\":[0,1E+3," + decimal.negate() + "]}";
        Numbers value = new Numbers(before, decimal, integer, more);
        assertEquals(expected, JSON.write(value));
        assertArrayEquals(expected.getBytes(StandardCharsets.UTF_8), JSON.writeBytes(value), expected);
        assertEquals(value, JSON.read(expected, Numbers.class));
      }
    }
  }
}
