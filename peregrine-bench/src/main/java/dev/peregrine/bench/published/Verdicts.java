package dev.peregrine.bench.published;

import dev.peregrine.bench.published.PublishedFigures.Figure;
import dev.peregrine.bench.published.PublishedFigures.PublishedRanking;
import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.result.Results;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Each published claim beside this run's corresponding figure, with a one-line verdict: it still holds, it no
 * longer holds (and what this run found instead), or this run did not measure it (and why). The claims are
 * derived from the published figures ({@link PublishedFigures}); this run's figures come from {@link Results}
 * alone, so that the verdicts of a report are those of its run.
 *
 * <p>A ratio claim holds when this run's ratio, with its interval, meets the published range on every JDK of
 * the run; an order holds when the libraries this run measured come in the published order on every JDK.
 */
public final class Verdicts {
  private Verdicts() {}

  /** The experiments the verdicts belong to, as the report's sections are named. */
  public static final String EISHAY = "eishay";
  public static final String SERIALIZERS = "serializers";
  public static final String XSON = "xson";
  public static final String SCALE = "scale";
  public static final String DEMO = "demo";

  public enum Outcome {
    HOLDS,
    NO_LONGER_HOLDS,
    NOT_MEASURED
  }

  /**
   * One claim: the experiment it belongs to, the source's name, the claim in words, what the source measured it
   * on, the published figure, this run's, the outcome and (unless it holds) what this run found or why it did
   * not measure it.
   */
  public record Verdict(String experiment, String source, String claim, String measuredOn, String published,
      String thisRun, Outcome outcome, String detail) {
    /** The one-line verdict. */
    public String text() {
      return switch (outcome) {
        case HOLDS -> "still holds";
        case NO_LONGER_HOLDS -> "no longer holds: " + detail;
        case NOT_MEASURED -> "not measured in this run: " + detail;
      };
    }
  }

  /** The suite's id of the libraries the Eishay pages take as 100%. */
  private static final Map<String, String> BASELINES = Map.of("fastjson2", "fastjson2", "fastjson2JSONB",
      "fastjson2-jsonb");

  /** fastjson2's wiki ranks fastjson2's UTF-8 JSON among the binary formats: the suite times it in these. */
  private static final Map<String, String> UTF8_COMPANION = Map.of("WriteBinary", "WriteUTF8Bytes", "ParseBinary",
      "ParseUTF8Bytes");

  /** The README's Apple M1 runs are the only published figures of these two scenarios; the wiki has the rest. */
  private static final List<String> README_ONLY = List.of("ParseTreeUTF8Bytes", "ParseUTF8BytesPretty");

  /** Where "close" to the hand-written writer ends: a quarter slower or faster (the blog's own: 0.82 to 1.06). */
  static final double CLOSE = 1.25;

  public static List<Verdict> of(Results results) {
    return of(results, PublishedFigures.shipped());
  }

  public static List<Verdict> of(Results results, PublishedFigures published) {
    List<Verdict> out = new ArrayList<>();
    eishay(results, published, out);
    serializers(results, published, out);
    xson(results, published, out);
    scale(results, published, out);
    demo(results, published, out);
    return out;
  }

  public static List<Verdict> of(List<Verdict> all, String experiment) {
    return all.stream().filter(v -> v.experiment().equals(experiment)).toList();
  }

  // ---- fastjson2's Eishay scenarios

