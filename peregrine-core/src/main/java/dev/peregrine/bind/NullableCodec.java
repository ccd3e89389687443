package dev.peregrine.bind;

/**
 * A codec whose type has its own value for null: {@code Optional.empty()}, or 0 for a primitive. Containers
 * and beans ask it when the input holds null, instead of storing null.
 *
 * @param <T> the bound type
 */
public interface NullableCodec<T> extends Codec<T> {
  /** The value that stands for null in the input. */
  default T readNull() {
    return null;
  }
}
