package dev.peregrine.bench.streaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
import com.google.gson.Gson;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import dev.peregrine.Cbor;
import dev.peregrine.Json;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Element-by-element reading and writing of a large sequence of small records, Peregrine against its peers'
 * streaming APIs (Jackson's MappingIterator and SequenceWriter, JSON and CBOR; Gson's JsonReader and JsonWriter),
 * and the whole array read at once into a {@code List} ({@code readall}): one measurement per JVM, so that the
 * heap a run needs shows (run it under a small {@code -Xmx}). Prints one line: library, format, direction,
 * records, MB, seconds, MB/s, peak heap MB, bytes allocated per record by the measuring thread, and a check
 * (the sum of the ids read). The suite runs it through {@code run.StreamRunner}; {@code tools/sequence-bench}
 * runs it by hand.
 *
 * <p>fastjson2 (2.0.64) has no reader for this: {@code JSONReader.of(InputStream, Charset)} reads the whole
 * stream into one growing byte[] before it parses anything (JSONReaderUTF8's constructor), and its
 * {@code JSONStreamReader} reads JSON Lines or CSV, not the elements of an array ({@link #FASTJSON2_NOT_APPLICABLE}).
 *
 * <pre>
 * java -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench generate json|cbor FILE RECORDS
 * java -Xmx64m -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench read peregrine|jackson|gson json|cbor FILE
 * java -Xmx64m -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench write peregrine|jackson|gson json|cbor FILE RECORDS
 * java -Xmx1g -cp CLASSPATH dev.peregrine.bench.streaming.SequenceBench readall peregrine|jackson json|cbor FILE
 * </pre>
 * (gson: json only.)
 */
public final class SequenceBench {
  /** Why fastjson2 has no element-by-element reader here, as the report gives it. */
  public static final String FASTJSON2_NOT_APPLICABLE = "no element-by-element reader of an array from an "
      + "InputStream: JSONReader.of(InputStream, Charset) reads the whole stream into one byte[] first; "
      + "JSONStreamReader reads JSON Lines, not an array";

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

  public static void main(String[] args) throws IOException {
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
    write("peregrine", format, file, records, false);
  }

  /** The check a reader prints after reading {@code records} generated items: the sum of their ids. */
  public static long expectedCheck(long records) {
    return records * (records - 1) / 2;
  }

  private static void read(String library, String format, Path file) throws IOException {
    long allocated = allocatedBytes();
    long start = System.nanoTime();
    long count = 0;
    long check = 0;
    try (InputStream in = Files.newInputStream(file)) {
      if (library.equals("peregrine")) {
        try (Stream<Item> items = format.equals("json") ? Json.create().readSequence(in, Item.class)
            : Cbor.create().readSequence(in, Item.class)) {
          for (Item it : (Iterable<Item>) items::iterator) {
            count++;
            check += it.id;
          }
        }
      } else if (library.equals("gson")) {
        requireJson(library, format);
        Gson gson = new Gson();
        try (JsonReader reader = new JsonReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
          reader.beginArray();
          while (reader.hasNext()) {
            Item it = gson.fromJson(reader, Item.class);
            count++;
            check += it.id;
          }
          reader.endArray();
        }
      } else {
        ObjectMapper mapper = format.equals("json") ? new ObjectMapper() : new ObjectMapper(new CBORFactory());
        try (MappingIterator<Item> items = mapper.readerFor(Item.class).readValues(new BufferedInputStream(in, 65536))) {
          while (items.hasNext()) {
            count++;
            check += items.next().id;
          }
        }
      }
    }
    report(library, format, "read", count, Files.size(file), start, allocated, check);
  }

  /** The whole array as one List, from the stream: {@code read(InputStream, TypeRef)} against {@code readValue}. */
  private static void readAll(String library, String format, Path file) throws IOException {
    long allocated = allocatedBytes();
    long start = System.nanoTime();
    List<Item> items;
    try (InputStream in = Files.newInputStream(file)) {
      if (library.equals("peregrine")) {
        items = format.equals("json") ? Json.create().read(in, new dev.peregrine.TypeRef<List<Item>>() {})
            : Cbor.create().read(in, new dev.peregrine.TypeRef<List<Item>>() {});
      } else {
        ObjectMapper mapper = format.equals("json") ? new ObjectMapper() : new ObjectMapper(new CBORFactory());
        items = mapper.readValue(in, new com.fasterxml.jackson.core.type.TypeReference<List<Item>>() {});
      }
    }
    long check = 0;
    for (Item it : items) check += it.id;
    report(library, format, "readall", items.size(), Files.size(file), start, allocated, check);
  }

  private static void write(String library, String format, Path file, long records, boolean measure) throws IOException {
    long allocated = allocatedBytes();
    long start = System.nanoTime();
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 65536)) {
      if (library.equals("peregrine")) {
        try (dev.peregrine.SequenceWriter w = format.equals("json") ? Json.create().writeSequence(out)
            : Cbor.create().writeSequence(out)) {
          for (long i = 0; i < records; i++) w.write(Item.of(i));
        }
      } else if (library.equals("gson")) {
        requireJson(library, format);
        Gson gson = new Gson();
        JsonWriter writer = new JsonWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        writer.beginArray();
        for (long i = 0; i < records; i++) gson.toJson(Item.of(i), Item.class, writer);
        writer.endArray();
        writer.flush();
      } else {
        ObjectMapper mapper = format.equals("json") ? new ObjectMapper() : new ObjectMapper(new CBORFactory());
        try (SequenceWriter w = mapper.writerFor(Item.class).writeValuesAsArray(out)) {
          for (long i = 0; i < records; i++) w.write(Item.of(i));
        }
      }
    }
    if (measure) report(library, format, "write", records, Files.size(file), start, allocated, 0);
  }

  private static void requireJson(String library, String format) {
    if (!format.equals("json")) throw new IllegalArgumentException(library + " reads and writes json only");
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