  private static void eishay(Results r, PublishedFigures p, List<Verdict> out) {
    String wiki = p.source("fastjson2-wiki").name();
    Map<String, List<Figure>> byClaim = new LinkedHashMap<>();
    for (Figure f : p.figuresOf("fastjson2-wiki")) {
      byClaim.computeIfAbsent(f.scenario() + "\t" + f.publishedName(), k -> new ArrayList<>()).add(f);
    }
    Map<String, PublishedRanking> orders = new LinkedHashMap<>();
    p.rankings.stream().filter(x -> x.source().equals("fastjson2-wiki")).forEach(x -> orders.put(x.scenario(), x));
    String scenario = null;
    for (List<Figure> group : byClaim.values()) {
      Figure first = group.get(0);
      if (!first.scenario().equals(scenario) && orders.containsKey(first.scenario())) {
        out.add(order(r, wiki, orders.get(first.scenario())));
      }
      scenario = first.scenario();
      List<Double> percents = group.stream().map(Figure::number).toList();
      out.add(percentClaim(r, wiki, first, percents, machines(group)));
    }
    String readme = p.source("fastjson2-readme").name();
    for (String s : README_ONLY) {
      List<Figure> figures = p.figures("fastjson2-readme", s, "ops/ms");
      Map<String, Double> base = new LinkedHashMap<>();
      figures.stream().filter(f -> f.library().equals("fastjson2")).forEach(f -> base.put(f.jdk(), f.number()));
      Map<String, List<Figure>> byLibrary = new LinkedHashMap<>();
      figures.stream().filter(f -> !f.library().equals("fastjson2"))
          .forEach(f -> byLibrary.computeIfAbsent(f.library(), k -> new ArrayList<>()).add(f));
      for (List<Figure> group : byLibrary.values()) {
        List<Double> percents = group.stream().map(f -> 100 * f.number() / base.get(f.jdk())).toList();
        Figure f = group.get(0);
        out.add(percentClaim(r, readme, new Figure(f.source(), f.cpu(), f.jdk(), s, f.publishedName(), f.library(),
            "% of fastjson2", ""), percents, "Apple M1 Max x " + group.size() + " JDKs: Zulu 8, 11, 17"));
      }
    }
  }

  /** "4 CPUs x 5 JDKs" of a group of figures. */
  private static String machines(List<Figure> group) {
    long cpus = group.stream().map(Figure::cpu).distinct().count();
    // The wiki names a JDK with its architecture (oracle-jdk-17.0.4_x64, ..._aarch64): one JDK on two.
    long jdks = group.stream().map(f -> f.jdk().replaceAll("_(x64|aarch64)$", "")).distinct().count();
    return cpus + (cpus == 1 ? " CPU" : " CPUs") + " x " + jdks + (jdks == 1 ? " JDK" : " JDKs")
        + (cpus == 4 ? ": Intel, AMD, two ARM; JDK 8 to 19" : "");
  }

  private static Verdict percentClaim(Results r, String source, Figure f, List<Double> percents, String on) {
    String baselineName = f.measure().substring("% of ".length());
    String baseline = BASELINES.get(baselineName);
    String libraryScenario = f.publishedName().equals("fastjson2UTF8Bytes")
        ? UTF8_COMPANION.get(f.scenario()) : f.scenario();
    double min = percents.stream().mapToDouble(d -> d).min().orElseThrow();
    double max = percents.stream().mapToDouble(d -> d).max().orElseThrow();
    String claim = f.publishedName() + " at " + range(min, max) + " of " + baselineName + " in " + f.scenario();
    String published = range(min, max);
    List<String> figures = new ArrayList<>();
    List<String> outside = new ArrayList<>();
    for (Results.Jdk jdk : r.jdks) {
      Optional<RunFigures.Ratio> x = RunFigures.ratio(r, libraryScenario, f.library(), f.scenario(), baseline,
          jdk.label());
      if (x.isEmpty()) {
        continue;
      }
      String figure = percent(100 * x.get().median()) + onJdk(r, jdk);
      figures.add(figure);
      if (!x.get().overlaps(min / 100, max / 100)) {
        outside.add(f.library() + " at " + figure + (x.get().median() * 100 > max ? ", above" : ", below")
            + " the published range");
      }
    }
    if (figures.isEmpty()) {
      // When the library was measured, what is missing is the baseline.
      boolean libraryMeasured = r.jdks.stream()
          .anyMatch(j -> !Double.isNaN(RunFigures.score(r, libraryScenario, f.library(), j.label())));
      String why = libraryMeasured ? RunFigures.whyNot(r, f.scenario(), baseline)
          : RunFigures.whyNot(r, libraryScenario, f.library());
      return new Verdict(EISHAY, source, claim, on, published, "—", Outcome.NOT_MEASURED, why);
    }
    return new Verdict(EISHAY, source, claim, on, published, String.join(", ", figures),
        outside.isEmpty() ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS, String.join("; ", outside));
  }

