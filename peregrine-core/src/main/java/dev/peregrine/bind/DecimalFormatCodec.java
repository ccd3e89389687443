package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.BigNumberParser;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.ParsePosition;
import java.util.Locale;
import static dev.peregrine.bind.NumericText.describe;
import static dev.peregrine.bind.NumericText.quote;

/**
 * A number bound under {@code @Format}: written as a string formatted by a {@link DecimalFormat} pattern,
 * read from such a string or from a plain number (through the type's plain codec).
 *
 * <p>Symbols are those of {@link Locale#ROOT} ('.' decimal, ',' grouping), so output does not depend on
 * the machine's locale. Parsing keeps every digit ({@code setParseBigDecimal}) and then converts exactly:
 * a fraction for an integer type or a value out of the type's range is an error, and the whole string must
 * be consumed.
 *
 * <p>DecimalFormat is not thread-safe and codecs are shared, so every call works on a clone of a prototype
 * that is configured once and never used itself.
 */
final class DecimalFormatCodec<T> implements NullableCodec<T> {
  private enum Target { INT, LONG, SHORT, BYTE, DOUBLE, FLOAT, BIG_DECIMAL, BIG_INTEGER }

  private final DecimalFormat prototype;
  private final String pattern;
  private final Target target;
  private final String targetName;
  private final Codec<T> plain;
  private final T nullValue;

  private DecimalFormatCodec(DecimalFormat prototype, String pattern, Target target, String targetName,
      Codec<T> plain, T nullValue) {
    this.prototype = prototype;
    this.pattern = pattern;
    this.target = target;
    this.targetName = targetName;
    this.plain = plain;
    this.nullValue = nullValue;
  }

