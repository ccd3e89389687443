package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecFactory;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Codecs for a format richer than JSON, which a facade adds after the user's factories: the format's own
 * values of the generic data model (CBOR's tags and simple values), read as the tree reads them and written
 * through {@link ValueWriter#writeFormatValue}, and untyped maps whose keys need not be text. The format is
 * named by the facade, so that binding never imports a format.
 */
public final class FormatValueCodecs {
  private FormatValueCodecs() {}

  /**
   * A factory for the format's own value classes {@code types}, named {@code format} in errors, and for an
   * untyped {@code LinkedHashMap} or {@code HashMap} (as the tree holds when some key is not text, and as
   * the root of a write is looked up by its class): keys of any kind are written as keys of that kind, so
   * that {@code {1: 2}} writes back as it was read, not as {@code {"1": 2}}.
   */
  public static CodecFactory factory(String format, List<Class<?>> types) {
    List<Class<?>> own = List.copyOf(types);
    return (type, annotations, context) -> {
      if (type == LinkedHashMap.class || type == HashMap.class) {
        return new AnyKeyMapCodec((Class<?>) type, context.codec(Object.class));
      }
      if (!(type instanceof Class<?> c) || !own.contains(c)) return null;
      return new FormatValueCodec(format, c, context.codec(Object.class));
    };
  }

  /** One of the format's own value classes: read as the tree reads it, written by the format itself. */
  private static final class FormatValueCodec implements Codec<Object> {
    private final String format;
    private final Class<?> type;
    private final Codec<Object> tree;

    FormatValueCodec(String format, Class<?> type, Codec<Object> tree) {
      this.format = format;
      this.type = type;
      this.tree = tree;
    }

    @Override
    public Object read(ValueReader in) {
      Object v = tree.read(in);
      if (!type.isInstance(v)) throw in.error("expected a " + type.getSimpleName());
      return v;
    }

    @Override
    public void write(ValueWriter out, Object value) {
      if (!out.writeFormatValue(value, tree)) {
        throw out.error(value.getClass().getSimpleName() + " can only be written as " + format);
      }
    }
  }

  /**
   * An untyped map whose keys are written as values when they are not text. Shareable: with references on,
   * a map met again is written as a reference. Read as a copy of the tree's map, it exists only once read,
   * as an array does, so a cycle back to it cannot be rebuilt.
   */
  private static final class AnyKeyMapCodec implements Codec<Object>, References.Shareable {
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

    @Override
    public Class<?> sharedType() {
      return Map.class;
    }

    @Override
    public boolean readsObjects() {
      return true;
    }
  }
}
