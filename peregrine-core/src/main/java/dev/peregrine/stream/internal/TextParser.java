package dev.peregrine.stream.internal;

/**
 * Parses a short text value from its bytes where the reader holds them ({@link dev.peregrine.stream.ValueReader#readText}), so
 * that a codec of a value with a textual form (a date, a UUID) need not build a String first.
 *
 * @param <T> the value's type
 */
@FunctionalInterface
public interface TextParser<T> {
  /**
   * The value that the ASCII text {@code b[from, to)} names, or null when this parser does not take that
   * text; the reader then hands the text to the caller as a String, which the caller parses another way or
   * reports. Must not keep {@code b}.
   */
  T parse(byte[] b, int from, int to);

  /**
   * The length of the texts this parser usually takes, or -1 (the default) when there is none. A reader may
   * then hand the parser the bytes up to where the closing quote would be at that length, without looking
   * for the quote first, when a quote is there; a text of another length, or one the parser declines there,
   * is read the usual way. So a parser that answers must itself decline any byte that is not ASCII text (a
   * quote, a backslash, a control character or a byte from 0x80 up), as a UUID's parser does by taking only
   * hex digits and dashes.
   */
  default int fixedLength() {
    return -1;
  }

  /**
   * Whether this parser may take a text with a question mark in it: true by default. A reader over a
   * String's Latin-1 bytes, where a question mark may stand for a char past U+00FF, makes sure of every
   * question mark in a text (one of the {@link #fixedLength}, or one it scanned for its end) before it hands
   * the text over only when this is true; a parser that never takes one (digits and dashes, hex digits,
   * java.time's ISO forms) answers false and is spared that work: it declines a text with a question mark,
   * which is then read as any string is.
   */
  default boolean takesQuestionMarks() {
    return true;
  }
}
