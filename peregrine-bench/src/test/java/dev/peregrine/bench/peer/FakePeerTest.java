package dev.peregrine.bench.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.Suite;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adding a library is its peer and its line in the table: a fake peer, added by {@link Peers#EXTRA_PEERS_PROPERTY}
 * alone (no experiment names it), shows up in every experiment's section of a smoke run limited to it. The run
 * takes about a minute: every experiment starts its own JVMs, which must learn of the peer too.
 */
class FakePeerTest {

  /** The report's sections (by a word of their heading) that must show the fake JSON peer. */
  private static final List<String> SECTIONS = List.of("Scenarios", "Cold start", "jvm-serializers", "Type matrix",
      "JsonPerformanceVS", "DemoResponse", "Libraries");

  @Test
  void aPeerAddedByThePropertyAppearsInEveryExperimentsSection(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("report");
    Path log = dir.resolve("suite.log");
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-D" + Peers.EXTRA_PEERS_PROPERTY + "=" + FakeJsonPeer.ID + "=" + FakeJsonPeer.class.getName(),
        "-cp", System.getProperty("java.class.path"), Suite.class.getName(),
        "--profile", "smoke", "--out", out.toString(), "--only", FakeJsonPeer.ID));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), output);
    Map<String, String> sections = sections(Files.readString(out.resolve("report.md"), StandardCharsets.UTF_8));
    List<String> missing = new ArrayList<>();
    for (String word : SECTIONS) {
      String section = sections.entrySet().stream().filter(e -> e.getKey().contains(word)).map(Map.Entry::getValue)
          .findFirst().orElse(null);
      if (section == null) {
        missing.add(word + " (no such section; sections: " + sections.keySet() + ")");
      } else if (!section.contains(FakeJsonPeer.ID)) {
        missing.add(word);
      }
    }
    assertTrue(missing.isEmpty(), "sections without " + FakeJsonPeer.ID + ": " + missing + "\n" + output);
  }

  /** The report's "## " sections, heading to text. */
  private static Map<String, String> sections(String markdown) {
    Map<String, String> sections = new LinkedHashMap<>();
    String heading = "";
    StringBuilder text = new StringBuilder();
    for (String line : markdown.split("\n")) {
      if (line.startsWith("## ")) {
        sections.put(heading, text.toString());
        heading = line.substring(3);
        text.setLength(0);
      } else {
        text.append(line).append('\n');
      }
    }
    sections.put(heading, text.toString());
    return sections;
  }
}
