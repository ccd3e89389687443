package dev.peregrine.bench.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Every tracked text file of the repository speaks to strangers: no tracker number, no numbered history of the
 * work, no "seed" number for a published comparison (the rules are {@code tools/private-words.txt}). It lives in
 * the bench rather than in peregrine-core because it judges the whole repository and the bench's report alike
 * (ReportWordsTest renders the report from fixtures), and peregrine-core's tests are about the library.
 *
 * <p>The files are those {@code git ls-files} lists from the project's root; a binary file (a NUL byte, or bytes
 * that are not UTF-8: fuzz inputs, mostly) is skipped, since no one reads it as text. No file is skipped for any
 * other reason unless {@link #ALLOWED} names it.
 */
class WordTest {
  /**
   * Files (or folders, ending in '/') that may break a rule, each with its reason. Empty: every tracked text file
   * keeps the rules. An entry needs a reason a reviewer accepts, such as a quoted third-party text.
   */
  static final Map<String, String> ALLOWED = Map.of();

  private final PrivateWords words = PrivateWords.load();

  @Test
  void everyTrackedTextFileSpeaksToStrangers() throws IOException {
    List<PrivateWords.Hit> hits = new ArrayList<>();
    int scanned = 0;
    for (String file : trackedFiles()) {
      if (skipped(file, ALLOWED.keySet())) {
        continue;
      }
      String text = text(PrivateWords.ROOT.resolve(file));
      if (text == null) {
        continue;
      }
      scanned++;
      hits.addAll(words.scan(file, text));
    }
    // A listing that silently came back nearly empty would pass for the wrong reason.
    assertTrue(scanned > 300, "only " + scanned + " tracked text files found under " + PrivateWords.ROOT);
    if (!hits.isEmpty()) {
      fail(hits.size() + " line(s) break a rule of tools/private-words.txt; name the thing itself "
          + "(the published comparison by its title, the reason, the figure):" + PrivateWords.describe(hits));
    }
  }

  @Test
  void everyAllowedFileHasItsReason() {
    ALLOWED.forEach((file, reason) -> assertFalse(reason.isBlank(), file + " is allowed without a reason"));
  }

  /** The rules catch the words they are for, and ordinary text passes. */
  @Test
  void theRulesCatchPrivateWordsAndLetOrdinaryTextBe() {
    // The forbidden examples are put together at run time, so that this file itself keeps the rules.
    String[] caught = {
        join("(", "issue", " 23)"), join("Issue", " 22's targets"), join("fixed by ", "issue", " #7"),
        join("see ", "issues", " 24-25"), join("closes ", "#", "12"), join("(", "#", "4)"),
        join("the ", "seed", " 003 experiment"), join("Seeds", " 003 and 004"), join("id ", "seed", "-004"),
        join("fixed in ", "session", " 7"), join("sessions", " 15-16"), join("measured in ", "sitting", " 3"),
        join("the 3rd ", "sitting"), join("as ", "this", " session found"), join("the ", "previous", " session"),
        join("in ", "earlier", " sessions"), join("round", " 4 of the work")};
    for (String text : caught) {
      assertFalse(words.scan("example", text).isEmpty(), "not caught: " + text);
    }
    String[] ordinary = {
        "a random seed of 3, @ForAll long seed, new SplittableRandom(seed)", "every seeded value",
        "the HTTP session expires; a Kafka consumer's session timeout", "a session cookie",
        "DecimalFormat \"#,##0.00\"", "color: #666; fill: #222;", "stroke=\"#111\"", "<code>&#92;ud800</code>",
        "https://github.com/ngs-doo/dsl-json/issues/281", "round 2 of JVM 1 caught a stall", "issue tracking",
        "an issue of the caller", "the 5th element", "JEP 471, JDK 23"};
    for (String text : ordinary) {
      assertEquals(List.of(), words.scan("example", text), "ordinary text caught: " + text);
    }
  }

  private static String join(String... parts) {
    return String.join("", parts);
  }

  private static boolean skipped(String file, Set<String> entries) {
    for (String entry : entries) {
      if (entry.endsWith("/") ? file.startsWith(entry) : file.equals(entry)) {
        return true;
      }
    }
    return false;
  }

  /** The file's text, or null when it is binary (a NUL byte, or not UTF-8). */
  private static String text(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    for (byte b : bytes) {
      if (b == 0) {
        return null;
      }
    }
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }

  /** {@code git ls-files} from the project's root; the test is skipped where there is no git checkout. */
  private static List<String> trackedFiles() throws IOException {
    Process git;
    try {
      git = new ProcessBuilder("git", "-c", "core.quotepath=off", "ls-files", "-z")
          .directory(PrivateWords.ROOT.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    } catch (IOException e) {
      assumeTrue(false, "no git to list the tracked files: " + e.getMessage());
      throw e;
    }
    byte[] out = git.getInputStream().readAllBytes();
    try {
      assertTrue(git.waitFor(60, TimeUnit.SECONDS), "git ls-files did not finish");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    assumeTrue(git.exitValue() == 0, "not a git checkout: " + PrivateWords.ROOT);
    List<String> files = new ArrayList<>();
    for (String name : new String(out, StandardCharsets.UTF_8).split("\0")) {
      // A file deleted in the work tree but not yet from the index is listed and absent: nothing to read.
      if (!name.isEmpty() && Files.isRegularFile(PrivateWords.ROOT.resolve(name))) {
        files.add(name);
      }
    }
    return files;
  }
}
