package dev.peregrine.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Code generation is a plug-in: with it off ({@code -Dperegrine.codegen=false}, or {@code codegen(false)} on
 * every builder), binding never loads a class of {@code dev.peregrine.bind.gen}. Checked in a fresh JVM that
 * logs each class it loads ({@code -verbose:class}); the same run with code generation on loads them, which
 * shows the check can fail.
 */
class CodegenPluginTest {
  private static final String GEN = "dev.peregrine.bind.gen.";
  /** The package generated classes link against; nothing of it is needed with codegen off either. */
  private static final String LINKED = "dev.peregrine.internal.gen.";

  @Test
  void withCodegenOffTheGeneratorIsNeverLoaded() throws Exception {
    List<String> loaded = loadedClasses("-Dperegrine.codegen=false");
    assertTrue(loaded.stream().anyMatch(c -> c.startsWith("dev.peregrine.bind.BeanCodec")), "binding ran: " + loaded);
    assertEquals(List.of(), loaded.stream().filter(c -> c.startsWith(GEN) || c.startsWith(LINKED))
        .collect(Collectors.toList()));
  }

  @Test
  void withCodegenOnTheGeneratorIsLoaded() throws Exception {
    List<String> loaded = loadedClasses("-Dperegrine.codegen=true");
    assertTrue(loaded.contains(GEN + "CodecGenerator"), loaded.toString());
    assertTrue(loaded.contains(LINKED + "GeneratedCodec"), loaded.toString());
  }

  /** The dev.peregrine classes a JVM running {@link CodegenPluginMain} loads, in order. */
  private static List<String> loadedClasses(String option) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(option, "-Dperegrine.codegen.threshold=0", "-Xlog:class+load=info", "-Xshare:off",
        "-cp", System.getProperty("java.class.path"), CodegenPluginMain.class.getName()));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "timed out");
    assertEquals(0, p.exitValue(), output);
    assertTrue(output.contains("done"), output);
    List<String> classes = new ArrayList<>();
    for (String line : output.split("\n")) {
      int at = line.indexOf("dev.peregrine.");
      if (!line.contains("class,load") || at < 0) continue;
      int end = line.indexOf(' ', at);
      classes.add(line.substring(at, end < 0 ? line.length() : end));
    }
    return classes;
  }
}
