package dev.peregrine.bench.report;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * report.html as a reader's browser lays it out: headless Chromium opens the page at a given window width, and a
 * script added to a copy of the page lists what does not fit: an element whose right edge passes the window, a
 * box that hides part of its content behind a sideways scroll bar (a table only partly visible), text running out
 * of its box past the window (a long unbroken word), a word of a table header broken across two lines.
 *
 * <p>Also a command, for a report a real run wrote:
 * <pre>
 * B=peregrine-bench/target
 * java -cp "$B/test-classes:$B/classes:$(cat $B/suite.classpath)" \
 *     dev.peregrine.bench.report.ChromiumPage target/smoke/report.html [--shots DIR]
 * </pre>
 * prints what does not fit at 1400 and 800 px (exit status 1 if anything), and with {@code --shots} saves the first
 * screen at both widths as PNG files.
 */
final class ChromiumPage {
  private ChromiumPage() {}

  /** The widths a reader brings: a laptop's browser window and a narrow one (a tablet, half a screen). */
  static final List<Integer> WIDTHS = List.of(1400, 800);

  private static final String MARK = "page-width-check";
  private static final int LIMIT_SECONDS = 180;

  /**
   * Lists the outermost offenders only (an overflowing table, not each of its cells), at most 60 of them. A word of
   * a header is what lies between spaces, hyphens and slashes: a break after a hyphen is not a break inside a word.
   */
  private static final String PROBE = """
      <script>
      (function () {
        var width = document.documentElement.clientWidth, out = [], seen = [];
        function name(e) {
          var s = e.tagName.toLowerCase();
          if (e.id) s += '#' + e.id;
          var c = e.getAttribute('class');
          if (c) s += '.' + c.trim().split(/\\s+/).join('.');
          var at = e.closest('[id]');
          if (at && at !== e) s += ' under #' + at.id;
          var text = (e.textContent || '').trim().replace(/\\s+/g, ' ');
          return s + (text ? ' "' + text.substring(0, 60) + '"' : '');
        }
        function inside(e) {
          return seen.some(function (o) { return o.contains(e); });
        }
        if (document.documentElement.scrollWidth > width) {
          out.push('the page: ' + document.documentElement.scrollWidth + ' px wide in a ' + width + ' px window');
        }
        document.querySelectorAll('body *').forEach(function (e) {
          if (out.length >= 60 || inside(e)) return;
          var r = e.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) return;
          if (r.right > width + 1) {
            seen.push(e);
            out.push(name(e) + ': right edge at ' + Math.round(r.right) + ' px');
            return;
          }
          var ox = getComputedStyle(e).overflowX;
          if (ox !== 'visible' && ox !== 'clip' && e.scrollWidth > e.clientWidth + 1) {
            seen.push(e);
            out.push(name(e) + ': shows ' + e.clientWidth + ' of its ' + e.scrollWidth + ' px');
          } else if (e instanceof HTMLElement && ox === 'visible' && e.clientWidth > 0
              && r.left + e.scrollWidth > width + 1) {
            seen.push(e);
            out.push(name(e) + ': its text runs on to ' + Math.round(r.left + e.scrollWidth) + ' px');
          }
        });
        document.querySelectorAll('th').forEach(function (th) {
          var walk = document.createTreeWalker(th, NodeFilter.SHOW_TEXT), n;
          while ((n = walk.nextNode())) {
            var words = /[^\\s\\-\\/]+/g, m;
            while ((m = words.exec(n.data))) {
              var range = document.createRange();
              range.setStart(n, m.index);
              range.setEnd(n, m.index + m[0].length);
              var lines = {};
              Array.prototype.forEach.call(range.getClientRects(), function (q) { lines[Math.round(q.top)] = 1; });
              if (Object.keys(lines).length > 1 && out.length < 60) {
                out.push('header "' + th.textContent.trim() + '": the word "' + m[0] + '" breaks across lines');
              }
            }
          }
        });
        var pre = document.createElement('pre');
        pre.id = '%s';
        pre.textContent = out.length ? out.join('\\n') : 'OK';
        document.body.appendChild(pre);
      })();
      </script>
      """.formatted(MARK);

