package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.CodecFactory;
import dev.peregrine.Format;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.internal.UuidText;
import dev.peregrine.stream.internal.TextParser;
import dev.peregrine.stream.internal.TextPrinter;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.annotation.Annotation;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Currency;
import java.util.HashMap;
import java.util.IllformedLocaleException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAdder;
import static dev.peregrine.bind.NumericText.checkRange;
import static dev.peregrine.bind.NumericText.describe;
import static dev.peregrine.bind.NumericText.quote;
import static dev.peregrine.bind.NumericText.readNumericString;

/**
 * The built-in codecs of single values: primitives and their boxes, String, big numbers, {@code Number},
 * atomics, UUID, URI, Locale, Currency, byte[] and char[], {@code java.time} and {@code java.util.Date}
 * (see {@link TimeCodecs}), and the {@code Optional} family.
 *
 * <p>Numeric codecs read numbers, and also numeric strings ({@code "123"}); boolean codecs also read
 * {@code "true"} and {@code "false"}; the String codec also reads a number or a boolean as its text (unless
 * {@code coerceScalars} is off: {@link StrictScalars}). A
 * value that does not fit its type (300 for a byte, 1.5 for an int) is an error, never a silent truncation;
 * a decimal beyond the double (or float) range reads as its correctly rounded value, infinity, as
 * {@link Double#parseDouble} gives it (JSON cannot write it back: it has no infinity). {@link Format} on a number type writes the number as a string formatted by a
 * {@link java.text.DecimalFormat} pattern (see {@link DecimalFormatCodec}); on a date or time type it
 * selects a {@link java.time.format.DateTimeFormatter} pattern.
 *
 * <p>Primitive codecs are {@link NullableCodec}s that read null as the type's default (0, false,
 * {@code '\0'}), as Jackson does by default; the {@code Optional} codecs read it as the empty value.
 *
 * <p>The JDK's other value types that Jackson binds ({@code URL}, {@code Path}, {@code InetAddress}, the
 * {@code java.sql} types...) are {@link JdkCodecs}'s, which also refuses {@code java.lang.Class}.
 */
final class ScalarCodecs implements CodecFactory {
  /** The codecs that need neither annotations nor configuration, by exact class. */
  private static final Map<Class<?>, Codec<?>> PLAIN = plainCodecs();

  @Override
  public Codec<?> create(Type type, Set<? extends Annotation> annotations, CodecContext context) {
    Format format = formatOf(annotations);
    if (type instanceof ParameterizedType p) {
      if (p.getRawType() != Optional.class) return null;
      // The annotations belong to the property, so they also shape the contents: @Format on an
      // Optional<LocalDate> formats the date.
      return new OptionalCodec<>(context.codec(upperBound(p.getActualTypeArguments()[0]), annotations));
    }
    if (!(type instanceof Class<?> c)) return null;
    if (c == Optional.class) return new OptionalCodec<>(context.codec(Object.class, annotations));
    if (c == OptionalInt.class) return new OptionalIntCodec(numberCodec(int.class, format, context));
    if (c == OptionalLong.class) return new OptionalLongCodec(numberCodec(long.class, format, context));
    if (c == OptionalDouble.class) return new OptionalDoubleCodec(numberCodec(double.class, format, context));
    Annotation jackson = format == null ? JacksonValues.jsonFormat(annotations) : null;
    if (jackson != null) {
      Codec<?> formatted = JacksonValues.formattedScalar(c, jackson, PLAIN.get(c));
      if (formatted != null) return formatted;
    }
    if (format != null) {
      Codec<?> formatted = DecimalFormatCodec.create(c, format.value(), (Codec<?>) PLAIN.get(c));
      if (formatted == null && isTime(c)) formatted = TimeCodecs.formatted(c, format.value());
      if (formatted != null) return formatted;
      if (PLAIN.containsKey(c) || c == Number.class || (isTime(c) && TimeCodecs.plain(c, Binder.config(context)) != null)) {
        throw new PeregrineException("@Format does not apply to " + c.getName(), null);
      }
      return null;
    }
    Codec<?> plain = PLAIN.get(c);
    if (c == Number.class) plain = new NumberCodec(Binder.config(context).bigDecimals());
    if (plain != null) return Binder.config(context).coerceScalars() ? plain : StrictScalars.of(c, plain);
    return isTime(c) ? TimeCodecs.plain(c, Binder.config(context)) : null;
  }

