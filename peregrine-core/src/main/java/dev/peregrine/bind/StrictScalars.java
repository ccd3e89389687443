package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.stream.ValueReader.Kind;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;

/**
 * The built-in scalar codecs when {@code coerceScalars} is off: a number or boolean target reads only its
 * own token, never a string holding one, and a String reads only a string, never a number's or boolean's
 * text. Each wraps the coercing codec and checks the kind of token first, so the conversions themselves
 * exist once, in {@link ScalarCodecs}.
 */
final class StrictScalars {
  private StrictScalars() {}

  private static final Map<Class<?>, String> NUMBERS = Map.ofEntries(
      Map.entry(int.class, "an int"), Map.entry(Integer.class, "an int"),
      Map.entry(long.class, "a long"), Map.entry(Long.class, "a long"),
      Map.entry(short.class, "a short"), Map.entry(Short.class, "a short"),
      Map.entry(byte.class, "a byte"), Map.entry(Byte.class, "a byte"),
      Map.entry(double.class, "a double"), Map.entry(Double.class, "a double"),
      Map.entry(float.class, "a float"), Map.entry(Float.class, "a float"),
      Map.entry(BigDecimal.class, "a BigDecimal"), Map.entry(BigInteger.class, "a BigInteger"),
      Map.entry(Number.class, "a number"));

  /** {@code codec}, the coercing built-in codec of {@code type}, made strict; other codecs as they are. */
  @SuppressWarnings("unchecked")
  static <T> Codec<T> of(Class<?> type, Codec<T> codec) {
    String number = NUMBERS.get(type);
    if (number != null) return new Strict<>((Codec<Object>) codec, Kind.NUMBER, number);
    if (type == boolean.class || type == Boolean.class) return new Strict<>((Codec<Object>) codec, Kind.BOOLEAN, "a boolean");
    if (type == String.class) return new Strict<>((Codec<Object>) codec, Kind.STRING, "a string");
    return codec;
  }

  private static final class Strict<T> implements NullableCodec<T> {
    private final Codec<Object> coercing;
    private final Kind kind;
    private final String target;

    Strict(Codec<Object> coercing, Kind kind, String target) {
      this.coercing = coercing;
      this.kind = kind;
      this.target = target;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T readNull() {
      return coercing instanceof NullableCodec<Object> n ? (T) n.readNull() : null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T read(ValueReader in) {
      Kind k = in.peek();
      if (k != kind) {
        throw in.error("expected " + target + ", found " + NumericText.describe(k) + " (scalar coercion is off)");
      }
      return (T) coercing.read(in);
    }

    @Override
    public void write(ValueWriter out, T value) {
      coercing.write(out, value);
    }
  }
}
