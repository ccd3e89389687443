package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Codec;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * CborFormat's write to a stream of values whose containers announce no sizes (as beans do), at every depth:
 * the first pass's plan (CborCensus) and the heads the writer settles from it as its buffer fills give the
 * bytes of the write to byte[], while the stream receives the output in writes of bounded size.
 */
class CborMeasuredWriteTest {
  /** A list written with its size announced, as a collection is. */
  record Sized(List<Object> items) {}

  /** Maps and lists as containers of unannounced size (as beans are), Sized lists with their size. */
  static final Codec<Object> UNSIZED = new Codec<>() {
    @Override
    public Object read(ValueReader in) {
      throw new UnsupportedOperationException();
    }

    @Override
    public void write(ValueWriter out, Object v) {
      if (v instanceof Map<?, ?> m) {
        out.beginObject();
        for (Map.Entry<?, ?> e : m.entrySet()) {
          out.name((String) e.getKey());
          write(out, e.getValue());
        }
        out.endObject();
      } else if (v instanceof List<?> l) {
        out.beginArray();
        for (Object x : l) write(out, x);
        out.endArray();
      } else if (v instanceof Sized s) {
        out.beginArray(s.items().size());
        for (Object x : s.items()) write(out, x);
        out.endArray();
      } else if (v instanceof String s) {
        out.value(s);
      } else if (v instanceof Long n) {
        out.value((long) n);
      } else if (v instanceof Double d) {
        out.value((double) d);
      } else {
        out.nullValue();
      }
    }
  };

  // A value of roughly budget bytes or less: strings, numbers, nulls, and containers of every size around
  // the head sizes (23/24 items) and the census's LARGE, nested up to five levels.
  static Object value(Random r, int depth, int budget) {
    int kind = depth >= 5 || budget < 64 ? r.nextInt(4) : 4 + r.nextInt(3);
    switch (kind) {
      case 0: return "s\u00e9".repeat(r.nextInt(Math.min(budget / 3 + 1, r.nextInt(10) == 0 ? 1500 : 12)));
      case 1: return r.nextLong() >> r.nextInt(64);
      case 2: return r.nextDouble();
      case 3: return null;
      default: {
        int n = r.nextInt(r.nextInt(3) == 0 ? 300 : 40);
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < n && budget > 0; i++) {
          Object v = value(r, depth + 1, budget / Math.max(2, n / 4));
          budget -= 8 + (v instanceof String s ? 2 * s.length() : 8);
          items.add(v);
        }
        if (kind == 4) {
          Map<String, Object> m = new LinkedHashMap<>();
          for (int i = 0; i < items.size(); i++) m.put("k" + i, items.get(i));
          return m;
        }
        return kind == 5 ? items : new Sized(items);
      }
    }
  }

  /** Counts the stream's writes and the largest. */
  static final class Recording extends ByteArrayOutputStream {
    int writes;
    int largest;

    @Override
    public synchronized void write(byte[] b, int off, int len) {
      writes++;
      largest = Math.max(largest, len);
      super.write(b, off, len);
    }
  }

  @Test
  void everyShapeOfUnannouncedContainersWritesTheBytesOfTheByteArrayWrite() {
    Random r = new Random(21);
    int large = 0;
    long total = 0;
    for (int i = 0; i < 60; i++) {
      Map<String, Object> root = new LinkedHashMap<>();
      int parts = 1 + r.nextInt(40);
      for (int k = 0; k < parts; k++) root.put("part" + k, value(r, 1, 16_000));
      for (boolean stringRefs : new boolean[] {false, true}) {
        CborFormat.Writers writers = new CborFormat.Writers(Limits.DEFAULT, stringRefs, false);
        byte[] whole = CborFormat.write(UNSIZED, root, writers);
        Recording out = new Recording();
        CborFormat.write(UNSIZED, root, writers, out);
        assertArrayEquals(whole, out.toByteArray(), "value " + i);
        total += whole.length;
        if (whole.length > 64 * 1024) {
          large++;
          // Bounded: the stream got the output in writes no larger than a buffer, a small container and a string.
          assertTrue(out.largest <= 64 * 1024, "a write of " + out.largest + " bytes of " + whole.length);
          assertTrue(out.writes > whole.length / (64 * 1024), out.writes + " writes of " + whole.length + " bytes");
        }
      }
    }
    assertTrue(large > 15, large + " values past the first attempt's 64 KB, " + total + " bytes in all");
  }

  /** The writer's calls for {root: [{}, text, null, {x: 1}]}, the text filling the buffer to its last byte. */
  static void fillThenOpen(CborBytesWriter w) {
    w.beginObject();
    w.name("l");
    w.beginArray();
    w.beginObject(); // a small map before the large one, at the same depth
    w.endObject();
    w.value("t".repeat(8183)); // 5 bytes before it, 3 of head: the buffer's 8,192 bytes less one
    w.nullValue(); // the last byte
    w.beginObject(); // opened on a full buffer: the flush settles the containers around it, not it
    w.name("x");
    w.value(1);
    w.endObject();
    w.endArray();
    w.endObject();
  }

  @Test
  void aContainerOpenedOnAFullBufferIsNotSettledInThePlaceOfItsSiblingBefore() {
    // A regression: open() made room for its head after counting the container in, so the flush settled it
    // from the plan at its previous sibling's start, overwriting that head (0x80 became 0x87 in a run of the
    // test above with values of megabytes).
    CborBytesWriter whole = new CborBytesWriter(Limits.DEFAULT, false, false);
    fillThenOpen(whole);
    CborCensus.Plan large = new CborCensus.Plan(3, 1, CborCensus.Plan.NONE);
    CborCensus.Plan list = new CborCensus.Plan(1, 4, new CborCensus.Plan[] {large});
    CborCensus.Plan root = new CborCensus.Plan(0, 1, new CborCensus.Plan[] {list});
    CborBytesWriter streamed = new CborBytesWriter(Limits.DEFAULT, false, false);
    Recording out = new Recording();
    streamed.streamTo(out, new CborCensus.Plan(-1, 0, new CborCensus.Plan[] {root}));
    fillThenOpen(streamed);
    streamed.writeTo(out);
    assertArrayEquals(whole.toByteArray(), out.toByteArray());
    assertTrue(out.writes >= 2, out.writes + " writes");
  }
}