  // Only these reach TimeCodecs, so binding other types never loads it (its formatters and java.time.format
  // cost a cold start several milliseconds).
  private static boolean isTime(Class<?> c) {
    return c == java.util.Date.class || c == java.util.Calendar.class || c == java.util.GregorianCalendar.class
        || c.getPackageName().equals("java.time");
  }

  private static Format formatOf(Set<? extends Annotation> annotations) {
    for (Annotation a : annotations) {
      if (a instanceof Format f) return f;
    }
    return null;
  }

  @SuppressWarnings("unchecked")
  private static <T> Codec<T> numberCodec(Class<?> primitive, Format format, CodecContext context) {
    if (format == null) return (Codec<T>) context.codec(primitive);
    return (Codec<T>) DecimalFormatCodec.create(primitive, format.value(), PLAIN.get(primitive));
  }

  /** The class a type argument stands for: {@code ? extends Foo} and {@code T extends Foo} as Foo. */
  private static Type upperBound(Type t) {
    if (t instanceof WildcardType w) return w.getUpperBounds()[0];
    if (t instanceof TypeVariable<?> v) return v.getBounds()[0];
    return t;
  }

  private static Map<Class<?>, Codec<?>> plainCodecs() {
    Map<Class<?>, Codec<?>> m = new HashMap<>();
    m.put(int.class, new IntCodec(0));
    m.put(Integer.class, new IntCodec(null));
    m.put(long.class, new LongCodec(0L));
    m.put(Long.class, new LongCodec(null));
    m.put(short.class, new ShortCodec((short) 0));
    m.put(Short.class, new ShortCodec(null));
    m.put(byte.class, new ByteCodec((byte) 0));
    m.put(Byte.class, new ByteCodec(null));
    m.put(double.class, new DoubleCodec(0.0));
    m.put(Double.class, new DoubleCodec(null));
    m.put(float.class, new FloatCodec(0.0f));
    m.put(Float.class, new FloatCodec(null));
    m.put(boolean.class, new BooleanCodec(false));
    m.put(Boolean.class, new BooleanCodec(null));
    m.put(char.class, new CharCodec('\0'));
    m.put(Character.class, new CharCodec(null));
    m.put(String.class, new StringCodec());
    m.put(BigDecimal.class, new BigDecimalCodec());
    m.put(BigInteger.class, new BigIntegerCodec());
    m.put(AtomicInteger.class, new AtomicIntegerCodec());
    m.put(AtomicLong.class, new AtomicLongCodec());
    m.put(AtomicBoolean.class, new AtomicBooleanCodec());
    m.put(UUID.class, new UuidCodec());
    m.put(URI.class, new UriCodec());
    m.put(Locale.class, new LocaleCodec());
    m.put(Currency.class, new CurrencyCodec());
    m.put(byte[].class, new BytesCodec());
    m.put(char[].class, new CharsCodec());
    return Map.copyOf(m);
  }

  /**
   * A codec whose type may read null as a value of its own: the primitive default, or null for boxes and
   * reference types.
   */
  abstract static class Scalar<T> implements NullableCodec<T> {
    private final T nullValue;

    Scalar(T nullValue) {
      this.nullValue = nullValue;
    }

    @Override
    public final T readNull() {
      return nullValue;
    }
  }

  // The numeric codecs peek once and take the number path first; the string path is a separate method
  // so that the hot read stays small enough to inline.

  static final class IntCodec extends Scalar<Integer> {
    IntCodec(Integer nullValue) {
      super(nullValue);
    }

    @Override
    public Integer read(ValueReader in) {
      Kind k = in.peek();
      return k == Kind.NUMBER ? in.readInt() : fromText(in, k);
    }

    private static int fromText(ValueReader in, Kind k) {
      return NumericText.parseInt(in, readNumericString(in, k, "an int"), "an int");
    }

    @Override
    public void write(ValueWriter out, Integer value) {
      out.value(value.intValue());
    }
  }

  static final class LongCodec extends Scalar<Long> {
    LongCodec(Long nullValue) {
      super(nullValue);
    }

    @Override
    public Long read(ValueReader in) {
      Kind k = in.peek();
      return k == Kind.NUMBER ? in.readLong() : fromText(in, k);
    }

