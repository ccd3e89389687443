package dev.peregrine.bench.lab;

import dev.peregrine.Json;
import dev.peregrine.bench.typematrix.TypedDocuments;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the JDK's own conversions between a String and its bytes cost beside a whole read or write of the same
 * document (the type matrix's String rows): for each corpus, in one JVM and in turns, microseconds per call of
 * {@code new String(utf8, UTF_8)}, {@code getBytes(UTF_8)}, {@code getBytes(ISO_8859_1)},
 * {@code new String(char[])}, and Peregrine's tree writes and parses of it as bytes and as a String. A
 * conversion that costs as much as the parse itself is worth avoiding; one that costs a tenth is not. Medians
 * of the rounds; absolute times, so compare within one run.
 *
 * <p>Arguments: {@code [rounds (12)] [calls per slice (50)]}; the corpora come from the suite's corpus folder
 * ({@code -Dperegrine.bench.data=DIR}, default {@code ../shared/data/corpora}).
 */
public final class TranscodeProbe {
  private static final Json JSON = Json.create();
  static volatile Object sink;

  private TranscodeProbe() {}

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
    int calls = args.length > 1 ? Integer.parseInt(args[1]) : 50;
    for (String file : new String[] {"citm_catalog.json", "twitter.json", "canada.json"}) {
      Path path = TypedDocuments.corpusFolder().resolve(file);
      if (!Files.isRegularFile(path)) {
        System.out.println(file + ": not found in " + path.getParent() + " (pass -Dperegrine.bench.data=DIR)");
        continue;
      }
      Object tree = JSON.parse(Files.readAllBytes(path));
      byte[] utf8 = JSON.writeBytes(tree); // compact
      String text = new String(utf8, StandardCharsets.UTF_8);
      char[] chars = text.toCharArray();
      Map<String, Supplier<Object>> ops = new LinkedHashMap<>();
      ops.put("new String(utf8, UTF_8)", () -> new String(utf8, StandardCharsets.UTF_8));
      ops.put("getBytes(UTF_8)", () -> text.getBytes(StandardCharsets.UTF_8));
      ops.put("getBytes(ISO_8859_1)", () -> text.getBytes(StandardCharsets.ISO_8859_1));
      ops.put("new String(char[])", () -> new String(chars));
      ops.put("peregrine writeBytes(tree)", () -> JSON.writeBytes(tree));
      ops.put("peregrine write(tree)", () -> JSON.write(tree));
      ops.put("peregrine parse(bytes)", () -> JSON.parse(utf8));
      ops.put("peregrine parse(String)", () -> JSON.parse(text));
      Map<String, List<Double>> micros = new LinkedHashMap<>();
      for (int round = -3; round < rounds; round++) { // three rounds of warm-up
        for (Map.Entry<String, Supplier<Object>> op : ops.entrySet()) {
          long t0 = System.nanoTime();
          for (int i = 0; i < calls; i++) sink = op.getValue().get();
          double us = (System.nanoTime() - t0) / 1e3 / calls;
          if (round >= 0) micros.computeIfAbsent(op.getKey(), k -> new ArrayList<>()).add(us);
        }
      }
      System.out.printf("%s: %,d bytes of compact UTF-8, %,d chars%n", file, utf8.length, text.length());
      micros.forEach((op, list) -> {
        double[] sorted = list.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        System.out.printf("  %-28s %9.1f us  (%.1f-%.1f)%n", op, sorted[sorted.length / 2], sorted[0],
            sorted[sorted.length - 1]);
      });
    }
  }
}
