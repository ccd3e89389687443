package dev.peregrine.bench.words;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules of {@code tools/private-words.txt}: words a stranger cannot follow (a tracker number, a numbered history
 * of the work, the private numbering of the published comparisons). One file holds them for this module's tests
 * and for {@code tools/word-check}, which CI runs over the smoke run's report, so that both judge alike.
 */
public final class PrivateWords {
  /** A rule's name and its pattern, matched case-insensitively. */
  public record Rule(String name, Pattern pattern) {}

  /** One line that breaks a rule: where, which rule, the words matched and the whole line. */
  public record Hit(String where, int line, String rule, String words, String text) {
    @Override
    public String toString() {
      String shown = text.strip();
      return where + ":" + line + ": [" + rule + "] \"" + words + "\" in: "
          + (shown.length() > 200 ? shown.substring(0, 200) + "..." : shown);
    }
  }

  /** The project's root: tests run in the module's folder, one below it. */
  public static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  private static final Path RULES = ROOT.resolve("tools/private-words.txt");

  private final List<Rule> rules;

  private PrivateWords(List<Rule> rules) {
    this.rules = List.copyOf(rules);
  }

  /** The rules as {@code tools/private-words.txt} gives them. */
  public static PrivateWords load() {
    try {
      List<Rule> rules = new ArrayList<>();
      for (String line : Files.readAllLines(RULES, StandardCharsets.UTF_8)) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        int tab = line.indexOf('\t');
        if (tab <= 0) {
          throw new IllegalStateException(RULES + ": not NAME<tab>PATTERN: " + line);
        }
        rules.add(new Rule(line.substring(0, tab),
            Pattern.compile(line.substring(tab + 1), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)));
      }
      if (rules.isEmpty()) {
        throw new IllegalStateException(RULES + " holds no rule");
      }
      return new PrivateWords(rules);
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + RULES, e);
    }
  }

  public List<Rule> rules() {
    return rules;
  }

  /** Every line of {@code text} that breaks a rule, one hit per rule and line, {@code where} naming the text. */
  public List<Hit> scan(String where, String text) {
    List<Hit> hits = new ArrayList<>();
    String[] lines = text.split("\r\n|\r|\n", -1);
    for (int i = 0; i < lines.length; i++) {
      for (Rule rule : rules) {
        Matcher m = rule.pattern().matcher(lines[i]);
        if (m.find()) {
          hits.add(new Hit(where, i + 1, rule.name(), m.group(), lines[i]));
        }
      }
    }
    return hits;
  }

  /** The hits as a message, one a line. */
  public static String describe(List<Hit> hits) {
    StringBuilder b = new StringBuilder();
    for (Hit h : hits) {
      b.append('\n').append(h);
    }
    return b.toString();
  }
}
