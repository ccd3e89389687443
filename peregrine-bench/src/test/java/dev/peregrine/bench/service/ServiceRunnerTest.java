package dev.peregrine.bench.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.service.ServiceResults;
import dev.peregrine.bench.service.ServiceLoad;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.peregrine.bench.run.SuiteEstimate;

/** What the service experiment runs in each profile and under --only, and how it reads its load JVM. */
class ServiceRunnerTest {
  @Test
  void planPerProfileAndOnly() {
    ServiceRunner.Settings smoke = ServiceRunner.settings(Profile.SMOKE);
    assertEquals(1, smoke.sizes().size(), "smoke: one size");
    assertEquals(4, ServiceRunner.jvms(smoke, null), "smoke: one server JVM per library");
    ServiceRunner.Settings quick = ServiceRunner.settings(Profile.QUICK);
    assertEquals(List.of(10, 50, 100, 200, 300), quick.sizes(), "the blog's sizes");
    assertEquals(4 * quick.rounds(), ServiceRunner.jvms(quick, Pattern.compile("^Service/")));
    assertEquals(List.of("peregrine"), ServiceRunner.plan(Pattern.compile("^Service/peregrine$")));
    assertEquals(List.of(), ServiceRunner.plan(Pattern.compile("^Demo/")));
    // The quick profile's share of the suite's time: at most about 4 minutes.
    assertTrue(SuiteEstimate.service(quick, null) <= 240_000, () -> "" + SuiteEstimate.service(quick, null));
  }

  @Test
  void windowsAreReadFromTheLoadJvmsLines() {
    String output = "some log line\n" + new ServiceLoad.Window(300, 1200, 1.2, 240_000_000, 3_000_000, 9_000_000,
        21861).line() + "\n";
    List<ServiceResults.Window> windows = ServiceRunner.windows("peregrine", 2, output);
    assertEquals(List.of(new ServiceResults.Window("peregrine", 2, 300, 1200, 1.2, 240_000_000, 3_000_000,
        9_000_000, 21861)), windows);
    assertEquals(1000, windows.get(0).requestsPerSecond(), 1e-9);
    assertEquals(200, windows.get(0).cpuMicrosPerRequest(), 1e-9);
  }

  @Test
  void theServiceClassPathIsTheModulesBuild(@TempDir Path root) throws Exception {
    assertNull(System.getProperty(ServiceRunner.CLASS_PATH_PROPERTY));
    assertNull(ServiceRunner.serverClassPath(root), "not built");
    Path target = Files.createDirectories(root.resolve("peregrine-bench-service/target/classes")).getParent();
    Files.writeString(target.resolve("service.classpath"), "/a.jar:/b.jar\n");
    assertEquals(target.resolve("classes").toAbsolutePath() + ":/a.jar:/b.jar", ServiceRunner.serverClassPath(root));
  }
}
