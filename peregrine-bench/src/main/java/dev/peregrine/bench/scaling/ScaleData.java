package dev.peregrine.bench.scaling;

import dev.peregrine.bench.demoresponse.DemoWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * JsonPerformanceVS's data, generated: {@link #sample} builds N records from a seed (the same seed gives the same
 * sample on every JVM), and {@link #json} writes a sample as JSON by hand, so that a cold JVM gets its input document
 * without loading any JSON library before the clock starts.
 */
public final class ScaleData {
  private ScaleData() {}

  /** The seed of the "same sample" variant: every run reads or writes this sample. */
  public static final long SAME_SEED = 3;

  private static final String[] WORDS = {"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
      "india", "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra",
      "tango", "uniform", "victor", "whiskey", "xray", "yankee", "zulu", "café", "naïve", "über", "smörgås"};

  /** {@code records} records from {@code seed}. */
  public static ScaleSample sample(int records, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<ScaleRecord> list = new ArrayList<>(records);
    for (int i = 0; i < records; i++) {
      list.add(record(random, i));
    }
    return new ScaleSample(list);
  }

  private static ScaleRecord record(SplittableRandom random, long index) {
    ScaleRecord r = new ScaleRecord();
    r.setId(index * 7919 + random.nextInt(7919));
    r.setName(words(random, 2, " "));
    r.setEmail(word(random) + "." + word(random) + "@example.com");
    r.setCity(words(random, 1 + random.nextInt(2), " "));
    // One sentence in three holds a quote, so that escaping is on the path too.
    r.setDescription(words(random, 40 + random.nextInt(10), " ") + (random.nextInt(3) == 0 ? " \"quoted\"" : "."));
    r.setQuantity(random.nextInt(100_000));
    r.setScore(random.nextInt(10_000_000) / 1000.0);
    r.setActive(random.nextBoolean());
    r.setCreatedAt(1_500_000_000_000L + random.nextLong(200_000_000_000L));
    List<String> tags = new ArrayList<>(10);
    for (int i = 0; i < 10; i++) {
      tags.add(word(random) + "-" + random.nextInt(1000));
    }
    r.setTags(tags);
    Map<String, String> attributes = new LinkedHashMap<>();
    for (int i = 0; i < 10; i++) {
      attributes.put("attribute" + i, words(random, 2, "_") + random.nextInt(100_000));
    }
    r.setAttributes(attributes);
    return r;
  }

  private static String word(SplittableRandom random) {
    return WORDS[random.nextInt(WORDS.length)];
  }

  private static String words(SplittableRandom random, int n, String separator) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        b.append(separator);
      }
      b.append(word(random));
    }
    return b.toString();
  }

  /**
   * The sample as compact JSON, members in declaration order, written by hand (a test holds it equal to every
   * peer's reading). {@code score} goes through {@link Double#toString}, whose text every peer reads exactly.
   */
  public static String json(ScaleSample sample) {
    StringBuilder b = new StringBuilder(sample.getRecords().size() * 1100 + 16);
    b.append("{\"records\":[");
    boolean first = true;
    for (ScaleRecord r : sample.getRecords()) {
      if (!first) {
        b.append(',');
      }
      first = false;
      b.append("{\"id\":").append(r.getId());
      DemoWriter.member(b, "name", r.getName());
      DemoWriter.member(b, "email", r.getEmail());
      DemoWriter.member(b, "city", r.getCity());
      DemoWriter.member(b, "description", r.getDescription());
      b.append(",\"quantity\":").append(r.getQuantity());
      b.append(",\"score\":").append(r.getScore());
      b.append(",\"active\":").append(r.getActive());
      b.append(",\"createdAt\":").append(r.getCreatedAt());
      b.append(",\"tags\":[");
      for (int i = 0; i < r.getTags().size(); i++) {
        if (i > 0) {
          b.append(',');
        }
        DemoWriter.string(b, r.getTags().get(i));
      }
      b.append("],\"attributes\":{");
      boolean firstEntry = true;
      for (Map.Entry<String, String> e : r.getAttributes().entrySet()) {
        if (!firstEntry) {
          b.append(',');
        }
        firstEntry = false;
        DemoWriter.string(b, e.getKey());
        b.append(':');
        DemoWriter.string(b, e.getValue());
      }
      b.append("}}");
    }
    return b.append("]}").toString();
  }
}
