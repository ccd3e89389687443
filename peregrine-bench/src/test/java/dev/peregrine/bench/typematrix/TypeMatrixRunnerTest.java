package dev.peregrine.bench.typematrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results.Status;
import dev.peregrine.bench.result.Results.TypeCell;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.run.SuiteOptions;

class TypeMatrixRunnerTest {
  private static final String JDK = "JDK 17";

  private static TypeCell only(List<TypeCell> cells, String type, String library, String op) {
    List<TypeCell> found = cells.stream()
        .filter(c -> c.type().equals(type) && c.library().equals(library) && c.operation().equals(op)).toList();
    assertEquals(1, found.size(), type + " " + library + " " + op + " in " + cells);
    return found.get(0);
  }

  @Test
  void forksSetsTheTypeMatrixJvmsTooWithoutItTheProfileKeepsItsOwn(@org.junit.jupiter.api.io.TempDir java.nio.file.Path out) {
    SuiteOptions full = SuiteOptions.parse(new String[] {"--profile", "full", "--out", out.toString()});
    assertEquals(3, full.typeMatrixForks());
    assertEquals(10, full.forks());
    SuiteOptions two = SuiteOptions.parse(new String[] {"--profile", "full", "--forks", "2", "--out", out.toString()});
    assertEquals(2, two.typeMatrixForks());
    TypeMatrixRunner.Settings settings = TypeMatrixRunner.settings(Profile.FULL, two.typeMatrixForks());
    assertEquals(2, settings.forks());
    assertEquals(TypeMatrixRunner.settings(Profile.FULL).rounds(), settings.rounds());
    assertEquals(1, SuiteOptions.parse(new String[] {"--out", out.toString()}).typeMatrixForks());
  }

  @Test
  void scoresOfEveryForkJoinInOrderAndAFailureIsKeptWithItsReason() {
    List<String> lines = List.of(
        "types check UUID peregrine write-utf8 ok 540",
        "types check UUID fastjson2 write-utf8 ok 540",
        "types check UUID dsl-json write-utf8 na no converter for UUID in its runtime analysis",
        "types check UUID jackson write-utf8 error IllegalStateException: read $.f0: expected 1, got 2",
        "types score UUID peregrine write-utf8 10.5000 11.0000",
        "types score UUID fastjson2 write-utf8 20.0000 22.0000",
        "types done",
        // the second fork
        "types check UUID peregrine write-utf8 ok 540",
        "types check UUID fastjson2 write-utf8 ok 540",
        "types score UUID peregrine write-utf8 12.0000",
        "types score UUID fastjson2 write-utf8 24.0000",
        "types done");
    List<TypeCell> cells = TypeMatrixRunner.parse(lines, JDK);
    assertEquals(4, cells.size());
    TypeCell p = only(cells, "UUID", "peregrine", "write-utf8");
    assertEquals(Status.MEASURED, p.status());
    assertEquals(List.of(10.5, 11.0, 12.0), p.scores());
    assertEquals(540, p.outputBytes());
    TypeCell d = only(cells, "UUID", "dsl-json", "write-utf8");
    assertEquals(Status.NOT_APPLICABLE, d.status());
    assertEquals("no converter for UUID in its runtime analysis", d.reason());
    TypeCell j = only(cells, "UUID", "jackson", "write-utf8");
    assertEquals(Status.ERROR, j.status());
    assertTrue(j.reason().contains("expected 1, got 2"), j.reason());
  }

  @Test
  void aFailureInALaterForkWinsOverEarlierScoresAndACheckWithoutScoresIsAnError() {
    List<TypeCell> cells = TypeMatrixRunner.parse(List.of(
        "types check Date peregrine read-utf8 ok 0",
        "types score Date peregrine read-utf8 5.0",
        "types check Date peregrine read-utf8 error boom",
        "types check Date fastjson2 read-utf8 ok 0"), JDK);
    assertEquals(Status.ERROR, only(cells, "Date", "peregrine", "read-utf8").status());
    assertEquals("boom", only(cells, "Date", "peregrine", "read-utf8").reason());
    TypeCell f = only(cells, "Date", "fastjson2", "read-utf8");
    assertEquals(Status.ERROR, f.status());
    assertEquals(TypeMatrixRunner.NOT_TIMED, f.reason());
  }

  @Test
  void onlySelectsTheMatrixByItsSeriesNames() {
    assertTrue(TypeMatrixRunner.selected(null));
    assertTrue(TypeMatrixRunner.selected(Pattern.compile("^Types/")));
    assertTrue(TypeMatrixRunner.selected(Pattern.compile("^Types/(UUID|LocalDate)/(peregrine|fastjson2)$")));
    assertFalse(TypeMatrixRunner.selected(Pattern.compile("^ParseString/")));
    assertFalse(TypeMatrixRunner.selected(Pattern.compile("^Types/NoSuchType/")));
  }

  @Test
  void smokeIsShortAndTheOtherProfilesWarmBeforeTheyScore() {
    TypeMatrixRunner.Settings smoke = TypeMatrixRunner.settings(Profile.SMOKE);
    assertEquals(1, smoke.forks());
    assertEquals(1, smoke.rounds());
    for (Profile p : List.of(Profile.QUICK, Profile.FULL)) {
      TypeMatrixRunner.Settings s = TypeMatrixRunner.settings(p);
      assertTrue(s.warmupCalls() >= 1000 && s.warmupRounds() >= 1 && s.rounds() >= 5, p + ": " + s);
    }
  }
}
