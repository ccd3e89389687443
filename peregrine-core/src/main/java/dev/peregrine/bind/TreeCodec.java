package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecContext;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import dev.peregrine.tree.JsonArray;
import dev.peregrine.tree.JsonObject;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The codec for {@code Object}: reads the natural tree (JsonObject, JsonArray, Integer/Long/BigInteger,
 * Double or BigDecimal, String, Boolean, null) and writes any value by the codec of its runtime class.
 */
final class TreeCodec implements Codec<Object>, References.Shareable, Binder.ArrayTarget {
  private final CodecContext context;
  private final boolean bigDecimals;
  // Runtime classes written and their codecs, by class hash: a tree mixes a handful of classes (String,
  // Integer, JsonObject...) and repeats them, and this spares the registry's key hashing per value.
  // Filled racily: entries are immutable, so a thread sees a whole entry or an older one, and a miss
  // only asks the registry again.
  private final ClassCodec[] byClass = new ClassCodec[32];

  private static final class ClassCodec {
    final Class<?> type;
    final Codec<Object> codec;

    ClassCodec(Class<?> type, Codec<Object> codec) {
      this.type = type;
      this.codec = codec;
    }
  }

  // Whether the tree's own classes are written inline, skipping the class lookup: their codecs are the
  // built-ins (no user codec replaces one) and references are off. 0 before the first write, 1 yes, 2 no;
  // set racily, as every thread computes the same answer.
  private int inline;

  // What a nested value is read with: this codec, or with references on, the decorator around it (which
  // also takes CBOR's share marks), looked up on first use: while this codec is being built, the registry
  // can only give a placeholder.
  private Codec<Object> nested;

  TreeCodec(CodecContext context) {
    this.context = context;
    this.bigDecimals = Binder.config(context).bigDecimals();
  }

  private Codec<Object> nested() {
    Codec<Object> n = nested;
    if (n == null) nested = n = Binder.config(context).references() ? context.codec(Object.class) : this;
    return n;
  }

  @Override
  public Class<?> sharedType() {
    return Object.class;
  }

  // A top-level array of the tree, element by element.

  @Override
  public Object newContainer() {
    return new JsonArray();
  }

  @Override
  public void readElement(ValueReader in, Object container) {
    ((JsonArray) container).add(nested().read(in));
  }

  @Override
  public Object finish(Object container) {
    return container;
  }

  @Override
  public boolean readsObjects() {
    return true;
  }

  @Override
  public boolean writesThroughRuntimeClass() {
    return true; // with references on, every value goes to the codec of its runtime class
  }

  @Override
  public Object read(ValueReader in) {
    if (in.peekFormatValue()) return in.readFormatValue(nested()); // a CBOR tag or simple value
    switch (in.peek()) {
      case OBJECT: {
        in.beginObject();
        // Sized as the format announced (a CBOR map: no rehash as a user's forty members arrive), else as a
        // LinkedHashMap starts.
        int known = in.knownLength();
        JsonObject object = known >= 0 ? new JsonObject(known) : new JsonObject();
        if (in.nextKeyIsValue()) return readValueKeys(in, object); // a CBOR map with other keys
        String name = in.nextName();
        References.created(in, object); // before its members: a cycle back to it resolves
        Codec<Object> nested = nested();
        while (name != null) {
          try {
            object.put(name, nested.read(in));
          } catch (PeregrineException e) {
            throw e.prependProperty(name);
          }
          if (in.nextKeyIsValue()) return readValueKeys(in, object);
          name = in.nextName();
        }
        return object;
      }
      case ARRAY: {
        in.beginArray();
        int length = in.knownLength();
        JsonArray array = length >= 0 ? new JsonArray(length) : new JsonArray();
        References.created(in, array); // before its elements: a cycle back to it resolves
        Codec<Object> nested = nested();
        while (in.hasNextElement()) {
          try {
            array.add(nested.read(in));
          } catch (PeregrineException e) {
            throw e.prependIndex(array.size());
          }
        }
        return array;
      }
      case STRING:
        return in.readString();
      case NUMBER:
        return in.readNumber(bigDecimals);
      case BOOLEAN:
        return in.readBoolean();
      case BINARY:
        return in.readBinary();
      case NULL:
      default:
        in.readNull();
        return null;
    }
  }

