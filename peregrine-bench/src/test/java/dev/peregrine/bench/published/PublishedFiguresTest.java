package dev.peregrine.bench.published;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.peregrine.bench.published.PublishedFigures.Figure;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The published figures the suite ships: the file reads whole, refuses what it does not know, and its figures are
 * those of the published documents. The documents themselves are not shipped; where the project's shared folder
 * has them ({@code ../shared/seeds}), the figures are checked against their text, and the check is skipped
 * otherwise.
 */
class PublishedFiguresTest {

  @Test
  void theShippedFileHoldsEveryPublishedComparison() {
    PublishedFigures p = PublishedFigures.shipped();
    assertEquals(List.of("fastjson2-wiki", "fastjson2-readme", "jvm-serializers", "xson", "jsonperformancevs",
        "demo-blog"), List.copyOf(p.sources.keySet()));
    Map<String, Long> counts = p.figures.stream().collect(Collectors.groupingBy(Figure::source,
        Collectors.counting()));
    // 9 scenarios x 4 CPUs x 5 JDKs x 3 libraries; 3 JDKs x 24 scores; 10 rows x 6 columns; 10 cases x 12
    // configurations x 6 columns; 2 variants x 2 directions x 6 sizes x 4 libraries; 5 sizes x 4 writers.
    assertEquals(Map.of("fastjson2-wiki", 540L, "fastjson2-readme", 72L, "jvm-serializers", 60L, "xson", 720L,
        "jsonperformancevs", 96L, "demo-blog", 20L), counts);
    assertEquals(10, p.rankings.size());
    assertEquals(4, p.statements.size());
  }

  @Test
  void fastjson2WikiRangesAreThoseItPrinted() {
    PublishedFigures p = PublishedFigures.shipped();
    List<Double> fastjson1 = p.figures("fastjson2-wiki", "ParseString", "% of fastjson2").stream()
        .filter(f -> f.library().equals("fastjson1")).map(Figure::number).toList();
    assertEquals(20, fastjson1.size());
    assertEquals(71.79, fastjson1.stream().mapToDouble(d -> d).min().orElseThrow());
    assertEquals(114.31, fastjson1.stream().mapToDouble(d -> d).max().orElseThrow());
    assertEquals(76.07, fastjson1.get(0), "ecs.c7.xlarge on JDK 8, the page's headline figure");
  }

  @Test
  void aFileOfAnotherFormatIsRefused() {
    IOException e = assertThrows(IOException.class, () -> PublishedFigures.parse(new StringReader("format\t2\n")));
    assertTrue(e.getMessage().contains("format 2"), e.getMessage());
  }

  @Test
  void aLineOfAnUnknownSourceOrShapeIsRefusedWithItsLineNumber() {
    String head = "format\t1\nsource\ta\tA\there\n";
    IOException unknown = assertThrows(IOException.class, () -> PublishedFigures.parse(new StringReader(
        head + "figure\tb\t-\t-\tS\tx\tx\tms\t1\n")));
    assertTrue(unknown.getMessage().startsWith("line 3: unknown source b"), unknown.getMessage());
    IOException shape = assertThrows(IOException.class, () -> PublishedFigures.parse(new StringReader(
        head + "figure\ta\t-\t-\tS\tx\n")));
    assertTrue(shape.getMessage().startsWith("line 3: 6 columns"), shape.getMessage());
    IOException noFormat = assertThrows(IOException.class, () -> PublishedFigures.parse(new StringReader(
        "source\ta\tA\there\n")));
    assertTrue(noFormat.getMessage().contains("format first"), noFormat.getMessage());
  }

