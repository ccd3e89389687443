package dev.peregrine.bench.peer;

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * A peer's streaming API for a long array of values ({@link Peer#sequences}): element by element in both directions,
 * and the whole array as one list, from and to a stream, in the peer's format (JSON, or CBOR for the CBOR peers).
 * An operation the library cannot do throws {@link NotApplicable}.
 */
public interface Sequences {
  /**
   * Reads the array's elements one at a time, handing each to {@code each}; returns how many it read and adds
   * {@code each}'s results into {@code sum[0]}.
   */
  <T> long read(InputStream in, Class<T> type, ToLongFunction<? super T> each, long[] sum) throws Exception;

  /** Reads the whole array as one list. */
  <T> List<T> readAll(InputStream in, Class<T> type) throws Exception;

  /** Writes the items as one array, one at a time. */
  <T> void write(OutputStream out, Class<T> type, Iterator<? extends T> items) throws Exception;

  /** {@code List<element>} as a reflection type, for the libraries that take a {@code Type}. */
  static ParameterizedType listOf(Class<?> element) {
    return new ParameterizedType() {
      public Type[] getActualTypeArguments() {
        return new Type[] {element};
      }

      public Type getRawType() {
        return List.class;
      }

      public Type getOwnerType() {
        return null;
      }

      @Override
      public boolean equals(Object o) {
        return o instanceof ParameterizedType p && p.getRawType() == List.class && p.getOwnerType() == null
            && Arrays.equals(p.getActualTypeArguments(), getActualTypeArguments());
      }

      @Override
      public int hashCode() {
        return Arrays.hashCode(getActualTypeArguments()) ^ List.class.hashCode();
      }

      @Override
      public String toString() {
        return "java.util.List<" + element.getName() + ">";
      }
    };
  }
}
