package dev.peregrine.stream;

/**
 * Parses a short text value from its bytes where the reader holds them ({@link ValueReader#readText}), so
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
}
