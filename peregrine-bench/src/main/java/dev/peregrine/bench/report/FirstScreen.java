package dev.peregrine.bench.report;

import dev.peregrine.bench.coldstart.ColdStartTable;
import dev.peregrine.bench.eishay.Ranking;
import dev.peregrine.bench.published.RunFigures;
import dev.peregrine.bench.published.Verdicts;
import dev.peregrine.bench.published.Verdicts.Verdict;
import dev.peregrine.bench.report.ReportDocument.Bar;
import dev.peregrine.bench.report.ReportDocument.BarTone;
import dev.peregrine.bench.report.ReportDocument.Block;
import dev.peregrine.bench.report.ReportDocument.BulletList;
import dev.peregrine.bench.report.ReportDocument.Chart;
import dev.peregrine.bench.report.ReportDocument.Heading;
import dev.peregrine.bench.report.ReportDocument.Inline;
import dev.peregrine.bench.report.ReportDocument.Paragraph;
import dev.peregrine.bench.report.ReportDocument.ParagraphKind;
import dev.peregrine.bench.jvmserializers.BinaryResults;
import dev.peregrine.bench.result.Profile;
import dev.peregrine.bench.result.Results;
import dev.peregrine.bench.scaling.ScaleResults;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The report's first screen: one line per experiment that ran (who is fastest, where Peregrine stands, the
 * published claim and whether it still holds, with a link to the details), and one chart (Peregrine against the
 * baseline in every throughput scenario). What follows it in the report is the method and the detail.
 */
final class FirstScreen {
  private FirstScreen() {}

  static final String ANCHOR = "verdicts";

  /** The smoke profile's numbers prove only that everything runs; its verdicts must not be read as findings. */
  static final String SMOKE = "This is a smoke run: each part ran for a moment, before the JIT settled, to show "
      + "that everything works; its figures and verdicts are no finding (the quick or full profile's are).";

  static List<Block> blocks(Results results, List<Verdict> verdicts) {
    List<List<Inline>> lines = new ArrayList<>();
    eishay(results, verdicts, lines);
    serializers(results, verdicts, lines);
    xson(results, verdicts, lines);
    coldStart(results, lines);
    throughput(results, lines);
    scale(results, verdicts, lines);
    demo(results, verdicts, lines);
    if (lines.isEmpty()) {
      return List.of();
    }
    List<Block> blocks = new ArrayList<>();
    blocks.add(new Heading(2, "What this run found", null, null, ANCHOR));
    blocks.add(new Paragraph("One line per experiment: who is fastest, where Peregrine stands, and what the "
        + "published comparison claimed, with whether it still holds on this machine and JDK. The method and "
        + "every table follow." + (results.profile == Profile.SMOKE ? " " + SMOKE : ""), ParagraphKind.PLAIN));
    blocks.add(new BulletList(lines));
    Chart chart = chart(results);
    if (!chart.bars().isEmpty()) {
      blocks.add(chart);
    }
    return blocks;
  }

  private static void eishay(Results r, List<Verdict> all, List<List<Inline>> lines) {
    if (r.scenarios.isEmpty() || r.jdks.isEmpty()) {
      return;
    }
    Results.Jdk jdk = r.jdks.get(0);
    Map<String, Integer> firsts = new LinkedHashMap<>();
    int ran = 0;
    int oursFirst = 0;
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (Results.ScenarioInfo s : r.scenarios) {
      Ranking ranking = new Ranking(r, s, jdk.label());
      if (ranking.measured.isEmpty()) {
        continue;
      }
      ran++;
      String first = ranking.measured.get(0).library();
      firsts.merge(first, 1, Integer::sum);
      oursFirst += first.startsWith("peregrine") ? 1 : 0;
      for (Ranking.Row row : ranking.measured) {
        if (row.library().startsWith("peregrine") && !Double.isNaN(row.percentOfBaseline())) {
          low = Math.min(low, row.percentOfBaseline());
          high = Math.max(high, row.percentOfBaseline());
          break; // Peregrine's best configuration in this scenario
        }
      }
    }
    List<Verdict> verdicts = Verdicts.of(all, Verdicts.EISHAY);
    if (ran == 0) {
      lines.add(line("Throughput scenarios", "fastjson2's benchmark wiki and README", "nothing measured in this "
          + "run (the scenario tables give each pair's reason)", Optional.empty(), verdicts,
          PublishedTables.anchor(Verdicts.EISHAY)));
      return;
    }
    List<String> fastest = new ArrayList<>();
    firsts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
        .forEach(e -> fastest.add(e.getKey() + " in " + e.getValue()));
    String ours = "Peregrine first in " + oursFirst + " of " + ran
        + (low <= high ? ", at " + Ranking.percent(low) + (high > low ? " to " + Ranking.percent(high) : "")
            + " of the baseline" : "");
    // fastjson2's wiki leads with fastjson1 in ParseString; when this run did not measure it, the first claim
    // it did measure speaks instead.
    Optional<Verdict> headline = verdicts.stream().filter(v -> v.claim().startsWith("fastjson1 at")
        && v.claim().endsWith("in ParseString") && v.outcome() != Verdicts.Outcome.NOT_MEASURED).findFirst()
        .or(() -> verdicts.stream().filter(v -> v.outcome() != Verdicts.Outcome.NOT_MEASURED
            && !v.claim().startsWith("the order")).findFirst())
        .or(() -> verdicts.stream().filter(v -> v.outcome() != Verdicts.Outcome.NOT_MEASURED).findFirst())
        .or(() -> verdicts.stream().findFirst());
    lines.add(line("Throughput scenarios", "fastjson2's benchmark wiki and README",
        "fastest: " + String.join(", ", fastest) + " of " + ran + " scenarios" + onJdk(r, jdk) + "; " + ours,
        headline, verdicts, PublishedTables.anchor(Verdicts.EISHAY)));
  }