  /**
   * The rest of an object whose keys are not all text (CBOR): a plain ordered map holding the entries read
   * so far and the rest, keys as tree values. The format has counted the key the caller saw. Keys of any
   * kind may be built to share a hash code, which a HashMap pays for with a comparison per key of that hash
   * (it orders only Comparable keys of one class): the keys of both maps below are counted by hash, up to
   * the maxKeysPerHash limit.
   */
  private Map<Object, Object> readValueKeys(ValueReader in, JsonObject sofar) {
    Map<Object, Object> map = new LinkedHashMap<>(sofar);
    HashFloodGuard guard = new HashFloodGuard(in);
    for (Object key : sofar.keySet()) guard.add(key);
    // For keys that Java's equals tells apart where the format does not: each one's equivalence (below) and
    // the key as first read, which a later equivalent key's value replaces, as a repeated key's does.
    Map<Object, Object> firstKeys = null;
    HashFloodGuard firstGuard = null;
    boolean valueKey = true;
    while (true) {
      Object key;
      if (valueKey) {
        key = nested().read(in);
      } else {
        key = in.nextName();
        if (key == null) return map;
      }
      Object stored = key;
      Object same = equivalence(key, in);
      if (same != key) { // a key Java's equals may tell apart from an equivalent one
        if (firstKeys == null) {
          firstKeys = new HashMap<>();
          firstGuard = new HashFloodGuard(in);
        }
        Object first = firstKeys.get(same);
        if (first != null) {
          stored = first;
        } else {
          firstGuard.add(same);
          firstKeys.put(same, key);
        }
      }
      if (stored == key && !map.containsKey(key)) guard.add(key); // (a repeated key adds none)
      try {
        map.put(stored, nested().read(in));
      } catch (PeregrineException e) {
        throw e.prependProperty(String.valueOf(key));
      }
      valueKey = in.nextKeyIsValue();
    }
  }

  /**
   * A key as the format compares keys, for a map whose keys are values (CBOR): a float is the same value
   * whatever its width (RFC 8949 section 2), where Java's Float 0.0 and Double 0.0 differ, and the writer
   * would write both as the same half-precision 0.0, a repeated key (found by the fuzzer); every NaN is one
   * key, whatever its payload, as the writer writes each NaN as the same f97e00 (Float and Double NaNs with
   * payloads were two keys, written as one: found by the fuzzer too); a byte string is
   * compared by its bytes, not its identity; arrays and maps by their elements' equivalences. Other values
   * (text, integers of the smallest class, decimals with their scale) are their own, returned as they are.
   */
  private static Object equivalence(Object value, ValueReader in) {
    if (value instanceof Float f) return new FloatBits(Double.doubleToLongBits(f.doubleValue()));
    if (value instanceof Double d) return new FloatBits(Double.doubleToLongBits(d));
    if (value instanceof byte[] b) return ByteBuffer.wrap(b);
    if (value instanceof List<?> list) {
      List<Object> all = new ArrayList<>(list.size());
      for (Object e : list) all.add(equivalence(e, in));
      return all;
    }
    if (value instanceof Map<?, ?> map) {
      // Its keys' equivalences may share a hash where the keys did not (byte strings, compared by identity
      // in the map but by content here): counted as the map's own keys were.
      Map<Object, Object> all = new HashMap<>();
      HashFloodGuard guard = new HashFloodGuard(in);
      for (Map.Entry<?, ?> e : map.entrySet()) {
        Object key = equivalence(e.getKey(), in);
        guard.add(key);
        all.put(key, equivalence(e.getValue(), in));
      }
      return all;
    }
    return value;
  }

  private record FloatBits(long bits) {} // doubleToLongBits: -0.0 apart from 0.0, every NaN the same

