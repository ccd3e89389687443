package dev.peregrine.stream.internal;

/**
 * Prints a value's text straight into a writer's buffer ({@link dev.peregrine.stream.ValueWriter#textValue}), so that a codec of
 * a value with a textual form (a date, a UUID) need not build a String first.
 *
 * @param <T> the value's type
 */
@FunctionalInterface
public interface TextPrinter<T> {
  /**
   * Writes the text of {@code value} into {@code b} from {@code p} and returns where it ends: ASCII
   * characters from 0x20 to 0x7e other than {@code "} and {@code \}, so that no format needs to escape
   * them, and no more bytes than the caller's {@code maxLength}.
   */
  int print(T value, byte[] b, int p);
}