  private static void serializers(Results r, List<Verdict> all, List<List<Inline>> lines) {
    List<BinaryResults.Row> rows = r.binary.rowsOf(BinaryResults.SERIALIZERS).stream()
        .filter(BinaryResults.Row::timed).sorted(Comparator.comparingDouble(BinaryResults.Row::totalNs)).toList();
    if (rows.isEmpty()) {
      return;
    }
    String found = "fastest: " + rows.get(0).configuration() + " (" + ns(rows.get(0).totalNs()) + " total); "
        + peregrineRank(rows);
    List<Verdict> verdicts = Verdicts.of(all, Verdicts.SERIALIZERS);
    lines.add(line("The jvm-serializers table", "fastjson2's README", found,
        verdicts.stream().findFirst(), verdicts, PublishedTables.anchor(Verdicts.SERIALIZERS)));
  }

  private static void xson(Results r, List<Verdict> all, List<List<Inline>> lines) {
    if (r.binary.cases.isEmpty()) {
      return;
    }
    BinaryResults.CaseInfo first = r.binary.cases.get(0);
    List<BinaryResults.Row> rows = r.binary.rowsOf(first.name()).stream().filter(BinaryResults.Row::timed)
        .sorted(Comparator.comparingDouble(BinaryResults.Row::totalNs)).toList();
    int supported = 0;
    for (BinaryResults.CaseInfo c : r.binary.cases) {
      boolean ours = r.binary.rowsOf(c.name()).stream().anyMatch(x -> x.configuration().startsWith("peregrine")
          && x.write() == BinaryResults.Outcome.OK && x.read() == BinaryResults.Outcome.OK);
      supported += ours ? 1 : 0;
    }
    List<Verdict> verdicts = Verdicts.of(all, Verdicts.XSON);
    List<Verdict> matrix = verdicts.stream().filter(v -> !v.claim().endsWith(" the fastest"))
        .filter(v -> v.outcome() != Verdicts.Outcome.NOT_MEASURED).toList();
    long asPublished = matrix.stream().filter(v -> v.outcome() == Verdicts.Outcome.HOLDS).count();
    String found = (rows.isEmpty() ? "" : "fastest on " + first.name() + ": " + rows.get(0).configuration() + " ("
        + ns(rows.get(0).totalNs()) + " total), " + peregrineRank(rows) + "; ") + "Peregrine writes and reads back "
        + supported + " of the " + r.binary.cases.size() + " cases; the support matrix is as published in "
        + asPublished + " of the " + matrix.size() + " cases compared";
    lines.add(line("The XSON cases", "XSON's comparison", found, Optional.empty(), verdicts,
        PublishedTables.anchor(Verdicts.XSON)));
  }

  private static void coldStart(Results r, List<List<Inline>> lines) {
    if (r.coldStart.isEmpty() || r.jdks.isEmpty()) {
      return;
    }
    Results.Jdk jdk = r.jdks.get(0);
    List<String> parts = new ArrayList<>();
    for (String direction : ColdStartTable.DIRECTIONS) {
      ColdStartTable t = new ColdStartTable(r, direction, jdk.label());
      if (t.measured.isEmpty()) {
        continue;
      }
      int rank = 0;
      for (int i = 0; i < t.measured.size(); i++) {
        if (t.measured.get(i).library().equals("peregrine")) {
          rank = i + 1;
        }
      }
      parts.add("first " + direction + " cheapest: " + t.measured.get(0).library()
          + (rank > 0 ? ", Peregrine " + ordinal(rank) + " of " + t.measured.size() : ""));
    }
    if (parts.isEmpty()) {
      return;
    }
    lines.add(List.of(Inline.bold("Cold start"), Inline.text(" (after JsonPerformanceVS's fresh JVMs): "
        + String.join("; ", parts) + onJdk(r, jdk) + "; no published claim of its own "),
        Inline.link("(details below)", "cold-start")));
  }

