package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Cbor;
import dev.peregrine.CborReader;
import dev.peregrine.Json;
import dev.peregrine.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every stream reader over a live stream, one that hands out an element's bytes only once the test releases
 * them and blocks for more: each element must be delivered before the next one is written, as a consumer of
 * a socket or a pipe needs. A number is complete at the delimiter after it, anything else at its last byte.
 * Both engines, and streams that report what they hold ({@code available()}) and streams that do not.
 */
class LiveStreamTest {
  public record Item(int id, String name, List<String> tags) {}

  /** A bean with setters, which the engines bind apart from records. */
  public static final class Point {
    private int x;
    private String label;

    public int getX() {
      return x;
    }

    public void setX(int x) {
      this.x = x;
    }

    public String getLabel() {
      return label;
    }

    public void setLabel(String label) {
      this.label = label;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Point p && p.x == x && java.util.Objects.equals(p.label, label);
    }

    @Override
    public int hashCode() {
      return x;
    }

    @Override
    public String toString() {
      return "Point(" + x + ", " + label + ")";
    }
  }

  // Long enough for a stalled element to fail the test, not the build.
  private static final long WAIT_SECONDS = 20;

  static Stream<Arguments> variants() {
    List<Arguments> out = new ArrayList<>();
    for (boolean codegen : new boolean[] {true, false}) {
      for (boolean reportsAvailable : new boolean[] {true, false}) {
        out.add(Arguments.of(codegen ? "codegen" : "reflection", codegen, reportsAvailable));
      }
    }
    return out.stream();
  }

  static List<Item> items() {
    List<Item> out = new ArrayList<>();
    for (int i = 0; i < 6; i++) out.add(new Item(i, "item " + i + " \u00e9\u4e2d", List.of("t" + i, "[]{}\"")));
    return out;
  }

  static List<Point> points() {
    List<Point> out = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      Point p = new Point();
      p.setX(i * 1000);
      p.setLabel(i % 2 == 0 ? "p" + i : null);
      out.add(p);
    }
    return out;
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  static List<byte[]> utf8(List<String> chunks) {
    return chunks.stream().map(LiveStreamTest::utf8).toList();
  }

  // ---- JSON

  @ParameterizedTest(name = "{0}, available() {2}")
  @MethodSource("variants")
  void jsonReadSequenceDeliversEachArrayElementWhenItsLastByteArrives(String engine, boolean codegen,
      boolean reportsAvailable) {
    Json json = Json.builder().codegen(codegen).build();
    List<Item> items = items();
    List<String> chunks = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) chunks.add((i == 0 ? "[" : ",") + json.write(items.get(i)));
    deliveredOneByOne(utf8(chunks), utf8("]"), items, reportsAvailable,
        (in, out) -> json.readSequence(in, Item.class).forEach(out));

