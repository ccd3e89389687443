package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.eishay.Scenario;
import dev.peregrine.bench.eishay.Scenarios;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.peregrine.bench.run.TimeLeft;
import dev.peregrine.bench.run.SuiteEstimate;

/** The turns' settings per profile, their estimate, and what the suite reads of a JVM's output. */
class ScenarioTurnsRunnerTest {
  @TempDir Path dir;

  @Test
  void quickAndFullRunInTurnsAndSmokeKeepsJmh() {
    assertNull(ScenarioTurnsRunner.settings(Profile.SMOKE, 0));
    ScenarioTurnsRunner.Settings quick = ScenarioTurnsRunner.settings(Profile.QUICK, Profile.QUICK.forks);
    ScenarioTurnsRunner.Settings full = ScenarioTurnsRunner.settings(Profile.FULL, Profile.FULL.forks);
    assertEquals(5, quick.jvms());
    assertTrue(full.jvms() > quick.jvms() && full.warmupMillis() * full.warmupRounds()
        > quick.warmupMillis() * quick.warmupRounds() && full.roundMillis() > quick.roundMillis());
    assertEquals(3, ScenarioTurnsRunner.settings(Profile.QUICK, 3).jvms(), "--forks sets the JVMs");
  }

  @Test
  void theOutputsRoundsAreOpsPerMillisecondOfCpuTimeAndFailuresAreKept() {
    String output = String.join("\n", "turns check ParseString peregrine ok",
        "turns check ParseString gson error CheckFailed: decoded value differs",
        "turns round ParseString 0 peregrine 2000 1500000 1000000 0",
        "turns round ParseString 1 peregrine 1000 1000000 1000000 0",
        "noise from the JVM",
        "turns time ParseString 1234", "turns done");
    Map<String, List<Double>> rounds = new LinkedHashMap<>();
    Map<String, String> failures = new LinkedHashMap<>();
    StringBuilder csv = new StringBuilder();
    ScenarioTurnsRunner.parse(output, rounds, failures, csv, "17", 2);
    assertEquals(Map.of("ParseString/peregrine", List.of(2000.0, 1000.0)), rounds);
    assertEquals(Map.of("ParseString/gson", "CheckFailed: decoded value differs"), failures);
    assertEquals("17,2,ParseString,0,peregrine,2000,1500000,1000000,0\n17,2,ParseString,1,peregrine,1000,1000000,"
        + "1000000,0\n", csv.toString());
  }

  @Test
  void theEstimateCountsEachScenariosLibrariesRoundsAndChecks() throws IOException {
    for (String corpus : Scenarios.CORPORA) {
      Files.writeString(dir.resolve(corpus + ".json"), "{}");
    }
    List<Scenario> scenarios = new ArrayList<>(Scenarios.eishay().subList(0, 9));
    scenarios.addAll(Scenarios.corpora(dir));
    List<Pair> pairs = new ArrayList<>();
    for (Scenario s : scenarios) {
      for (String id : List.of("peregrine", "fastjson2", "jackson")) {
        pairs.add(new Pair(s, id, -1, List.of()));
      }
    }
    ScenarioTurnsRunner.Settings quick = ScenarioTurnsRunner.settings(Profile.QUICK, 5);
    long perLibrary = 5 * 100 + 10 * 20;
    long corpusPerLibrary = 5 * 100 + 10 * 20 * ScenarioTurnsRunner.CORPUS_SCALE;
    // a JVM start per scenario
    assertEquals(15 * ScenarioTurnsRunner.JVM_START_MILLIS + 9 * (3 * perLibrary + ScenarioTurnsRunner.EISHAY_CHECK_MILLIS)
        + 6 * (3 * corpusPerLibrary + ScenarioTurnsRunner.CORPUS_CHECK_MILLIS),
        ScenarioTurnsRunner.estimateMillis(quick, pairs));
    List<TimeLeft.Phase> phases = new ArrayList<>(EishayExperiment.turnsPhase(quick, pairs, 2));
    phases.add(new TimeLeft.Phase(SuiteEstimate.TYPES, 1));
    assertEquals(SuiteEstimate.BENCHMARKS, phases.get(0).name());
    assertEquals(2 * 5 * ScenarioTurnsRunner.estimateMillis(quick, pairs), phases.get(0).millis());
    assertEquals(5 * 15, ScenarioTurnsRunner.jvmsPerJdk(quick, pairs));
    assertEquals(SuiteEstimate.TYPES, phases.get(1).name());
  }
}
