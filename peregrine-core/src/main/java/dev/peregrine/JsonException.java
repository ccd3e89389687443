package dev.peregrine;

/** Malformed JSON, a JSON value that does not fit the requested type, or a value that cannot be written as JSON. */
public class JsonException extends PeregrineException {
  /** An exception at a known place in the input. */
  public JsonException(String reason, long offset, long line, long column, Throwable cause) {
    super(reason, offset, line, column, cause);
  }

  /** An exception with no input position. */
  public JsonException(String reason, Throwable cause) {
    super(reason, cause);
  }
}
