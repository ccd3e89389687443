package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code Cbor.write(value, OutputStream)} of a bean root, or of anything whose containers do not announce
 * their sizes: the bytes of {@code Cbor.write(value)}, which reach the stream while the root is written,
 * through a buffer that stays small, instead of a bean root held whole until it ends.
 */
class CborBeanRootStreamWriteTest {
  public record Row(int id, String name, List<Long> values, boolean flag) {}

  public record Batch(int batch, List<Row> rows, Header header, String trailer) {}

  public record Header(String title, Map<String, Object> attributes, List<Header> parts) {}

  /** A bean with more than 23 properties, so that its head takes two bytes. */
  public record Wide(String p0, String p1, String p2, String p3, String p4, String p5, String p6, String p7, String p8, String p9, String p10, String p11, String p12, String p13, String p14, String p15, String p16, String p17, String p18, String p19, String p20, String p21, String p22, String p23, String p24, String p25) {}

  static final List<Cbor> CBORS = CborStreamWriteTest.CBORS;

  /** Rows made as they are read: the list holds nothing, and says when each row was last asked for. */
  static final class Generated extends AbstractList<Row> {
    final int size;
    final JsonStreamWriteTest.Recording out;
    long streamedWhenLastAskedFor = -1;

    Generated(int size, JsonStreamWriteTest.Recording out) {
      this.size = size;
      this.out = out;
    }

    @Override
    public Row get(int i) {
      if (i == size - 1 && out != null) streamedWhenLastAskedFor = out.all.size();
      return new Row(i, "row " + i + " \u00e9", List.of((long) i, -1L), i % 3 == 0);
    }

    @Override
    public int size() {
      return size;
    }
  }

  static Header header(int parts) {
    Map<String, Object> attributes = new LinkedHashMap<>();
    attributes.put("a", 1);
    attributes.put("b", List.of("x", "y"));
    List<Header> inside = new ArrayList<>();
    for (int i = 0; i < parts; i++) inside.add(new Header("part " + i + " " + "t".repeat(i % 90), attributes, List.of()));
    return new Header("the title", attributes, inside);
  }

  @Test
  void aBeanRootReachesTheStreamWhileItIsWrittenByteForByteAsWriteGives() {
    for (Cbor cbor : CBORS) {
      JsonStreamWriteTest.Recording out = new JsonStreamWriteTest.Recording();
      Generated rows = new Generated(200_000, out);
      Batch batch = new Batch(7, rows, header(2_000), "end");
      cbor.write(batch, out);
      byte[] whole = cbor.write(new Batch(7, new Generated(200_000, null), header(2_000), "end"));
      assertArrayEquals(whole, out.all.toByteArray());
      assertFalse(out.closed, "the caller's stream was closed");
      // When the last row was made for writing, nearly all of the rows' bytes were in the stream already.
      assertTrue(rows.streamedWhenLastAskedFor > whole.length / 2, rows.streamedWhenLastAskedFor + " of " + whole.length);
      assertTrue(out.writes > 100, "written in " + out.writes + " writes");
      assertTrue(out.largest <= 64 * 1024, "a write of " + out.largest + " bytes");
    }
  }

  @Test
  void wideNestedAndMixedRootsWriteTheSameBytes() {
    String text = "w".repeat(1_000);
    Wide wide = new Wide(text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text, text);
    List<Object> roots = new ArrayList<>();
    roots.add(wide);
    roots.add(List.of(wide, wide, wide));
    roots.add(new Header("h", Map.of("wide", wide), List.of(header(500), header(3))));
    Map<String, Object> map = new LinkedHashMap<>();
    map.put("header", header(1_000));
    map.put("batch", new Batch(1, new Generated(5_000, null), header(10), "t"));
    roots.add(map);
    roots.add(new Object[] {header(800), "x".repeat(50_000), wide});
    List<Object> rows = new ArrayList<>();
    for (int i = 0; i < 300; i++) rows.add(i % 50 == 0 ? header(200) : new Row(i, "r", List.of(), true));
    roots.add(rows);
    for (Object root : roots) {
      for (Cbor cbor : CBORS) {
        JsonStreamWriteTest.Recording out = new JsonStreamWriteTest.Recording();
        cbor.write(root, out);
        assertArrayEquals(cbor.write(root), out.all.toByteArray(), root.getClass().getSimpleName());
        assertTrue(out.largest <= 64 * 1024, "a write of " + out.largest + " bytes");
      }
    }
  }

  @Test
  void aValueThatChangesBetweenThePassesIsAnErrorNotOtherBytes() {
    // A list that holds one row more each time it is iterated: the first pass counts n, the write finds n + 1.
    List<Row> growing = new AbstractList<>() {
      int size = 10_000;

      @Override
      public Row get(int i) {
        return new Row(i, "row " + i, List.of(), false);
      }

      @Override
      public int size() {
        return size;
      }

      @Override
      public java.util.Iterator<Row> iterator() {
        size++;
        return super.iterator();
      }
    };
    Header changing = new Header("h", Map.of(), List.of());
    Batch batch = new Batch(1, growing, changing, "t");
    CborException e = assertThrows(CborException.class, () -> Cbor.create().write(batch, new JsonStreamWriteTest.Recording()));
    assertTrue(e.reason().contains("announced") && e.reason().contains("held"), e.reason());
  }

  /** A row whose name fails for one id. */
  public static final class Failing {
    public final int id;

    Failing(int id) {
      this.id = id;
    }

    public String getName() {
      if (id == 70_000) throw new IllegalStateException("no name for " + id);
      return "name " + id;
    }
  }

  public record FailingRoot(String title, List<Failing> rows) {}

  @Test
  void aValueThatFailsHalfWayGivesTheByteArrayPathsError() {
    List<Failing> rows = new ArrayList<>();
    for (int i = 0; i < 100_000; i++) rows.add(new Failing(i));
    FailingRoot root = new FailingRoot("t", rows);
    CborException whole = assertThrows(CborException.class, () -> Cbor.create().write(root));
    CborException streamed = assertThrows(CborException.class, () -> Cbor.create().write(root, new JsonStreamWriteTest.Recording()));
    assertEquals(whole.path(), streamed.path());
    assertEquals("$.rows[70000].name", streamed.path());
    assertEquals(whole.reason().replaceAll("after \\d+ bytes", ""), streamed.reason().replaceAll("after \\d+ bytes", ""));
  }
}
