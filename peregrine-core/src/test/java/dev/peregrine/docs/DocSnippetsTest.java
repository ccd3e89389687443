package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The documents' code cannot drift from the code: every Java block of a Markdown document is a snippet of a
 * test source in this package, quoted word for word, and that source's tests run the snippet and check what it
 * gives. A snippet sits between a {@code // snippet NAME} and a {@code // end snippet} line; the block and the
 * snippet are compared with their common indentation taken off. A block edited on one side only fails here, and
 * so does a snippet the document no longer quotes.
 *
 * <p>Also checked here: every Markdown document with Java blocks has its snippet source, every relative link
 * between the documents reaches a file (and a heading, when it names one), and the README stays a first page.
 */
class DocSnippetsTest {
  private static final String SNIPPET_DIR = "peregrine-core/src/test/java/dev/peregrine/docs/";

  /**
   * Each document with Java blocks, and the test source its blocks are quoted from: a name alone is in {@link
   * #SNIPPET_DIR}; a module's own README quotes a test source of that module (a path from the project's root), so
   * that its snippets compile against the framework the module integrates.
   */
  private static final Map<String, String> SOURCES = sources(
      "README.md", "ReadmeSnippetsTest.java",
      "docs/binding.md", "BindingSnippetsTest.java",
      "docs/jackson-migration.md", "JacksonMigrationSnippetsTest.java",
      "docs/cbor.md", "CborSnippetsTest.java",
      "docs/streaming.md", "StreamingSnippetsTest.java",
      "docs/token-api.md", "TokenApiSnippetsTest.java",
      "docs/limits-and-errors.md", "LimitsAndErrorsSnippetsTest.java",
      "peregrine-jaxrs/README.md", "peregrine-jaxrs/src/test/java/dev/peregrine/jaxrs/ReadmeSnippetsTest.java",
      "peregrine-spring/README.md", "peregrine-spring/src/test/java/dev/peregrine/spring/ReadmeSnippetsTest.java",
      "peregrine-kafka/README.md", "peregrine-kafka/src/test/java/dev/peregrine/kafka/ReadmeSnippetsTest.java");

  /** The README is the first page a user reads: what Peregrine is, how to add it, one example, links onward. */
  private static final int README_MOST_LINES = 120;

  @TestFactory
  Stream<DynamicTest> everyJavaBlockIsASnippetAndEverySnippetIsQuoted() {
    Path root = projectRoot();
    return SOURCES.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
      String doc = e.getKey();
      String source = sourcePath(e.getValue());
      Map<String, String> snippets = snippets(read(root.resolve(source)));
      List<String> blocks = javaBlocks(read(root.resolve(doc)));
      assertFalse(blocks.isEmpty(), doc + " has no Java block: take it out of the list");
      for (String block : blocks) {
        assertTrue(snippets.containsValue(block), () -> "a Java block of " + doc + " is no snippet of " + source
            + " (edit both, or neither):\n" + block);
      }
      for (Map.Entry<String, String> s : snippets.entrySet()) {
        assertTrue(blocks.contains(s.getValue()), () -> "snippet " + s.getKey() + " of " + source
            + " is not quoted in " + doc);
      }
      assertEquals(snippets.size(), blocks.size(), doc + ": each snippet quoted once");
    }));
  }

  @Test
  void everyDocumentWithJavaBlocksHasItsSnippetSource() {
    Path root = projectRoot();
    for (Path doc : documents(root)) {
      String name = root.relativize(doc).toString().replace('\\', '/');
      if (!javaBlocks(read(doc)).isEmpty()) {
        assertTrue(SOURCES.containsKey(name), () -> name + " has Java blocks but no snippet source: keep its code in "
            + SNIPPET_DIR + " between snippet lines, and list the pair in DocSnippetsTest.SOURCES");
      }
    }
  }

  /**
   * A snippet source is a test class the build runs (surefire picks classes named {@code *Test}), and each snippet
   * that does something is followed by a check of what it did: a snippet that only prints would prove nothing.
   * Snippets named {@code model...} only declare the classes the others use.
   */
  @Test
  void everySnippetRunsInATestThatChecksItsResult() {
    Path root = projectRoot();
    for (String file : new TreeSet<>(SOURCES.values())) {
      assertTrue(file.endsWith("Test.java"), file + ": the build runs test classes named *Test only");
      String source = read(root.resolve(sourcePath(file)));
      Matcher m = Pattern.compile("(?m)^[ \\t]*// snippet (\\S+)\\n").matcher(source);
      while (m.find()) {
        String name = m.group(1);
        if (name.startsWith("model")) continue;
        int end = source.indexOf("// end snippet", m.end());
        int next = source.indexOf("// snippet ", end);
        String after = source.substring(end, next < 0 ? source.length() : next);
        // The method's own checks come before the next method: stop at the next @Test.
        int nextTest = after.indexOf("@Test");
        String checks = nextTest < 0 ? after : after.substring(0, nextTest);
        assertTrue(checks.contains("assert"), () -> file + ": snippet " + name + " is not followed by a check of "
            + "what it gives (an assertion before the next snippet or test)");
      }
    }
  }

  @Test
  void linksBetweenDocumentsResolve() {
    Path root = projectRoot();
    List<String> broken = new ArrayList<>();
    Pattern link = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    for (Path doc : documents(root)) {
      String text = withoutCodeBlocks(read(doc));
      Matcher m = link.matcher(text);
      while (m.find()) {
        String target = m.group(1);
        if (target.matches("^[a-z]+:.*")) continue;  // http:, https:, mailto:
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? doc : doc.getParent().resolve(file).normalize();
        String where = root.relativize(doc) + ": (" + target + ")";
        if (!Files.exists(resolved)) {
          broken.add(where + " names no file");
        } else if (anchor != null && Files.isRegularFile(resolved) && resolved.toString().endsWith(".md")
            && !anchors(read(resolved)).contains(anchor)) {
          broken.add(where + " names no heading of " + root.relativize(resolved));
        }
      }
    }
    assertTrue(broken.isEmpty(), () -> String.join("\n", broken));
  }

  @Test
  void theReadmeIsAFirstPage() {
    Path root = projectRoot();
    String readme = read(root.resolve("README.md"));
    long lines = readme.lines().count();
    assertTrue(lines <= README_MOST_LINES, "README.md has " + lines + " lines; detail belongs in docs/");
    // .ci/run runs the README's test command; CONTRIBUTING.md and the docs refer to both commands.
    assertTrue(readme.contains("mvn -B test"), "the test command");
    assertTrue(readme.contains("./bench"), "the comparison command");
    assertTrue(readme.contains("dev.peregrine") && readme.contains("peregrine-core"), "the coordinates");
  }

  private static String sourcePath(String source) {
    return source.contains("/") ? source : SNIPPET_DIR + source;
  }

  private static Map<String, String> sources(String... pairs) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) map.put(pairs[i], pairs[i + 1]);
    return map;
  }

  private static Path projectRoot() {
    for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
      if (Files.isDirectory(p.resolve(SNIPPET_DIR)) && Files.exists(p.resolve("README.md"))) return p;
    }
    throw new AssertionError(SNIPPET_DIR + " not found above " + Path.of("").toAbsolutePath());
  }

  /**
   * The project's Markdown documents: those at the root, under docs/, and each module's own at its top (not test
   * resources, which hold reports the tests compare, nor build output).
   */
  static List<Path> documents(Path root) {
    List<Path> docs = new ArrayList<>();
    try (Stream<Path> top = Files.list(root)) {
      for (Path p : top.sorted().toList()) {
        String name = p.getFileName().toString();
        if (name.startsWith(".") || name.equals("target")) continue;
        if (Files.isRegularFile(p) && name.endsWith(".md")) {
          docs.add(p);
        } else if (Files.isDirectory(p) && name.equals("docs")) {
          try (Stream<Path> all = Files.walk(p)) {
            all.filter(f -> f.toString().endsWith(".md")).sorted().forEach(docs::add);
          }
        } else if (Files.isDirectory(p)) {
          try (Stream<Path> module = Files.list(p)) {
            module.filter(f -> Files.isRegularFile(f) && f.toString().endsWith(".md")).sorted().forEach(docs::add);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return docs;
  }

  /** Each snippet of the source, by name, with its common indentation taken off. */
  static Map<String, String> snippets(String source) {
    Map<String, String> found = new LinkedHashMap<>();
    Matcher m = Pattern.compile("(?m)^[ \\t]*// snippet (\\S+)\\n(.*?)^[ \\t]*// end snippet$", Pattern.DOTALL)
        .matcher(source);
    while (m.find()) {
      String name = m.group(1);
      assertTrue(found.put(name, dedent(m.group(2))) == null, "two snippets named " + name);
    }
    return found;
  }

  static List<String> javaBlocks(String markdown) {
    List<String> blocks = new ArrayList<>();
    Matcher m = Pattern.compile("(?m)^```java\\n(.*?)^```$", Pattern.DOTALL).matcher(markdown);
    while (m.find()) blocks.add(dedent(m.group(1)));
    return blocks;
  }

  private static String withoutCodeBlocks(String markdown) {
    return markdown.replaceAll("(?ms)^```.*?^```$", "").replaceAll("`[^`\\n]*`", "");
  }

  /** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens. */
  static Set<String> anchors(String markdown) {
    Set<String> anchors = new TreeSet<>();
    Matcher m = Pattern.compile("(?m)^#{1,6} +(.+?) *$").matcher(markdown.replaceAll("(?ms)^```.*?^```$", ""));
    while (m.find()) {
      String slug = m.group(1).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
      String unique = slug;
      for (int i = 1; !anchors.add(unique); i++) unique = slug + "-" + i;
    }
    return anchors;
  }

  private static String dedent(String text) {
    List<String> lines = text.lines().toList();
    int indent = lines.stream().filter(l -> !l.isBlank())
        .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
    StringBuilder out = new StringBuilder();
    for (String l : lines) out.append(l.isBlank() ? "" : l.substring(indent).stripTrailing()).append('\n');
    return out.toString();
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
