package dev.peregrine.cbor;

import dev.peregrine.CborException;
import dev.peregrine.PeregrineException;
import dev.peregrine.bind.Binder;
import dev.peregrine.bind.Codec;
import dev.peregrine.bind.CodecFactory;
import dev.peregrine.bind.Limits;
import dev.peregrine.bind.ValueReader;
import dev.peregrine.bind.ValueWriter;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.internal.SlotPool;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/** The CBOR format's entry points for the facade: a reader or writer around the format-neutral binder. */
public final class CborFormat {
  /** Builds CBOR exceptions for stream reading failures. */
  public static final InputStreams.Errors ERRORS = (reason, offset) -> new CborException(reason, offset, null);

  /**
   * Codecs for the generic data model's CBOR-only values, {@link CborTag} and {@link CborSimple}; the facade
   * adds it after the user's factories.
   */
  public static final CodecFactory CODECS = (type, annotations, context) -> {
    if (type == LinkedHashMap.class || type == HashMap.class) return new AnyKeyMapCodec((Class<?>) type, context.codec(Object.class));
    if (type != CborTag.class && type != CborSimple.class) return null;
    Codec<Object> tree = context.codec(Object.class);
    return new Codec<Object>() {
      @Override
      public Object read(ValueReader in) {
        Object v = tree.read(in);
        if (!((Class<?>) type).isInstance(v)) throw in.error("expected a " + ((Class<?>) type).getSimpleName());
        return v;
      }

      @Override
      public void write(ValueWriter out, Object value) {
        if (!(out instanceof CborWriter cbor)) throw out.error(value.getClass().getSimpleName() + " can only be written as CBOR");
        if (value instanceof CborSimple s) {
          cbor.simple(s.value());
        } else {
          CborTag t = (CborTag) value;
          cbor.tag(t.tag());
          Binder.writeNullable(out, tree, t.value());
        }
      }
    };
  };

  private CborFormat() {}

  /**
   * An untyped {@code LinkedHashMap} or {@code HashMap} (as the tree holds when some key is not text, and as
   * the root of a write is looked up by its class): keys of any kind are written as CBOR keys of that kind,
   * so that {@code {1: 2}} writes back as it was read, not as {@code {"1": 2}}.
   */
  private static final class AnyKeyMapCodec implements Codec<Object> {
    private final Class<?> type;
    private final Codec<Object> tree;

    AnyKeyMapCodec(Class<?> type, Codec<Object> tree) {
      this.type = type;
      this.tree = tree;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object read(ValueReader in) {
      Object v = tree.read(in);
      if (!(v instanceof Map<?, ?> m)) throw in.error("expected a map");
      Map<Object, Object> out = type == HashMap.class ? new HashMap<>() : new LinkedHashMap<>();
      out.putAll((Map<Object, Object>) m);
      return out;
    }

    @Override
    public void write(ValueWriter out, Object value) {
      out.beginObject();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        Object k = e.getKey();
        try {
          if (k instanceof String s) {
            out.name(s);
          } else {
            Binder.writeNullable(out, tree, k);
          }
          Binder.writeNullable(out, tree, e.getValue());
        } catch (PeregrineException ex) {
          throw ex.prependProperty(String.valueOf(k));
        }
      }
      out.endObject();
    }
  }

  /** Reads one data item of {@code type} from {@code cbor[0, length)}; it must be the whole input. */
  public static Object read(Binder binder, byte[] cbor, int length, Type type, Limits limits) {
    CborReader reader = new CborReader(cbor, 0, length, limits, binder.config().references());
    Object value = binder.readRoot(reader, type);
    reader.finish();
    return value;
  }

  /** The value as one CBOR data item, through a writer from {@code writers}. */
  public static byte[] write(Binder binder, Object value, Writers writers) {
    CborWriter writer = writers.take();
    if (writer.writesReferencesNatively()) {
      // Native references take two passes: tag 28 marks only the values met more than once, which only a
      // pass over the whole graph can tell (the first pass's bytes are thrown away).
      CborWriter counter = writers.take();
      counter.countReferences();
      binder.writeRoot(counter, value);
      writer.markOnly(counter.repeatedValues());
      writers.give(counter);
    }
    binder.writeRoot(writer, value);
    byte[] bytes = writer.toByteArray();
    writers.give(writer);
    return bytes;
  }

  /**
   * The writers of one facade, kept for reuse in a {@link SlotPool}: a fresh writer's buffer, allocated,
   * grown and copied for every document, cost more than a small document's encoding, and a writer also
   * keeps its string-reference and container tables. A writer that failed is not put back; one that grew
   * large is dropped (see {@link CborWriter#reset()}).
   */
  public static final class Writers {
    private final SlotPool<CborWriter> idle = new SlotPool<>(8);
    private final Limits limits;
    private final boolean stringRefs;
    private final boolean references;

    /** Writers with these options. */
    public Writers(Limits limits, boolean stringRefs, boolean references) {
      this.limits = limits;
      this.stringRefs = stringRefs;
      this.references = references;
    }

    CborWriter take() {
      CborWriter w = idle.take();
      return w != null ? w : new CborWriter(limits, stringRefs, references);
    }

    void give(CborWriter w) {
      if (w.reset()) idle.give(w);
    }
  }
}