  /**
   * The throughput table's first corpus with a figure of Peregrine's reads: Peregrine's and fastjson2's MB/s, and
   * the published figures the table's method names, which come from another machine.
   */
  private static void throughput(Results r, List<List<Inline>> lines) {
    if (r.jdks.isEmpty() || !ThroughputSection.any(r)) {
      return;
    }
    Results.Jdk jdk = r.jdks.get(0);
    ThroughputSection.Library peregrine = ThroughputSection.LIBRARIES.get(0);
    ThroughputSection.Library fastjson2 = ThroughputSection.LIBRARIES.get(1);
    for (ThroughputSection.Corpus corpus : ThroughputSection.CORPORA) {
      List<String> parts = new ArrayList<>();
      for (ThroughputSection.Operation op : List.of(ThroughputSection.Operation.READ_TREE,
          ThroughputSection.Operation.READ_TYPED)) {
        ThroughputSection.Figure ours = ThroughputSection.figure(r, corpus, op, peregrine, jdk.label());
        if (ours.measured()) {
          ThroughputSection.Figure theirs = ThroughputSection.figure(r, corpus, op, fastjson2, jdk.label());
          parts.add((op == ThroughputSection.Operation.READ_TREE ? "to the tree" : "to POJOs") + " at "
              + ThroughputSection.format(ours.mbPerSecond()) + " MB/s"
              + (theirs.measured() ? " (fastjson2 " + ThroughputSection.format(theirs.mbPerSecond()) + ")" : ""));
        }
      }
      if (!parts.isEmpty()) {
        lines.add(List.of(Inline.bold("Throughput in MB/s per core"), Inline.text(": Peregrine reads "
            + corpus.file() + " " + String.join(" and ", parts) + onJdk(r, jdk)
            + "; published for scale, from another machine with AVX-512: about 2,000 MB/s for simdjson-java and "
            + "1,150 for jsoniter-scala on twitter.json "), Inline.link("(details below)", ThroughputSection.ANCHOR)));
        return;
      }
    }
  }