  @Test
  void everyWikiPercentageIsOnTheRowItWasPrintedOn() throws IOException {
    List<String> lines = seed("000_ff333b4d8187d9fd.txt").lines().toList();
    for (Figure f : PublishedFigures.shipped().figuresOf("fastjson2-wiki")) {
      String spec = f.cpu().split(" ")[0];
      String section = "Eishay" + f.scenario();
      int start = indexOf(lines, l -> l.matches("2\\.\\d+ " + section));
      List<String> rows = lines.subList(start, lines.size()).stream()
          .filter(l -> l.startsWith(spec + " " + f.jdk() + " ")).toList();
      assertFalse(rows.isEmpty(), () -> "no row " + spec + " " + f.jdk() + " under " + section);
      // The table's columns after the baseline are in the order of its header.
      String header = lines.subList(start, lines.size()).stream().filter(l -> l.startsWith("aliyun ecs spec"))
          .findFirst().orElseThrow();
      List<String> names = Arrays.asList(header.substring("aliyun ecs spec jdk version ".length()).split(" "));
      List<String> percents = java.util.regex.Pattern.compile("\\(([\\d.]+)%\\)").matcher(rows.get(0)).results()
          .map(m -> m.group(1)).toList();
      int column = names.indexOf(f.publishedName());
      assertTrue(column > 0, f.publishedName());
      assertEquals(f.value(), percents.get(column - 1), () -> f + " against " + rows.get(0));
    }
  }

  @Test
  void aFewFiguresOfEachOtherComparisonAreInItsText() throws IOException {
    PublishedFigures p = PublishedFigures.shipped();
    String readme = seed("001_24cebbff80bc17ca.txt");
    assertTrue(readme.contains("json/gson/databind                     28    2091    1803    3893    489   268"));
    assertEquals("3893", one(p, "jvm-serializers", "media.1", "json/gson/databind", "ns total").value());
    assertEquals("1297.637", p.figures("fastjson2-readme", "ParseTreeString", "ops/ms").get(0).value());
    assertTrue(readme.contains("EishayParseTreeString.fastjson2           thrpt    5  1297.637"));

    String xson = seed("002_283b2802c8b334c7.txt");
    assertTrue(xson.contains("kryo-reg 6909 7265 14175 212 OK OK"));
    assertEquals("14175", one(p, "xson", "media.1", "kryo-reg", "ns total").value());
    assertTrue(xson.contains("kryo-reg-ref 0 0 0 0 ERROR UNKNOW"));
    assertEquals("UNKNOW", one(p, "xson", "large-bytes", "kryo-reg-ref", "read").value());

    String vs = seed("003_373f6b6da219dcc5.txt");
    assertTrue(vs.contains("GSON(1)\t    | - | 11.74\t| 14.55"));
    assertEquals("11.74", one(p, "jsonperformancevs", "Scale/write/same/1", "GSON(1)", "ms").value());

    String blog = seed("004_e490d0d108bfd882.txt");
    assertTrue(blog.contains("| 200       | 898ms  | 2700ms | 1468ms   | 744ms   |"));
    assertEquals("744", one(p, "demo-blog", "Demo/loop/200", "jackson", "ms").value());

    for (PublishedFigures.Statement s : p.statements) {
      String text = s.source().equals("demo-blog") ? blog : vs;
      assertTrue(text.contains(s.quote()), () -> "not in the source: " + s.quote());
    }
  }

  private static Figure one(PublishedFigures p, String source, String scenario, String name, String measure) {
    List<Figure> found = p.figures(source, scenario, measure).stream().filter(f -> f.publishedName().equals(name))
        .toList();
    assertEquals(1, found.size(), () -> source + " " + scenario + " " + name + " " + measure);
    return found.get(0);
  }

  private static int indexOf(List<String> lines, java.util.function.Predicate<String> p) {
    for (int i = 0; i < lines.size(); i++) {
      if (p.test(lines.get(i))) {
        return i;
      }
    }
    throw new AssertionError("no such line");
  }

  /**
   * A published document from {@code ../shared/seeds}; the calling test is skipped when it is absent (a fresh
   * clone), or fails when {@code -Dperegrine.requireShared=true} says it must be there.
   */
  private static String seed(String file) throws IOException {
    String shared = System.getProperty("peregrine.shared");
    Path p = shared == null || shared.isBlank() ? null : Path.of(shared, "seeds", file);
    boolean present = p != null && Files.exists(p);
    if (Boolean.getBoolean("peregrine.requireShared")) {
      assertTrue(present, () -> "shared seeds required but absent: " + p);
    } else {
      assumeTrue(present, () -> (p == null ? "peregrine.shared is not set" : p + " is absent") + "; check skipped");
    }
    return Files.readString(p, StandardCharsets.UTF_8);
  }
}