  private static Verdict order(Results r, String source, PublishedRanking published) {
    String scenario = published.scenario();
    List<String> names = published.order();
    String claim = "the order in " + scenario;
    String on = published.cpu() + ", " + published.jdk();
    List<String> runs = new ArrayList<>();
    List<String> differ = new ArrayList<>();
    for (Results.Jdk jdk : r.jdks) {
      List<String> measured = new ArrayList<>();
      Map<String, Double> scores = new LinkedHashMap<>();
      for (String name : names) {
        String library = name.equals("fastjson2UTF8Bytes") ? "fastjson2" : wikiId(name);
        String where = name.equals("fastjson2UTF8Bytes") ? UTF8_COMPANION.get(scenario) : scenario;
        double s = RunFigures.score(r, where, library, jdk.label());
        if (!Double.isNaN(s)) {
          measured.add(name);
          scores.put(name, s);
        }
      }
      if (measured.size() < 2) {
        continue;
      }
      List<String> found = new ArrayList<>(measured);
      found.sort(Comparator.comparingDouble((String n) -> scores.get(n)).reversed());
      String line = String.join(" > ", found) + onJdk(r, jdk);
      runs.add(line);
      if (!found.equals(measured)) {
        differ.add(line);
      }
    }
    if (runs.isEmpty()) {
      return new Verdict(EISHAY, source, claim, on, String.join(" > ", names), "—", Outcome.NOT_MEASURED,
          RunFigures.whyNot(r, scenario, "fastjson2"));
    }
    return new Verdict(EISHAY, source, claim, on, String.join(" > ", names), String.join("; ", runs),
        differ.isEmpty() ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS, "this run ranks " + String.join("; ", differ));
  }

  private static String wikiId(String name) {
    return switch (name) {
      case "fastjson2JSONB" -> "fastjson2-jsonb";
      case "javaSerialize" -> "java-serialization";
      default -> name;
    };
  }

  // ---- the jvm-serializers table

  private static void serializers(Results r, PublishedFigures p, List<Verdict> out) {
    String source = p.source("jvm-serializers").name();
    List<Figure> totals = p.figures("jvm-serializers", "media.1", "ns total");
    List<Figure> mapped = totals.stream().filter(f -> !f.library().equals("-")).toList();
    String on = "the machine of fastjson2's README (not named), media.1";
    List<BinaryResults.Row> rows = r.binary.rowsOf(BinaryResults.SERIALIZERS);
    Map<String, Double> run = new LinkedHashMap<>();
    for (Figure f : mapped) {
      RunFigures.binaryRow(r, BinaryResults.SERIALIZERS, f.library()).filter(BinaryResults.Row::timed)
          .ifPresent(x -> run.put(f.library(), x.totalNs()));
    }
    String publishedOrder = String.join(" > ", mapped.stream().map(Figure::library).toList());
    String claim = "the order by total time, fastest first (of the libraries the suite also runs)";
    String why = rows.isEmpty() ? "the jvm-serializers table did not run (" + RunFigures.leftOut(r) + ")"
        : "fewer than two of its libraries were timed";
    if (run.size() < 2) {
      out.add(new Verdict(SERIALIZERS, source, claim, on, publishedOrder, "—", Outcome.NOT_MEASURED, why));
    } else {
      List<String> expected = mapped.stream().map(Figure::library).filter(run::containsKey).toList();
      List<String> found = new ArrayList<>(expected);
      found.sort(Comparator.comparingDouble(run::get));
      String line = String.join(" > ", found);
      out.add(new Verdict(SERIALIZERS, source, claim, on, publishedOrder, line,
          found.equals(expected) ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS, "this run ranks " + line));
    }
    Figure fastest = mapped.get(0);
    String fastestClaim = fastest.publishedName() + " the fastest of them (" + totals.get(0).publishedName()
        + ", which the suite does not run, aside)";
    if (run.size() < 2) {
      out.add(new Verdict(SERIALIZERS, source, fastestClaim, on, fastest.library() + ", " + fastest.value()
          + " ns total", "—", Outcome.NOT_MEASURED, why));
    } else {
      String best = run.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
      String figure = best + ", " + ns(run.get(best)) + " total";
      out.add(new Verdict(SERIALIZERS, source, fastestClaim, on, fastest.library() + ", " + fastest.value()
          + " ns total", figure, best.equals(fastest.library()) ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS,
          "the fastest of them here is " + figure));
    }
  }

