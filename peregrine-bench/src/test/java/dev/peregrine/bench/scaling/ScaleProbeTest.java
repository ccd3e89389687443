package dev.peregrine.bench.scaling;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.demoresponse.DemoProbe;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The probes' modes print the lines the runners read (run in this JVM, so not cold: only their output counts). */
class ScaleProbeTest {
  private static String run(Runnable main) {
    PrintStream old = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      main.run();
    } finally {
      System.setOut(old);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void coldWarmAndMemoryLines(@TempDir Path dir) throws Exception {
    String cold = run(() -> ScaleProbe.main(new String[] {"cold", "read", "gson", "5", "3", "--check"}));
    assertTrue(cold.matches("(?s)scale cold read nanos=\\d+ bytes=\\d+\\s*"), cold);
    String warm = run(() -> ScaleProbe.main(new String[] {"warm", "peregrine", "1,3", "5", "2", "5"}));
    assertTrue(warm.contains("scale warm write records=1 nsPerOp="), warm);
    assertTrue(warm.contains("scale warm read records=3 nsPerOp="), warm);
    Path file = dir.resolve("s.json");
    Files.writeString(file, ScaleData.json(ScaleData.sample(20, ScaleData.SAME_SEED)), StandardCharsets.UTF_8);
    String memory = run(() -> ScaleProbe.main(new String[] {"memory", "read", "jackson", "20", "3", file.toString()}));
    assertTrue(memory.contains("scale generated") && memory.contains("scale memory read records=20 bytes="), memory);
    String write = run(() -> ScaleProbe.main(new String[] {"memory", "write", "moshi", "20", "3", file.toString()}));
    assertTrue(write.contains("scale memory write records=20"), write);
  }

  /** Warm, the different-sample variant goes round several samples of each size. */
  @Test
  void warmDifferentSamples() {
    String warm = run(() -> ScaleProbe.main(new String[] {"warm", "jackson", "1,3", "5", "2", "5", "different"}));
    assertTrue(warm.matches("(?s).*scale warm read records=3 nsPerOp=\\S+ .*variant=different\\s.*"), warm);
    assertTrue(warm.contains("scale warm write records=1 "), warm);
    assertTrue(run(() -> ScaleProbe.main(new String[] {"warm", "jackson", "1", "5", "2", "5"})).contains(
        "variant=same"));
    org.junit.jupiter.api.Assertions.assertEquals(java.util.List.of(8, 8, 2, 1), java.util.List.of(
        ScaleProbe.differentSamples(1), ScaleProbe.differentSamples(1_000), ScaleProbe.differentSamples(10_000),
        ScaleProbe.differentSamples(100_000)));
  }

  @Test
  void demoLines() {
    String loop = run(() -> DemoProbe.main(new String[] {"loop", "fastjson2", "10", "20"}));
    assertTrue(loop.contains("demo loop size=10 loops=20 totalMs=") && loop.contains("identical=false"), loop);
    String hand = run(() -> DemoProbe.main(new String[] {"loop", "hand-written", "10", "20"}));
    assertTrue(hand.contains("identical=true"), hand);
    String warm = run(() -> DemoProbe.main(new String[] {"warm", "peregrine", "1,10", "5", "1", "5"}));
    assertTrue(warm.contains("demo warm readBytes size=10 nsPerOp="), warm);
  }
}
