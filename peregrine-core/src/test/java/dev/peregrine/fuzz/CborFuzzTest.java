package dev.peregrine.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Map;

/**
 * Fuzz targets for the CBOR decoder, as {@link JsonFuzzTest} for JSON: replayed from
 * {@code src/test/resources/dev/peregrine/fuzz/CborFuzzTestInputs/<method>/} under {@code mvn test}, fuzzed
 * with {@code JAZZER_FUZZ=1}. The only exception allowed on any input is {@link CborException}; forged
 * lengths must fail before allocating, and the input is never modified.
 */
class CborFuzzTest {
  private static final Cbor CBOR = Cbor.create();
  private static final Cbor SMALL = Cbor.builder().maxDepth(16).maxStringLength(64).build();
  private static final Cbor ARRAYS = Cbor.builder().beansAsArrays(true).references(true).build();

  public record Item(String name, int count, double price, List<String> tags, Map<String, Long> extra) {}

  @FuzzTest(maxDuration = "30s")
  void parseTree(byte[] input) {
    byte[] copy = input.clone();
    Object tree;
    try {
      tree = CBOR.parse(input);
    } catch (CborException expected) {
      assertArrayEquals(copy, input);
      return;
    }
    assertArrayEquals(copy, input);
    // Whatever parses must write and parse again without failing; NaN payloads and tags make exact
    // equality too strict, so the second parse is compared with the first by its written form.
    byte[] written = CBOR.write(tree);
    Object again = CBOR.parse(written);
    assertArrayEquals(written, CBOR.write(again));
    CBOR.parse(new ByteArrayInputStream(input)); // the stream path accepts what the byte[] path accepts
  }

  @FuzzTest(maxDuration = "30s")
  void bindBean(byte[] input) {
    for (Cbor cbor : new Cbor[] {CBOR, SMALL, ARRAYS}) {
      try {
        cbor.read(input, Item.class);
      } catch (CborException expected) {
        // the one allowed failure
      }
      try {
        cbor.read(input, new TypeRef<List<Item>>() {});
      } catch (CborException expected) {
        // the one allowed failure
      }
    }
  }
}