  private static void scale(Results r, List<Verdict> all, List<List<Inline>> lines) {
    if (r.scale.isEmpty()) {
      return;
    }
    List<String> parts = new ArrayList<>();
    List<Integer> sizes = RunFigures.coldSizes(r);
    if (!sizes.isEmpty()) {
      int largest = sizes.get(sizes.size() - 1);
      for (String direction : List.of("write", "read")) {
        Map<String, Double> times = new LinkedHashMap<>();
        for (ScaleResults.Cold c : r.scale.cold) {
          if (c.direction().equals(direction) && c.records() == largest && c.variant().equals("same")) {
            double t = RunFigures.coldMillis(r, direction, c.library(), largest, "same");
            if (!Double.isNaN(t)) {
              times.put(c.library(), t);
            }
          }
        }
        if (times.isEmpty()) {
          continue;
        }
        List<String> order = times.entrySet().stream().sorted(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
            .toList();
        int rank = order.indexOf("peregrine") + 1;
        parts.add(direction + " " + String.format(Locale.ROOT, "%,d", largest) + " records fastest: " + order.get(0)
            + (rank > 0 ? ", Peregrine " + ordinal(rank) + " of " + order.size() : ""));
      }
    }
    List<Verdict> verdicts = Verdicts.of(all, Verdicts.SCALE);
    lines.add(line("Scaling", "JsonPerformanceVS", parts.isEmpty() ? "cold series not run" : String.join("; ", parts)
        + " (a fresh JVM each)", verdicts.stream().findFirst(), verdicts, PublishedTables.anchor(Verdicts.SCALE)));
  }

  private static void demo(Results r, List<Verdict> all, List<List<Inline>> lines) {
    if (r.demo.isEmpty()) {
      return;
    }
    List<Integer> sizes = RunFigures.loopSizes(r);
    String found = "loop not run";
    if (!sizes.isEmpty()) {
      int largest = sizes.get(sizes.size() - 1);
      Map<String, Double> ms = new LinkedHashMap<>();
      r.demo.loops.stream().filter(l -> l.size() == largest).forEach(l -> {
        double t = RunFigures.loopMillis(r, l.library(), largest);
        if (!Double.isNaN(t)) {
          ms.put(l.library(), t);
        }
      });
      if (!ms.isEmpty()) {
        String fastest = ms.entrySet().stream().min(Map.Entry.comparingByValue()).orElseThrow().getKey();
        Double ours = ms.get("peregrine");
        Double hand = ms.get("hand-written");
        found = "fastest at " + largest + " entities: " + fastest
            + (ours != null && hand != null ? String.format(Locale.ROOT,
                "; Peregrine takes %.2fx the hand-written writer's time", ours / hand) : "");
      }
    }
    List<Verdict> verdicts = Verdicts.of(all, Verdicts.DEMO);
    lines.add(line("A service's response", "the blog's DemoResponse test", found, verdicts.stream().findFirst(),
        verdicts, PublishedTables.anchor(Verdicts.DEMO)));
  }

  /** "Peregrine's best: peregrine-cbor-array, 2nd of 25". */
  private static String peregrineRank(List<BinaryResults.Row> fastestFirst) {
    for (int i = 0; i < fastestFirst.size(); i++) {
      BinaryResults.Row row = fastestFirst.get(i);
      if (row.configuration().startsWith("peregrine")) {
        return "Peregrine's best: " + row.configuration() + ", " + ordinal(i + 1) + " of " + fastestFirst.size();
      }
    }
    return "Peregrine not timed";
  }

  private static List<Inline> line(String experiment, String source, String found, Optional<Verdict> headline,
      List<Verdict> verdicts, String anchor) {
    List<Inline> line = new ArrayList<>();
    line.add(Inline.bold(experiment));
    line.add(Inline.text(" (" + source + "): " + found));
    if (headline.isPresent()) {
      Verdict v = headline.get();
      // The short form: the table below says what changed and why a claim was not measured.
      // An order's own figure is another order: the line names only the verdict, the table both orders.
      boolean order = v.claim().startsWith("the order");
      String verdict = switch (v.outcome()) {
        case HOLDS -> "still holds" + (order ? "" : " (this run: " + v.thisRun() + ")");
        case NO_LONGER_HOLDS -> "no longer holds" + (order ? "" : " (this run: " + v.thisRun() + ")");
        case NOT_MEASURED -> "not measured in this run";
      };
      line.add(Inline.text("; published: " + v.claim() + (v.claim().startsWith("the order") ? ", "
          + v.published() : "") + " — " + verdict));
    }
    if (!verdicts.isEmpty()) {
      line.add(Inline.text("; " + PublishedTables.count(verdicts) + " "));
    } else {
      line.add(Inline.text(" "));
    }
    line.add(Inline.link("(details below)", anchor));
    return line;
  }

  /**
   * Peregrine's best configuration against each scenario's baseline (fastjson2; fastjson2's JSONB in the binary
   * scenarios), on the run's first JDK: 1.0 is as fast, above is faster.
   */
  static Chart chart(Results r) {
    List<Bar> bars = new ArrayList<>();
    if (r.jdks.isEmpty()) {
      return new Chart("", 1, bars);
    }
    Results.Jdk jdk = r.jdks.get(0);
    double max = 1;
    for (Results.ScenarioInfo s : r.scenarios) {
      Ranking ranking = new Ranking(r, s, jdk.label());
      for (Ranking.Row row : ranking.measured) {
        if (row.library().startsWith("peregrine") && !Double.isNaN(row.percentOfBaseline())) {
          double ratio = row.percentOfBaseline() / 100;
          max = Math.max(max, ratio);
          String value = String.format(Locale.ROOT, "%.2f", ratio);
          bars.add(new Bar(s.name(), ratio, Double.NaN, Double.NaN, ratio >= 1 ? BarTone.OURS : BarTone.OTHER,
              s.name() + ": " + row.label() + " ÷ " + ranking.baselineLabel + " " + value, value + " · "
                  + row.label()));
          break;
        }
      }
    }
    return new Chart("Peregrine ÷ the baseline of each scenario (fastjson2; fastjson2 JSONB for binary), "
        + jdk.label() + ": above 1.00 is faster", max, bars).unit("Peregrine ÷ the baseline").reference(1);
  }

  private static String onJdk(Results r, Results.Jdk jdk) {
    return r.jdks.size() > 1 ? " on " + jdk.label() : "";
  }

  private static String ordinal(int n) {
    String suffix = n % 100 >= 11 && n % 100 <= 13 ? "th"
        : switch (n % 10) {
          case 1 -> "st";
          case 2 -> "nd";
          case 3 -> "rd";
          default -> "th";
        };
    return n + suffix;
  }

  private static String ns(double ns) {
    return String.format(Locale.ROOT, "%,.0f ns", ns);
  }
}
