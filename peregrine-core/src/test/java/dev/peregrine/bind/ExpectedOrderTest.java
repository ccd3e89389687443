package dev.peregrine.bind;

import dev.peregrine.cbor.CborBytesReader;
import dev.peregrine.json.Utf8JsonReader;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/** The order generated codecs confirm names in: declared until a reader has seen documents, then theirs. */
class ExpectedOrderTest {
  private static NameTable table() {
    return new NameTable(new String[] {"uri", "title", "width"}, new String[][] {{}, {"caption"}, {}});
  }

  private static void readAll(ValueReader in, NameTable names) {
    in.beginObject();
    while (in.nextName(names) != ValueReader.END_OF_OBJECT) in.skipValue();
  }

  private static void readJson(String json, NameTable names) {
    byte[] b = json.getBytes(StandardCharsets.UTF_8);
    readAll(new Utf8JsonReader(b, 0, b.length, Limits.DEFAULT), names);
  }

  @Test
  void declaredOrderBeforeAnyDocument() {
    assertArrayEquals(new int[] {0, 1, 2}, table().expectedOrder());
  }

  @Test
  void jsonDocumentsSetTheOrderAliasesIncluded() {
    NameTable names = table();
    readJson("{\"width\":1,\"caption\":\"a\",\"uri\":\"u\"}", names);
    assertArrayEquals(new int[] {2, 3, 0}, names.expectedOrder()); // entry 3 is the alias of slot 1
  }

  @Test
  void aRepeatedSlotEndsTheOrder() {
    NameTable names = table();
    readJson("{\"title\":1,\"uri\":2,\"title\":3}", names);
    assertArrayEquals(new int[] {1, 0}, names.expectedOrder());
  }

  @Test
  void cborDocumentsSetTheOrderWhenJsonHasNone() {
    NameTable names = table();
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("title", "t");
    doc.put("width", 1);
    byte[] cbor = dev.peregrine.Cbor.create().write(doc);
    readAll(new CborBytesReader(cbor, 0, cbor.length, Limits.DEFAULT, false), names);
    assertArrayEquals(new int[] {1, 2}, names.expectedOrder());
  }
}
