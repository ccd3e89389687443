package dev.peregrine.cbor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.CborTag;
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
  void aTaggedNullIsReadOnceWhateverTheTarget() {
    Cbor cbor = Cbor.create();
    // the tree keeps a tag it does not interpret, null inside
    assertEquals(Arrays.asList(new CborTag(55799, null), 1), cbor.parse(Hex.bytes("9fd9d9f7f601ff")));
    assertEquals(Map.of("a", new CborTag(6, null)), cbor.parse(Hex.bytes("a16161c6f6")));
    // a bignum or decimal tag on a null is an error, in a tree and for a typed target
    for (String hex : List.of("9fc2f6ff", "a16161c3f6", "82c4f601")) {
      assertTimeoutPreemptively(Duration.ofSeconds(5),
          () -> assertThrows(CborException.class, () -> cbor.parse(Hex.bytes(hex))), hex);
      assertTimeoutPreemptively(Duration.ofSeconds(5), () -> assertThrows(CborException.class,
          () -> cbor.read(Hex.bytes(hex), new TypeRef<List<Long>>() {})), hex);
    }
    // a tag on something else is left whole for its reader
    assertEquals(List.of(1L), cbor.read(Hex.bytes("81c601"), new TypeRef<List<Long>>() {}));
  }
}
