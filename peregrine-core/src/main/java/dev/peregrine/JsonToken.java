package dev.peregrine;

/** What comes next in a {@link JsonReader}: the kinds of token {@link JsonReader#peek()} answers. */
public enum JsonToken {
  /** The start of an object: <code>{</code>. */
  BEGIN_OBJECT,
  /** The end of an object: <code>}</code>. */
  END_OBJECT,
  /** The start of an array: {@code [}. */
  BEGIN_ARRAY,
  /** The end of an array: {@code ]}. */
  END_ARRAY,
  /** A property name in an object. */
  NAME,
  /** A string value. */
  STRING,
  /** A number value. */
  NUMBER,
  /** {@code true} or {@code false}. */
  BOOLEAN,
  /** {@code null}. */
  NULL,
  /** The end of the document: the root value was read and only whitespace follows it. */
  END_DOCUMENT
}
