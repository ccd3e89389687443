package dev.peregrine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * 100,000 levels of nesting, generated here rather than read from ../shared so that the check always runs:
 * the depth limit's own JsonException, at the first level past it, never a StackOverflowError. The binder
 * also turns a StackOverflowError into a JsonException ("nesting too deep for this thread's stack"), so a
 * test that accepted any JsonException would pass without a depth limit: these assert the limit's message
 * and offset. (The contract suite repeats this in every input mode; this is the plain byte[] entry point
 * the conformance run reports on.)
 */
class DeepNestingTest {
  private static final int LIMIT = 1000; // the default maxDepth

  @ParameterizedTest
  @ValueSource(strings = {"[", "{\"a\":", "[{\"a\":", "{\"a\":[", "[1,"})
  void hundredThousandLevelsFailAtTheDepthLimit(String open) {
    byte[] doc = open.repeat(100_000).getBytes(StandardCharsets.UTF_8);
    assertDepthLimit(doc, open);
  }

  @ParameterizedTest
  @ValueSource(strings = {"[", "{\"a\":"})
  void balancedButTooDeepDocumentsFailAtTheDepthLimit(String open) {
    String close = open.equals("[") ? "]" : "}";
    String doc = open.repeat(100_000) + "1" + close.repeat(100_000);
    assertDepthLimit(doc.getBytes(StandardCharsets.UTF_8), open);
  }

  private static void assertDepthLimit(byte[] doc, String open) {
    try {
      Json.create().parse(doc);
      fail("accepted");
    } catch (JsonException e) {
      assertEquals("nesting deeper than the limit of " + LIMIT, e.reason(), e.getMessage());
      // the container one level past the limit opens right after the first LIMIT levels' text (every
      // repeated unit opens one or two levels, and 1000 is a multiple of both)
      int levelsPerUnit = (int) open.chars().filter(c -> c == '[' || c == '{').count();
      long expected = (long) open.length() * LIMIT / levelsPerUnit;
      assertEquals(expected, e.offset(), e.getMessage());
    } catch (StackOverflowError e) {
      fail("StackOverflowError instead of a JsonException");
    }
  }
}