    private static long fromText(ValueReader in, Kind k) {
      return NumericText.parseLong(in, readNumericString(in, k, "a long"), "a long");
    }

    @Override
    public void write(ValueWriter out, Long value) {
      out.value(value.longValue());
    }
  }

  static final class ShortCodec extends Scalar<Short> {
    ShortCodec(Short nullValue) {
      super(nullValue);
    }

    @Override
    public Short read(ValueReader in) {
      Kind k = in.peek();
      int v = k == Kind.NUMBER ? in.readInt()
          : NumericText.parseInt(in, readNumericString(in, k, "a short"), "a short");
      return (short) checkRange(in, v, Short.MIN_VALUE, Short.MAX_VALUE, "a short");
    }

    @Override
    public void write(ValueWriter out, Short value) {
      out.value(value.intValue());
    }
  }

  static final class ByteCodec extends Scalar<Byte> {
    ByteCodec(Byte nullValue) {
      super(nullValue);
    }

    @Override
    public Byte read(ValueReader in) {
      Kind k = in.peek();
      int v = k == Kind.NUMBER ? in.readInt()
          : NumericText.parseInt(in, readNumericString(in, k, "a byte"), "a byte");
      return (byte) checkRange(in, v, Byte.MIN_VALUE, Byte.MAX_VALUE, "a byte");
    }

    @Override
    public void write(ValueWriter out, Byte value) {
      out.value(value.intValue());
    }
  }

  static final class DoubleCodec extends Scalar<Double> {
    DoubleCodec(Double nullValue) {
      super(nullValue);
    }

    @Override
    public Double read(ValueReader in) {
      Kind k = in.peek();
      if (k != Kind.NUMBER) return NumericText.parseDouble(in, readNumericString(in, k, "a double"), "a double");
      // A literal beyond the double range reads as infinity: that is its correctly rounded IEEE value, as
      // Double.parseDouble gives (writing it back as JSON fails, since JSON has no infinity).
      return in.readDouble();
    }

    @Override
    public void write(ValueWriter out, Double value) {
      out.value(value.doubleValue());
    }
  }

  static final class FloatCodec extends Scalar<Float> {
    FloatCodec(Float nullValue) {
      super(nullValue);
    }

    @Override
    public Float read(ValueReader in) {
      Kind k = in.peek();
      if (k != Kind.NUMBER) return NumericText.parseFloat(in, readNumericString(in, k, "a float"), "a float");
      return in.readFloat(); // beyond float range: infinity, the correctly rounded value (see DoubleCodec)
    }

    @Override
    public void write(ValueWriter out, Float value) {
      out.value(value.floatValue());
    }
  }

  static final class BooleanCodec extends Scalar<Boolean> {
    BooleanCodec(Boolean nullValue) {
      super(nullValue);
    }

    @Override
    public Boolean read(ValueReader in) {
      Kind k = in.peek();
      return k == Kind.BOOLEAN ? in.readBoolean() : fromText(in, k);
    }

    private static boolean fromText(ValueReader in, Kind k) {
      if (k != Kind.STRING) throw in.error("expected a boolean, found " + describe(k));
      String s = in.readString();
      if (s.equals("true")) return true;
      if (s.equals("false")) return false;
      throw in.error(quote(s) + " is not a boolean (expected true or false)");
    }

    @Override
    public void write(ValueWriter out, Boolean value) {
      out.value(value.booleanValue());
    }
  }

  /** A char is a string of one UTF-16 unit; numbers are not taken as code points. */
  static final class CharCodec extends Scalar<Character> {
    CharCodec(Character nullValue) {
      super(nullValue);
    }

    // One ASCII char is read and written where the reader and writer hold their bytes, without a String;
    // any other char (or an escape) goes through a String.
    // A byte from 0x20 to 0x7f: ASCII that is not a control character (a CBOR reader may hand any byte).
    // Classes, not lambdas: a lambda's first capture bootstraps an invokedynamic call site, and these are
    // captured by every Json.create() in a fresh JVM (milliseconds of its cold start).
    private static final TextParser<Character> ONE_BYTE = new TextParser<>() {
      @Override
      public Character parse(byte[] b, int from, int to) {
        return to - from == 1 && b[from] >= 0x20 ? (char) b[from] : null;
      }
    };
    private static final TextPrinter<Character> PRINT_ONE_BYTE = new TextPrinter<>() {
      @Override
      public int print(Character c, byte[] b, int p) {
        b[p] = (byte) c.charValue();
        return p + 1;
      }
    };

