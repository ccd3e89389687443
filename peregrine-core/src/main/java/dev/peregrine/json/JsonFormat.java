package dev.peregrine.json;

import dev.peregrine.Codec;
import dev.peregrine.JsonException;
import dev.peregrine.internal.BufferPool;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.stream.Limits;
import java.io.IOException;
import java.io.OutputStream;

/**
 * The JSON format's whole-document writes for the facade, each through a pooled buffer; {@code root} writes
 * the value (the facade passes its binder's root writer), so this package never sees the binding layer.
 */
public final class JsonFormat {
  /** Builds JSON exceptions for stream reading failures. */
  public static final InputStreams.Errors ERRORS = new InputStreams.Errors() {
    @Override
    public JsonException at(String reason, long offset) {
      return new JsonException(reason, offset, -1, -1, null);
    }
  };

  private JsonFormat() {}

  // Each write runs in a pooled buffer and copies out only the result; the buffer goes back to the pool
  // even when the write fails, and nothing that escapes refers to it.

  /** The value as UTF-8 JSON. */
  public static byte[] writeBytes(Codec<Object> root, Object value, boolean pretty, Limits limits) {
    BufferPool.Buffers buffers = BufferPool.take();
    Utf8JsonWriter writer = new Utf8JsonWriter(pretty, limits, buffers);
    try {
      root.write(writer, value);
      return writer.toByteArray();
    } finally {
      buffers.bytes = writer.buffer();
      BufferPool.give(buffers);
    }
  }

  /** The value as JSON text, written as Latin-1 (see {@link Utf8JsonWriter#forText}). */
  public static String writeString(Codec<Object> root, Object value, boolean pretty, Limits limits) {
    BufferPool.Buffers buffers = BufferPool.take();
    Utf8JsonWriter writer = Utf8JsonWriter.forText(pretty, limits, buffers);
    try {
      root.write(writer, value);
      return writer.toText();
    } finally {
      buffers.bytes = writer.buffer();
      buffers.text = writer.textBuffer();
      BufferPool.give(buffers);
    }
  }

  /**
   * Writes the value as UTF-8 JSON to {@code out} as it goes, through the pooled buffer: when the buffer is
   * full, its bytes go to the stream, so a document of any size takes the buffer's memory (or the largest
   * single token's), not the document's. What reached the stream before a failure stays there.
   */
  public static void write(Codec<Object> root, Object value, boolean pretty, Limits limits, OutputStream out)
      throws IOException {
    BufferPool.Buffers buffers = BufferPool.take();
    Utf8JsonWriter writer = new Utf8JsonWriter(pretty, limits, buffers);
    writer.streamTo(out);
    try {
      root.write(writer, value);
      writer.writeTo(out);
    } finally {
      buffers.bytes = writer.buffer();
      BufferPool.give(buffers);
    }
  }
}
