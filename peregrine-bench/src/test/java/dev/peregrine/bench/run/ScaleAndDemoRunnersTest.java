package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.demoresponse.DemoRunner;
import dev.peregrine.bench.experiment.ExperimentRun;
import dev.peregrine.bench.scaling.ScaleRunner;

/** What JsonPerformanceVS and the blog's DemoResponse test run in each profile and under --only. */
class ScaleAndDemoRunnersTest {
  @Test
  void scalePlanPerProfile() {
    ScaleRunner.Sizes smoke = ScaleRunner.sizes(Profile.SMOKE);
    assertEquals(20, ScaleRunner.jvms(smoke, null), "smoke: one cold JVM per library and direction");
    ScaleRunner.Sizes quick = ScaleRunner.sizes(Profile.QUICK);
    assertEquals(3 * 2 * 10 * 1 + 10 + 2 * 10, ScaleRunner.jvms(quick, null), "quick: one cold JVM per point");
    ScaleRunner.Sizes full = ScaleRunner.sizes(Profile.FULL);
    assertEquals(List.of(1, 10, 100, 1_000, 10_000, 100_000), full.coldSizes());
    List<ScaleRunner.MemoryPlan> memory = ScaleRunner.memoryPlan(full, null);
    assertEquals(2 * 10 * 2, memory.stream().filter(p -> p.records() == 100_000).count(),
        "100,000 records under -Xmx256m and -Xmx1g, both directions");
    assertTrue(memory.stream().anyMatch(p -> p.records() == 100_000 && p.heap().equals("256m")));
    assertEquals(List.of("same", "different"), full.variants());
  }

  @Test
  void onlyNames() {
    ScaleRunner.Sizes quick = ScaleRunner.sizes(Profile.QUICK);
    Pattern one = Pattern.compile("^Scale/cold/read/peregrine$");
    assertEquals(3, ScaleRunner.jvms(quick, one));
    assertEquals(List.of("peregrine"), ScaleRunner.warmPlan(quick, Pattern.compile("^Scale/warm/peregrine")));
    assertFalse(ScaleRunner.selected(quick, Pattern.compile("^ParseString/")));
    DemoRunner.Sizes demo = DemoRunner.sizes(Profile.QUICK);
    assertFalse(DemoRunner.selected(demo, Pattern.compile("^Scale/")));
    assertEquals(9 * 2 + 9, DemoRunner.jvms(demo, Pattern.compile("^Demo/")));
    assertEquals(2 + 1, DemoRunner.jvms(demo, Pattern.compile("^Demo/.*/hand-written$")));
    assertEquals(9, DemoRunner.jvms(DemoRunner.sizes(Profile.SMOKE), null), "smoke: loops only");
  }

  /** A run of several JDKs says in those experiments' sections why they ran on its first JDK only. */
  @Test
  void aRunOfSeveralJdksSaysWhyScaleAndDemoRanOnOne() {
    String why = ExperimentRun.oneJdk(
        new dev.peregrine.bench.result.Results.Jdk("/j/bin/java", "17.0.15", "vm"), 125, "^Scale/");
    assertTrue(why.startsWith("; on JDK 17.0.15 only, the first JDK of this run"), why);
    assertTrue(why.contains("took 2m05s here") && why.contains("--only '^Scale/'"), why);
  }

  /** The full profile times both variants warm as well as cold, the quick the same sample only. */
  @Test
  void warmRunsEveryVariant() {
    assertEquals(10 * 2, ScaleRunner.jvms(ScaleRunner.sizes(Profile.FULL), Pattern.compile("^Scale/warm/")));
    assertEquals(10, ScaleRunner.jvms(ScaleRunner.sizes(Profile.QUICK), Pattern.compile("^Scale/warm/")));
  }

  @Test
  void resultLines() {
    Map<String, String> v = ScaleRunner.fields("scale warm read records=100 nsPerOp=1.5", "scale warm ");
    assertEquals(Map.of("direction", "read", "records", "100", "nsPerOp", "1.5"), v);
    assertNull(ScaleRunner.fields("something else", "scale warm "));
    ChildJvm.Outcome failed = new ChildJvm.Outcome(true, 1, "scale error java.lang.IllegalStateException: x\n", 1);
    assertNull(ScaleRunner.resultLine(failed, "cold write "));
    assertEquals("java.lang.IllegalStateException: x", ScaleRunner.failureOf(failed, null));
  }
}
