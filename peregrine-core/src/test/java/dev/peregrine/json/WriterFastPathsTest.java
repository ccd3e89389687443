package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Json;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The writer's shortcuts, each against the text the JDK gives for the same value, on the shortcut's edges:
 * a BigInteger written as a long when it fits one.
 */
class WriterFastPathsTest {
  private static final Json JSON = Json.create();

  @Test
  void bigIntegersAroundTheLongRange() {
    List<BigInteger> values = new ArrayList<>();
    BigInteger two63 = BigInteger.ONE.shiftLeft(63);
    for (BigInteger edge : List.of(BigInteger.ZERO, two63, BigInteger.ONE.shiftLeft(64), BigInteger.TEN.pow(18),
        BigInteger.TEN.pow(19))) {
      for (int d = -2; d <= 2; d++) {
        values.add(edge.add(BigInteger.valueOf(d)));
        values.add(edge.add(BigInteger.valueOf(d)).negate());
      }
    }
    Random random = new Random(24);
    for (int i = 0; i < 2_000; i++) values.add(new BigInteger(1 + random.nextInt(130), random).subtract(two63));
    for (BigInteger v : values) {
      assertEquals(v.toString(), JSON.write(v), v::toString);
      assertEquals(v.toString(), new String(JSON.writeBytes(List.of(v)), StandardCharsets.UTF_8)
          .replace("[", "").replace("]", ""), v::toString);
      assertEquals(v, JSON.read(JSON.write(v), BigInteger.class));
    }
  }
}