  /**
   * The formatted codec for {@code type}, or null when {@code type} is not a number type this supports.
   * {@code plain} is the type's unformatted codec, used for plain numbers.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Codec<?> create(Class<?> type, String pattern, Codec<?> plain) {
    Target target;
    Object nullValue = null;
    if (type == int.class || type == Integer.class) {
      target = Target.INT;
      if (type.isPrimitive()) nullValue = 0;
    } else if (type == long.class || type == Long.class) {
      target = Target.LONG;
      if (type.isPrimitive()) nullValue = 0L;
    } else if (type == short.class || type == Short.class) {
      target = Target.SHORT;
      if (type.isPrimitive()) nullValue = (short) 0;
    } else if (type == byte.class || type == Byte.class) {
      target = Target.BYTE;
      if (type.isPrimitive()) nullValue = (byte) 0;
    } else if (type == double.class || type == Double.class) {
      target = Target.DOUBLE;
      if (type.isPrimitive()) nullValue = 0.0;
    } else if (type == float.class || type == Float.class) {
      target = Target.FLOAT;
      if (type.isPrimitive()) nullValue = 0.0f;
    } else if (type == BigDecimal.class) {
      target = Target.BIG_DECIMAL;
    } else if (type == BigInteger.class) {
      target = Target.BIG_INTEGER;
    } else {
      return null;
    }
    DecimalFormat prototype;
    try {
      prototype = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new PeregrineException("@Format(\"" + pattern + "\") on " + type.getName()
          + " is not a DecimalFormat pattern: " + e.getMessage(), e);
    }
    prototype.setParseBigDecimal(true);
    String name = type.getSimpleName();
    String article = "aeiouAEIOU".indexOf(name.charAt(0)) >= 0 ? "an " : "a ";
    return new DecimalFormatCodec(prototype, pattern, target, article + name, plain, nullValue);
  }

  @Override
  public T readNull() {
    return nullValue;
  }

  @Override
  public T read(ValueReader in) {
    Kind k = in.peek();
    if (k == Kind.NUMBER) return plain.read(in);
    if (k != Kind.STRING) throw in.error("expected " + targetName + " as a string or number, found " + describe(k));
    String s = in.readString();
    int limit = in.limits().maxNumberLength();
    if (s.length() > limit) {
      throw in.error("numeric string of " + s.length() + " characters is longer than the limit of " + limit);
    }
    if (hugeExponent(s)) throw in.error(quote(s) + " is out of range for " + targetName);
    long exponent = exponent(s);
    if (Math.abs(exponent) > in.limits().maxNumberExponent()) {
      throw in.error(BigNumberParser.exponentBeyondLimit(exponent, in.limits().maxNumberExponent()));
    }
    DecimalFormat f = (DecimalFormat) prototype.clone();
    ParsePosition pos = new ParsePosition(0);
    Number n;
    try {
      n = f.parse(s, pos);
    } catch (ArithmeticException e) {
      // DecimalFormat throws "Underflow" for some exponents past int range instead of failing the parse.
      throw in.error(quote(s) + " is out of range for " + targetName, e);
    }
    if (n == null || pos.getIndex() != s.length()) {
      throw in.error(quote(s) + " does not match the number format \"" + pattern + "\" for " + targetName);
    }
    return convert(in, s, n, limit);
  }

  /**
   * True when {@code s} has an exponent of more than 9 significant digits. DecimalFormat keeps the exponent
   * in an int and wraps it silently ({@code "1E9999999999"} parses as 1E+1410065407), so such text is
   * refused before parsing; no value of a supported type needs it.
   */
  private static boolean hugeExponent(String s) {
    int e = s.indexOf('E');
    if (e < 0) return false;
    int i = e + 1;
    int n = s.length();
    if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) i++;
    while (i < n && s.charAt(i) == '0') i++;
    int digits = 0;
    while (i < n && Character.isDigit(s.charAt(i))) {
      i++;
      digits++;
    }
    return digits > 9;
  }

  /** The exponent after 'E' in {@code s}, of at most 9 significant digits ({@link #hugeExponent}), or 0. */
  private static long exponent(String s) {
    int e = s.indexOf('E');
    if (e < 0) return 0;
    int i = e + 1;
    int n = s.length();
    boolean negative = i < n && s.charAt(i) == '-';
    if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) i++;
    long v = 0;
    for (; i < n && Character.isDigit(s.charAt(i)); i++) v = v * 10 + Character.digit(s.charAt(i), 10);
    return negative ? -v : v;
  }

  /**
   * The parsed value as the target type, exactly. {@code n} is a BigDecimal, or a Double for NaN and the
   * infinities.
   */
  @SuppressWarnings("unchecked")
  private T convert(ValueReader in, String s, Number n, int limit) {
    if (n instanceof Double d) {
      if (target == Target.DOUBLE) return (T) d;
      if (target == Target.FLOAT) return (T) Float.valueOf(d.floatValue());
      throw in.error(quote(s) + " is out of range for " + targetName);
    }
    BigDecimal v = (BigDecimal) n;
    try {
      switch (target) {
        case INT: return (T) Integer.valueOf(v.intValueExact());
        case LONG: return (T) Long.valueOf(v.longValueExact());
        case SHORT: return (T) Short.valueOf(v.shortValueExact());
        case BYTE: return (T) Byte.valueOf(v.byteValueExact());
        case BIG_DECIMAL: return (T) v;
        case BIG_INTEGER:
          // An exponent pattern can spell a number with more digits than the input has characters.
          if (v.precision() - v.scale() > limit) throw in.error(quote(s) + " is out of range for " + targetName);
          return (T) v.toBigIntegerExact();
        case DOUBLE: {
          double d = v.doubleValue();
          if (Double.isInfinite(d)) throw in.error(quote(s) + " is out of range for " + targetName);
          return (T) Double.valueOf(d);
        }
        case FLOAT: {
          float f = v.floatValue();
          if (Float.isInfinite(f)) throw in.error(quote(s) + " is out of range for " + targetName);
          return (T) Float.valueOf(f);
        }
        default: throw new AssertionError(target);
      }
    } catch (ArithmeticException e) {
      // xValueExact: a fraction, or a value outside the type's range.
      String why = v.signum() != 0 && v.stripTrailingZeros().scale() > 0 ? " is not an integer for "
          : " is out of range for ";
      throw in.error(quote(s) + why + targetName, e);
    }
  }

  @Override
  public void write(ValueWriter out, T value) {
    DecimalFormat f = (DecimalFormat) prototype.clone();
    String text;
    if (value instanceof Float x && Float.isFinite(x)) {
      // Through the float's own shortest decimal, not its double widening (0.1f is not 0.100000001490...).
      text = f.format(new BigDecimal(Float.toString(x)));
    } else if (value instanceof Double || value instanceof Float) {
      text = f.format(((Number) value).doubleValue());
    } else if (value instanceof BigDecimal || value instanceof BigInteger) {
      text = f.format(value);
    } else {
      text = f.format(((Number) value).longValue());
    }
    out.value(text);
  }
}