  /**
   * Writes any value: the tree's own classes inline, the object's and the array's loops included, and the
   * scalars in them (writeScalar), anything else by the codec of its runtime class. The containers inside a
   * tree are written by calls to this method, which is above C2's FreqInlineSize (325 bytes of bytecode), so
   * C2 never inlines it and each JVM compiles the same code. While the loops were methods of their own, C2
   * inlined the recursion once more into each compile and ran out of its node budget (NodeCountInliningCutoff)
   * at a place that changed from one JVM to the next (the iterator, endObject, a string write): WriteStringTree
   * ran at 0.88-1.31 of fastjson2 across JVMs; a loop over a stack of containers instead of the recursion was
   * steadier but slower. A test (TreeCodecShapeTest) keeps it above that size.
   */
  @Override
  public void write(ValueWriter out, Object value) {
    if (inline()) {
      if (value instanceof JsonObject object) { // as the built-in map codec writes it without references
        out.beginObject(object.size());
        for (Map.Entry<String, Object> e : object.entrySet()) {
          Object key = e.getKey(); // a raw caller may have put any key: written by toString, as maps are
          if (key == null) throw out.error("null map key");
          String name = key instanceof String text ? text : key.toString();
          try {
            out.name(name);
            Object v = e.getValue();
            if (v == null) out.nullValue();
            else if (!writeScalar(out, v)) write(out, v);
          } catch (PeregrineException ex) {
            throw ex.prependProperty(name);
          }
        }
        out.endObject();
        return;
      }
      if (value instanceof JsonArray array) { // as the built-in collection codec writes it without references
        out.beginArray(array.size());
        for (int i = 0, n = array.size(); i < n; i++) {
          try {
            Object v = array.get(i);
            if (v == null) out.nullValue();
            else if (!writeScalar(out, v)) write(out, v);
          } catch (PeregrineException ex) {
            throw ex.prependIndex(i);
          }
        }
        out.endArray();
        return;
      }
      if (writeScalar(out, value)) return;
    }
    // Any other value (or with references on, or a codec of the user's for one of the tree's classes, any
    // value): by the codec of its runtime class.
    if (value instanceof Map<?, ?> m && !(value instanceof JsonObject) && out.acceptsValueKeys() && hasValueKeys(m)) {
      writeValueKeys(out, m);
      return;
    }
    Class<?> type = value.getClass();
    if (type == Object.class) {
      out.beginObject();
      out.endObject();
      return;
    }
    codecFor(type).write(out, value);
  }

  // The tree's scalars as their built-in codecs write them (inline() says they are the ones in use); false for
  // any other value, containers included.
  private static boolean writeScalar(ValueWriter out, Object v) {
    if (v instanceof String s) {
      out.value(s);
    } else if (v instanceof Integer i) {
      out.value(i.intValue());
    } else if (v instanceof Long l) {
      out.value(l.longValue());
    } else if (v instanceof Boolean b) {
      out.value(b.booleanValue());
    } else if (v instanceof Double d) {
      out.value(d.doubleValue());
    } else {
      return false;
    }
    return true;
  }

  private boolean inline() {
    int known = inline;
    if (known == 0) inline = known = builtInsOnly() ? 1 : 2;
    return known == 1;
  }

  private boolean builtInsOnly() {
    return !Binder.config(context).references()
        && ScalarCodecs.StringCodec.class.isInstance(context.codec(String.class))
        && ScalarCodecs.IntCodec.class.isInstance(context.codec(Integer.class))
        && ScalarCodecs.LongCodec.class.isInstance(context.codec(Long.class))
        && ScalarCodecs.BooleanCodec.class.isInstance(context.codec(Boolean.class))
        && ScalarCodecs.DoubleCodec.class.isInstance(context.codec(Double.class))
        && ContainerCodecs.isBuiltIn(context.codec(JsonObject.class))
        && ContainerCodecs.isBuiltIn(context.codec(JsonArray.class));
  }

  // Probes up to 4 slots from the class's hash; a class that finds them all taken by others takes the
  // first, so a tree with many classes still works, only less cached. A class of another loader than this
  // library's is not kept here, where it would keep its loader alive (see Binder): it is looked up each time.
  private Codec<Object> codecFor(Class<?> type) {
    int mask = byClass.length - 1;
    int h = type.hashCode();
    for (int i = 0; i < 4; i++) {
      ClassCodec c = byClass[(h + i) & mask];
      if (c == null) break;
      if (c.type == type) return c.codec;
    }
    Codec<Object> codec = context.codec(type);
    if (!LoaderAnchors.isOurs(type)) return codec;
    int free = h & mask;
    for (int i = 0; i < 4; i++) {
      if (byClass[(h + i) & mask] == null) {
        free = (h + i) & mask;
        break;
      }
    }
    byClass[free] = new ClassCodec(type, codec);
    return codec;
  }

  private static boolean hasValueKeys(Map<?, ?> map) {
    for (Object k : map.keySet()) if (!(k instanceof String)) return true;
    return false;
  }

  // A map with keys that are not text, for a format that accepts any value as a key: each key is written as a
  // tree value, so it reads back as the same key.
  private void writeValueKeys(ValueWriter out, Map<?, ?> map) {
    out.beginObject();
    for (Map.Entry<?, ?> e : map.entrySet()) {
      Object k = e.getKey();
      try {
        if (k instanceof String s) {
          out.name(s);
        } else {
          Binder.writeNullable(out, this, k);
        }
        Binder.writeNullable(out, this, e.getValue());
      } catch (PeregrineException ex) {
        throw ex.prependProperty(String.valueOf(k));
      }
    }
    out.endObject();
  }
}
