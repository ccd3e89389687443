package dev.peregrine.json;

import dev.peregrine.JsonException;
import dev.peregrine.bind.Binder;
import dev.peregrine.bind.Limits;
import dev.peregrine.internal.InputStreams;
import java.lang.reflect.Type;

/** Entry points of the JSON format used by the facade. */
public final class JsonFormat {
  /** Builds JSON exceptions for stream reading failures. */
  public static final InputStreams.Errors ERRORS = (reason, offset) -> new JsonException(reason, offset, -1, -1, null);

  private JsonFormat() {}

  public static Object read(Binder binder, byte[] utf8, int length, Type type, Limits limits) {
    throw new UnsupportedOperationException("in progress");
  }

  public static byte[] writeBytes(Binder binder, Object value, boolean pretty, Limits limits) {
    throw new UnsupportedOperationException("in progress");
  }

  public static String writeString(Binder binder, Object value, boolean pretty, Limits limits) {
    throw new UnsupportedOperationException("in progress");
  }
}