  // ---- XSON's cases

  private static void xson(Results r, PublishedFigures p, List<Verdict> out) {
    String source = p.source("xson").name();
    Set<String> cases = new LinkedHashSet<>();
    p.figuresOf("xson").forEach(f -> cases.add(f.scenario()));
    for (String c : cases) {
      List<Figure> writes = p.figures("xson", c, "write");
      List<Figure> reads = p.figures("xson", c, "read");
      List<Figure> totals = p.figures("xson", c, "ns total");
      String on = writes.get(0).cpu() + ", " + writes.get(0).jdk();
      boolean ran = r.binary.cases.stream().anyMatch(x -> x.name().equals(c));
      String notRun = "the case did not run (" + RunFigures.leftOut(r) + ")";
      // Which configurations write and read the case back.
      List<String> failing = new ArrayList<>();
      List<String> differ = new ArrayList<>();
      int compared = 0;
      for (int i = 0; i < writes.size(); i++) {
        Figure w = writes.get(i);
        boolean works = w.value().equals("OK") && reads.get(i).value().equals("OK");
        if (!works) {
          failing.add(w.library());
        }
        Optional<BinaryResults.Row> row = RunFigures.binaryRow(r, c, w.library());
        if (row.isEmpty() || row.get().write() == BinaryResults.Outcome.NOT_APPLICABLE) {
          continue;
        }
        compared++;
        boolean worksHere = row.get().write() == BinaryResults.Outcome.OK
            && row.get().read() == BinaryResults.Outcome.OK;
        if (worksHere != works) {
          differ.add(w.library() + (worksHere ? " writes and reads it back" : " fails ("
              + row.get().write() + "/" + row.get().read() + ")"));
        }
      }
      String claim = c + ": " + (failing.isEmpty() ? "every configuration writes and reads it back"
          : "only " + String.join(", ", failing) + " fail");
      String published = failing.isEmpty() ? "all OK" : "ERROR: " + String.join(", ", failing);
      if (!ran || compared == 0) {
        out.add(new Verdict(XSON, source, claim, on, published, "—", Outcome.NOT_MEASURED,
            ran ? "none of its configurations ran" : notRun));
      } else {
        List<String> failingHere = new ArrayList<>();
        for (Figure w : writes) {
          RunFigures.binaryRow(r, c, w.library()).filter(x -> x.write() != BinaryResults.Outcome.NOT_APPLICABLE)
              .filter(x -> !(x.write() == BinaryResults.Outcome.OK && x.read() == BinaryResults.Outcome.OK))
              .ifPresent(x -> failingHere.add(w.library()));
        }
        out.add(new Verdict(XSON, source, claim, on, published,
            failingHere.isEmpty() ? "all OK" : "ERROR: " + String.join(", ", failingHere),
            differ.isEmpty() ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS, String.join("; ", differ)));
      }
      // The fastest configuration that wrote and read the case.
      Figure best = null;
      for (int i = 0; i < totals.size(); i++) {
        Figure t = totals.get(i);
        if (writes.get(i).value().equals("OK") && reads.get(i).value().equals("OK") && t.number() > 0
            && (best == null || t.number() < best.number())) {
          best = t;
        }
      }
      if (best == null) {
        continue;
      }
      String fastestClaim = c + ": " + best.library() + " the fastest";
      String publishedFastest = best.library() + ", " + best.value() + " ns total";
      Map<String, Double> here = new LinkedHashMap<>();
      for (Figure t : totals) {
        RunFigures.binaryRow(r, c, t.library()).filter(BinaryResults.Row::timed)
            .ifPresent(x -> here.put(t.library(), x.totalNs()));
      }
      if (here.isEmpty()) {
        out.add(new Verdict(XSON, source, fastestClaim, on, publishedFastest, "—", Outcome.NOT_MEASURED,
            ran ? "none of its configurations was timed" : notRun));
        continue;
      }
      String fastest = here.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
      String figure = fastest + ", " + ns(here.get(fastest)) + " total";
      Outcome outcome = fastest.equals(best.library()) ? Outcome.HOLDS
          : here.containsKey(best.library()) ? Outcome.NO_LONGER_HOLDS : Outcome.NOT_MEASURED;
      out.add(new Verdict(XSON, source, fastestClaim, on, publishedFastest, figure, outcome,
          outcome == Outcome.NOT_MEASURED ? best.library() + " was not timed here (" + RunFigures.leftOut(r) + ")"
              : "the fastest of the same configurations here is " + figure));
    }
  }

