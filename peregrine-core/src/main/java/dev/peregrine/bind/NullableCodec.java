package dev.peregrine.bind;

import dev.peregrine.Codec;

/**
 * A codec whose type has its own meaning for a null in the input: {@code Optional.empty()} for an
 * {@code Optional}, 0 for an {@code int}. Containers and objects that consume a null where a value of this
 * codec's type belongs call {@link #readNull()} instead of storing null.
 *
 * <pre>{@code
 * // inside a container codec, for an element or property bound by `codec`:
 * Object v = in.readNull()
 *     ? (codec instanceof NullableCodec<?> n ? n.readNull() : null)
 *     : codec.read(in);
 * }</pre>
 *
 * @param <T> the bound type
 */
public interface NullableCodec<T> extends Codec<T> {
  /** The value a null in the input stands for; the caller has already consumed the null. Default: null. */
  default T readNull() {
    return null;
  }

  /**
   * Whether this codec writes {@code value} as a null ({@code Optional.empty()} does), so that a bean skips
   * the property as it skips a null one when nulls are not included. Default: false.
   */
  default boolean writesNull(T value) {
    return false;
  }

  /** Whether {@code codec} may write a value as null: a NullableCodec whose class overrides writesNull. */
  static boolean mayWriteNull(Codec<?> codec) {
    if (!(codec instanceof NullableCodec<?>)) return false;
    try {
      return codec.getClass().getMethod("writesNull", Object.class).getDeclaringClass() != NullableCodec.class;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }
}
