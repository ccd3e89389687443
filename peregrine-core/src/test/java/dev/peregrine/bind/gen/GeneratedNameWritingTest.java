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
