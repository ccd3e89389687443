package dev.peregrine;

/** What comes next in a {@link CborReader}: the kinds of token {@link CborReader#peek()} answers. */
public enum CborToken {
  /** The start of a map, of definite or indefinite length. */
  BEGIN_OBJECT,
  /** The end of a map. */
  END_OBJECT,
  /** The start of an array, of definite or indefinite length. */
  BEGIN_ARRAY,
  /** The end of an array. */
  END_ARRAY,
  /** A map key that is text or an integer (read as its decimal text). */
  NAME,
  /** A text string (indefinite ones joined, string references resolved). */
  STRING,
  /** A byte string. */
  BYTES,
  /** An integer, a float, a bignum (tags 2 and 3) or a decimal fraction (tag 4). */
  NUMBER,
  /** {@code true} or {@code false}. */
  BOOLEAN,
  /** {@code null}. */
  NULL,
  /** A tag other than those the reader resolves itself (2, 3, 4, and 256 and 25 of string references); the tagged item follows it. */
  TAG,
  /** A simple value other than true, false and null ({@code undefined} included). */
  SIMPLE,
  /** The end of the document: the root item was read and nothing follows it. */
  END_DOCUMENT
}