  // ---- JsonPerformanceVS

  private static final List<String> SCALE_LIBRARIES = List.of("gson", "fastjson1", "jackson", "json-smart");

  private static void scale(Results r, PublishedFigures p, List<Verdict> out) {
    String source = p.source("jsonperformancevs").name();
    List<Figure> same = p.figuresOf("jsonperformancevs").stream()
        .filter(f -> f.scenario().contains("/same/")).toList();
    Figure any = same.get(0);
    String on = any.cpu() + ", JDK " + any.jdk() + ", a fresh JVM per run";
    out.add(fastestOver(r, source, p.statement("jsonperformancevs", "gson-below-100k").english(), on, same,
        n -> n <= 100, Set.of("gson")));
    out.add(fastestOver(r, source, p.statement("jsonperformancevs", "jackson-above-1m").english(), on, same,
        n -> n >= 10_000, Set.of("jackson", "fastjson1")));
    Map<String, List<Figure>> points = new LinkedHashMap<>();
    same.forEach(f -> points.computeIfAbsent(f.scenario(), k -> new ArrayList<>()).add(f));
    for (List<Figure> point : points.values()) {
      Figure best = point.stream().min(Comparator.comparingDouble(Figure::number)).orElseThrow();
      String[] parts = best.scenario().split("/");
      String direction = parts[1];
      int records = Integer.parseInt(parts[3]);
      String claim = (direction.equals("write") ? "writing " : "reading ") + String.format(Locale.ROOT, "%,d", records)
          + (records == 1 ? " record" : " records") + ": " + best.library() + " the fastest of the four";
      String published = best.library() + ", " + best.value() + " ms";
      Map<String, Double> here = scaleRun(r, direction, records);
      if (here.isEmpty()) {
        out.add(new Verdict(SCALE, source, claim, on, published, "—", Outcome.NOT_MEASURED, scaleWhy(r, records)));
        continue;
      }
      String fastest = fastestOf(here);
      String figure = fastest + ", " + ms(here.get(fastest));
      out.add(new Verdict(SCALE, source, claim, on, published, figure,
          fastest.equals(best.library()) ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS, "fastest here: " + figure));
    }
  }

  private interface Sizes {
    boolean test(int records);
  }

