package dev.peregrine.bind.gen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.Property;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Generated writes pass each name of 1 to 16 plain ASCII bytes as constants, which every format composes
 * into its own encoding; longer names, names with escapes and non-ASCII names go through the table. Both
 * must write exactly what the reflective codec writes, in every format and mode, at every word boundary.
 */
class GeneratedNameWritingTest {
  public static final class Names {
    public int a = 1;
    public String eightBy = "x";
    public String nineBytes = null;
    public long twelveBytesX = 12;
    public boolean thirteenBytes = true;
    public List<String> sixteenBytesLong = List.of("p", "q");
    public double seventeenBytesNot = 1.5;
    @Property("quo\"te") public int quote = 3;
    @Property("größe") public int nonAscii = 4;
    @Property("tab\there") public int control = 5;
    public Inner inner = new Inner();
  }

  public static final class Inner {
    public String z = "in";
    public int nineBytes = 9;
  }

  /** A name of every length from 1 to 17 bytes: the closing quote and colon fall at every byte of the words. */
  public static final class EveryLength {
    @Property("a") public int n1 = 1;
    @Property("ab") public int n2 = 2;
    @Property("abc") public int n3 = 3;
    @Property("abcd") public int n4 = 4;
    @Property("abcde") public int n5 = 5;
    @Property("abcdef") public int n6 = 6;
    @Property("abcdefg") public int n7 = 7;
    @Property("abcdefgh") public int n8 = 8;
    @Property("abcdefghi") public int n9 = 9;
    @Property("abcdefghij") public int n10 = 10;
    @Property("abcdefghijk") public int n11 = 11;
    @Property("abcdefghijkl") public int n12 = 12;
    @Property("abcdefghijklm") public int n13 = 13;
    @Property("abcdefghijklmn") public int n14 = 14;
    @Property("abcdefghijklmno") public int n15 = 15;
    @Property("abcdefghijklmnop") public int n16 = 16;
    @Property("abcdefghijklmnopq") public int n17 = 17;
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void namesOfEveryLengthAreWrittenWhole(boolean codegen) {
    StringBuilder expected = new StringBuilder("{");
    for (int k = 1; k <= 17; k++) {
      expected.append(k == 1 ? "" : ",").append('"').append("abcdefghijklmnopq", 0, k).append("\":").append(k);
    }
    Json json = Json.builder().codegen(codegen).build();
    for (int i = 0; i < 3; i++) assertEquals(expected + "}", json.write(new EveryLength()));
    assertEquals("[" + expected + "}," + expected + "}]", json.write(List.of(new EveryLength(), new EveryLength())));
    Cbor cbor = Cbor.builder().codegen(codegen).build();
    assertArrayEquals(Cbor.builder().codegen(false).build().write(new EveryLength()), cbor.write(new EveryLength()));
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void jsonWritesTheReflectiveBytes(boolean includeNulls) {
    for (boolean pretty : new boolean[] {false, true}) {
      Json on = Json.builder().codegen(true).includeNulls(includeNulls).pretty(pretty).build();
      Json off = Json.builder().codegen(false).includeNulls(includeNulls).pretty(pretty).build();
      String expected = off.write(new Names());
      for (int i = 0; i < 3; i++) assertEquals(expected, on.write(new Names()), "pretty " + pretty);
      assertArrayEquals(off.writeBytes(new Names()), on.writeBytes(new Names()));
    }
    String compact = Json.builder().codegen(true).includeNulls(includeNulls).build().write(new Names());
    assertEquals((includeNulls ? "{\"a\":1,\"eightBy\":\"x\",\"nineBytes\":null," : "{\"a\":1,\"eightBy\":\"x\",")
        + "\"twelveBytesX\":12,\"thirteenBytes\":true,\"sixteenBytesLong\":[\"p\",\"q\"],\"seventeenBytesNot\":1.5,"
        + "\"quo\\\"te\":3,\"größe\":4,\"tab\\there\":5,\"inner\":{\"z\":\"in\",\"nineBytes\":9}}", compact);
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void cborWritesTheReflectiveBytes(boolean stringRefs) {
    for (boolean includeNulls : new boolean[] {false, true}) {
      Cbor on = Cbor.builder().codegen(true).stringRefs(stringRefs).includeNulls(includeNulls).build();
      Cbor off = Cbor.builder().codegen(false).stringRefs(stringRefs).includeNulls(includeNulls).build();
      byte[] expected = off.write(new Names());
      for (int i = 0; i < 3; i++) assertArrayEquals(expected, on.write(new Names()), "includeNulls " + includeNulls);
      assertEquals(new Names().twelveBytesX, on.read(expected, Names.class).twelveBytesX);
    }
  }
}
