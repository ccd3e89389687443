package dev.peregrine.bind;

import dev.peregrine.PeregrineException;
import dev.peregrine.internal.BigNumberParser;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Numbers that arrive as strings ({@code "123"} for an int), which the scalar codecs accept for leniency
 * as fastjson2 and Jackson do, and the error text the scalar codecs share.
 *
 * <p>A numeric string must have the syntax of a JSON number (no sign '+', no leading zeros, no spaces, no
 * hex or type suffixes), so that {@code "1d"} or {@code "0x10"}, which the JDK parsers would take, is
 * rejected; its length is bounded by {@link Limits#maxNumberLength()} and, where a BigDecimal is made, its
 * exponent by {@link Limits#maxNumberExponent()}. Only the syntax check lives here: the digits are converted
 * by the parsers every format's numbers use (the JDK's for int, long and double; {@link BigNumberParser} for
 * BigInteger and BigDecimal, which is not quadratic in the digits).
 */
final class NumericText {
  /** Longest piece of input quoted in an error message. */
  private static final int QUOTE_LIMIT = 64;

  private NumericText() {}

  /**
   * Reads the string a numeric codec accepts in place of a number; {@code kind} is what the reader is on,
   * {@code target} names the type for the error text ("an int").
   */
  static String readNumericString(ValueReader in, Kind kind, String target) {
    if (kind != Kind.STRING) throw in.error("expected " + target + ", found " + describe(kind));
    String s = in.readString();
    int limit = in.limits().maxNumberLength();
    if (s.length() > limit) {
      throw in.error("numeric string of " + s.length() + " characters for " + target
          + " is longer than the limit of " + limit);
    }
    return s;
  }

  /** True when {@code s} is an integer in JSON syntax: {@code -?(0|[1-9][0-9]*)}. */
  static boolean isInteger(String s) {
    return integerEnd(s, 0) == s.length();
  }

  /** True when {@code s} is a JSON number: an integer, optional fraction, optional exponent. */
  static boolean isNumber(String s) {
    int i = integerEnd(s, 0);
    if (i < 0) return false;
    int n = s.length();
    if (i < n && s.charAt(i) == '.') {
      i = digitsEnd(s, i + 1);
      if (i < 0) return false;
    }
    if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) i++;
      i = digitsEnd(s, i);
      if (i < 0) return false;
    }
    return i == n;
  }

  /** The index after an optional '-' and the integer digits starting at {@code i}, or -1. */
  private static int integerEnd(String s, int i) {
    int n = s.length();
    if (i < n && s.charAt(i) == '-') i++;
    if (i >= n) return -1;
    if (s.charAt(i) == '0') return i + 1;
    return digitsEnd(s, i);
  }

  /** The index after one or more ASCII digits starting at {@code i}, or -1 when there is none. */
  private static int digitsEnd(String s, int i) {
    int start = i;
    int n = s.length();
    while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') i++;
    return i == start ? -1 : i;
  }

  static int parseInt(ValueReader in, String s, String target) {
    checkInteger(in, s, target);
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      // The syntax was checked, so the only failure left is magnitude.
      throw in.error(quote(s) + " is out of range for " + target, e);
    }
  }

  static long parseLong(ValueReader in, String s, String target) {
    checkInteger(in, s, target);
    try {
      return Long.parseLong(s);
    } catch (NumberFormatException e) {
      throw in.error(quote(s) + " is out of range for " + target, e);
    }
  }

  static BigInteger parseBigInteger(ValueReader in, String s, String target) {
    checkInteger(in, s, target);
    return BigNumberParser.parseInteger(s);
  }

  static BigDecimal parseBigDecimal(ValueReader in, String s, String target) {
    checkNumber(in, s, target);
    long exponent = BigNumberParser.exponent(s);
    int limit = in.limits().maxNumberExponent();
    if (Math.abs(exponent) > limit) throw in.error(BigNumberParser.exponentBeyondLimit(exponent, limit));
    try {
      return BigNumberParser.parseDecimal(s);
    } catch (ArithmeticException e) {
      // A scale beyond int range, possible only under an exponent limit raised about that far.
      throw in.error(quote(s) + " is out of range for " + target, e);
    }
  }

  /** A double from a numeric string, or from "NaN", "Infinity" and "-Infinity" (as Jackson accepts). */
  static double parseDouble(ValueReader in, String s, String target) {
    switch (s) {
      case "NaN": return Double.NaN;
      case "Infinity": return Double.POSITIVE_INFINITY;
      case "-Infinity": return Double.NEGATIVE_INFINITY;
      default: break;
    }
    checkNumber(in, s, target);
    return Double.parseDouble(s); // beyond the range: infinity, the correctly rounded value
  }

  /** A float as {@link #parseDouble}, rounded once, straight from the text. */
  static float parseFloat(ValueReader in, String s, String target) {
    switch (s) {
      case "NaN": return Float.NaN;
      case "Infinity": return Float.POSITIVE_INFINITY;
      case "-Infinity": return Float.NEGATIVE_INFINITY;
      default: break;
    }
    checkNumber(in, s, target);
    return Float.parseFloat(s); // beyond the range: infinity, the correctly rounded value
  }

  /**
   * A number from a numeric string in the form {@link ValueReader#readNumber(boolean)} gives a number
   * token: Integer, Long or BigInteger for integers, Double or BigDecimal otherwise.
   */
  static Number parseNatural(ValueReader in, String s, boolean bigDecimals) {
    if (isInteger(s)) {
      // Up to 9 digits always fit an int, up to 18 a long; longer ones are sorted by the parsers.
      int digits = s.charAt(0) == '-' ? s.length() - 1 : s.length();
      if (digits <= 9) return Integer.parseInt(s);
      if (digits <= 18) {
        long v = Long.parseLong(s);
        return v == (int) v ? (Number) (int) v : (Number) v;
      }
      BigInteger b = BigNumberParser.parseInteger(s);
      return b.bitLength() < 64 ? (Number) b.longValue() : b;
    }
    if (bigDecimals) return parseBigDecimal(in, s, "a number");
    return parseDouble(in, s, "a number");
  }

  /** Narrows an int read for a short or byte, rejecting what does not fit. */
  static int checkRange(ValueReader in, int v, int min, int max, String target) {
    if (v < min || v > max) throw in.error(v + " is out of range for " + target);
    return v;
  }

  private static void checkInteger(ValueReader in, String s, String target) {
    if (!isInteger(s)) {
      throw in.error(quote(s) + (isNumber(s) ? " is not an integer for " : " is not a number for ") + target);
    }
  }

  private static void checkNumber(ValueReader in, String s, String target) {
    if (!isNumber(s)) throw in.error(quote(s) + " is not a number for " + target);
  }

  /** {@code s} in single quotes, cut short if long, for error text (input may be hostile and huge). */
  static String quote(String s) {
    if (s.length() <= QUOTE_LIMIT) return "'" + s + "'";
    return "'" + s.substring(0, QUOTE_LIMIT) + "...' (" + s.length() + " characters)";
  }

  /** What a value of {@code kind} is called in error text. */
  static String describe(Kind kind) {
    return switch (kind) {
      case OBJECT -> "an object";
      case ARRAY -> "an array";
      case STRING -> "a string";
      case NUMBER -> "a number";
      case BOOLEAN -> "a boolean";
      case NULL -> "null";
      case BINARY -> "binary data";
    };
  }

  /**
   * A writer error that keeps its cause: {@link ValueWriter#error(String)} takes none, so the cause is
   * attached as suppressed (the exception's cause slot is already set, to null, by its constructor).
   */
  static PeregrineException writeError(ValueWriter out, String reason, Throwable cause) {
    PeregrineException e = out.error(reason + ": " + cause.getMessage());
    e.addSuppressed(cause);
    return e;
  }
}
