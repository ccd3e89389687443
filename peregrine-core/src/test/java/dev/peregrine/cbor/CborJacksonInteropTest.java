package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import dev.peregrine.Cbor;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Jackson's CBOR module reads Peregrine's map mode into the same bean, and Peregrine reads Jackson's output. */
class CborJacksonInteropTest {
  public static final class Image {
    public String uri;
    public String title;
    public int width;
    public long bytes;
    public double ratio;
    public boolean shown;
    public List<String> tags;
    public Map<String, Integer> counts;
    public byte[] thumb;

    @Override
    public boolean equals(Object o) {
      return o instanceof Image i && java.util.Objects.equals(uri, i.uri) && java.util.Objects.equals(title, i.title)
          && width == i.width && bytes == i.bytes && ratio == i.ratio && shown == i.shown
          && java.util.Objects.equals(tags, i.tags) && java.util.Objects.equals(counts, i.counts)
          && java.util.Arrays.equals(thumb, i.thumb);
    }

    @Override
    public int hashCode() {
      return width;
    }
  }

  static Image image() {
    Image i = new Image();
    i.uri = "http://example.com/\u00e9t\u00e9.jpg";
    i.title = "a title long enough to need a one-byte length head, with \ud83d\ude00";
    i.width = 100_000;
    i.bytes = -(1L << 40);
    i.ratio = 0.1;
    i.shown = true;
    i.tags = List.of("x", "y");
    i.counts = Map.of("k", 7);
    i.thumb = new byte[] {0, 1, -1};
    return i;
  }

  @Test
  void jacksonReadsOurs() throws Exception {
    Image i = image();
    assertEquals(i, new CBORMapper().readValue(Cbor.create().write(i), Image.class));
    assertEquals(i, new CBORMapper().readValue(Cbor.builder().stringRefs(false).build().write(i), Image.class));
  }

  @Test
  void weReadJacksons() throws Exception {
    Image i = image();
    byte[] bytes = new CBORMapper().writeValueAsBytes(i);
    assertEquals(i, Cbor.create().read(bytes, Image.class));
    assertEquals(Cbor.create().parse(Cbor.create().write(i)).toString().length() > 0, true);
  }

  @Test
  void weReadJacksonsIndefiniteLengths() throws Exception {
    // Jackson's streaming generator writes indefinite-length arrays and maps unless told the size.
    com.fasterxml.jackson.dataformat.cbor.CBORFactory f = new com.fasterxml.jackson.dataformat.cbor.CBORFactory();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    try (var g = f.createGenerator(out)) {
      g.writeStartObject();
      g.writeStringField("uri", "u");
      g.writeFieldName("tags");
      g.writeStartArray();
      g.writeString("a");
      g.writeEndArray();
      g.writeEndObject();
    }
    Image back = Cbor.create().read(out.toByteArray(), Image.class);
    assertEquals("u", back.uri);
    assertEquals(List.of("a"), back.tags);
  }
}
