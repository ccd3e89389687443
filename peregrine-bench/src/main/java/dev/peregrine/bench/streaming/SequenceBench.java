package dev.peregrine.bench.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Sequences;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * Element-by-element reading and writing of a large sequence of small records, Peregrine against its peers'
 * streaming APIs (Jackson's MappingIterator and SequenceWriter, JSON and CBOR; Gson's JsonReader and JsonWriter),
 * and the whole array read at once into a {@code List} ({@code readall}): one measurement per JVM, so that the
 * heap a run needs shows (run it under a small {@code -Xmx}). Prints one line: library, format, direction,
 * records, MB, seconds, MB/s, peak heap MB, bytes allocated per record by the measuring thread, and a check
 * (the sum of the ids read). The suite runs it through {@code run.StreamRunner}; the lab's {@code sequence-bench}
 * runs it by hand.
 *
 * <p>fastjson2 (2.0.64) has no reader for this: {@code JSONReader.of(InputStream, Charset)} reads the whole
 * stream into one growing byte[] before it parses anything (JSONReaderUTF8's constructor), and its
 * {@code JSONStreamReader} reads JSON Lines or CSV, not the elements of an array (its peer says so).
 *
 * <pre>
 * java -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench generate json|cbor FILE RECORDS
 * java -Xmx64m -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench read PEER json|cbor FILE
 * java -Xmx64m -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench write PEER json|cbor FILE RECORDS
 * java -Xmx1g -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench readall PEER json|cbor FILE
 * </pre>
 * PEER is a peer's id (peregrine, jackson, jackson3, gson; peregrine-cbor and jackson-cbor for CBOR): each reads
 * and writes through its {@code Peer.sequences()}.
 */
public final class SequenceBench {
  /** A small record, about 120 bytes of JSON. */
  public static final class Item {
    public long id;
    public String name;
    public String category;
    public double price;
    public boolean active;
    public List<String> tags;

    public Item() {}

    static Item of(long i) {
      Item it = new Item();
      it.id = i;
      it.name = "item-" + i;
      it.category = "category-" + (i % 17);
      it.price = (i % 10_000) / 100.0;
      it.active = i % 3 != 0;
      it.tags = List.of("t" + (i % 5), "tag");
      return it;
    }
  }

  private SequenceBench() {}

  public static void main(String[] args) throws Exception {
    switch (args[0]) {
      case "generate" -> generate(args[1], Path.of(args[2]), Long.parseLong(args[3]));
      case "read" -> read(args[1], args[2], Path.of(args[3]));
      case "readall" -> readAll(args[1], args[2], Path.of(args[3]));
      case "write" -> write(args[1], args[2], Path.of(args[3]), Long.parseLong(args[4]), true);
      default -> throw new IllegalArgumentException("generate, read, readall or write: " + args[0]);
    }
  }

  /** Writes {@code records} items as one array in {@code format} to {@code file} (Peregrine writes it). */
  public static void generate(String format, Path file, long records) throws IOException {
    try {
      write(format.equals("json") ? "peregrine" : "peregrine-cbor", format, file, records, false);
    } catch (IOException | RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IOException(e);
    }
  }

  /** The check a reader prints after reading {@code records} generated items: the sum of their ids. */
  public static long expectedCheck(long records) {
    return records * (records - 1) / 2;
  }

  /** The peer's streaming API; a peer of the other format is a mistake of the caller. */
  private static Sequences sequences(String library, String format) throws Exception {
    Peer peer = Peers.create(library);
    if ((peer.kind() == Peer.Kind.JSON) != format.equals("json")) {
      throw new IllegalArgumentException(library + " does not read and write " + format);
    }
    return peer.sequences();
  }

  private static void read(String library, String format, Path file) throws Exception {
    Sequences sequences = sequences(library, format);
    long allocated = allocatedBytes();
    long start = System.nanoTime();
    long[] check = new long[1];
    long count;
    try (InputStream in = Files.newInputStream(file)) {
      count = sequences.read(in, Item.class, SequenceBench::id, check);
    }
    report(library, format, "read", count, Files.size(file), start, allocated, check[0]);
  }

  private static long id(Item item) {
    return item.id;
  }

  /** The whole array as one List, from the stream: {@code read(InputStream, TypeRef)} against {@code readValue}. */
  private static void readAll(String library, String format, Path file) throws Exception {
    Sequences sequences = sequences(library, format);
    long allocated = allocatedBytes();
    long start = System.nanoTime();
    List<Item> items;
    try (InputStream in = Files.newInputStream(file)) {
      items = sequences.readAll(in, Item.class);
    }
    long check = 0;
    for (Item it : items) check += it.id;
    report(library, format, "readall", items.size(), Files.size(file), start, allocated, check);
  }

  private static void write(String library, String format, Path file, long records, boolean measure)
      throws Exception {
    Sequences sequences = sequences(library, format);
    long allocated = allocatedBytes();
    long start = System.nanoTime();
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 65536)) {
      sequences.write(out, Item.class, new Iterator<Item>() {
        private long i;

        public boolean hasNext() {
          return i < records;
        }

        public Item next() {
          return Item.of(i++);
        }
      });
    }
    if (measure) report(library, format, "write", records, Files.size(file), start, allocated, 0);
  }

  /**
   * Bytes this thread has allocated so far (HotSpot's per-thread counter, a JDK management API): every library
   * here reads and writes on the calling thread, so the difference over a run is its allocation.
   */
  private static long allocatedBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
  }

  private static void report(String library, String format, String direction, long count, long bytes, long start,
      long allocatedBefore, long check) {
    double seconds = (System.nanoTime() - start) / 1e9;
    long allocated = allocatedBytes() - allocatedBefore;
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) peak += pool.getPeakUsage().getUsed();
    }
    System.out.printf(Locale.ROOT, "%s %s %s records=%d MB=%.1f seconds=%.2f MB/s=%.1f peakHeapMB=%.1f "
        + "allocPerRecord=%.1f check=%d%n", library, format, direction, count, bytes / 1e6, seconds,
        bytes / 1e6 / seconds, peak / 1e6, count == 0 ? 0.0 : (double) allocated / count, check);
  }

  @SuppressWarnings("unused")
  private static final Class<?>[] USED = {JsonGenerator.class, CBORGenerator.class};
}
