package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code ./bench --help} answers without building: the script prints peregrine-bench/bench-help.txt, which
 * must be what the suite's own {@code --help} prints. After changing an option, rewrite the file with
 * {@code mvn test -pl peregrine-bench -am -Dtest=BenchHelpTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dperegrine.bench.writeHelp=true}.
 */
class BenchHelpTest {
  /** Tests run in the module's folder. */
  private static final Path HELP = Path.of("bench-help.txt");
  private static final Path SCRIPT = Path.of("..", "bench");

  @Test
  void theScriptsHelpFileIsTheSuitesHelp() throws IOException {
    if (Boolean.getBoolean("peregrine.bench.writeHelp")) {
      Files.writeString(HELP, SuiteOptions.usage(), StandardCharsets.UTF_8);
    }
    assertEquals(SuiteOptions.usage(), Files.readString(HELP, StandardCharsets.UTF_8),
        "bench-help.txt is stale: see this test's Javadoc");
  }

  @Test
  void theScriptAnswersHelpWithoutMaven() throws Exception {
    // mvn and java that leave a mark and fail, ahead of the real ones on the PATH: a script that built or
    // started the suite for --help would leave the mark.
    Path tools = Files.createTempDirectory("no-build");
    Path mark = tools.resolve("ran");
    for (String tool : new String[] {"mvn", "java"}) {
      Path fake = tools.resolve(tool);
      Files.writeString(fake, "#!/bin/sh\necho " + tool + " >> " + mark + "\nexit 1\n");
      assertTrue(fake.toFile().setExecutable(true));
    }
    ProcessBuilder pb = new ProcessBuilder("/bin/bash", SCRIPT.toString(), "--profile", "full", "--help")
        .redirectErrorStream(true);
    pb.environment().put("PATH", tools + ":" + System.getenv("PATH"));
    pb.environment().remove("JAVA_HOME");
    Process help = pb.start();
    help.getOutputStream().close();
    String out = new String(help.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(help.waitFor(30, TimeUnit.SECONDS));
    assertEquals(0, help.exitValue(), out);
    assertEquals(Files.readString(HELP, StandardCharsets.UTF_8), out);
    assertFalse(Files.exists(mark), "the script ran " + (Files.exists(mark) ? Files.readString(mark) : ""));
    for (String tool : new String[] {"mvn", "java"}) {
      Files.delete(tools.resolve(tool));
    }
    Files.delete(tools);
  }
}
