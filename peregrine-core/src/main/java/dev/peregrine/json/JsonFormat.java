package dev.peregrine.json;

import dev.peregrine.JsonException;
import dev.peregrine.bind.Binder;
import dev.peregrine.bind.Limits;
import dev.peregrine.internal.BufferPool;
import dev.peregrine.internal.InputStreams;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Type;

/** The JSON format's entry points for the facade: a reader or writer around the format-neutral binder. */
public final class JsonFormat {
  /** Builds JSON exceptions for stream reading failures. */
  public static final InputStreams.Errors ERRORS = new InputStreams.Errors() {
    @Override
    public JsonException at(String reason, long offset) {
      return new JsonException(reason, offset, -1, -1, null);
    }
  };

  private JsonFormat() {}

  /** Reads one document of {@code type} from {@code utf8[0, length)}. */
  public static Object read(Binder binder, byte[] utf8, int length, Type type, Limits limits) {
    Utf8JsonReader reader = new Utf8JsonReader(utf8, 0, length, limits);
    Object value = binder.readRoot(reader, type);
    reader.finish();
    return value;
  }

  // Each write runs in a pooled buffer and copies out only the result; the buffer goes back to the pool
  // even when the write fails, and nothing that escapes refers to it.

  /** The value as UTF-8 JSON. */
  public static byte[] writeBytes(Binder binder, Object value, boolean pretty, Limits limits) {
    BufferPool.Buffers buffers = BufferPool.take();
    Utf8JsonWriter writer = new Utf8JsonWriter(pretty, limits, buffers);
    try {
      binder.writeRoot(writer, value);
      return writer.toByteArray();
    } finally {
      buffers.bytes = writer.buffer();
      BufferPool.give(buffers);
    }
  }

  /** The value as JSON text. */
  public static String writeString(Binder binder, Object value, boolean pretty, Limits limits) {
    BufferPool.Buffers buffers = BufferPool.take();
    Utf8JsonWriter writer = new Utf8JsonWriter(pretty, limits, buffers);
    try {
      binder.writeRoot(writer, value);
      return writer.toText();
    } finally {
      buffers.bytes = writer.buffer();
      BufferPool.give(buffers);
    }
  }

  /** Writes the value as UTF-8 JSON to {@code out}, straight from the writer's buffer. */
  public static void write(Binder binder, Object value, boolean pretty, Limits limits, OutputStream out)
      throws IOException {
    BufferPool.Buffers buffers = BufferPool.take();
    Utf8JsonWriter writer = new Utf8JsonWriter(pretty, limits, buffers);
    try {
      binder.writeRoot(writer, value);
      writer.writeTo(out);
    } finally {
      buffers.bytes = writer.buffer();
      BufferPool.give(buffers);
    }
  }
}
