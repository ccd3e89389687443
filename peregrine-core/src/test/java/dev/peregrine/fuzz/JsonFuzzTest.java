package dev.peregrine.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Map;

/**
 * Fuzz targets for the JSON decoder. Under {@code mvn test} they replay the inputs in
 * {@code src/test/resources/dev/peregrine/fuzz/JsonFuzzTestInputs/<method>/}; with {@code JAZZER_FUZZ=1} they
 * fuzz. The only exception the decoder may throw on any input is {@link JsonException}, and it must leave the
 * input untouched.
 */
class JsonFuzzTest {
  private static final Json JSON = Json.create();
  private static final Json SMALL = Json.builder().maxDepth(16).maxStringLength(64).maxNumberLength(24).build();

  public record Item(String name, int count, double price, List<String> tags, Map<String, Long> extra) {}

  @FuzzTest(maxDuration = "30s")
  void parseTree(byte[] input) {
    byte[] copy = input.clone();
    Object tree;
    try {
      tree = JSON.parse(input);
    } catch (JsonException expected) {
      assertArrayEquals(copy, input);
      return;
    }
    assertArrayEquals(copy, input);
    // Whatever parses must write and parse back to an equal tree.
    assertEquals(tree, JSON.parse(JSON.writeBytes(tree)));
    assertEquals(tree, JSON.parse(new ByteArrayInputStream(input)));
  }

  @FuzzTest(maxDuration = "30s")
  void bindBean(byte[] input) {
    try {
      JSON.read(input, Item.class);
    } catch (JsonException expected) {
      // the one allowed failure
    }
    try {
      SMALL.read(input, new TypeRef<List<Item>>() {});
    } catch (JsonException expected) {
      // the one allowed failure
    }
  }
}
