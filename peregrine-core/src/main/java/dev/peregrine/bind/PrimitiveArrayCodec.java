package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.util.Arrays;

/**
 * Arrays of int, long, short, double, float and boolean, read straight into a growing primitive array
 * (no boxing). byte[] and char[] are scalars (base64, text) and live in {@link ScalarCodecs}.
 *
 * <p>An element is read as its type's codec reads a property or a list element of that type (a number
 * token straight, anything else through the codec), so one rule of coercion holds for every numeric target:
 * {@code "13"} reads as 13 in an {@code int[]} exactly where it does in an {@code int} or a
 * {@code List<Integer>}, and nowhere when scalar coercion is off.
 */
abstract class PrimitiveArrayCodec implements Codec<Object> {
  /** The element's codec, the one a property of the component type gets. */
  final Codec<Object> element;

  PrimitiveArrayCodec(Codec<Object> element) {
    this.element = element;
  }

  static Codec<?> of(Class<?> arrayClass, Codec<Object> element) {
    if (arrayClass == int[].class) return new Ints(element);
    if (arrayClass == long[].class) return new Longs(element);
    if (arrayClass == double[].class) return new Doubles(element);
    if (arrayClass == float[].class) return new Floats(element);
    if (arrayClass == short[].class) return new Shorts(element);
    if (arrayClass == boolean[].class) return new Booleans(element);
    return null;
  }

  @Override
  public Object read(ValueReader in) {
    in.beginArray();
    Object array = newArray(16);
    int n = 0;
    while (in.hasNextElement()) {
      if (n == length(array)) array = grow(array, n * 2);
      try {
        if (in.readNull()) throw in.error("null in an array of primitives");
        readInto(in, array, n);
      } catch (PeregrineException e) {
        throw e.prependIndex(n);
      }
      n++;
    }
    return n == length(array) ? array : grow(array, n);
  }

  @Override
  public void write(ValueWriter out, Object array) {
    int n = length(array);
    out.beginArray(n);
    for (int i = 0; i < n; i++) writeAt(out, array, i);
    out.endArray();
  }

  abstract Object newArray(int size);

  abstract int length(Object array);

  abstract Object grow(Object array, int size);

  abstract void readInto(ValueReader in, Object array, int i);

  abstract void writeAt(ValueWriter out, Object array, int i);

  private static final class Ints extends PrimitiveArrayCodec {
    Ints(Codec<Object> element) {
      super(element);
    }

    Object newArray(int size) { return new int[size]; }
    int length(Object a) { return ((int[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((int[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((int[]) a)[i] = in.readInt(element); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((int[]) a)[i]); }
    @Override public void write(ValueWriter out, Object a) { out.intArray((int[]) a); }
  }

  private static final class Longs extends PrimitiveArrayCodec {
    Longs(Codec<Object> element) {
      super(element);
    }

    Object newArray(int size) { return new long[size]; }
    int length(Object a) { return ((long[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((long[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((long[]) a)[i] = in.readLong(element); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((long[]) a)[i]); }
    @Override public void write(ValueWriter out, Object a) { out.longArray((long[]) a); }
  }

  private static final class Doubles extends PrimitiveArrayCodec {
    Doubles(Codec<Object> element) {
      super(element);
    }

    Object newArray(int size) { return new double[size]; }
    int length(Object a) { return ((double[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((double[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((double[]) a)[i] = in.readDouble(element); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((double[]) a)[i]); }
  }

  private static final class Floats extends PrimitiveArrayCodec {
    Floats(Codec<Object> element) {
      super(element);
    }

    Object newArray(int size) { return new float[size]; }
    int length(Object a) { return ((float[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((float[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((float[]) a)[i] = in.readFloat(element); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((float[]) a)[i]); }
  }

  private static final class Shorts extends PrimitiveArrayCodec {
    Shorts(Codec<Object> element) {
      super(element);
    }

    Object newArray(int size) { return new short[size]; }
    int length(Object a) { return ((short[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((short[]) a, size); }

    void readInto(ValueReader in, Object a, int i) {
      ((short[]) a)[i] = (Short) element.read(in); // the short codec checks the range
    }

    void writeAt(ValueWriter out, Object a, int i) { out.value(((short[]) a)[i]); }
  }

  private static final class Booleans extends PrimitiveArrayCodec {
    Booleans(Codec<Object> element) {
      super(element);
    }

    Object newArray(int size) { return new boolean[size]; }
    int length(Object a) { return ((boolean[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((boolean[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((boolean[]) a)[i] = in.readBoolean(element); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((boolean[]) a)[i]); }
  }
}
