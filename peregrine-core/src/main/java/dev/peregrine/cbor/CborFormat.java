package dev.peregrine.cbor;

import dev.peregrine.CborException;
import dev.peregrine.Codec;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.internal.SlotPool;
import dev.peregrine.stream.Limits;


/**
 * The CBOR format's whole-document writes for the facade, through pooled writers; {@code root} writes the
 * value (the facade passes its binder's root writer), so this package never sees the binding layer.
 */
public final class CborFormat {
  /** Builds CBOR exceptions for stream reading failures. */
  public static final InputStreams.Errors ERRORS = (reason, offset) -> new CborException(reason, offset, null);

  private CborFormat() {}

  /**
   * The value as one CBOR data item, through a writer from {@code writers}; {@code root} writes the value
   * (with native references, in two passes, the first on the writer's {@link CborBytesWriter#rehearsal()}).
   */
  public static byte[] write(Codec<Object> root, Object value, Writers writers) {
    CborBytesWriter writer = writers.take();
    boolean done = false;
    try {
      root.write(writer, value);
      byte[] bytes = writer.toByteArray();
      done = true;
      return bytes;
    } finally {
      writers.giveOrDrop(writer, done);
    }
  }

  /**
   * Writes the value as one CBOR data item to {@code out} as it goes, through a writer from {@code writers}:
   * whenever its buffer fills, the bytes before any container whose head is still a placeholder go to the
   * stream (see {@link CborBytesWriter}). What reached the stream before a failure stays there.
   */
  public static void write(Codec<Object> root, Object value, Writers writers, java.io.OutputStream out) {
    CborBytesWriter writer = writers.take();
    writer.holdUpTo(out, HOLD);
    boolean held = false;
    boolean done = false;
    try {
      try {
        root.write(writer, value);
      } catch (CborBytesWriter.Held e) {
        held = true; // measured below, once this writer (the first attempt's bytes) is dropped
      }
      if (!held) {
        writer.writeTo(out);
        done = true;
      }
    } finally {
      writers.giveOrDrop(writer, done);
    }
    if (held) writeMeasured(root, value, writers, out);
  }

  // A first attempt holds this much before writing any: a document that ends within it is written at once;
  // one that does not, and whose open containers' heads hold most of it back (a bean root), is measured first.
  private static final int HOLD = 64 * 1024;

  // The value once more, after a first pass (CborCensus) has counted the items of its large containers, so
  // that the writer gives them their heads as the buffer fills and memory stays bounded whatever the root.
  // A first pass that fails (the value cannot be written, or changed) leaves the write as it was before: the
  // writer then raises the error itself, after the bytes before it, or holds what it must.
  private static void writeMeasured(Codec<Object> root, Object value, Writers writers, java.io.OutputStream out) {
    CborCensus census = new CborCensus(writers.limits, writers.references);
    CborCensus.Plan plan = null;
    try {
      root.write(census, value);
      plan = census.plan();
    } catch (RuntimeException e) {
      // as described above: no plan
    }
    CborBytesWriter writer = writers.take();
    boolean done = false;
    try {
      if (plan != null) {
        writer.streamTo(out, plan);
      } else {
        writer.streamTo(out);
      }
      root.write(writer, value);
      writer.writeTo(out);
      done = true;
    } finally {
      writers.giveOrDrop(writer, done);
    }
  }

  /**
   * The writers of one facade, kept for reuse in a {@link SlotPool}: a fresh writer's buffer, allocated,
   * grown and copied for every document, cost more than a small document's encoding, and a writer also
   * keeps its string-reference and container tables. A writer that failed is not put back; one that grew
   * large is dropped (see {@link CborBytesWriter#reset()}).
   */
  public static final class Writers {
    private final SlotPool<CborBytesWriter> idle = new SlotPool<>(8);
    private final Limits limits;
    private final boolean stringRefs;
    private final boolean references;

    /** Writers with these options. */
    public Writers(Limits limits, boolean stringRefs, boolean references) {
      this.limits = limits;
      this.stringRefs = stringRefs;
      this.references = references;
    }

    /** A new writer with these options that writes to {@code out} as its buffer fills (for the token writer). */
    public CborBytesWriter streamingTo(java.io.OutputStream out) {
      CborBytesWriter w = new CborBytesWriter(limits, stringRefs, references);
      w.streamTo(out);
      return w;
    }

    CborBytesWriter take() {
      CborBytesWriter w = idle.take();
      return w != null ? w : new CborBytesWriter(limits, stringRefs, references);
    }

    // Every writer taken comes back here, on every path (SlotPool): kept when it wrote and reset small, else dropped.
    void giveOrDrop(CborBytesWriter w, boolean wrote) {
      if (wrote && w.reset()) {
        idle.give(w);
      } else {
        idle.drop(w);
      }
    }
  }
}
