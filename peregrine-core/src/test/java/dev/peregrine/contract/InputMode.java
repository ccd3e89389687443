package dev.peregrine.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.Random;

/**
 * The ways a document reaches the facade. Each mode calls its own overload of {@code read} and
 * {@code parse}, and writes through the matching output overload for round trips, so no mode can be routed
 * around the code it is meant to exercise. STRING is JSON's alone: CBOR has no text input.
 *
 * <p>The byte modes also check on every call that the facade leaves the caller's input alone: the array is
 * unchanged after the read (even when it fails), and a stream is read to its end and never closed.
 */
public enum InputMode {
  /** {@code read(String, ...)}; round trips write with {@code write(Object)}. */
  STRING {
    @Override
    Object readDocument(Facade facade, byte[] document, Type type) {
      String text = new String(document, StandardCharsets.UTF_8);
      return type == null ? facade.parse(text) : facade.read(text, type);
    }

    @Override
    byte[] write(Facade facade, Object value) {
      return facade.write(value);
    }
  },

  /** {@code read(byte[], ...)}; round trips write with {@code writeBytes(Object)}. */
  BYTES {
    @Override
    Object readDocument(Facade facade, byte[] document, Type type) {
      byte[] given = document.clone();
      try {
        return type == null ? facade.parse(given) : facade.read(given, type);
      } finally {
        assertArrayEquals(document, given, "the input byte[] was modified by the read");
      }
    }

    @Override
    byte[] write(Facade facade, Object value) {
      return facade.writeBytes(value);
    }
  },

  /** {@code read(InputStream, ...)} over a stream that fills whole buffers; writes to an OutputStream. */
  INPUT_STREAM {
    @Override
    Object readDocument(Facade facade, byte[] document, Type type) {
      return readStream(facade, new TrackingStream(document, Integer.MAX_VALUE, null), type);
    }

    @Override
    byte[] write(Facade facade, Object value) {
      boolean[] closed = {false};
      ByteArrayOutputStream out = new ByteArrayOutputStream() {
        @Override
        public void close() {
          closed[0] = true;
        }
      };
      facade.write(value, out);
      if (closed[0]) throw new AssertionError("the facade closed the caller's OutputStream");
      return out.toByteArray();
    }
  },

  /** {@code read(InputStream, ...)} over a stream that hands out one byte per call, as slow sockets do. */
  ONE_BYTE_STREAM {
    @Override
    Object readDocument(Facade facade, byte[] document, Type type) {
      return readStream(facade, new TrackingStream(document, 1, null), type);
    }

    @Override
    byte[] write(Facade facade, Object value) {
      return facade.writeBytes(value);
    }
  },

  /**
   * {@code read(InputStream, ...)} over a stream that hands out chunks of random sizes (1 to 64 bytes, seeded
   * by the document, so a failure repeats), as networks do.
   */
  RANDOM_CHUNK_STREAM {
    @Override
    Object readDocument(Facade facade, byte[] document, Type type) {
      Random sizes = new Random(java.util.Arrays.hashCode(document));
      return readStream(facade, new TrackingStream(document, 64, sizes), type);
    }

    @Override
    byte[] write(Facade facade, Object value) {
      return INPUT_STREAM.write(facade, value);
    }
  };

  /** Whether the mode can carry bytes that are not valid UTF-8 (a String cannot). */
  public boolean carriesRawBytes() {
    return this != STRING;
  }

  /** Reads {@code text} as a {@code type}. */
  public <T> T read(Json json, String text, Class<T> type) {
    return read(Facade.of(json), utf8(text), type);
  }

  /** Reads {@code text} as a generic type. */
  public <T> T read(Json json, String text, TypeRef<T> type) {
    return read(Facade.of(json), utf8(text), type.type());
  }

  /** Reads UTF-8 bytes as a {@code type}; the STRING mode decodes them first (only for valid UTF-8). */
  public <T> T read(Json json, byte[] utf8, Class<T> type) {
    return read(Facade.of(json), utf8, type);
  }

  /** The tree of {@code text}. */
  public Object parse(Json json, String text) {
    return readDocument(Facade.of(json), utf8(text), null);
  }

  /** The tree of UTF-8 bytes; the STRING mode decodes them first (only for valid UTF-8). */
  public Object parse(Json json, byte[] utf8) {
    return readDocument(Facade.of(json), utf8, null);
  }

  /** Writes {@code value} through this mode's output overload and reads it back as {@code type}. */
  public <T> T roundTrip(Json json, Object value, Class<T> type) {
    Facade f = Facade.of(json);
    return read(f, write(f, value), type);
  }

  /** Writes {@code value} through this mode's output overload and reads it back as a generic type. */
  public <T> T roundTrip(Json json, Object value, TypeRef<T> type) {
    Facade f = Facade.of(json);
    return read(f, write(f, value), type.type());
  }

  /** Reads a document of the facade's format as a {@code type}. */
  @SuppressWarnings("unchecked")
  <T> T read(Facade facade, byte[] document, Type type) {
    return (T) readDocument(facade, document, Objects.requireNonNull(type, "type"));
  }

  /** The tree of a document of the facade's format. */
  Object parse(Facade facade, byte[] document) {
    return readDocument(facade, document, null);
  }

  /** Reads a document: as {@code type}, or as a tree when {@code type} is null. */
  abstract Object readDocument(Facade facade, byte[] document, Type type);

  /** The document this mode's output overload writes for {@code value}. */
  abstract byte[] write(Facade facade, Object value);

  static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static Object readStream(Facade facade, TrackingStream in, Type type) {
    Object value = type == null ? facade.parse(in) : facade.read(in, type);
    if (!in.atEnd()) throw new AssertionError("the facade returned before reading the stream to its end");
    if (in.closed) throw new AssertionError("the facade closed the caller's stream");
    return value;
  }

  /**
   * A stream over a copy of some bytes that hands out at most {@code chunk} bytes per read call, or a random
   * number from 1 to {@code chunk} when {@code sizes} is given. It extends InputStream directly, so every
   * bulk method the JDK offers (readAllBytes, readNBytes, transferTo) goes through the chunked
   * {@link #read(byte[], int, int)}.
   */
  static final class TrackingStream extends InputStream {
    private final byte[] bytes;
    private final int chunk;
    private final Random sizes;
    private int pos;
    boolean closed;

    TrackingStream(byte[] bytes, int chunk, Random sizes) {
      this.bytes = bytes.clone();
      this.chunk = chunk;
      this.sizes = sizes;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      Objects.checkFromIndexSize(off, len, b.length);
      if (len == 0) return 0;
      if (pos >= bytes.length) return -1;
      int most = sizes == null ? chunk : 1 + sizes.nextInt(chunk);
      int n = Math.min(Math.min(len, most), bytes.length - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }

    @Override
    public int available() {
      return Math.min(sizes == null ? chunk : 1, bytes.length - pos);
    }

    boolean atEnd() {
      return pos >= bytes.length;
    }

    @Override
    public void close() {
      closed = true;
    }
  }
}
