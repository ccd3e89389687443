package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code Json.write(value, OutputStream)} writes as it goes, through a bounded buffer: a document many
 * times the buffer's size reaches the stream in buffer-sized writes, byte for byte what writeBytes gives.
 */
class JsonStreamWriteTest {
  public record Row(int id, String name, List<Long> values, boolean flag) {}

  /** Records each write's size. */
  static final class Recording extends OutputStream {
    final ByteArrayOutputStream all = new ByteArrayOutputStream();
    int writes;
    int largest;
    boolean closed;

    @Override
    public void write(int b) {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      writes++;
      largest = Math.max(largest, len);
      all.write(b, off, len);
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  static List<Row> rows(int n) {
    List<Row> out = new ArrayList<>();
    for (int i = 0; i < n; i++) out.add(new Row(i, "row \"" + i + "\" \u00e9", List.of((long) i, -1L, Long.MAX_VALUE), i % 2 == 0));
    return out;
  }

  @Test
  void aLargeDocumentReachesTheStreamInBufferSizedWrites() {
    List<Row> rows = rows(200_000);
    for (Json json : new Json[] {Json.create(), Json.builder().pretty(true).build()}) {
      byte[] expected = json.writeBytes(rows);
      assertTrue(expected.length > 10_000_000, "a document of " + expected.length + " bytes");
      Recording out = new Recording();
      json.write(rows, out);
      assertArrayEquals(expected, out.all.toByteArray());
      assertFalse(out.closed);
      assertTrue(out.writes > 30, out.writes + " writes");
      assertTrue(out.largest <= 256 * 1024, "largest write " + out.largest + " bytes: the buffer did not grow with the document");
    }
  }

  @Test
  void aSingleLongStringStillFits() {
    String big = "x".repeat(3_000_000) + "\u00e9\n";
    Recording out = new Recording();
    Json.create().write(List.of("a", big, "b"), out);
    assertArrayEquals(Json.create().writeBytes(List.of("a", big, "b")), out.all.toByteArray());
  }

  @Test
  void aFailureHalfWayLeavesWhatWasWrittenAndTellsWhereInTheOutput() {
    List<Object> list = new ArrayList<>(rows(50_000));
    List<Object> cycle = new ArrayList<>();
    cycle.add(cycle);
    list.add(cycle);
    Recording out = new Recording();
    JsonException e = assertThrows(JsonException.class, () -> Json.create().write(list, out));
    assertTrue(out.all.size() > 1_000_000, "written before the failure: " + out.all.size());
    assertTrue(e.getMessage().matches(".*after \\d{7,} bytes of output.*"), e.getMessage());
  }

  @Test
  void anIOExceptionSurfaces() {
    OutputStream broken = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        throw new IOException("disk full");
      }
    };
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> Json.create().write(rows(100_000), broken));
    assertEquals("disk full", e.getCause().getMessage());
  }
}
