package dev.peregrine.bind;

import dev.peregrine.PeregrineException;
import java.util.Arrays;

/**
 * Arrays of int, long, short, double, float and boolean, read straight into a growing primitive array
 * (no boxing). byte[] and char[] are scalars (base64, text) and live in {@link ScalarCodecs}.
 */
abstract class PrimitiveArrayCodec implements Codec<Object> {
  static Codec<?> of(Class<?> arrayClass) {
    if (arrayClass == int[].class) return new Ints();
    if (arrayClass == long[].class) return new Longs();
    if (arrayClass == double[].class) return new Doubles();
    if (arrayClass == float[].class) return new Floats();
    if (arrayClass == short[].class) return new Shorts();
    if (arrayClass == boolean[].class) return new Booleans();
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
    out.beginArray();
    int n = length(array);
    for (int i = 0; i < n; i++) writeAt(out, array, i);
    out.endArray();
  }

  abstract Object newArray(int size);

  abstract int length(Object array);

  abstract Object grow(Object array, int size);

  abstract void readInto(ValueReader in, Object array, int i);

  abstract void writeAt(ValueWriter out, Object array, int i);

  private static final class Ints extends PrimitiveArrayCodec {
    Object newArray(int size) { return new int[size]; }
    int length(Object a) { return ((int[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((int[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((int[]) a)[i] = in.readInt(); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((int[]) a)[i]); }
  }

  private static final class Longs extends PrimitiveArrayCodec {
    Object newArray(int size) { return new long[size]; }
    int length(Object a) { return ((long[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((long[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((long[]) a)[i] = in.readLong(); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((long[]) a)[i]); }
  }

  private static final class Doubles extends PrimitiveArrayCodec {
    Object newArray(int size) { return new double[size]; }
    int length(Object a) { return ((double[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((double[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((double[]) a)[i] = in.readDouble(); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((double[]) a)[i]); }
  }

  private static final class Floats extends PrimitiveArrayCodec {
    Object newArray(int size) { return new float[size]; }
    int length(Object a) { return ((float[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((float[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((float[]) a)[i] = in.readFloat(); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((float[]) a)[i]); }
  }

  private static final class Shorts extends PrimitiveArrayCodec {
    Object newArray(int size) { return new short[size]; }
    int length(Object a) { return ((short[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((short[]) a, size); }

    void readInto(ValueReader in, Object a, int i) {
      int v = in.readInt();
      if ((short) v != v) throw in.error("number " + v + " is out of short range");
      ((short[]) a)[i] = (short) v;
    }

    void writeAt(ValueWriter out, Object a, int i) { out.value(((short[]) a)[i]); }
  }

  private static final class Booleans extends PrimitiveArrayCodec {
    Object newArray(int size) { return new boolean[size]; }
    int length(Object a) { return ((boolean[]) a).length; }
    Object grow(Object a, int size) { return Arrays.copyOf((boolean[]) a, size); }
    void readInto(ValueReader in, Object a, int i) { ((boolean[]) a)[i] = in.readBoolean(); }
    void writeAt(ValueWriter out, Object a, int i) { out.value(((boolean[]) a)[i]); }
  }
}
