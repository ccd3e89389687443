package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.TypeRef;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A null behind tags. Fuzzing found tag 256 on a null inside an indefinite array filling the heap, and as a
 * map value looping forever: peek called the item NULL (it looks through tags) while readNull saw the tag
 * byte and read nothing, so the tree's loops took the same null again and again.
 */
class CborTaggedNullTest {
  @Test
  void tag256OnANullIsAnErrorNotAHang() {
    Cbor cbor = Cbor.create();
    for (String hex : List.of("9fd90100f6ff", "82d90100f6f6", "a16161d90100f6", "bf6161d90100f6ff")) {
      CborException e = assertTimeoutPreemptively(Duration.ofSeconds(5),
          () -> assertThrows(CborException.class, () -> cbor.parse(Hex.bytes(hex))), hex);
      assertTrue(e.reason().startsWith("tag 256 (string references) must enclose"), e.getMessage());
    }
  }

  @Test
  void aTaggedNullReadsAsNull() {
    Cbor cbor = Cbor.create();
    // a typed target reads a null behind a tag (55799, self-described CBOR; 6, unassigned) as null
    assertEquals(Arrays.asList(null, null), cbor.read(Hex.bytes("82d9d9f7f6c6f6"), new TypeRef<List<String>>() {}));
    assertEquals(Arrays.asList(null, "x"), cbor.read(Hex.bytes("9fd9d9f7f66178ff"), new TypeRef<List<String>>() {}));
    Map<String, String> m = cbor.read(Hex.bytes("a16161d9d9f7f6"), new TypeRef<Map<String, String>>() {});
    assertTrue(m.containsKey("a"));
    assertNull(m.get("a"));
    assertNull(cbor.read(Hex.bytes("d9d9f7f6"), String.class));
    // the tree keeps the tag, as it keeps every tag it does not interpret
    assertEquals(Arrays.asList(new CborTag(55799, null), 1), cbor.parse(Hex.bytes("9fd9d9f7f601ff")));
    // a tag on something else is left whole for its reader
    assertEquals(List.of(1L), cbor.read(Hex.bytes("81c601"), new TypeRef<List<Long>>() {}));
  }
}