  /** The Chromium to use: {@code -Dperegrine.bench.chromium=PATH}, else the first of the usual names on the PATH. */
  static Optional<Path> find() {
    String given = System.getProperty("peregrine.bench.chromium");
    if (given != null && !given.isEmpty()) {
      return Optional.of(Path.of(given)).filter(Files::isExecutable);
    }
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String name : List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")) {
      for (String dir : path.split(File.pathSeparator)) {
        Path candidate = Path.of(dir, name);
        if (Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  /** What does not fit when {@code html} is shown in a window {@code width} px wide; empty when everything does. */
  static List<String> misfits(Path chromium, String html, int width) throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("page-width");
    try {
      int end = html.lastIndexOf("</body>");
      String probed = end < 0 ? html + PROBE : html.substring(0, end) + PROBE + html.substring(end);
      Path page = dir.resolve("page.html");
      Files.writeString(page, probed, StandardCharsets.UTF_8);
      String dom = run(chromium, dir, width, 2000, "--dump-dom", page.toUri().toString());
      Matcher m = Pattern.compile("<pre id=\"" + MARK + "\">(.*?)</pre>", Pattern.DOTALL).matcher(dom);
      if (!m.find()) {
        throw new IllegalStateException("Chromium gave no result of the check; its output began: "
            + dom.substring(0, Math.min(400, dom.length())));
      }
      String text = m.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
          .replace("&amp;", "&");
      return text.equals("OK") ? List.of() : List.of(text.split("\n"));
    } finally {
      delete(dir);
    }
  }

  /** The first {@code height} px of the page at {@code url}, as Chromium draws them {@code width} px wide. */
  static void screenshot(Path chromium, String url, int width, int height, Path png)
      throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("page-shot");
    try {
      run(chromium, dir, width, height, "--screenshot=" + png.toAbsolutePath(), url);
    } finally {
      delete(dir);
    }
  }

  private static String run(Path chromium, Path dir, int width, int height, String... what)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--hide-scrollbars", "--no-first-run", "--user-data-dir=" + dir.resolve("profile"),
        "--window-size=" + width + "," + height));
    command.addAll(List.of(what));
    Path out = dir.resolve("stdout");
    Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(dir.resolve("stderr").toFile()).start();
    if (!p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IllegalStateException("Chromium did not finish within " + LIMIT_SECONDS + " s: " + command);
    }
    return Files.readString(out, StandardCharsets.UTF_8);
  }

  private static void delete(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path f : all.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(f);
      }
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 1 && !(args.length == 3 && args[1].equals("--shots"))) {
      System.err.println("usage: ChromiumPage REPORT.html [--shots DIR]");
      System.exit(2);
    }
    Path chromium = find().orElseThrow(() -> new IllegalStateException(
        "no Chromium on the PATH (chromium, chromium-browser, google-chrome); give -Dperegrine.bench.chromium=PATH"));
    Path report = Path.of(args[0]);
    String html = Files.readString(report, StandardCharsets.UTF_8);
    boolean fits = true;
    for (int width : WIDTHS) {
      List<String> misfits = misfits(chromium, html, width);
      System.out.println(width + " px: " + (misfits.isEmpty() ? "everything fits" : misfits.size() + " misfits"));
      misfits.forEach(m -> System.out.println("  " + m));
      fits &= misfits.isEmpty();
    }
    if (args.length == 3) {
      Path shots = Path.of(args[2]);
      Files.createDirectories(shots);
      for (int width : WIDTHS) {
        Path png = shots.resolve("report-" + width + ".png");
        screenshot(chromium, report.toAbsolutePath().toUri().toString(), width, width == 800 ? 1400 : 1000, png);
        System.out.println("saved " + png);
      }
    }
    System.exit(fits ? 0 : 1);
  }
}
