package dev.peregrine.bench.data;

import java.util.SplittableRandom;

/** Pseudo-random text for the stand-ins: words of Latin, CJK, kana, Hangul and emoji (outside the BMP). */
final class Texts {
  private Texts() {}

  private static final String[] LATIN = {"benchmark", "parser", "value", "river", "morning", "train", "coffee",
      "music", "north", "garden", "window", "summer", "paper", "light", "orbit", "signal", "harbour", "cloud"};

  /** A word of {@code min} to {@code max} characters drawn from {@code script}. */
  static String word(SplittableRandom r, Script script, int min, int max) {
    int n = r.nextInt(min, max + 1);
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.appendCodePoint(script.codePoint(r));
    }
    return b.toString();
  }

  static String latin(SplittableRandom r) {
    return LATIN[r.nextInt(LATIN.length)];
  }

  /** A sentence of about {@code chars} characters mixing the scripts, as a status in a CJK search result does. */
  static String mixed(SplittableRandom r, int chars) {
    StringBuilder b = new StringBuilder();
    while (b.length() < chars) {
      int kind = r.nextInt(12);
      if (kind < 4) {
        b.append(word(r, Script.HAN, 1, 4));
      } else if (kind < 7) {
        b.append(word(r, Script.KANA, 2, 6));
      } else if (kind == 7) {
        b.append(word(r, Script.HANGUL, 1, 3));
      } else if (kind == 8) {
        b.append(' ').append(latin(r)).append(' ');
      } else if (kind == 9) {
        b.appendCodePoint(Script.EMOJI.codePoint(r));
      } else if (kind == 10) {
        b.append(r.nextBoolean() ? "、" : "！");
      } else {
        b.append(r.nextInt(5) == 0 ? "\n" : "。");
      }
    }
    return b.toString();
  }

  /** {@code n} characters of [a-zA-Z0-9]. */
  static String alnum(SplittableRandom r, int n) {
    String alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    StringBuilder b = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      b.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return b.toString();
  }

  enum Script {
    HAN(0x4E00, 0x9FA5),
    KANA(0x3041, 0x30F6),
    HANGUL(0xAC00, 0xD7A3),
    EMOJI(0x1F600, 0x1F64F);

    private final int from;
    private final int to;

    Script(int from, int to) {
      this.from = from;
      this.to = to;
    }

    int codePoint(SplittableRandom r) {
      return r.nextInt(from, to + 1);
    }
  }
}
