package dev.peregrine;

/**
 * CBOR input that is not well-formed (RFC 8949 section 3), a CBOR value that does not fit the requested
 * type, or a value that cannot be written as CBOR. {@link #offset()} is the byte offset of the problem in
 * the input (or in the output written so far); line and column do not apply to a binary format and are -1.
 */
public class CborException extends PeregrineException {
  /** An exception at a known byte offset. */
  public CborException(String reason, long offset, Throwable cause) {
    super(reason, offset, -1, -1, cause);
  }

  /** An exception with no position. */
  public CborException(String reason, Throwable cause) {
    super(reason, cause);
  }
}
