package dev.peregrine.bench.published;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The figures the published comparisons printed, as the file {@code published-figures.tsv} beside this class holds
 * them (its header describes the format): each comparison ({@link Source}), its numbers and words
 * ({@link Figure}), the orders it printed ({@link PublishedRanking}) and its conclusions ({@link Statement}).
 * Transcribed as printed, typos included, so that a reader can find every figure in the source; the verdicts
 * ({@link Verdicts}) derive the claims from them.
 */
public final class PublishedFigures {
  /** The only format this class reads; a file of another format is refused, not half-read. */
  public static final int FORMAT = 1;

  static final String RESOURCE = "published-figures.tsv";

  /** A published comparison: its id in the file, its name for the report, where a reader finds it. */
  public record Source(String id, String name, String where) {}

  /**
   * One printed figure: what {@code source} measured on {@code cpu} and {@code jdk} ("-" when it did not say) in
   * {@code scenario} for the library it calls {@code publishedName} (the suite's id {@code library}, "-" when the
   * suite has no such configuration); {@code measure} says what {@code value} is ("% of fastjson2", "ops/ms",
   * "ns total", "ms", "write", ...).
   */
  public record Figure(String source, String cpu, String jdk, String scenario, String publishedName, String library,
      String measure, String value) {
    /** The value as a number; NaN for a word (OK, ERROR). */
    public double number() {
      try {
        return Double.parseDouble(value);
      } catch (NumberFormatException e) {
        return Double.NaN;
      }
    }
  }

  /** An order a source printed, fastest first, in its own names. */
  public record PublishedRanking(String source, String cpu, String jdk, String scenario, List<String> order) {}

  /** A conclusion in the source's own words ({@code quote}) and in English. */
  public record Statement(String source, String id, String quote, String english) {}

  public final Map<String, Source> sources = new LinkedHashMap<>();
  public final List<Figure> figures = new ArrayList<>();
  public final List<PublishedRanking> rankings = new ArrayList<>();
  public final List<Statement> statements = new ArrayList<>();

  private static PublishedFigures shipped;

  /** The figures shipped with the suite. */
  public static synchronized PublishedFigures shipped() {
    if (shipped == null) {
      try (InputStream in = PublishedFigures.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new IllegalStateException("the resource " + RESOURCE + " is missing from the bench's classes");
        }
        shipped = parse(new InputStreamReader(in, StandardCharsets.UTF_8));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return shipped;
  }

  /** Reads the file's format; a line it does not know is an error with its line number. */
  public static PublishedFigures parse(Reader reader) throws IOException {
    PublishedFigures f = new PublishedFigures();
    BufferedReader in = new BufferedReader(reader);
    boolean format = false;
    int number = 0;
    for (String line; (line = in.readLine()) != null; ) {
      number++;
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] c = line.split("\t", -1);
      switch (c[0]) {
        case "format" -> {
          expect(c, 2, number);
          if (Integer.parseInt(c[1]) != FORMAT) {
            throw new IOException("line " + number + ": format " + c[1] + ", this suite reads format " + FORMAT);
          }
          format = true;
        }
        case "source" -> {
          expect(c, 4, number);
          f.sources.put(c[1], new Source(c[1], c[2], c[3]));
        }
        case "figure" -> {
          expect(c, 9, number);
          known(f, c[1], number);
          f.figures.add(new Figure(c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8]));
        }
        case "ranking" -> {
          expect(c, 6, number);
          known(f, c[1], number);
          f.rankings.add(new PublishedRanking(c[1], c[2], c[3], c[4], Arrays.asList(c[5].split(" > "))));
        }
        case "statement" -> {
          expect(c, 5, number);
          known(f, c[1], number);
          f.statements.add(new Statement(c[1], c[2], c[3], c[4]));
        }
        default -> throw new IOException("line " + number + ": unknown kind of line \"" + c[0] + "\"");
      }
      if (!format) {
        throw new IOException("line " + number + ": the file must say its format first");
      }
    }
    return f;
  }

  private static void expect(String[] columns, int n, int line) throws IOException {
    if (columns.length != n) {
      throw new IOException("line " + line + ": " + columns.length + " columns, expected " + n);
    }
  }

  private static void known(PublishedFigures f, String source, int line) throws IOException {
    if (!f.sources.containsKey(source)) {
      throw new IOException("line " + line + ": unknown source " + source);
    }
  }

  public Source source(String id) {
    Source s = sources.get(id);
    if (s == null) {
      throw new IllegalArgumentException("unknown source " + id);
    }
    return s;
  }

  /** The figures of {@code source} in {@code scenario} whose measure is {@code measure}, in file order. */
  public List<Figure> figures(String source, String scenario, String measure) {
    return figures.stream().filter(x -> x.source().equals(source) && x.scenario().equals(scenario)
        && x.measure().equals(measure)).toList();
  }

  public List<Figure> figuresOf(String source) {
    return figures.stream().filter(x -> x.source().equals(source)).toList();
  }

  public Statement statement(String source, String id) {
    return statements.stream().filter(s -> s.source().equals(source) && s.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no statement " + id + " of " + source));
  }
}
