package dev.peregrine.bench.stream;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
import dev.peregrine.Cbor;
import dev.peregrine.Json;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Element-by-element reading and writing of a large sequence of small records, Peregrine against Jackson's
 * streaming APIs (MappingIterator, SequenceWriter), JSON and CBOR: one measurement per JVM, so that the
 * heap a run needs shows (run it under a small {@code -Xmx}). Prints one line: library, format, direction,
 * records, MB, seconds, MB/s, peak heap MB. Not part of the suite yet (issue 21's stream scenario); run by
 * {@code tools/sequence-bench}.
 *
 * <pre>
 * java -cp CLASSPATH dev.peregrine.bench.stream.SequenceBench generate json|cbor FILE RECORDS
 * java -Xmx64m -cp CLASSPATH dev.peregrine.bench.stream.SequenceBench read peregrine|jackson json|cbor FILE
 * java -Xmx64m -cp CLASSPATH dev.peregrine.bench.stream.SequenceBench write peregrine|jackson json|cbor FILE RECORDS
 * </pre>
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

  public static void main(String[] args) throws IOException {
    switch (args[0]) {
      case "generate" -> write("peregrine", args[1], Path.of(args[2]), Long.parseLong(args[3]), false);
      case "read" -> read(args[1], args[2], Path.of(args[3]));
      case "write" -> write(args[1], args[2], Path.of(args[3]), Long.parseLong(args[4]), true);
      default -> throw new IllegalArgumentException("generate, read or write: " + args[0]);
    }
  }

  private static void read(String library, String format, Path file) throws IOException {
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
    report(library, format, "read", count, Files.size(file), start, check);
  }

  private static void write(String library, String format, Path file, long records, boolean measure) throws IOException {
    long start = System.nanoTime();
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 65536)) {
      if (library.equals("peregrine")) {
        try (dev.peregrine.SequenceWriter w = format.equals("json") ? Json.create().writeSequence(out)
            : Cbor.create().writeSequence(out)) {
          for (long i = 0; i < records; i++) w.write(Item.of(i));
        }
      } else {
        ObjectMapper mapper = format.equals("json") ? new ObjectMapper() : new ObjectMapper(new CBORFactory());
        try (SequenceWriter w = mapper.writerFor(Item.class).writeValuesAsArray(out)) {
          for (long i = 0; i < records; i++) w.write(Item.of(i));
        }
      }
    }
    if (measure) report(library, format, "write", records, Files.size(file), start, 0);
  }

  private static void report(String library, String format, String direction, long count, long bytes, long start, long check) {
    double seconds = (System.nanoTime() - start) / 1e9;
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) peak += pool.getPeakUsage().getUsed();
    }
    System.out.printf("%s %s %s records=%d MB=%.1f seconds=%.2f MB/s=%.1f peakHeapMB=%.1f check=%d%n", library, format,
        direction, count, bytes / 1e6, seconds, bytes / 1e6 / seconds, peak / 1e6, check);
  }

  @SuppressWarnings("unused")
  private static final Class<?>[] USED = {JsonGenerator.class, CBORGenerator.class};
}