    @Override
    public Character read(ValueReader in) {
      Kind k = in.peek();
      if (k != Kind.STRING) throw in.error("expected a one-character string for a char, found " + describe(k));
      Character c = in.readText(ONE_BYTE);
      if (c != null) return c;
      String s = in.unmatchedString();
      if (s.length() != 1) throw in.error("expected a one-character string for a char, found " + quote(s));
      return s.charAt(0);
    }

    @Override
    public void write(ValueWriter out, Character value) {
      char c = value;
      if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
        out.textValue(value, 1, PRINT_ONE_BYTE);
      } else {
        out.value(String.valueOf(c));
      }
    }
  }

  /**
   * A string, or a number or boolean taken as its text. A number's text is its exact decimal value in
   * {@link BigDecimal#toString()} form (every digit kept, but {@code 1e3} reads as {@code "1E+3"}),
   * because the reader gives a number's value, not its spelling.
   */
  static final class StringCodec extends Scalar<String> {
    StringCodec() {
      super(null);
    }

    @Override
    public String read(ValueReader in) {
      Kind k = in.peek();
      return k == Kind.STRING ? in.readString() : fromOther(in, k);
    }

    private static String fromOther(ValueReader in, Kind k) {
      if (k == Kind.NUMBER) return in.readBigDecimal().toString();
      if (k == Kind.BOOLEAN) return in.readBoolean() ? "true" : "false";
      throw in.error("expected a string, found " + describe(k));
    }

    @Override
    public void write(ValueWriter out, String value) {
      out.value(value);
    }
  }

  static final class BigDecimalCodec extends Scalar<BigDecimal> {
    BigDecimalCodec() {
      super(null);
    }

    @Override
    public BigDecimal read(ValueReader in) {
      Kind k = in.peek();
      if (k == Kind.NUMBER) return in.readBigDecimal();
      return NumericText.parseBigDecimal(in, readNumericString(in, k, "a BigDecimal"), "a BigDecimal");
    }

    @Override
    public void write(ValueWriter out, BigDecimal value) {
      out.value(value);
    }
  }

  static final class BigIntegerCodec extends Scalar<BigInteger> {
    BigIntegerCodec() {
      super(null);
    }

    @Override
    public BigInteger read(ValueReader in) {
      Kind k = in.peek();
      if (k == Kind.NUMBER) return in.readBigInteger();
      return NumericText.parseBigInteger(in, readNumericString(in, k, "a BigInteger"), "a BigInteger");
    }

    @Override
    public void write(ValueWriter out, BigInteger value) {
      out.value(value);
    }
  }

  /**
   * {@code Number} reads as the reader's natural number (Integer, Long or BigInteger for integers; Double,
   * or BigDecimal under {@link BindConfig#bigDecimals()}) and writes any number by its runtime class.
   */
  static final class NumberCodec extends Scalar<Number> {
    private final boolean bigDecimals;

    NumberCodec(boolean bigDecimals) {
      super(null);
      this.bigDecimals = bigDecimals;
    }

    @Override
    public Number read(ValueReader in) {
      Kind k = in.peek();
      if (k == Kind.NUMBER) return in.readNumber(bigDecimals);
      return NumericText.parseNatural(in, readNumericString(in, k, "a number"), bigDecimals);
    }

    @Override
    public void write(ValueWriter out, Number value) {
      if (value instanceof Integer || value instanceof Short || value instanceof Byte
          || value instanceof AtomicInteger) {
        out.value(value.intValue());
      } else if (value instanceof Long || value instanceof AtomicLong || value instanceof LongAdder) {
        out.value(value.longValue());
      } else if (value instanceof Double || value instanceof DoubleAdder) {
        out.value(value.doubleValue());
      } else if (value instanceof Float f) {
        out.value(f.floatValue());
      } else if (value instanceof BigDecimal d) {
        out.value(d);
      } else if (value instanceof BigInteger b) {
        out.value(b);
      } else {
        // A Number of a class we do not know: its decimal text is the only exact view it promises.
        String text = value.toString();
        try {
          out.value(new BigDecimal(text));
        } catch (NumberFormatException e) {
          throw NumericText.writeError(out, "cannot write " + value.getClass().getName() + " "
              + quote(text) + " as a number", e);
        }
      }
    }
  }

  static final class AtomicIntegerCodec extends Scalar<AtomicInteger> {
    private final IntCodec ints = new IntCodec(null);

    AtomicIntegerCodec() {
      super(null);
    }

    @Override
    public AtomicInteger read(ValueReader in) {
      return new AtomicInteger(ints.read(in));
    }

    @Override
    public void write(ValueWriter out, AtomicInteger value) {
      out.value(value.get());
    }
  }

  static final class AtomicLongCodec extends Scalar<AtomicLong> {
    private final LongCodec longs = new LongCodec(null);

    AtomicLongCodec() {
      super(null);
    }

    @Override
    public AtomicLong read(ValueReader in) {
      return new AtomicLong(longs.read(in));
    }

    @Override
    public void write(ValueWriter out, AtomicLong value) {
      out.value(value.get());
    }
  }

  static final class AtomicBooleanCodec extends Scalar<AtomicBoolean> {
    private final BooleanCodec booleans = new BooleanCodec(null);

    AtomicBooleanCodec() {
      super(null);
    }

    @Override
    public AtomicBoolean read(ValueReader in) {
      return new AtomicBoolean(booleans.read(in));
    }

    @Override
    public void write(ValueWriter out, AtomicBoolean value) {
      out.value(value.get());
    }
  }

  /**
   * A UUID in canonical form only: 8-4-4-4-12 hex digits, either case. {@link UUID#fromString} alone would
   * take {@code "1-2-3-4-5"} and silently widen it.
   */
  static final class UuidCodec extends Scalar<UUID> {
    UuidCodec() {
      super(null);
    }

    // UuidText takes hex digits and dashes only, so the reader may hand it the 36 bytes before a quote unscanned.
    private static final TextParser<UUID> PARSER = new TextParser<>() {
      @Override
      public UUID parse(byte[] b, int from, int to) {
        return UuidText.parse(b, from, to);
      }

      @Override
      public int fixedLength() {
        return UuidText.LENGTH;
      }

      @Override
      public boolean takesQuestionMarks() {
        return false; // hex digits and dashes only
      }
    };

    @Override
    public UUID read(ValueReader in) {
      UUID value = in.readText(PARSER);
      if (value != null) return value;
      // Escaped text ("\u0031..."): its chars as bytes, which UuidText takes only if all are hex digits and
      // dashes (a char past Latin-1 becomes '?', one past ASCII a byte from 0x80 up: both declined).
      String s = in.unmatchedString();
      byte[] b = s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
      value = UuidText.parse(b, 0, b.length);
      if (value != null) return value;
      throw in.error(quote(s) + " is not a UUID (expected 8-4-4-4-12 hex digits)");
    }

    @Override
    public void write(ValueWriter out, UUID value) {
      out.textValue(value, UuidText.LENGTH, UuidText::print);
    }
  }

  static final class UriCodec extends Scalar<URI> {
    UriCodec() {
      super(null);
    }

    @Override
    public URI read(ValueReader in) {
      String s = in.readString();
      try {
        return new URI(s);
      } catch (URISyntaxException e) {
        throw in.error(quote(s) + " is not a URI: " + e.getReason(), e);
      }
    }

    @Override
    public void write(ValueWriter out, URI value) {
      out.value(value.toString());
    }
  }

  /**
   * A locale as a BCP 47 language tag ({@code "en-US"}). Ill-formed tags are rejected rather than turned
   * into the root locale as {@link Locale#forLanguageTag} would; {@code "en_US"} is accepted as
   * {@code "en-US"}.
   */
  static final class LocaleCodec extends Scalar<Locale> {
    LocaleCodec() {
      super(null);
    }

    @Override
    public Locale read(ValueReader in) {
      String s = in.readString();
      String tag = s.replace('_', '-');
      try {
        new Locale.Builder().setLanguageTag(tag);
      } catch (IllformedLocaleException e) {
        throw in.error(quote(s) + " is not a language tag", e);
      }
      // forLanguageTag, not the builder's result, so that tags written by toLanguageTag for the JDK's
      // legacy locales (ja_JP_JP, th_TH_TH) read back as the same locale.
      return Locale.forLanguageTag(tag);
    }

    @Override
    public void write(ValueWriter out, Locale value) {
      out.value(value.toLanguageTag());
    }
  }

  static final class CurrencyCodec extends Scalar<Currency> {
    CurrencyCodec() {
      super(null);
    }

    @Override
    public Currency read(ValueReader in) {
      String s = in.readString();
      try {
        return Currency.getInstance(s);
      } catch (IllegalArgumentException e) {
        throw in.error(quote(s) + " is not an ISO 4217 currency code", e);
      }
    }

    @Override
    public void write(ValueWriter out, Currency value) {
      out.value(value.getCurrencyCode());
    }
  }

  /** Bytes as the format's binary value: a byte string in CBOR, base64 text in JSON. */
  static final class BytesCodec extends Scalar<byte[]> {
    BytesCodec() {
      super(null);
    }

    @Override
    public byte[] read(ValueReader in) {
      return in.readBinary();
    }

    @Override
    public void write(ValueWriter out, byte[] value) {
      out.binaryValue(value);
    }
  }

  static final class CharsCodec extends Scalar<char[]> {
    CharsCodec() {
      super(null);
    }

    @Override
    public char[] read(ValueReader in) {
      return in.readString().toCharArray();
    }

    @Override
    public void write(ValueWriter out, char[] value) {
      out.value(new String(value));
    }
  }

  /** {@code Optional<T>}: null reads as empty, empty writes null, a value reads through T's codec. */
  static final class OptionalCodec<T> implements NullableCodec<Optional<T>> {
    private final Codec<T> inner;

    OptionalCodec(Codec<T> inner) {
      this.inner = inner;
    }

    @Override
    public Optional<T> readNull() {
      return Optional.empty();
    }

    @Override
    public boolean writesNull(Optional<T> value) {
      return value.isEmpty();
    }

    @Override
    public Optional<T> read(ValueReader in) {
      return Optional.ofNullable(inner.read(in));
    }

    @Override
    public void write(ValueWriter out, Optional<T> value) {
      if (value.isPresent()) {
        inner.write(out, value.get());
      } else {
        out.nullValue();
      }
    }
  }

  static final class OptionalIntCodec implements NullableCodec<OptionalInt> {
    private final Codec<Integer> inner;

    OptionalIntCodec(Codec<Integer> inner) {
      this.inner = inner;
    }

    @Override
    public OptionalInt readNull() {
      return OptionalInt.empty();
    }

    @Override
    public boolean writesNull(OptionalInt value) {
      return value.isEmpty();
    }

    @Override
    public OptionalInt read(ValueReader in) {
      return OptionalInt.of(inner.read(in));
    }

    @Override
    public void write(ValueWriter out, OptionalInt value) {
      if (value.isPresent()) {
        inner.write(out, value.getAsInt());
      } else {
        out.nullValue();
      }
    }
  }

  static final class OptionalLongCodec implements NullableCodec<OptionalLong> {
    private final Codec<Long> inner;

    OptionalLongCodec(Codec<Long> inner) {
      this.inner = inner;
    }

    @Override
    public OptionalLong readNull() {
      return OptionalLong.empty();
    }

    @Override
    public boolean writesNull(OptionalLong value) {
      return value.isEmpty();
    }

    @Override
    public OptionalLong read(ValueReader in) {
      return OptionalLong.of(inner.read(in));
    }

    @Override
    public void write(ValueWriter out, OptionalLong value) {
      if (value.isPresent()) {
        inner.write(out, value.getAsLong());
      } else {
        out.nullValue();
      }
    }
  }

  static final class OptionalDoubleCodec implements NullableCodec<OptionalDouble> {
    private final Codec<Double> inner;

    OptionalDoubleCodec(Codec<Double> inner) {
      this.inner = inner;
    }

    @Override
    public OptionalDouble readNull() {
      return OptionalDouble.empty();
    }

    @Override
    public boolean writesNull(OptionalDouble value) {
      return value.isEmpty();
    }

    @Override
    public OptionalDouble read(ValueReader in) {
      return OptionalDouble.of(inner.read(in));
    }

    @Override
    public void write(ValueWriter out, OptionalDouble value) {
      if (value.isPresent()) {
        inner.write(out, value.getAsDouble());
      } else {
        out.nullValue();
      }
    }
  }
}
