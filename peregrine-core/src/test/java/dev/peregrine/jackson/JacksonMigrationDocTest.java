package dev.peregrine.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/jackson-migration.md quotes its code from {@link JacksonMigrationSnippets}, whose tests compile and run
 * it: every Java block of the document is one snippet of that file, word for word, and every snippet is quoted.
 * A snippet edited on one side only fails here.
 */
class JacksonMigrationDocTest {
  private static final String DOC = "docs/jackson-migration.md";
  private static final String SNIPPETS = "peregrine-core/src/test/java/dev/peregrine/jackson/JacksonMigrationSnippets.java";

  @Test
  void everyJavaBlockOfTheMigrationDocIsACompiledAndRunSnippet() throws IOException {
    Path root = projectRoot();
    Map<String, String> snippets = snippets(Files.readString(root.resolve(SNIPPETS)));
    List<String> blocks = javaBlocks(Files.readString(root.resolve(DOC)));
    assertTrue(snippets.size() >= 5, snippets.keySet().toString());
    for (String block : blocks) {
      assertTrue(snippets.containsValue(block), () -> "a Java block of " + DOC + " is no snippet of " + SNIPPETS
          + " (edit both, or neither):\n" + block);
    }
    for (Map.Entry<String, String> s : snippets.entrySet()) {
      assertTrue(blocks.contains(s.getValue()), () -> "snippet " + s.getKey() + " is not quoted in " + DOC);
    }
    assertEquals(snippets.size(), blocks.size(), "each snippet quoted once");
  }

  @Test
  void theReadmeLinksTheMigrationDoc() throws IOException {
    assertTrue(Files.readString(projectRoot().resolve("README.md")).contains("(" + DOC + ")"));
  }

  private static Path projectRoot() {
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.exists(p.resolve(DOC))) return p;
    }
    throw new AssertionError(DOC + " not found above " + Path.of("").toAbsolutePath());
  }

  /** Each snippet of the source, by name, with its common indentation taken off. */
  static Map<String, String> snippets(String source) {
    Map<String, String> found = new LinkedHashMap<>();
    Matcher m = Pattern.compile("(?m)^[ \\t]*// snippet (\\S+)\\n(.*?)^[ \\t]*// end snippet$", Pattern.DOTALL)
        .matcher(source);
    while (m.find()) found.put(m.group(1), dedent(m.group(2)));
    return found;
  }

  static List<String> javaBlocks(String markdown) {
    List<String> blocks = new ArrayList<>();
    Matcher m = Pattern.compile("(?m)^```java\\n(.*?)^```$", Pattern.DOTALL).matcher(markdown);
    while (m.find()) blocks.add(dedent(m.group(1)));
    return blocks;
  }

  private static String dedent(String text) {
    List<String> lines = text.lines().toList();
    int indent = lines.stream().filter(l -> !l.isBlank())
        .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
    StringBuilder out = new StringBuilder();
    for (String l : lines) out.append(l.isBlank() ? "" : l.substring(indent).stripTrailing()).append('\n');
    return out.toString();
  }
}
