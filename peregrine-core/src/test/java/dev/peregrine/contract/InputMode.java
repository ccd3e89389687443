package dev.peregrine.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The ways a document reaches the facade. Each mode calls its own overload of {@link Json#read} and
 * {@link Json#parse}, and writes through the matching output overload for round trips, so no mode can be
 * routed around the code it is meant to exercise.
 *
 * <p>The byte modes also check on every call that the facade leaves the caller's input alone: the array is
 * unchanged after the read (even when it fails), and a stream is read to its end and never closed.
 */
public enum InputMode {
  /** {@code read(String, ...)}; round trips write with {@code write(Object)}. */
  STRING {
    @Override
    <T> T readUtf8(Json json, byte[] utf8, Reader<T> reader) {
      return reader.fromString(json, new String(utf8, StandardCharsets.UTF_8));
    }

    @Override
    byte[] write(Json json, Object value) {
      return json.write(value).getBytes(StandardCharsets.UTF_8);
    }
  },

  /** {@code read(byte[], ...)}; round trips write with {@code writeBytes(Object)}. */
  BYTES {
    @Override
    <T> T readUtf8(Json json, byte[] utf8, Reader<T> reader) {
      byte[] given = utf8.clone();
      try {
        return reader.fromBytes(json, given);
      } finally {
        assertArrayEquals(utf8, given, "the input byte[] was modified by the read");
      }
    }

    @Override
    byte[] write(Json json, Object value) {
      return json.writeBytes(value);
    }
  },

  /** {@code read(InputStream, ...)} over a stream that fills whole buffers; writes to an OutputStream. */
  INPUT_STREAM {
    @Override
    <T> T readUtf8(Json json, byte[] utf8, Reader<T> reader) {
      return readStream(json, new TrackingStream(utf8, Integer.MAX_VALUE), reader);
    }

    @Override
    byte[] write(Json json, Object value) {
      boolean[] closed = {false};
      ByteArrayOutputStream out = new ByteArrayOutputStream() {
        @Override
        public void close() {
          closed[0] = true;
        }
      };
      json.write(value, out);
      if (closed[0]) throw new AssertionError("the facade closed the caller's OutputStream");
      return out.toByteArray();
    }
  },

  /** {@code read(InputStream, ...)} over a stream that hands out one byte per call, as slow sockets do. */
  ONE_BYTE_STREAM {
    @Override
    <T> T readUtf8(Json json, byte[] utf8, Reader<T> reader) {
      return readStream(json, new TrackingStream(utf8, 1), reader);
    }

    @Override
    byte[] write(Json json, Object value) {
      return json.writeBytes(value);
    }
  };

  /** Whether the mode can carry bytes that are not valid UTF-8 (a String cannot). */
  public boolean carriesRawBytes() {
    return this != STRING;
  }

  /** Reads {@code text} as a {@code type}. */
  public <T> T read(Json json, String text, Class<T> type) {
    return readUtf8(json, utf8(text), Reader.of(type));
  }

  /** Reads {@code text} as a generic type. */
  public <T> T read(Json json, String text, TypeRef<T> type) {
    return readUtf8(json, utf8(text), Reader.of(type));
  }

  /** Reads UTF-8 bytes as a {@code type}; the STRING mode decodes them first (only for valid UTF-8). */
  public <T> T read(Json json, byte[] utf8, Class<T> type) {
    return readUtf8(json, utf8, Reader.of(type));
  }

  /** The tree of {@code text}. */
  public Object parse(Json json, String text) {
    return readUtf8(json, utf8(text), Reader.tree());
  }

  /** The tree of UTF-8 bytes; the STRING mode decodes them first (only for valid UTF-8). */
  public Object parse(Json json, byte[] utf8) {
    return readUtf8(json, utf8, Reader.tree());
  }

  /** Writes {@code value} through this mode's output overload and reads it back as {@code type}. */
  public <T> T roundTrip(Json json, Object value, Class<T> type) {
    return readUtf8(json, write(json, value), Reader.of(type));
  }

  /** Writes {@code value} through this mode's output overload and reads it back as a generic type. */
  public <T> T roundTrip(Json json, Object value, TypeRef<T> type) {
    return readUtf8(json, write(json, value), Reader.of(type));
  }

  /** The JSON text this mode's output overload writes for {@code value}. */
  public String writeText(Json json, Object value) {
    return new String(write(json, value), StandardCharsets.UTF_8);
  }

  abstract <T> T readUtf8(Json json, byte[] utf8, Reader<T> reader);

  abstract byte[] write(Json json, Object value);

  static byte[] utf8(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }

  private static <T> T readStream(Json json, TrackingStream in, Reader<T> reader) {
    T value = reader.fromStream(json, in);
    if (!in.atEnd()) throw new AssertionError("the facade returned before reading the stream to its end");
    if (in.closed) throw new AssertionError("the facade closed the caller's stream");
    return value;
  }

  /** One of the three overloads of a read, chosen per mode. */
  interface Reader<T> {
    T fromString(Json json, String text);

    T fromBytes(Json json, byte[] utf8);

    T fromStream(Json json, InputStream in);

    static <T> Reader<T> of(Class<T> type) {
      return new Reader<>() {
        public T fromString(Json json, String text) {
          return json.read(text, type);
        }

        public T fromBytes(Json json, byte[] utf8) {
          return json.read(utf8, type);
        }

        public T fromStream(Json json, InputStream in) {
          return json.read(in, type);
        }
      };
    }

    static <T> Reader<T> of(TypeRef<T> type) {
      return new Reader<>() {
        public T fromString(Json json, String text) {
          return json.read(text, type);
        }

        public T fromBytes(Json json, byte[] utf8) {
          return json.read(utf8, type);
        }

        public T fromStream(Json json, InputStream in) {
          return json.read(in, type);
        }
      };
    }

    static Reader<Object> tree() {
      return new Reader<>() {
        public Object fromString(Json json, String text) {
          return json.parse(text);
        }

        public Object fromBytes(Json json, byte[] utf8) {
          return json.parse(utf8);
        }

        public Object fromStream(Json json, InputStream in) {
          return json.parse(in);
        }
      };
    }
  }

  /**
   * A stream over a copy of some bytes that hands out at most {@code chunk} bytes per read call. It extends
   * InputStream directly, so every bulk method the JDK offers (readAllBytes, readNBytes, transferTo) goes
   * through the chunked {@link #read(byte[], int, int)}.
   */
  static final class TrackingStream extends InputStream {
    private final byte[] bytes;
    private final int chunk;
    private int pos;
    boolean closed;

    TrackingStream(byte[] bytes, int chunk) {
      this.bytes = bytes.clone();
      this.chunk = chunk;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      java.util.Objects.checkFromIndexSize(off, len, b.length);
      if (len == 0) return 0;
      if (pos >= bytes.length) return -1;
      int n = Math.min(Math.min(len, chunk), bytes.length - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }

    @Override
    public int available() {
      return Math.min(chunk, bytes.length - pos);
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
