package dev.peregrine.conformance;

import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * 100,000 levels of nesting, generated here rather than read from ../shared so that the check always runs:
 * a JsonException from the depth limit, never a StackOverflowError. (The contract suite repeats this in
 * every input mode; this is the plain byte[] entry point the conformance run reports on.)
 */
class DeepNestingTest {

  @ParameterizedTest
  @ValueSource(strings = {"[", "{\"a\":", "[{\"a\":", "{\"a\":[", "[1,"})
  void hundredThousandLevelsFailWithAJsonException(String open) {
    byte[] doc = open.repeat(100_000).getBytes(StandardCharsets.UTF_8);
    try {
      Json.create().parse(doc);
      fail("accepted");
    } catch (JsonException expected) {
      // The depth limit (or the truncated end) was reported.
    } catch (StackOverflowError e) {
      fail("StackOverflowError instead of a JsonException");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"[", "{\"a\":"})
  void balancedButTooDeepDocumentsFailToo(String open) {
    String close = open.equals("[") ? "]" : "}";
    String doc = open.repeat(100_000) + "1" + close.repeat(100_000);
    try {
      Json.create().parse(doc);
      fail("accepted");
    } catch (JsonException expected) {
      // The depth limit was reported.
    } catch (StackOverflowError e) {
      fail("StackOverflowError instead of a JsonException");
    }
  }
}
