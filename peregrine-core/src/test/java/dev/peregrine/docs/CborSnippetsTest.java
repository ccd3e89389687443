package dev.peregrine.docs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import dev.peregrine.tree.JsonObject;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The code of docs/cbor.md, run and checked; {@link DocSnippetsTest} holds the page to it word for word. */
class CborSnippetsTest {
  public enum Size { SMALL, LARGE }

  public record Image(String uri, String title, int width, int height, Size size) {}

  @Test
  void mapModeAndArrayMode() {
    Image image = new Image("/a.jpg", "A", 1024, 768, Size.LARGE);
    // snippet modes
    Cbor cbor = Cbor.create();                                  // map mode: property names as text keys
    byte[] bytes = cbor.write(image);
    Image back = cbor.read(bytes, Image.class);
    Object data = cbor.parse(bytes);                            // Map, List, numbers, String, byte[], CborTag...

    Cbor compact = Cbor.builder()
        .beansAsArrays(true)               // array mode: positional, both ends share the schema
        .stringRefs(true)                  // tags 256/25: a repeated string costs one or two bytes
        .enumsAsOrdinals(true)             // enum constants as ordinals: both ends share the declaration order
        .references(true)                  // tags 28/29 for shared and circular graphs (only shared values marked)
        .build();
    // end snippet
    assertEquals(image, back);
    JsonObject map = (JsonObject) data;
    assertEquals("LARGE", map.getString("size"));
    assertEquals(1024, map.getIntValue("width"));

    byte[] small = compact.write(image);
    // Tag 256 (string references start here), then an array of five: the strings, the integers, the ordinal 1.
    assertEquals("d9010085662f612e6a7067614119040019030001", HexFormat.of().formatHex(small));
    assertEquals(image, compact.read(small, Image.class));
    assertTrue(small.length < bytes.length / 2, small.length + " against " + bytes.length);

    // Repeated strings: the second "/a.jpg" is a reference to the first.
    List<Image> twice = List.of(image, image);
    assertEquals(twice, compact.read(compact.write(twice), new dev.peregrine.TypeRef<List<Image>>() {}));
    // String references are read whatever the reader's options.
    Cbor refs = Cbor.builder().stringRefs(true).build();
    assertEquals(twice, cbor.read(refs.write(twice), new dev.peregrine.TypeRef<List<Image>>() {}));
  }

  @Test
  void genericDataModel() {
    // snippet generic
    Cbor cbor = Cbor.create();
    byte[] bytes = cbor.write(List.of(new CborTag(32, "https://example.com"), CborSimple.UNDEFINED, 1.5f));
    List<?> items = (List<?>) cbor.parse(bytes);
    // a CborTag(32, "https://example.com"), CborSimple.UNDEFINED and the Float 1.5
    // end snippet
    assertEquals(List.of(new CborTag(32, "https://example.com"), CborSimple.UNDEFINED, 1.5f), items);
    assertEquals(new CborTag(32, "https://example.com"), items.get(0));
    assertEquals(CborSimple.UNDEFINED, items.get(1));
    assertSame(Float.class, items.get(2).getClass());
    assertArrayEquals(bytes, cbor.write(items));
  }
}
