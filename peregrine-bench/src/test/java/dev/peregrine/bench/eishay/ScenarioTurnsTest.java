package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.eishay.Scenario;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One JVM's turns, with stand-in operations. */
class ScenarioTurnsTest {
  private static String captured(Runnable body) {
    PrintStream out = System.out;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      body.run();
    } finally {
      System.setOut(out);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void everyLibraryRunsOncePerRoundInARotatedOrderAndAThrowingOneIsReported() {
    List<String> order = new ArrayList<>();
    int[] calls = new int[1];
    Scenario.Operation a = () -> order.add("a");
    Scenario.Operation b = () -> order.add("b");
    Scenario.Operation c = () -> {
      if (++calls[0] > 3) {
        throw new IllegalStateException("broken");
      }
      return order.add("c");
    };
    String output = captured(() -> {
      try {
        ScenarioTurns.turns("S", List.of("a", "b", "c"), List.of(a, b, c), 1, 1, 3, 1);
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    });
    List<String> lines = output.lines().toList();
    assertTrue(lines.contains("turns check S c error failed while timed: IllegalStateException: broken"), output);
    // c fails in the warmup round; a and b go on: three scored rounds, the order rotated by one each round.
    List<String> rounds = lines.stream().filter(l -> l.startsWith("turns round S ")).map(l -> l.split(" ")[3] + " "
        + l.split(" ")[4]).toList();
    assertEquals(List.of("0 b", "0 a", "1 a", "1 b", "2 a", "2 b"), rounds, output);
    for (String line : lines) {
      if (line.startsWith("turns round ")) {
        String[] f = line.split(" ");
        assertTrue(Long.parseLong(f[5]) > 0 && Long.parseLong(f[6]) > 0 && Long.parseLong(f[7]) > 0, line);
      }
    }
  }
}
