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
   * The length of every text this parser takes, or -1 (the default) when it varies. A reader may then hand
   * the parser the bytes up to where the closing quote should be without looking for it first, so a parser
   * that answers must itself decline any byte that is not ASCII text (a quote, a backslash, a control
   * character or a byte from 0x80 up), as a UUID's parser does by taking only hex digits and dashes.
   */
  default int fixedLength() {
    return -1;
  }
}
