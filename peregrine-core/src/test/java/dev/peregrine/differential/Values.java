package dev.peregrine.differential;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * The values the generated classes fill themselves with, from a seeded {@link Random}: edge values weighted up
 * (zero, extremes, empty and escaped text, text past ASCII). Public because the generated sources call it.
 */
public final class Values {
  private Values() {}

  private static final String[] TEXTS = {"", "a", "ann", "x y", "quote\"inside", "back\\slash", "tab\there",
      "line\nbreak", "ctl\u0001", "caf\u00e9", "\u4e2d\u6587", "emoji \ud83d\ude00", "\u2028", "/slash", "123",
      "null", "true"};

  public static boolean maybeNull(Random r) {
    return r.nextInt(5) == 0;
  }

  public static int anInt(Random r) {
    switch (r.nextInt(6)) {
      case 0: return 0;
      case 1: return r.nextBoolean() ? Integer.MAX_VALUE : Integer.MIN_VALUE;
      case 2: return -1;
      default: return r.nextInt(2_000_001) - 1_000_000;
    }
  }

  public static long aLong(Random r) {
    switch (r.nextInt(5)) {
      case 0: return 0L;
      case 1: return r.nextBoolean() ? Long.MAX_VALUE : Long.MIN_VALUE;
      default: return r.nextLong();
    }
  }

  /** Finite doubles only: JSON has no NaN or infinity (Jackson writes them as bare words). */
  public static double aDouble(Random r) {
    switch (r.nextInt(7)) {
      case 0: return 0.0;
      case 1: return 0.1;
      case 2: return r.nextBoolean() ? 1e300 : -4.9e-324;
      case 3: return 1e21;
      case 4: return (double) r.nextInt(1000);
      default:
        double d = Double.longBitsToDouble(r.nextLong());
        return Double.isFinite(d) ? d : 2.5;
    }
  }

  public static String aString(Random r) {
    if (r.nextInt(4) == 0) {
      StringBuilder sb = new StringBuilder();
      int n = r.nextInt(40);
      for (int i = 0; i < n; i++) sb.append((char) ('a' + r.nextInt(26)));
      return sb.toString();
    }
    return TEXTS[r.nextInt(TEXTS.length)];
  }

  public static List<String> someStrings(Random r) {
    List<String> out = new ArrayList<>();
    int n = r.nextInt(4);
    for (int i = 0; i < n; i++) out.add(aString(r));
    return out;
  }

  public static Map<String, Integer> someInts(Random r) {
    Map<String, Integer> out = new LinkedHashMap<>();
    int n = r.nextInt(4);
    for (int i = 0; i < n; i++) out.put(aString(r), anInt(r));
    return out;
  }

  public static BigDecimal aBigDecimal(Random r) {
    return new BigDecimal(java.math.BigInteger.valueOf(r.nextLong()), r.nextInt(12) - 4);
  }

  public static LocalDate aLocalDate(Random r) {
    return LocalDate.ofEpochDay(r.nextInt(200_000) - 100_000);
  }

  public static Instant anInstant(Random r) {
    long seconds = r.nextInt(2_000_000_000);
    int nanos = switch (r.nextInt(4)) {
      case 0 -> 0;
      case 1 -> r.nextInt(1000) * 1_000_000;
      default -> r.nextInt(1_000_000_000);
    };
    return Instant.ofEpochSecond(seconds, nanos);
  }

  public static Optional<String> anOptional(Random r) {
    return r.nextInt(3) == 0 ? Optional.empty() : Optional.of(aString(r));
  }

  public static int[] someInts(Random r, int max) {
    int[] out = new int[r.nextInt(max + 1)];
    for (int i = 0; i < out.length; i++) out[i] = anInt(r);
    return out;
  }

  /** A char that is text on its own: no half of a surrogate pair (CBOR text has no form for one). */
  public static char aChar(Random r) {
    String s = TEXTS[r.nextInt(TEXTS.length)];
    char c = s.isEmpty() ? 'z' : s.charAt(r.nextInt(s.length()));
    return Character.isSurrogate(c) ? '?' : c;
  }

  public static float aFloat(Random r) {
    switch (r.nextInt(4)) {
      case 0: return 0.1f;
      case 1: return (float) r.nextInt(1000);
      default:
        float f = Float.intBitsToFloat(r.nextInt());
        return Float.isFinite(f) ? f : 1.5f;
    }
  }

  public static java.math.BigInteger aBigInteger(Random r) {
    return new java.math.BigInteger(1 + r.nextInt(130), r).subtract(java.math.BigInteger.TWO.pow(64));
  }

  public static java.time.LocalDateTime aLocalDateTime(Random r) {
    return java.time.LocalDateTime.ofEpochSecond(r.nextInt(2_000_000_000), r.nextBoolean() ? 0 : r.nextInt(1_000_000_000),
        java.time.ZoneOffset.UTC);
  }

  public static java.time.OffsetDateTime anOffsetDateTime(Random r) {
    return aLocalDateTime(r).atOffset(java.time.ZoneOffset.ofHoursMinutes(r.nextInt(25) - 12, 0));
  }

  public static byte[] someBytes(Random r) {
    byte[] out = new byte[r.nextInt(12)];
    r.nextBytes(out);
    return out;
  }

  public static List<List<Integer>> someLists(Random r) {
    List<List<Integer>> out = new ArrayList<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) {
      List<Integer> inner = new ArrayList<>();
      int m = r.nextInt(3);
      for (int j = 0; j < m; j++) inner.add(anInt(r));
      out.add(inner);
    }
    return out;
  }

  public static Map<String, List<String>> someStringLists(Random r) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) out.put(aString(r), someStrings(r));
    return out;
  }

  public static <E extends Enum<E>> Map<E, Integer> someByEnum(Random r, E[] constants) {
    Map<E, Integer> out = new LinkedHashMap<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) out.put(constants[r.nextInt(constants.length)], anInt(r));
    return out;
  }

  public static Map<Integer, String> someByInt(Random r) {
    Map<Integer, String> out = new LinkedHashMap<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) out.put(anInt(r), aString(r));
    return out;
  }

  public static <T> List<T> listOf(Random r, java.util.function.Function<Random, T> make) {
    List<T> out = new ArrayList<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) out.add(make.apply(r));
    return out;
  }

  public static <T> Map<String, T> mapOf(Random r, java.util.function.Function<Random, T> make) {
    Map<String, T> out = new LinkedHashMap<>();
    int n = r.nextInt(3);
    for (int i = 0; i < n; i++) out.put(aString(r), make.apply(r));
    return out;
  }
}