    List<Point> points = points();
    chunks.clear();
    for (int i = 0; i < points.size(); i++) chunks.add((i == 0 ? "[\n  " : ",\n  ") + json.write(points.get(i)));
    deliveredOneByOne(utf8(chunks), utf8("\n]\n"), points, reportsAvailable,
        (in, out) -> json.readSequence(in, Point.class).forEach(out));
  }

  @ParameterizedTest(name = "{0}, available() {2}")
  @MethodSource("variants")
  void jsonReadSequenceDeliversScalarArrayElementsAtOnce(String engine, boolean codegen, boolean reportsAvailable) {
    Json json = Json.builder().codegen(codegen).build();
    // A number is complete at the delimiter after it, so its chunk carries the comma or the space.
    List<String> chunks = List.of("[7,", "\"s\\u00e9\"", ",true", ",null", ",false", ",-2.5e3 ", ",{\"a\":[1]}",
        ",[]", ",\"\"");
    List<Object> expected = Arrays.asList(7, "s\u00e9", true, null, false, -2500.0, java.util.Map.of("a", List.of(1)),
        List.of(), "");
    deliveredOneByOne(utf8(chunks), utf8("]"), expected, reportsAvailable,
        (in, out) -> json.readSequence(in, Object.class).forEach(out));
  }

  @ParameterizedTest(name = "{0}, available() {2}")
  @MethodSource("variants")
  void jsonReadSequenceDeliversEachLineOrConcatenatedValueWhenItEnds(String engine, boolean codegen,
      boolean reportsAvailable) {
    Json json = Json.builder().codegen(codegen).build();
    List<Item> items = items();
    List<String> lines = items.stream().map(i -> json.write(i) + "\n").toList();
    deliveredOneByOne(utf8(lines), new byte[0], items, reportsAvailable,
        (in, out) -> json.readSequence(in, Item.class).forEach(out));
    List<String> concatenated = items.stream().map(json::write).toList();
    deliveredOneByOne(utf8(concatenated), new byte[0], items, reportsAvailable,
        (in, out) -> json.readSequence(in, Item.class).forEach(out));

    List<String> scalars = List.of("1\n", "\"x\"", "true", " false", " null", "[1,{}]", "{\"a\":2}", "-0.5\r\n",
        "12345678901234567890 ");
    List<Object> expected = Arrays.asList(1, "x", true, false, null, List.of(1, java.util.Map.of()),
        java.util.Map.of("a", 2), -0.5, new java.math.BigInteger("12345678901234567890"));
    deliveredOneByOne(utf8(scalars), new byte[0], expected, reportsAvailable,
        (in, out) -> json.readSequence(in, Object.class).forEach(out));
  }

  @ParameterizedTest(name = "{0}, available() {2}")
  @MethodSource("variants")
  void jsonReaderReadInsideAnArrayReturnsEachElementWhenItEnds(String engine, boolean codegen,
      boolean reportsAvailable) {
    Json json = Json.builder().codegen(codegen).build();
    List<Item> items = items();
    List<String> chunks = new ArrayList<>();
    chunks.add("{\"batch\":7,\"items\":[" + json.write(items.get(0)));
    for (int i = 1; i < items.size(); i++) chunks.add("," + json.write(items.get(i)));
    deliveredOneByOne(utf8(chunks), utf8("],\"end\":true}"), items, reportsAvailable, (in, out) -> {
      try (JsonReader r = json.reader(in)) {
        r.beginObject();
        assertEquals("batch", r.nextName());
        assertEquals(7, r.nextInt());
        assertEquals("items", r.nextName());
        r.beginArray();
        while (r.hasNext()) out.accept(r.read(Item.class));
        r.endArray();
        assertEquals("end", r.nextName());
        r.nextBoolean();
        r.endObject();
      }
    });

    List<Point> points = points();
    chunks.clear();
    for (int i = 0; i < points.size(); i++) chunks.add((i == 0 ? "[ " : " , ") + json.write(points.get(i)));
    deliveredOneByOne(utf8(chunks), utf8(" ]"), points, reportsAvailable, (in, out) -> {
      try (JsonReader r = json.reader(in)) {
        r.beginArray();
        while (r.hasNext()) out.accept(r.read(Point.class));
        r.endArray();
      }
    });
  }

  @ParameterizedTest(name = "{0}, available() {2}")
  @MethodSource("variants")
  void jsonReaderTokensReturnEachValueWhenItEnds(String engine, boolean codegen, boolean reportsAvailable) {
    Json json = Json.builder().codegen(codegen).build();
    List<String> chunks = List.of("[\"a\"", ",true", ",null", ",12,", "{\"k\":\"v\"}", ",[1.5]");
    List<Object> expected = Arrays.asList("a", true, null, 12L, java.util.Map.of("k", "v"), List.of(1.5));
    deliveredOneByOne(utf8(chunks), utf8("]"), expected, reportsAvailable, (in, out) -> {
      try (JsonReader r = json.reader(in)) {
        r.beginArray();
        out.accept(r.nextString());
        out.accept(r.nextBoolean());
        r.nextNull();
        out.accept(null);
        out.accept(r.nextLong());
        r.beginObject();
        String name = r.nextName();
        out.accept(java.util.Map.of(name, r.nextString()));
        r.endObject();
        out.accept(r.read(Object.class));
        r.endArray();
      }
    });
    // A root value is returned when it ends, before the end of the stream.
    Item item = items().get(1);
    deliveredOneByOne(List.of(utf8(json.write(item))), utf8("\n"), List.of(item), reportsAvailable, (in, out) -> {
      try (JsonReader r = json.reader(in)) {
        out.accept(r.read(Item.class));
      }
    });
  }

  // ---- CBOR

  static List<byte[]> cborItems(Cbor cbor, List<?> values) {
    return values.stream().map(cbor::write).toList();
  }

  static byte[] with(byte[] head, byte[] rest) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(head);
    out.writeBytes(rest);
    return out.toByteArray();
  }

  @ParameterizedTest(name = "{0}, available() {2}")
  @MethodSource("variants")
  void cborReadSequenceDeliversEachItemWhenItsLastByteArrives(String engine, boolean codegen,
      boolean reportsAvailable) {
    Cbor cbor = Cbor.builder().codegen(codegen).build();
    List<Item> items = items();
    List<byte[]> sequence = cborItems(cbor, items);
    deliveredOneByOne(sequence, new byte[0], items, reportsAvailable,
        (in, out) -> cbor.readSequence(in, Item.class).forEach(out));

    List<byte[]> indefinite = new ArrayList<>(sequence);
    indefinite.set(0, with(new byte[] {(byte) 0x9F}, sequence.get(0)));
    deliveredOneByOne(indefinite, new byte[] {(byte) 0xFF}, items, reportsAvailable,
        (in, out) -> cbor.readSequence(in, Item.class).forEach(out));

    List<Point> points = points();
    List<byte[]> definite = new ArrayList<>(cborItems(cbor, points));
    definite.set(0, with(new byte[] {(byte) (0x80 + points.size())}, definite.get(0)));
    deliveredOneByOne(definite, new byte[0], points, reportsAvailable,
        (in, out) -> cbor.readSequence(in, Point.class).forEach(out));

    List<Object> scalars = Arrays.asList(1, "x", true, null, 0.1, List.of(1), 1L << 40);
    deliveredOneByOne(cborItems(cbor, scalars), new byte[0], scalars, reportsAvailable,
        (in, out) -> cbor.readSequence(in, Object.class).forEach(out));
  }

  @ParameterizedTest(name = "{0}, available() {2}")
  @MethodSource("variants")
  void cborTokenReaderReadInsideAnArrayReturnsEachElementWhenItEnds(String engine, boolean codegen,
      boolean reportsAvailable) {
    Cbor cbor = Cbor.builder().codegen(codegen).build();
    List<Item> items = items();
    List<byte[]> chunks = new ArrayList<>(cborItems(cbor, items));
    chunks.set(0, with(new byte[] {(byte) 0x9F}, chunks.get(0)));
    deliveredOneByOne(chunks, new byte[] {(byte) 0xFF}, items, reportsAvailable, (in, out) -> {
      try (CborReader r = cbor.reader(in)) {
        r.beginArray();
        while (r.hasNext()) out.accept(r.read(Item.class));
        r.endArray();
      }
    });

    List<Point> points = points();
    List<byte[]> definite = new ArrayList<>(cborItems(cbor, points));
    definite.set(0, with(new byte[] {(byte) (0x80 + points.size())}, definite.get(0)));
    deliveredOneByOne(definite, new byte[0], points, reportsAvailable, (in, out) -> {
      try (CborReader r = cbor.reader(in)) {
        r.beginArray();
        while (r.hasNext()) out.accept(r.read(Point.class));
        r.endArray();
      }
    });
  }

  // ---- the harness

  /**
   * Releases the chunks one at a time to a reader running on its own thread, which passes each value it
   * reads to {@code out}: each chunk's value must arrive before the next chunk is released. Then the tail
   * and the end of the stream, after which the reader must finish cleanly.
   */
  static void deliveredOneByOne(List<byte[]> chunks, byte[] tail, List<?> expected, boolean reportsAvailable,
      BiConsumer<InputStream, Consumer<Object>> reader) {
    assertEquals(expected.size(), chunks.size(), "one value a chunk");
    LiveInput in = new LiveInput(reportsAvailable);
    BlockingQueue<Object[]> delivered = new LinkedBlockingQueue<>();
    Throwable[] failure = new Throwable[1];
    Thread consumer = new Thread(() -> {
      try {
        reader.accept(in, value -> delivered.add(new Object[] {value}));
      } catch (Throwable t) {
        failure[0] = t;
      }
    }, "live-stream-reader");
    consumer.setDaemon(true);
    consumer.start();
    try {
      for (int i = 0; i < chunks.size(); i++) {
        in.release(chunks.get(i));
        Object[] got = delivered.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        if (got == null) {
          if (failure[0] != null) throw new AssertionError("the reader failed at element " + i, failure[0]);
          fail("element " + i + " was not delivered once its bytes had arrived: the reader waits for more");
        }
        assertEquals(expected.get(i), got[0], "element " + i);
      }
      in.release(tail);
      in.end();
      consumer.join(TimeUnit.SECONDS.toMillis(WAIT_SECONDS));
      assertEquals(false, consumer.isAlive(), "the reader did not finish at the end of the stream");
      if (failure[0] != null) throw new AssertionError("the reader failed after the last element", failure[0]);
      assertNull(delivered.peek(), "more values than elements");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      fail(e);
    } finally {
      in.end(); // a reader still waiting gets the end of the stream, not a hang
    }
  }

  /**
   * An input stream fed by the test: a read returns what has been released (at least a byte), and blocks
   * while nothing is left until more is released or the stream is ended. {@code available()} tells what is
   * left, or 0 always, as some sockets and decorators do.
   */
  static final class LiveInput extends InputStream {
    private final boolean reportsAvailable;
    private byte[] bytes = new byte[0];
    private int pos;
    private boolean ended;

    LiveInput(boolean reportsAvailable) {
      this.reportsAvailable = reportsAvailable;
    }

    synchronized void release(byte[] more) {
      byte[] next = Arrays.copyOf(bytes, bytes.length + more.length);
      System.arraycopy(more, 0, next, bytes.length, more.length);
      bytes = next;
      notifyAll();
    }

    synchronized void end() {
      ended = true;
      notifyAll();
    }

    @Override
    public synchronized int read() {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) {
      java.util.Objects.checkFromIndexSize(off, len, b.length);
      if (len == 0) return 0;
      while (pos == bytes.length && !ended) {
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return -1;
        }
      }
      if (pos == bytes.length) return -1;
      int n = Math.min(len, bytes.length - pos);
      System.arraycopy(bytes, pos, b, off, n);
      pos += n;
      return n;
    }

    @Override
    public synchronized int available() {
      return reportsAvailable ? bytes.length - pos : 0;
    }
  }
}
