package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code ./bench} checks its command line before it builds: an unknown option, a stray argument or an option
 * without its value is refused, naming it, without starting Maven; a good command line goes on to the build.
 * Maven is replaced by a stand-in on the PATH that leaves a mark and fails, so nothing is built here.
 */
class BenchScriptTest {
  @TempDir Path dir;

  private record Outcome(int exit, String stderr, boolean built) {}

  private Outcome bench(String... args) throws IOException, InterruptedException {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path mark = dir.resolve("maven-started");
    Files.deleteIfExists(mark);
    Path mvn = bin.resolve("mvn");
    Files.writeString(mvn, "#!/bin/sh\ntouch '" + mark + "'\nexit 1\n");
    Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
    List<String> command = new ArrayList<>(List.of("bash", Path.of("..", "bench").toAbsolutePath().toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
    pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    Process p = pb.start();
    String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "./bench did not finish");
    return new Outcome(p.exitValue(), stderr, Files.exists(mark));
  }

  @Test
  void anUnknownOptionIsRefusedBeforeTheBuild() throws Exception {
    Outcome o = bench("--profile", "smoke", "--bogus");
    assertEquals(2, o.exit(), o.stderr());
    assertTrue(o.stderr().contains("unknown option --bogus"), o.stderr());
    assertFalse(o.built(), "Maven was started");
  }

  @Test
  void aStrayArgumentAndAMissingValueAreRefusedBeforeTheBuild() throws Exception {
    Outcome stray = bench("smoke");
    assertEquals(2, stray.exit(), stray.stderr());
    assertTrue(stray.stderr().contains("unknown option smoke"), stray.stderr());
    Outcome missing = bench("--only", "^Types/", "--out");
    assertEquals(2, missing.exit(), missing.stderr());
    assertTrue(missing.stderr().contains("--out needs a value"), missing.stderr());
    Outcome flagWithValue = bench("--replace=yes");
    assertEquals(2, flagWithValue.exit(), flagWithValue.stderr());
    assertTrue(flagWithValue.stderr().contains("--replace takes no value"), flagWithValue.stderr());
    assertFalse(stray.built() || missing.built() || flagWithValue.built(), "Maven was started");
  }

  @Test
  void everyOptionOfTheSuiteGoesOnToTheBuild() throws Exception {
    List<String> args = new ArrayList<>();
    boolean equalsForm = false;
    for (OptionSpec option : new CommandLine(new SuiteOptions.Arguments()).getCommandSpec().options()) {
      if (option.usageHelp()) {
        continue; // prints the help instead
      }
      if (option.arity().max() == 0) {
        args.add(option.longestName());
      } else if (equalsForm) {
        args.add(option.longestName() + "=v");
      } else {
        args.addAll(List.of(option.longestName(), "v"));
      }
      equalsForm = !equalsForm;
    }
    Outcome o = bench(args.toArray(String[]::new));
    assertTrue(o.built(), "Maven was not started: " + o.stderr());
    assertFalse(o.stderr().contains("bench:"), o.stderr());
  }

  @Test
  void anOptionOfSeveralValuesTakesThemUpToTheNextOption() throws Exception {
    Outcome merge = bench("--merge", "run-a", "run-b", "--out", "merged");
    assertTrue(merge.built(), "Maven was not started: " + merge.stderr());
    Outcome empty = bench("--merge", "--out", "merged");
    assertEquals(2, empty.exit(), empty.stderr());
    assertTrue(empty.stderr().contains("--merge needs a value"), empty.stderr());
    Outcome stray = bench("--jdk", "a", "b");
    assertEquals(2, stray.exit(), stray.stderr());
    assertTrue(stray.stderr().contains("unknown option b"), stray.stderr());
  }
}
