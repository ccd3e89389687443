package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.bind.FormatValueCodecs;
import dev.peregrine.cbor.CborFormat;
import dev.peregrine.cbor.CborBytesReader;
import dev.peregrine.cbor.CborSequenceFramer;
import dev.peregrine.cbor.CborStreamReader;
import dev.peregrine.cbor.CborTokens;
import dev.peregrine.internal.InputStreams;
import dev.peregrine.stream.Limits;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Objects;

/**
 * CBOR (RFC 8949) reading and writing, with the same data binding as {@link Json}: every type Json binds,
 * Cbor binds, with the same annotations and codecs. Immutable and thread-safe: build one and share it.
 *
 * <pre>{@code
 * Cbor cbor = Cbor.create();
 * byte[] bytes = cbor.write(media);                          // bean, record, collection or tree
 * MediaContent back = cbor.read(bytes, MediaContent.class);
 * List<Image> images = cbor.read(bytes, new TypeRef<List<Image>>() {});
 * Object tree = cbor.parse(bytes);
 *
 * Cbor compact = Cbor.builder().beansAsArrays(true).build(); // positional: both ends share the schema
 * Cbor keyed = Cbor.builder().stringRefs(true).build();      // a repeated key costs one or two bytes
 * Cbor smallest = Cbor.builder().beansAsArrays(true).stringRefs(true).enumsAsOrdinals(true).build();
 * }</pre>
 *
 * <p>Output is RFC 8949 preferred serialization: definite lengths, shortest arguments, and each float in
 * the shortest of half, single and double precision that keeps its value. Beans are maps with text keys
 * (map mode, readable by any CBOR decoder) or, with {@link Builder#beansAsArrays(boolean)}, arrays of their
 * property values in declaration order. Enum constants are text (their names) or, with
 * {@link Builder#enumsAsOrdinals(boolean)}, integers (their ordinals).
 *
 * <p>The generic data model ({@link #parse(byte[])}, and properties declared as {@code Object}): maps to a
 * {@link dev.peregrine.tree.JsonObject} in input order (a plain {@code LinkedHashMap} when some key is not
 * text), arrays to a {@link dev.peregrine.tree.JsonArray}, integers to the smallest of Integer, Long and
 * BigInteger (bignums, tags 2 and 3, included), half and single floats to Float, doubles to Double, decimal
 * fractions (tag 4) to BigDecimal, text to String, byte strings to {@code byte[]}, true and false to
 * Boolean, null to null; any other tag (0 and 1 included) to a {@link dev.peregrine.CborTag} and
 * other simple values (undefined included) to a {@link dev.peregrine.CborSimple}. {@link #write}
 * accepts all of these and writes them back as they were read, up to preferred serialization. Numbers keep
 * the kind the document gives them: a float never overflows or underflows into another type (infinities
 * and NaN are floats of CBOR), a decimal fraction is BigDecimal whatever its size (its exponent within
 * {@link Builder#maxNumberExponent(int)}, 100,000 by default: past it the read fails, naming the limit),
 * and {@code bigDecimals} changes nothing. A bigfloat (tag 5) is kept as its tag, never computed.
 *
 * <p>Every input that is not well-formed, or does not fit the requested type, raises {@link CborException}
 * with its byte offset and path. Type ids come only from declared subtypes; no class is ever loaded by a
 * name from the input.
 */
public final class Cbor {
  private final Binder binder;
  // The binder's root writer, as the CBOR format takes it: the one place where the format meets binding.
  private final Codec<Object> root;
  private final Limits limits;
  private final CborFormat.Writers writers;

  private Cbor(Builder b) {
    this.binder = BindingBuilder.binder(b.config.withFactory(FORMAT_VALUES));
    this.root = new RootWriter(binder);
    this.limits = b.limits;
    this.writers = new CborFormat.Writers(b.limits, b.stringRefs, binder.config().references());
  }