  /** A conclusion of the form "at these sizes, these libraries are the fastest of the four". */
  private static Verdict fastestOver(Results r, String source, String claim, String on, List<Figure> published,
      Sizes sizes, Set<String> winners) {
    int points = 0;
    int won = 0;
    for (String scenario : published.stream().map(Figure::scenario).distinct().toList()) {
      if (!sizes.test(Integer.parseInt(scenario.split("/")[3]))) {
        continue;
      }
      points++;
      Figure best = published.stream().filter(f -> f.scenario().equals(scenario))
          .min(Comparator.comparingDouble(Figure::number)).orElseThrow();
      if (winners.contains(best.library())) {
        won++;
      }
    }
    String publishedText = "fastest at " + won + " of its " + points + " sizes and directions";
    List<String> figures = new ArrayList<>();
    List<String> others = new ArrayList<>();
    for (int records : RunFigures.coldSizes(r)) {
      if (!sizes.test(records)) {
        continue;
      }
      for (String direction : List.of("write", "read")) {
        Map<String, Double> here = scaleRun(r, direction, records);
        if (here.isEmpty()) {
          continue;
        }
        String fastest = fastestOf(here);
        String figure = direction + " " + String.format(Locale.ROOT, "%,d", records) + ": " + fastest;
        figures.add(figure);
        if (!winners.contains(fastest)) {
          others.add(figure);
        }
      }
    }
    if (figures.isEmpty()) {
      return new Verdict(SCALE, source, claim, on, publishedText, "—", Outcome.NOT_MEASURED,
          r.scale.isEmpty() ? "JsonPerformanceVS's experiment did not run (" + RunFigures.leftOut(r) + ")"
              : "no size in that range ran (this run's: " + String.join(", ", RunFigures.coldSizes(r).stream()
                  .map(n -> String.format(Locale.ROOT, "%,d", n)).toList()) + " records; " + RunFigures.leftOut(r)
                  + ")");
    }
    return new Verdict(SCALE, source, claim, on, publishedText, String.join("; ", figures),
        others.isEmpty() ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS, "another library is fastest at "
            + String.join("; ", others));
  }

  /** The four libraries' cold trimmed means at one point, in ms, those measured only. */
  private static Map<String, Double> scaleRun(Results r, String direction, int records) {
    Map<String, Double> here = new LinkedHashMap<>();
    for (String library : SCALE_LIBRARIES) {
      double ms = RunFigures.coldMillis(r, direction, library, records, "same");
      if (!Double.isNaN(ms)) {
        here.put(library, ms);
      }
    }
    return here;
  }

  private static String scaleWhy(Results r, int records) {
    return r.scale.isEmpty() ? "JsonPerformanceVS's experiment did not run (" + RunFigures.leftOut(r) + ")"
        : String.format(Locale.ROOT, "%,d %s did not run (%s)", records, records == 1 ? "record" : "records",
            RunFigures.leftOut(r));
  }

  private static String fastestOf(Map<String, Double> times) {
    return times.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
  }

  // ---- the blog's DemoResponse test

