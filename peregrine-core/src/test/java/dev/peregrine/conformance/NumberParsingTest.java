package dev.peregrine.conformance;

import dev.peregrine.testing.SharedData;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Correct rounding against parse-number-fxx-test-data ({@code f16 f32 f64 decimal} per line): every decimal
 * that is a JSON number reads to the f64 bits, and the double written back is the shortest text that reads to
 * the same bits. One loop with a failure counter: 50,000 dynamic tests would dwarf the work.
 */
class NumberParsingTest {
  static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
  static final int SHOWN = 20;

  record Line(Path file, int number, String decimal, int f32, long f64) {}

  static List<Line> lines() throws IOException {
    Path dir = SharedData.require("parse-number-fxx-test-data/data");
    List<Line> out = new ArrayList<>();
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
    }
    for (Path f : files) {
      try (BufferedReader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
        String line;
        int n = 0;
        while ((line = r.readLine()) != null) {
          n++;
          String[] parts = line.trim().split(" ");
          if (parts.length != 4) continue;
          String decimal = parts[3];
          if (!JSON_NUMBER.matcher(decimal).matches()) continue;
          out.add(new Line(f, n, decimal, Integer.parseUnsignedInt(parts[1], 16), Long.parseUnsignedLong(parts[2], 16)));
        }
      }
    }
    return out;
  }

  @Test
  void everyDecimalReadsToTheCorrectlyRoundedDouble() throws IOException {
    // A few inputs have hundreds of digits more than the default number-length limit of 1000.
    Json json = Json.builder().maxNumberLength(1 << 20).build();
    List<Line> lines = lines();
    assertTrue(lines.size() > 40_000, "only " + lines.size() + " usable lines");
    Failures failures = new Failures();
    for (Line l : lines) {
      try {
        double d = json.read(l.decimal, double.class);
        long bits = Double.doubleToRawLongBits(d);
        if (bits != l.f64) {
          failures.add(l, "read " + Long.toHexString(bits) + " (" + d + "), expected " + Long.toHexString(l.f64));
        }
      } catch (RuntimeException e) {
        failures.add(l, e.toString());
      }
    }
    failures.check(lines.size());
  }

  @Test
  void everyDecimalReadsToTheCorrectlyRoundedFloat() throws IOException {
    // Reading a double and narrowing it rounds twice and is wrong for some inputs; the f32 column catches that.
    Json json = Json.builder().maxNumberLength(1 << 20).build();
    List<Line> lines = lines();
    Failures failures = new Failures();
    for (Line l : lines) {
      try {
        float f = json.read(l.decimal, float.class);
        int bits = Float.floatToRawIntBits(f);
        if (bits != l.f32) {
          failures.add(l, "read " + Integer.toHexString(bits) + " (" + f + "), expected " + Integer.toHexString(l.f32));
        }
      } catch (RuntimeException e) {
        failures.add(l, e.toString());
      }
    }
    failures.check(lines.size());
  }

  @Test
  void everyDoubleIsWrittenShortestAndReadsBack() throws IOException {
    Json json = Json.create();
    // JDK 19 made Double.toString shortest (JDK-4511638); before that it may print extra digits.
    boolean shortestToString = Runtime.version().feature() >= 19;
    List<Line> lines = lines();
    Failures failures = new Failures();
    for (Line l : lines) {
      double d = Double.longBitsToDouble(l.f64);
      if (!Double.isFinite(d)) continue;
      try {
        String written = json.write(d);
        if (!JSON_NUMBER.matcher(written).matches()) {
          failures.add(l, "wrote " + written + ", not a JSON number");
          continue;
        }
        long back = Double.doubleToRawLongBits(json.read(written, double.class));
        if (back != l.f64) {
          failures.add(l, "wrote " + written + " which reads as " + Long.toHexString(back));
        } else if (shortestToString && significantDigits(written) != significantDigits(Double.toString(d))) {
          failures.add(l, "wrote " + written + ", shortest is " + Double.toString(d));
        }
      } catch (RuntimeException e) {
        failures.add(l, e.toString());
      }
    }
    failures.check(lines.size());
  }

  /** The number of significant digits of a decimal: formats differ in notation, not in precision. */
  static int significantDigits(String s) {
    int e = s.indexOf('e') >= 0 ? s.indexOf('e') : s.indexOf('E');
    String mantissa = (e >= 0 ? s.substring(0, e) : s).replace("-", "").replace(".", "");
    mantissa = mantissa.replaceFirst("^0+", "");
    mantissa = mantissa.replaceFirst("0+$", "");
    return Math.max(1, mantissa.length());
  }

  static final class Failures {
    int count;
    final StringBuilder first = new StringBuilder();

    void add(Line l, String what) {
      if (count++ < SHOWN) {
        first.append('\n').append(l.file.getFileName()).append(':').append(l.number).append(' ')
            .append(l.decimal.length() > 60 ? l.decimal.substring(0, 60) + "..." : l.decimal).append(": ").append(what);
      }
    }

    void check(int total) {
      assertTrue(count == 0, count + " of " + total + " lines failed; the first " + Math.min(count, SHOWN) + ":" + first);
    }
  }
}