  /** CBOR's own values of the generic data model, and maps whose keys need not be text. */
  private static final CodecFactory FORMAT_VALUES =
      FormatValueCodecs.factory("CBOR", List.of(CborTag.class, CborSimple.class));

  /** A Cbor with the defaults: map mode, nulls skipped, unknown properties ignored, safe limits. */
  public static Cbor create() {
    return DEFAULT;
  }

  private static final Cbor DEFAULT = new Builder().build();

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder();
  }

  /** The value as one CBOR data item. */
  public byte[] write(Object value) {
    return CborFormat.write(root, value, writers);
  }

  /**
   * Writes the value as one CBOR data item to {@code out}, which is left open, as it goes: byte for byte what
   * {@link #write(Object)} gives, through a buffer that goes to the stream whenever it fills. A value that
   * ends within its first 64 KB is written at once. Collections, arrays and maps know their sizes, so their
   * heads are written first and what precedes them can leave; a bean's head (its number of properties) is
   * known only at its end, so when a bean (a bean root, say) would hold back most of the first 64 KB, the
   * value is first walked without writing anything, to count the properties and items of its containers of
   * about 16 KB or more, and then written with those heads known: memory is then the buffer, a small bean
   * held whole, the largest single string, and a few dozen bytes per counted container, whatever the root;
   * the walk costs about 0.6 times the write. (A value that starts as a collection of small beans is not
   * walked: a bean in it that starts past the first 64 KB is held whole until it ends.) A value that
   * changes between the walk and the write (a collection of another size) is an error. What was written
   * before a failure stays in the stream; an {@code IOException} surfaces as an
   * {@code UncheckedIOException}.
   */
  public void write(Object value, OutputStream out) {
    CborFormat.write(root, value, writers, Objects.requireNonNull(out, "out"));
  }

  /** Reads a value of {@code type} from one CBOR data item, which must be the whole array. Not modified. */
  public <T> T read(byte[] cbor, Class<T> type) {
    return cast(type, readValue(Objects.requireNonNull(cbor, "cbor"), type));
  }

  /** Reads a value of a generic type from one CBOR data item, which must be the whole array. */
  @SuppressWarnings("unchecked")
  public <T> T read(byte[] cbor, TypeRef<T> type) {
    return (T) readValue(Objects.requireNonNull(cbor, "cbor"), type.type());
  }

  /** Reads a value of {@code type} from a stream holding one CBOR data item, to its end. Left open. */
  public <T> T read(InputStream cbor, Class<T> type) {
    return cast(type, readStream(cbor, type));
  }

  /** Reads a value of a generic type from a stream holding one CBOR data item, to its end. Left open. */
  @SuppressWarnings("unchecked")
  public <T> T read(InputStream cbor, TypeRef<T> type) {
    return (T) readStream(cbor, type.type());
  }

  /** The generic data model of one CBOR data item (see the class comment). */
  public Object parse(byte[] cbor) {
    return readValue(Objects.requireNonNull(cbor, "cbor"), Object.class);
  }

  /** The generic data model of a stream holding one CBOR data item, read to its end. Left open. */
  public Object parse(InputStream cbor) {
    return readStream(cbor, Object.class);
  }

  /**
   * A data item from a stream. A top-level array (without tags) bound to a collection, an array or the tree
   * is read element by element as the stream arrives (each element's bytes decoded on their own), so memory
   * holds the result and a buffer, not the document as well; any other document whole when it ends within
   * its first megabyte, else item by item ({@link #readItems}). All report every error as the byte[] path does: an element's error with its index and stream offset, after
   * what the byte[] reader would have refused first (the size limit, a declared length larger than the
   * input; see CborSequenceFramer.documentError).
   */
  private Object readStream(InputStream in, Type type) {
    Objects.requireNonNull(in, "cbor");
    Binder.ArrayTarget target = binder.arrayTarget(type);
    if (target == null) return readItems(in, type, WHOLE_BELOW);
    CborSequenceFramer framer = new CborSequenceFramer(in, limits);
    if (!framer.arrayOfDocument()) return readItems(framer.rest(), type, WHOLE_BELOW);
    Object container = target.newContainer();
    boolean references = binder.config().references();
    int index = 0;
    try {
      while (framer.next()) {
        CborBytesReader reader = new CborBytesReader(framer.buffer(), framer.start(), framer.end() - framer.start(), limits,
            references).nestedIn(1);
        try {
          binder.readElement(reader, target, container);
        } catch (PeregrineException e) {
          throw e.locatedIn(framer.offset(), -1, -1).prependIndex(index);
        }
        index++;
      }
    } catch (PeregrineException e) {
      throw framer.documentError(e);
    }
    framer.release();
    return target.finish(container);
  }

  // A document that ends within its first WHOLE_BELOW bytes is read whole, as byte[]: the stream reader frames
  // each item before the byte[] reader reads it, which only a document too large to hold is worth paying.
  private static final int WHOLE_BELOW = 1 << 20;

  /**
   * Any document from a stream: read whole when it ends within its first {@code wholeBelow} bytes, else item
   * by item through {@link CborStreamReader}, with the byte[] path's errors (see its documentError).
   * Package-private for the tests, which pass a small {@code wholeBelow} to read small documents so.
   */
  Object readItems(InputStream in, Type type, int wholeBelow) {
    int cap = (int) Math.min(wholeBelow, limits.maxDocumentSize() + 1);
    byte[] head = InputStreams.readUpTo(in, cap);
    if (head.length < cap) return readValue(head, type);
    CborStreamReader reader = new CborStreamReader(InputStreams.prefixed(head, head.length, in), limits,
        binder.config().references());
    try {
      Object value = binder.readRoot(reader, type);
      reader.finish();
      reader.release();
      return value;
    } catch (PeregrineException e) {
      PeregrineException first = reader.documentError(e);
      if (first != e && reader.errorDepth() >= 0) first.withPathPrefixOf(e, reader.errorDepth());
      throw first;
    }
  }

  private Object readValue(byte[] cbor, Type type) {
    CborBytesReader reader = new CborBytesReader(cbor, 0, cbor.length, limits, binder.config().references());
    Object value = binder.readRoot(reader, type);
    reader.finish();
    return value;
  }

  /**
   * The elements of a CBOR sequence in {@code in}, bound to {@code type} one at a time as the stream is
   * consumed: the elements of a top-level array (definite or indefinite length) when the stream starts with
   * one, else consecutive data items (a CBOR sequence, RFC 8742). As {@link Json#readSequence(InputStream,
   * Class)}: one element in memory, close the {@code Stream} to release its buffer, {@code in} left open,
   * a malformed element failing with its index in the path and its stream offset.
   */
  public <T> java.util.stream.Stream<T> readSequence(InputStream in, Class<T> type) {
    return Sequences.cbor(binder, limits, in, Objects.requireNonNull(type, "type"));
  }

  /** {@link #readSequence(InputStream, Class)} for a generic element type. */
  public <T> java.util.stream.Stream<T> readSequence(InputStream in, TypeRef<T> type) {
    return Sequences.cbor(binder, limits, in, type.type());
  }

  /**
   * A writer of a CBOR array to {@code out}, one element at a time: an indefinite-length array (its length
   * is not known when it starts), which {@code close()} ends with a break and flushes; {@code out} is left
   * open.
   */
  public SequenceWriter writeSequence(OutputStream out) {
    return new SequenceWriter(out, this::write, new byte[] {(byte) 0x9f}, new byte[0], new byte[] {(byte) 0xff},
        new byte[] {(byte) 0x9f, (byte) 0xff}, false);
  }

  /** A writer of a CBOR sequence (RFC 8742) to {@code out}: the elements' data items back to back, no framing. */
  public SequenceWriter writeItems(OutputStream out) {
    return new SequenceWriter(out, this::write, new byte[0], new byte[0], new byte[0], new byte[0], false);
  }

  /**
   * A token reader of the CBOR data item in {@code in}, for documents too large to hold: it reads the stream
   * through a buffer that holds the next item's head (a string whole), and binds any item at its cursor to a
   * type with this Cbor's options ({@link CborReader#read(Class)}). The stream is left open when the
   * reader is closed. The limits apply as on byte[], the document-size limit to the whole stream (raise it
   * to read larger documents).
   *
   * <pre>{@code
   * try (CborReader r = cbor.reader(in)) {
   *   r.beginObject();
   *   while (r.hasNext()) {
   *     if (r.nextName().equals("items")) {
   *       r.beginArray();
   *       while (r.hasNext()) process(r.read(Item.class));
   *       r.endArray();
   *     } else {
   *       r.skipValue();
   *     }
   *   }
   *   r.endObject();
   * }
   * }</pre>
   */
  public CborReader reader(InputStream in) {
    return new CborReader(CborTokens.over(Objects.requireNonNull(in, "in"), limits, binder.config().references()),
        binder);
  }

  /** A token reader of one CBOR data item, which must be the whole array (see {@link #reader(InputStream)}). Not modified. */
  public CborReader reader(byte[] cbor) {
    return new CborReader(CborTokens.over(Objects.requireNonNull(cbor, "cbor"), limits, binder.config().references()),
        binder);
  }

  /**
   * A token writer of one CBOR data item to {@code out}, through a buffer that goes to the stream whenever it
   * fills; {@link CborWriter#write(Object)} binds any value in the middle, with this Cbor's options.
   * Maps and arrays begun without a size have indefinite lengths (see {@link CborWriter}).
   * {@code close()} flushes and leaves {@code out} open.
   */
  public CborWriter writer(OutputStream out) {
    Objects.requireNonNull(out, "out");
    return new CborWriter(out, root, writers.streamingTo(out));
  }

  @SuppressWarnings("unchecked")
  private static <T> T cast(Class<T> type, Object value) {
    return type.isPrimitive() ? (T) value : type.cast(value);
  }

  /**
   * Configures a {@link Cbor}: the shared binding options and limits, plus string references, array mode and
   * enum ordinals.
   */
  public static final class Builder extends BindingBuilder<Builder> {
    private boolean stringRefs;

    private Builder() {}

    /**
     * Writes each text string met again as a reference to its first occurrence (tags 256 and 25, the
     * stringref extension), so a repeated key costs one or two bytes (default off). Reading always
     * understands string references.
     */
    public Builder stringRefs(boolean on) {
      this.stringRefs = on;
      return this;
    }

    /**
     * Writes beans as arrays of their property values in declaration order, nulls included, and reads them
     * back by position (default off: maps with text keys). Both ends must share the classes; a declared
     * subtype's id is the first element.
     */
    public Builder beansAsArrays(boolean on) {
      config = config.withBeansAsArrays(on);
      return this;
    }

    /**
     * Writes enum constants as their ordinals, one byte each for the first 24 constants, instead of their
     * names (default off). This makes documents depend on the declaration order of the constants, as
     * {@link #beansAsArrays(boolean)} makes them depend on the order of properties: both ends must share the
     * enum classes, and reordering or inserting constants silently changes what old documents mean. It is
     * independent of {@code beansAsArrays} and may be used in map mode too.
     *
     * <p>On read, an integer is the constant with that ordinal; one out of range reads as the
     * {@link EnumFallback} constant if the enum has one and is an error otherwise, as an unknown name is.
     * Text still reads by name and alias, so documents written without the option stay readable. Keys of a
     * map declared with an enum key type stay names.
     */
    public Builder enumsAsOrdinals(boolean on) {
      config = config.withEnumsAsOrdinals(on);
      return this;
    }

    /** The configured, immutable {@link Cbor}. */
    public Cbor build() {
      return new Cbor(this);
    }
  }
}
