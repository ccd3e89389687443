package dev.peregrine.bench.data;

import java.util.List;

/**
 * The suite's own stand-ins for the data files it reads and may not ship: the JSON corpora twitter.json,
 * citm_catalog.json and canada.json (simdjson/simdjson-data, folder {@code jsonexamples/}) and jvm-serializers'
 * media.2.json to media.4.json (eishay/jvm-serializers, folder {@code tpc/data/}). Neither source grants the right
 * to redistribute them, so the suite generates documents of the same shape, about the same size and the same
 * traits instead, from fixed seeds: the same bytes on every run and every JVM. {@code --data DIR} with the real
 * files measures on those.
 */
public final class StandIns {
  private StandIns() {}

  /** The files, in the order the suite lists them. */
  public static final List<String> FILES = List.of("twitter.json", "citm_catalog.json", "canada.json",
      "media.2.json", "media.3.json", "media.4.json");

  private static final long SEED = 0x5eed_0f_da7aL;

  /** The bytes of the stand-in for {@code name} (one of {@link #FILES}). */
  public static byte[] generate(String name) {
    return switch (name) {
      case "twitter.json" -> TwitterStandIn.generate(SEED);
      case "citm_catalog.json" -> CitmStandIn.generate(SEED);
      case "canada.json" -> CanadaStandIn.generate(SEED);
      case "media.2.json" -> MediaStandIns.generate(2);
      case "media.3.json" -> MediaStandIns.generate(3);
      case "media.4.json" -> MediaStandIns.generate(4);
      default -> throw new IllegalArgumentException("the suite has no stand-in for " + name);
    };
  }

  /** The real file's size in bytes, which the stand-in's is kept near (within 15%; {@code StandInsTest}). */
  public static long realSize(String name) {
    return switch (name) {
      case "twitter.json" -> 631_515;
      case "citm_catalog.json" -> 1_727_204;
      case "canada.json" -> 2_251_051;
      case "media.2.json" -> 1_053;
      case "media.3.json" -> 2_064;
      case "media.4.json" -> 556;
      default -> throw new IllegalArgumentException("the suite has no stand-in for " + name);
    };
  }
}
