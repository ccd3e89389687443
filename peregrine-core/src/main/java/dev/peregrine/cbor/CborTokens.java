package dev.peregrine.cbor;

import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.ValueReader;
import java.io.InputStream;

/**
 * Internal: what {@code Cbor.reader} reads through, the one reader of each input (the byte[] reader over an
 * array, {@link CborStreamReader} over a stream), plus the few things the token API needs that
 * {@link ValueReader} does not say: tags one at a time, the offset, the end of the document, and the
 * byte[] path's error for a failure over a stream. Not for applications.
 */
public final class CborTokens {
  private final CborBytesReader bytes; // over a byte[], else null
  private final CborStreamReader stream; // over a stream, else null
  private final ValueReader reader;

  private CborTokens(CborBytesReader bytes, CborStreamReader stream) {
    this.bytes = bytes;
    this.stream = stream;
    this.reader = bytes != null ? bytes : stream;
  }

  /** Over {@code cbor}, whole (the document-size limit is checked here, as the byte[] read checks it). */
  public static CborTokens over(byte[] cbor, Limits limits, boolean references) {
    return new CborTokens(new CborBytesReader(cbor, 0, cbor.length, limits, references), null);
  }

  /** Over a stream, read as the calls need it and never closed. */
  public static CborTokens over(InputStream in, Limits limits, boolean references) {
    return new CborTokens(null, new CborStreamReader(in, limits, references));
  }

  /** The reader the calls and the binder go through. */
  public ValueReader reader() {
    return reader;
  }

  /** Whether the next item starts with a tag. */
  public boolean atTag() {
    return bytes != null ? bytes.atTag() : stream.atTag();
  }

  /** Consumes one tag head and returns the tag; the tagged item is read next. */
  public long takeTag() {
    return bytes != null ? bytes.takeTag() : stream.takeTag();
  }

  /** The offset of the next byte to read. */
  public long offset() {
    return bytes != null ? bytes.position() : stream.offset();
  }

  /** After the root item: checks that nothing follows it. */
  public void finish() {
    if (bytes != null) {
      bytes.finish();
    } else {
      stream.finish();
    }
  }

  /** Drops the buffer of a stream. */
  public void release() {
    if (stream != null) stream.release();
  }

  /**
   * The error the byte[] reader would have raised first when a read of the stream failed with {@code e}
   * (see {@link CborStreamReader#documentError}); {@code e} itself over a byte[].
   */
  public PeregrineException documentError(PeregrineException e) {
    return stream != null ? stream.documentError(e) : e;
  }

  /** After documentError gave another error: the depth of the container it is about (0 the root), or -1. */
  public int errorDepth() {
    return stream != null ? stream.errorDepth() : -1;
  }
}