  private static void demo(Results r, PublishedFigures p, List<Verdict> out) {
    String source = p.source("demo-blog").name();
    List<Figure> figures = p.figuresOf("demo-blog");
    String on = "the blog's machine (not named), 10,000 writes per fresh JVM";
    List<Integer> sizes = figures.stream().map(f -> Integer.parseInt(f.scenario().split("/")[2])).distinct().toList();
    ToDoubleFunction<String> publishedMs = key -> figures.stream()
        .filter(f -> (f.library() + "/" + f.scenario().split("/")[2]).equals(key)).findFirst().orElseThrow().number();
    String notRun = r.demo.isEmpty() ? "the DemoResponse test did not run (" + RunFigures.leftOut(r) + ")" : null;

    // Jackson close to the hand-written writer.
    List<String> ratios = new ArrayList<>();
    for (int size : sizes) {
      ratios.add(ratio(publishedMs.applyAsDouble("jackson/" + size)
          / publishedMs.applyAsDouble("hand-written/" + size)));
    }
    String claim = p.statement("demo-blog", "jackson-close-to-hand-written").english()
        + String.format(Locale.ROOT, " (here: within %.2fx either way)", CLOSE);
    String published = "Jackson ÷ hand-written " + String.join(", ", ratios) + " at " + sizes(sizes) + " entities";
    List<String> here = new ArrayList<>();
    List<String> far = new ArrayList<>();
    for (int size : RunFigures.loopSizes(r)) {
      double ratio = RunFigures.loopMillis(r, "jackson", size) / RunFigures.loopMillis(r, "hand-written", size);
      if (Double.isNaN(ratio)) {
        continue;
      }
      String figure = ratio(ratio) + " at " + size;
      here.add(figure);
      if (ratio > CLOSE || ratio < 1 / CLOSE) {
        far.add(figure);
      }
    }
    out.add(here.isEmpty()
        ? new Verdict(DEMO, source, claim, on, published, "—", Outcome.NOT_MEASURED,
            notRun != null ? notRun
                : "Jackson or the hand-written writer was not timed (" + RunFigures.leftOut(r) + ")")
        : new Verdict(DEMO, source, claim, on, published, "Jackson ÷ hand-written " + String.join(", ", here)
            + loops(r), far.isEmpty() ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS,
            "Jackson ÷ hand-written " + String.join(", ", far)));

    // Gson the slowest of the three libraries.
    List<String> three = List.of("gson", "fastjson1", "jackson");
    int slowest = 0;
    for (int size : sizes) {
      String worst = three.stream().max(Comparator.comparingDouble(l -> publishedMs.applyAsDouble(l + "/" + size)))
          .orElseThrow();
      slowest += worst.equals("gson") ? 1 : 0;
    }
    String gsonClaim = p.statement("demo-blog", "gson-slowest").english() + " (Gson, fastjson 1, Jackson)";
    String gsonPublished = "slowest at " + slowest + " of its " + sizes.size() + " sizes";
    List<String> found = new ArrayList<>();
    List<String> not = new ArrayList<>();
    for (int size : RunFigures.loopSizes(r)) {
      Map<String, Double> ms = new LinkedHashMap<>();
      for (String library : three) {
        double t = RunFigures.loopMillis(r, library, size);
        if (!Double.isNaN(t)) {
          ms.put(library, t);
        }
      }
      if (ms.size() < 2 || !ms.containsKey("gson")) {
        continue;
      }
      String worst = ms.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
      String figure = "slowest at " + size + ": " + worst;
      found.add(figure);
      if (!worst.equals("gson")) {
        not.add(figure);
      }
    }
    out.add(found.isEmpty()
        ? new Verdict(DEMO, source, gsonClaim, on, gsonPublished, "—", Outcome.NOT_MEASURED,
            notRun != null ? notRun : "Gson and another of the three were not timed (" + RunFigures.leftOut(r) + ")")
        : new Verdict(DEMO, source, gsonClaim, on, gsonPublished, String.join("; ", found) + loops(r),
            not.isEmpty() ? Outcome.HOLDS : Outcome.NO_LONGER_HOLDS, String.join("; ", not)));
  }

  /** " (1,000 writes per JVM)" when this run's loop was not the blog's 10,000 writes (the smoke profile's). */
  private static String loops(Results r) {
    int loops = r.demo.loops.isEmpty() ? 10_000 : r.demo.loops.get(0).loops();
    return loops == 10_000 ? "" : String.format(Locale.ROOT, " (%,d writes per JVM)", loops);
  }

  private static String sizes(List<Integer> sizes) {
    return String.join(", ", sizes.stream().map(String::valueOf).toList());
  }

  // ---- wording

  static String percent(double p) {
    return String.format(Locale.ROOT, p >= 10 ? "%.0f%%" : "%.1f%%", p);
  }

  private static String range(double min, double max) {
    return String.format(Locale.ROOT, "%s-%s%%", trim(min), trim(max));
  }

  private static String trim(double d) {
    String s = String.format(Locale.ROOT, "%.2f", d);
    return s.replaceAll("\\.?0+$", "");
  }

  private static String ratio(double r) {
    return String.format(Locale.ROOT, "%.2f", r);
  }

  private static String ns(double ns) {
    return String.format(Locale.ROOT, "%,.0f ns", ns);
  }

  private static String ms(double ms) {
    return String.format(Locale.ROOT, ms >= 10 ? "%,.0f ms" : "%.2f ms", ms);
  }

  /** " (JDK 17)" when the run had several JDKs, else nothing. */
  private static String onJdk(Results r, Results.Jdk jdk) {
    return r.jdks.size() > 1 ? " (" + jdk.label() + ")" : "";
  }
}
