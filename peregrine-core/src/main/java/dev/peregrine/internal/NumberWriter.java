package dev.peregrine.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Writes numbers as ASCII decimal text into a byte array.
 *
 * <p>Doubles and floats come out exactly as {@link Double#toString(double)} and {@link Float#toString(float)}
 * print them from JDK 19 on, on every JDK this library runs on (JDK 17's own printer sometimes emits more
 * digits than needed). The digits are chosen by Giulietti's Schubfach algorithm ("The Schubfach way to render
 * doubles", 2020): the shortest decimal that rounds back to the same value, at least two digits long, and of
 * those the closest to the exact value, ties to an even last digit.
 */
public final class NumberWriter {
  private NumberWriter() {}

  // The digits of 0..99 as little-endian shorts, tens first, so writing two digits is one load and one store.
  private static final short[] PAIRS = new short[100];
  private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /**
   * The digits of 0..999 as the low three bytes of a little-endian int, zeros in front, the first digit lowest;
   * the top byte is how many of those zeros lead (2 below 10, 1 below 100, else 0), so that a number under a
   * thousand is one load, a shift and one store, and a thousand's group one load and one store.
   */
  private static final int[] TRIPLES = new int[1000];

  static {
    for (int i = 0; i < 100; i++) {
      PAIRS[i] = (short) (('0' + i / 10) | ('0' + i % 10) << 8);
    }
    for (int i = 0; i < 1000; i++) {
      int lead = i < 10 ? 2 : i < 100 ? 1 : 0;
      TRIPLES[i] = ('0' + i / 100) | ('0' + i / 10 % 10) << 8 | ('0' + i % 10) << 16 | lead << 24;
    }
  }

  /** The two digits of {@code v} (0 to 99) at {@code buf[pos]}: one load and one store. */
  static void pairAt(byte[] buf, int pos, int v) {
    SHORT.set(buf, pos, PAIRS[v]);
  }

  /** The two digits of {@code v} (0 to 99) as a little-endian short, tens first, ready to be shifted into a word. */
  static long pair(int v) {
    return PAIRS[v];
  }

  private static final byte[] INT_MIN = "-2147483648".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] LONG_MIN = "-9223372036854775808".getBytes(StandardCharsets.US_ASCII);

  /** 10^0 .. 10^18. */
  private static final long[] POW10 = new long[19];

  static {
    long p = 1;
    for (int i = 0; i < POW10.length; i++) {
      POW10[i] = p;
      p *= 10;
    }
  }

  // Double geometry: a finite double is c 2^q with C_MIN <= c < 2 C_MIN (normal) or q = Q_MIN (subnormal).
  private static final int D_PRECISION = 53;
  private static final int D_Q_MIN = -1074;
  private static final long D_C_MIN = 1L << 52;
  /** Subnormals with c below this have too few digits for the two-digit rule; they are scaled up by ten first. */
  private static final long D_C_TINY = 3;

  private static final int F_PRECISION = 24;
  private static final int F_Q_MIN = -149;
  private static final int F_C_MIN = 1 << 23;
  private static final int F_C_TINY = 8;

  /** Range of k (the decimal scale) the double algorithm uses; the float range lies inside it. */
  private static final int K_MIN = -324;

  private static final int K_MAX = 292;

  /**
   * For each k, g = floor(10^-k 2^(125 - floor(log2 10^-k))) + 1, a 126-bit overestimate of the scaled power
   * of ten, split as g1 2^63 + g0 with both halves in 63 bits so that signed multiplies stay exact. In a
   * holder class: building it takes milliseconds, which writing integers (and a cold start) should not pay.
   */
  private static final class Powers {
    static final long[] G = tenPowers();
  }

  /**
   * Writes {@code v} in decimal.
   *
   * @param buf destination, with room for 11 characters at {@code pos}
   * @param pos where the first character goes
   * @param v the value
   * @return the index after the last character written
   */
  public static int writeInt(byte[] buf, int pos, int v) {
    if (v < 0) {
      if (v == Integer.MIN_VALUE) {
        System.arraycopy(INT_MIN, 0, buf, pos, INT_MIN.length);
        return pos + INT_MIN.length;
      }
      buf[pos++] = '-';
      v = -v;
    }
    return writePositive(buf, pos, v);
  }

  // v >= 0: up to 8 digits as one word, more as the first one or two and then a word of eight.
  private static int writePositive(byte[] buf, int pos, int v) {
    if (v < 100_000_000) return upToEight(buf, pos, v);
    int high = v / 100_000_000; // 1 to 21
    pos = twoDigits(buf, pos, high);
    LONG.set(buf, pos, eightDigits(v - high * 100_000_000));
    return pos + 8;
  }

  // 0 <= v < 10^8. Up to six digits as two groups of three from a table, seven and eight as one word of
  // eight with its leading zeros shifted out. The stores reach past the digits; the bytes there are left for
  // the next output to overwrite. With fewer than 8 bytes of room left, two digits a step instead.
  private static int upToEight(byte[] buf, int pos, int v) {
    if (v < 100) return twoDigits(buf, pos, v);
    if (buf.length - pos < 8) {
      int len = decimalLength(v);
      writeDigits(buf, pos + len, v);
      return pos + len;
    }
    if (v < 1_000_000) {
      int high = v / 1000;
      if (high == 0) {
        INT.set(buf, pos, TRIPLES[v]);
        return pos + 3;
      }
      int t = TRIPLES[high];
      int lead = t >>> 24;
      INT.set(buf, pos, t >>> (lead << 3));
      pos += 3 - lead;
      INT.set(buf, pos, TRIPLES[v - high * 1000]);
      return pos + 3;
    }
    int len = v < 10_000_000 ? 7 : 8;
    LONG.set(buf, pos, eightDigits(v) >>> ((8 - len) << 3));
    return pos + len;
  }

  // 0 <= v < 100.
  private static int twoDigits(byte[] buf, int pos, int v) {
    if (v < 10) {
      buf[pos] = (byte) ('0' + v);
      return pos + 1;
    }
    SHORT.set(buf, pos, PAIRS[v]);
    return pos + 2;
  }

  /**
   * The 8 digits of {@code 0 <= v < 10^8}, zeros in front, as the bytes of a little-endian word, the first
   * digit lowest: the first two from {@link #PAIRS}, the next two groups of three from {@link #TRIPLES} (their
   * lead counts masked off). The two divisions (by 10^6 and by 10^3) do not wait for each other, and the
   * tables are 4.2 KB; the word built lane by lane with five multiplications one after the other took 43% of a
   * long array's write.
   */
  static long eightDigits(int v) {
    int millions = v / 1_000_000;
    int thousands = v / 1000;
    int mid = thousands - millions * 1000;
    int low = v - thousands * 1000;
    return PAIRS[millions] | (long) (TRIPLES[mid] & 0xFFFFFF) << 16 | (long) (TRIPLES[low] & 0xFFFFFF) << 40;
  }

  /**
   * Writes {@code v} in decimal.
   *
   * @param buf destination, with room for 20 characters at {@code pos}
   * @param pos where the first character goes
   * @param v the value
   * @return the index after the last character written
   */
  public static int writeLong(byte[] buf, int pos, long v) {
    if (v < 0) {
      if (v == Long.MIN_VALUE) {
        System.arraycopy(LONG_MIN, 0, buf, pos, LONG_MIN.length);
        return pos + LONG_MIN.length;
      }
      buf[pos++] = '-';
      v = -v;
    }
    if (v == (int) v) return writePositive(buf, pos, (int) v);
    // 10 to 19 digits: the first 1 to 8 (or 1 to 3, then 8), then words of eight.
    long high = v / 100_000_000;
    int low = (int) (v - high * 100_000_000);
    if (high < 100_000_000) {
      pos = upToEight(buf, pos, (int) high);
    } else {
      long top = high / 100_000_000; // 1 to 922
      int mid = (int) (high - top * 100_000_000);
      if (top < 100) {
        pos = twoDigits(buf, pos, (int) top);
      } else {
        INT.set(buf, pos, TRIPLES[(int) top]);
        pos += 3;
      }
      LONG.set(buf, pos, eightDigits(mid));
      pos += 8;
    }
    LONG.set(buf, pos, eightDigits(low));
    return pos + 8;
  }

  /**
   * Writes a finite {@code v} as JDK 19+'s {@link Double#toString(double)} would. Twin of
   * {@link #writeFloat}: the same steps at double width; a fix to one belongs in both.
   *
   * @param buf destination, with room for 32 characters at {@code pos}
   * @param pos where the first character goes
   * @param v a finite value
   * @return the index after the last character written
   */
  public static int writeDouble(byte[] buf, int pos, double v) {
    long bits = Double.doubleToRawLongBits(v);
    if (bits < 0) buf[pos++] = '-';
    long t = bits & (D_C_MIN - 1);
    int bq = (int) (bits >>> 52) & 0x7FF;
    if (bq != 0) {
      int mq = -D_Q_MIN + 1 - bq; // -q
      long c = D_C_MIN | t;
      // An integer below 2^53 is its own shortest decimal: every digit is needed to tell it from its neighbours.
      if (0 < mq && mq < D_PRECISION) {
        long f = c >> mq;
        if (f << mq == c) return format(buf, pos, f, 0);
      }
      return shortestDouble(buf, pos, -mq, c, 0);
    }
    if (t != 0) {
      return t < D_C_TINY ? shortestDouble(buf, pos, D_Q_MIN, 10 * t, -1) : shortestDouble(buf, pos, D_Q_MIN, t, 0);
    }
    buf[pos] = '0';
    buf[pos + 1] = '.';
    buf[pos + 2] = '0';
    return pos + 3;
  }

  /**
   * Writes a finite {@code v} as JDK 19+'s {@link Float#toString(float)} would. Twin of
   * {@link #writeDouble}, at float width (int arithmetic, its own table range).
   *
   * @param buf destination, with room for 32 characters at {@code pos}
   * @param pos where the first character goes
   * @param v a finite value
   * @return the index after the last character written
   */
  public static int writeFloat(byte[] buf, int pos, float v) {
    int bits = Float.floatToRawIntBits(v);
    if (bits < 0) buf[pos++] = '-';
    int t = bits & (F_C_MIN - 1);
    int bq = (bits >>> 23) & 0xFF;
    if (bq != 0) {
      int mq = -F_Q_MIN + 1 - bq;
      int c = F_C_MIN | t;
      if (0 < mq && mq < F_PRECISION) {
        int f = c >> mq;
        if (f << mq == c) return format(buf, pos, f, 0);
      }
      return shortestFloat(buf, pos, -mq, c, 0);
    }
    if (t != 0) {
      return t < F_C_TINY ? shortestFloat(buf, pos, F_Q_MIN, 10 * t, -1) : shortestFloat(buf, pos, F_Q_MIN, t, 0);
    }
    buf[pos] = '0';
    buf[pos + 1] = '.';
    buf[pos + 2] = '0';
    return pos + 3;
  }

  /**
   * {@code v} as JDK 19+'s {@link Double#toString(double)} prints it, on any JDK.
   *
   * @param v any value; NaN and the infinities print as the JDK prints them
   * @return the shortest round-tripping decimal text
   */
  public static String toString(double v) {
    if (!Double.isFinite(v)) return Double.toString(v);
    byte[] buf = new byte[32];
    return new String(buf, 0, writeDouble(buf, 0, v), StandardCharsets.ISO_8859_1);
  }

  /**
   * {@code v} as JDK 19+'s {@link Float#toString(float)} prints it, on any JDK.
   *
   * @param v any value; NaN and the infinities print as the JDK prints them
   * @return the shortest round-tripping decimal text
   */
  public static String toString(float v) {
    if (!Float.isFinite(v)) return Float.toString(v);
    byte[] buf = new byte[32];
    return new String(buf, 0, writeFloat(buf, 0, v), StandardCharsets.ISO_8859_1);
  }

  /**
   * Schubfach for {@code c 2^q}, writing {@code digits 10^(k + dk)}.
   *
   * <p>Everything is scaled by 4 so that the rounding interval's ends, a half ulp either side (a quarter
   * below at a power of two, where the spacing below halves), are integers: cb is the value, cbl and cbr the
   * ends. Multiplying by g and keeping the top bits gives them in units of 10^k, rounded to odd so that
   * "exactly an integer" stays distinguishable from "a little above". k is chosen so that 2^q / 10^k lies in
   * [1, 10), leaving at most 17 digits at that scale; the candidates are then one digit shorter (a multiple
   * of ten) or full length, and the shorter wins when exactly one of its two neighbours is in the interval.
   */
  private static int shortestDouble(byte[] buf, int pos, int q, long c, int dk) {
    // With c even the interval ends round to this value, so they belong to it; with c odd they do not.
    int out = (int) c & 1;
    long cb = c << 2;
    long cbr = cb + 2;
    long cbl;
    int k;
    if (c != D_C_MIN || q == D_Q_MIN) {
      cbl = cb - 2;
      k = floorLog10Pow2(q);
    } else {
      cbl = cb - 1;
      k = floorLog10ThreeQuartersPow2(q);
    }
    int h = q + floorLog2Pow10(-k) + 2;
    int gi = 2 * (k - K_MIN);
    long g1 = Powers.G[gi];
    long g0 = Powers.G[gi + 1];
    long vb = roundToOdd(g1, g0, cb << h);
    long vbl = roundToOdd(g1, g0, cbl << h);
    long vbr = roundToOdd(g1, g0, cbr << h);

    long s = vb >> 2;
    if (s >= 100) {
      // s / 10 by multiplication: the multiplier exceeds 2^64 / 10 by 6.4, which keeps the floor exact for
      // s below 2^58; here s < 10 * 2^53.
      long sp10 = 10 * Math.multiplyHigh(s, 115_292_150_460_684_698L << 4);
      long tp10 = sp10 + 10;
      boolean upIn = vbl + out <= sp10 << 2;
      boolean wpIn = (tp10 << 2) + out <= vbr;
      if (upIn != wpIn) return format(buf, pos, upIn ? sp10 : tp10, k);
    }
    long t = s + 1;
    boolean uIn = vbl + out <= s << 2;
    boolean wIn = (t << 2) + out <= vbr;
    if (uIn != wIn) return format(buf, pos, uIn ? s : t, k + dk);
    // Both neighbours qualify: the closer one, the even one on a tie.
    long cmp = vb - ((s + t) << 1);
    return format(buf, pos, cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : t, k + dk);
  }

  /**
   * floor(cp g / 2^127) with its lowest bit set when anything nonzero was cut off, where g = g1 2^63 + g0.
   * The product's bottom 64 bits and one bit of g1 cp's low word are ignored: Schubfach's error analysis shows
   * they never change the outcome.
   */
  private static long roundToOdd(long g1, long g0, long cp) {
    long x1 = Math.multiplyHigh(g0, cp);
    long y0 = g1 * cp;
    long y1 = Math.multiplyHigh(g1, cp);
    long z = (y0 >>> 1) + x1;
    long floor = y1 + (z >>> 63);
    long sticky = ((z & Long.MAX_VALUE) + Long.MAX_VALUE) >>> 63;
    return floor | sticky;
  }

  /** The float twin of {@link #shortestDouble}: same steps, with a 64-bit g (the top of the double's, plus 1). */
  private static int shortestFloat(byte[] buf, int pos, int q, int c, int dk) {
    int out = c & 1;
    long cb = (long) c << 2;
    long cbr = cb + 2;
    long cbl;
    int k;
    if (c != F_C_MIN || q == F_Q_MIN) {
      cbl = cb - 2;
      k = floorLog10Pow2(q);
    } else {
      cbl = cb - 1;
      k = floorLog10ThreeQuartersPow2(q);
    }
    int h = q + floorLog2Pow10(-k) + 33;
    long g = Powers.G[2 * (k - K_MIN)] + 1;
    int vb = roundToOdd(g, cb << h);
    int vbl = roundToOdd(g, cbl << h);
    int vbr = roundToOdd(g, cbr << h);

    int s = vb >> 2;
    if (s >= 100) {
      // s / 10 as s * ceil(2^34 / 10) / 2^34, exact for every s below 2^31; here s < 10 * 2^24.
      int sp10 = 10 * (int) (s * 1_717_986_919L >>> 34);
      int tp10 = sp10 + 10;
      boolean upIn = vbl + out <= sp10 << 2;
      boolean wpIn = (tp10 << 2) + out <= vbr;
      if (upIn != wpIn) return format(buf, pos, upIn ? sp10 : tp10, k);
    }
    int t = s + 1;
    boolean uIn = vbl + out <= s << 2;
    boolean wIn = (t << 2) + out <= vbr;
    if (uIn != wIn) return format(buf, pos, uIn ? s : t, k + dk);
    int cmp = vb - ((s + t) << 1);
    return format(buf, pos, cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : t, k + dk);
  }

  /** floor(cp g / 2^95) rounded to odd; the float twin of the two-word version above. */
  private static int roundToOdd(long g, long cp) {
    long x1 = Math.multiplyHigh(g, cp);
    long floor = x1 >>> 31;
    long sticky = ((x1 & 0xFFFF_FFFFL) + 0xFFFF_FFFFL) >>> 32;
    return (int) (floor | sticky);
  }

  /**
   * Lays out {@code f 10^e} (f > 0) in the JDK's format: plain notation with at least one fraction digit for
   * 10^-3 <= value < 10^7, otherwise one digit, point, at least one more digit, 'E' and the exponent.
   */
  private static int format(byte[] buf, int pos, long f, int e) {
    // Trailing zeros carry no information, and the layouts below want the bare significant digits.
    while (f % 100 == 0) {
      f /= 100;
      e += 2;
    }
    if (f % 10 == 0) {
      f /= 10;
      e++;
    }
    int n = decimalLength(f);
    int sciExp = e + n - 1;
    if (0 <= sciExp && sciExp < 7) {
      int intDigits = sciExp + 1;
      if (n <= intDigits) {
        writeDigits(buf, pos + n, f);
        for (int i = n; i < intDigits; i++) buf[pos + i] = '0';
        pos += intDigits;
        buf[pos] = '.';
        buf[pos + 1] = '0';
        return pos + 2;
      }
      // Write the digits one place to the right, then pull the integer part back over the gap.
      writeDigits(buf, pos + 1 + n, f);
      System.arraycopy(buf, pos + 1, buf, pos, intDigits);
      buf[pos + intDigits] = '.';
      return pos + 1 + n;
    }
    if (-3 <= sciExp && sciExp < 0) {
      buf[pos] = '0';
      buf[pos + 1] = '.';
      int zeros = -sciExp - 1;
      for (int i = 0; i < zeros; i++) buf[pos + 2 + i] = '0';
      int end = pos + 2 + zeros + n;
      writeDigits(buf, end, f);
      return end;
    }
    int end = pos + 1 + n;
    writeDigits(buf, end, f);
    buf[pos] = buf[pos + 1];
    buf[pos + 1] = '.';
    if (n == 1) buf[end++] = '0';
    buf[end++] = 'E';
    if (sciExp < 0) {
      buf[end++] = '-';
      sciExp = -sciExp;
    }
    int len = decimalLength(sciExp);
    end += len;
    writeDigits(buf, end, sciExp);
    return end;
  }

  /** Number of decimal digits of {@code v >= 0}, at least 1. */
  private static int decimalLength(int v) {
    // floor(bits * log10(2)) is the length or one short of it.
    int len = ((32 - Integer.numberOfLeadingZeros(v)) * 1233) >>> 12;
    return v >= POW10[len] ? len + 1 : Math.max(len, 1);
  }

  private static int decimalLength(long v) {
    int len = ((64 - Long.numberOfLeadingZeros(v)) * 1233) >>> 12;
    if (len >= POW10.length) return 19;
    return v >= POW10[len] ? len + 1 : Math.max(len, 1);
  }

  /**
   * Writes the digits of {@code 0 <= v < 10^8} right to left, two per step, ending just before {@code end}.
   * The caller has sized the field with {@link #decimalLength}. The long version below takes more digits.
   */
  private static void writeDigits(byte[] buf, int end, int v) {
    while (v >= 100) {
      int r = v % 100;
      v /= 100;
      end -= 2;
      SHORT.set(buf, end, PAIRS[r]);
    }
    if (v >= 10) {
      SHORT.set(buf, end - 2, PAIRS[v]);
    } else {
      buf[end - 1] = (byte) ('0' + v);
    }
  }

  /**
   * As the int version above for any {@code v >= 0}: groups of eight digits as words ({@link #eightDigits})
   * while more than eight are left, then the int version (a double's 17 digits: one long division and two
   * words, where two digits a step took eight divisions one after the other, the doubles' writes' longest chain).
   */
  private static void writeDigits(byte[] buf, int end, long v) {
    while (v >= 100_000_000) {
      long q = v / 100_000_000;
      end -= 8;
      LONG.set(buf, end, eightDigits((int) (v - q * 100_000_000)));
      v = q;
    }
    writeDigits(buf, end, (int) v);
  }

  // Fixed-point logarithms, exact over the exponent ranges used here (checked exhaustively by the tests).

  /** floor(e log10(2)). */
  static int floorLog10Pow2(int e) {
    return (int) ((e * 661_971_961_083L) >> 41);
  }

  /** floor(e log10(2) + log10(3/4)). */
  static int floorLog10ThreeQuartersPow2(int e) {
    return (int) ((e * 661_971_961_083L - 274_743_187_321L) >> 41);
  }

  /** floor(e log2(10)). */
  static int floorLog2Pow10(int e) {
    return (int) ((e * 913_124_641_741L) >> 38);
  }

  private static long[] tenPowers() {
    long[] table = new long[2 * (K_MAX - K_MIN + 1)];
    BigInteger mask63 = BigInteger.ONE.shiftLeft(63).subtract(BigInteger.ONE);
    for (int k = K_MIN; k <= K_MAX; k++) {
      int shift = 125 - floorLog2Pow10(-k);
      BigInteger g;
      if (k <= 0) {
        BigInteger p = BigInteger.TEN.pow(-k);
        g = shift >= 0 ? p.shiftLeft(shift) : p.shiftRight(-shift);
      } else {
        g = BigInteger.ONE.shiftLeft(shift).divide(BigInteger.TEN.pow(k));
      }
      g = g.add(BigInteger.ONE);
      int i = 2 * (k - K_MIN);
      table[i] = g.shiftRight(63).longValue();
      table[i + 1] = g.and(mask63).longValue();
    }
    return table;
  }
}
