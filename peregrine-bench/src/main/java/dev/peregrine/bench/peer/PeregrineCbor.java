package dev.peregrine.bench.peer;

import dev.peregrine.Cbor;
import dev.peregrine.SequenceWriter;
import dev.peregrine.TypeRef;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;

/**
 * Peregrine's CBOR facade: map mode (its default) or array mode (positional, as fastjson2's BeanToArray),
 * each also with string references (RFC 8949 tags 256/25: a repeated key or string costs one or two bytes),
 * and the compact variant: array mode, string references and enum constants as ordinals, the smallest
 * documents the facade writes (both ends share the classes and the order of their constants, as with Kryo).
 */
final class PeregrineCbor implements Peer {
  private final boolean arrays;
  private final boolean stringRefs;
  private final boolean ordinals;
  private final Cbor cbor;

  PeregrineCbor(boolean arrays, boolean stringRefs) {
    this(arrays, stringRefs, false);
  }

  // Ordinals only together with arrays and string references: the suite measures that one combination.
  private PeregrineCbor(boolean arrays, boolean stringRefs, boolean ordinals) {
    this.arrays = arrays;
    this.stringRefs = stringRefs;
    this.ordinals = ordinals;
    this.cbor = Cbor.builder().beansAsArrays(arrays).stringRefs(stringRefs).enumsAsOrdinals(ordinals).build();
  }

  /** Array mode with string references and enum ordinals. */
  static PeregrineCbor compact() {
    return new PeregrineCbor(true, true, true);
  }

  @Override
  public String id() {
    if (ordinals) return "peregrine-cbor-array-compact";
    return (arrays ? "peregrine-cbor-array" : "peregrine-cbor") + (stringRefs ? "-stringrefs" : "");
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "dev.peregrine:peregrine-core";
  }

  @Override
  public String settings() {
    String mode = arrays ? "beansAsArrays(true) (array mode, as fastjson2's BeanToArray)" : "map mode (the default)";
    return "Cbor.builder(): " + mode + (stringRefs ? ", stringRefs(true) (tags 256/25)" : ", no string references (the default)")
        + (ordinals ? ", enumsAsOrdinals(true) (enum constants as ordinals, as Kryo writes them)" : "");
  }

  @Override
  public byte[] encode(MediaContent value) {
    return cbor.write(value);
  }

  @Override
  public MediaContent decode(byte[] bytes) {
    return cbor.read(bytes, MediaContent.class);
  }

  @Override
  public Sequences sequences() {
    return new Sequences() {
      public <T> long read(InputStream in, Class<T> type, ToLongFunction<? super T> each, long[] sum) {
        long count = 0;
        try (Stream<T> items = cbor.readSequence(in, type)) {
          for (Iterator<T> i = items.iterator(); i.hasNext(); count++) {
            sum[0] += each.applyAsLong(i.next());
          }
        }
        return count;
      }

      public <T> List<T> readAll(InputStream in, Class<T> type) {
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) cbor.read(in, TypeRef.of(Sequences.listOf(type)));
        return list;
      }

      public <T> void write(OutputStream out, Class<T> type, Iterator<? extends T> items) {
        try (SequenceWriter w = cbor.writeSequence(out)) {
          while (items.hasNext()) {
            w.write(items.next());
          }
        }
      }
    };
  }
}
