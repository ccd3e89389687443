package dev.peregrine.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz targets for the JSON decoder. Under {@code mvn test} they replay the inputs in
 * {@code src/test/resources/dev/peregrine/fuzz/JsonFuzzTestInputs/<method>/} (seeds and every finding kept
 * as a regression input); {@code tools/fuzz} fuzzes each for a bounded time. On any input the only exception
 * allowed is {@link JsonException}, and not one that wraps an internal error ({@link FuzzChecks}); the input
 * array is never modified.
 */
class JsonFuzzTest {
  private static final Json JSON = Json.create();

  // bindBean reads with the defaults, with limits small enough that short inputs reach them, and with
  // unknown properties rejected; each with reflection only and with generated codecs (surefire sets
  // peregrine.codegen.threshold=0, so codegen on runs generated code from the first read).
  private static final List<Json> BINDERS = binders();

  private static List<Json> binders() {
    List<Json> all = new ArrayList<>();
    for (boolean codegen : new boolean[] {false, true}) {
      all.add(Json.builder().codegen(codegen).build());
      all.add(Json.builder().codegen(codegen).maxDepth(8).maxStringLength(64).maxNumberLength(24).maxNameLength(16)
          .build());
      all.add(Json.builder().codegen(codegen).failOnUnknownProperties(true).build());
    }
    return List.copyOf(all);
  }

  @FuzzTest(maxDuration = "30s")
  void parseTree(byte[] input) {
    FuzzChecks.bounded(() -> parseTreeChecks(input));
  }

  private static void parseTreeChecks(byte[] input) {
    byte[] copy = input.clone();
    Object tree;
    try {
      tree = JSON.parse(input);
    } catch (JsonException e) {
      FuzzChecks.rejected(e);
      assertArrayEquals(copy, input, "the parser modified its input");
      // The stream paths read the whole stream and parse the same bytes: the same error, at the same place.
      assertEquals(failure(e), streamFailure(new ByteArrayInputStream(input)), "InputStream path");
      assertEquals(failure(e), streamFailure(new ChunkedInputStream(input)), "chunked InputStream path");
      return;
    }
    assertArrayEquals(copy, input, "the parser modified its input");
    Trees.assertSameTree(tree, JSON.parse(new ByteArrayInputStream(input)), "byte[] and InputStream trees");
    Trees.assertSameTree(tree, JSON.parse(new ChunkedInputStream(input)), "byte[] and chunked InputStream trees");
    // Whatever parses writes back, as bytes or as text alike, and parses back to the same tree; but for a
    // decimal past the exponent limit, which parses as the double it rounds to, infinity (documented on Json),
    // and which JSON cannot carry.
    if (holdsInfinity(tree)) {
      JsonException e = assertThrows(JsonException.class, () -> JSON.writeBytes(tree), "an infinity written");
      assertTrue(e.getMessage().contains("is not a JSON number"), e.getMessage());
      return;
    }
    byte[] written = JSON.writeBytes(tree);
    assertArrayEquals(written, JSON.write(tree).getBytes(StandardCharsets.UTF_8), "writeBytes and write(String)");
    Trees.assertSameTree(tree, JSON.parse(written), "tree and the tree written and parsed again");
  }

  private static boolean holdsInfinity(Object tree) {
    java.util.ArrayDeque<Object> open = new java.util.ArrayDeque<>();
    if (tree == null) return false; // the document null (an ArrayDeque holds no null)
    open.push(tree);
    while (!open.isEmpty()) {
      Object v = open.pop();
      if (v instanceof Double d && d.isInfinite()) return true;
      if (v instanceof java.util.Map<?, ?> m) m.values().forEach(x -> open.push(x == null ? "" : x));
      if (v instanceof java.util.List<?> l) l.forEach(x -> open.push(x == null ? "" : x));
    }
    return false;
  }

  private static String streamFailure(InputStream in) {
    try {
      return "parsed: " + FuzzChecks.describe(JSON.parse(in));
    } catch (JsonException e) {
      FuzzChecks.rejected(e);
      return failure(e);
    }
  }

  // The reason and the offset; not the path, which names a byte-string key by its identity hash.
  private static String failure(PeregrineException e) {
    return e.reason() + " at offset " + e.offset();
  }

  @FuzzTest(maxDuration = "30s")
  void bindBean(byte[] input) {
    FuzzChecks.bounded(() -> bindBeanChecks(input));
  }

  private static void bindBeanChecks(byte[] input) {
    for (Json json : BINDERS) {
      for (TypeRef<?> type : FuzzModels.ROOTS) {
        Object value;
        try {
          value = json.read(input, type);
        } catch (JsonException e) {
          FuzzChecks.rejected(e);
          continue;
        }
        // What binds writes back, and reads back to a value that writes the same document; but for a decimal
        // beyond the double range, which a double reads as infinity (its correctly rounded value, as the number
        // vectors expect) and JSON has no way to write.
        byte[] written;
        try {
          written = json.writeBytes(value);
        } catch (JsonException e) {
          if (e.reason().contains("is not a JSON number")) continue;
          throw e;
        }
        assertArrayEquals(written, json.writeBytes(json.read(written, type)), () -> "written form of "
            + type.type().getTypeName() + " changed on a second round: " + new String(written, StandardCharsets.UTF_8));
      }
    }
  }

  /**
   * Differential: for every input that Peregrine and Jackson both accept, the trees are the same (see
   * {@link JacksonTrees} for what is normalised and why). An input only one of them accepts is not a finding
   * here: the JSONTestSuite conformance tests judge acceptance against the RFC.
   */
  @FuzzTest(maxDuration = "30s")
  void sameTreeAsJackson(byte[] input) {
    FuzzChecks.bounded(() -> sameTreeAsJacksonChecks(input));
  }

  private static void sameTreeAsJacksonChecks(byte[] input) {
    Object ours;
    try {
      ours = JSON.parse(input);
    } catch (JsonException e) {
      FuzzChecks.rejected(e);
      return;
    }
    Object theirs;
    try {
      theirs = JacksonTrees.parseJson(input);
    } catch (Exception e) {
      return;
    }
    String d = JacksonTrees.difference(ours, theirs, "$");
    if (d != null) throw new AssertionError("Peregrine's tree and Jackson's differ at " + d);
  }

  /**
   * Sequences (readSequence over a stream): only our exceptions, in every chunking alike (the same elements,
   * or the same failure at the same offset); and against the whole-document parse: when the input parses
   * whole as an array, the sequence gives its elements; when it parses whole as one value of another kind,
   * the sequence gives that one value.
   */
  @FuzzTest(maxDuration = "30s")
  void readSequence(byte[] input) {
    FuzzChecks.bounded(() -> readSequenceChecks(input));
  }

  private static void readSequenceChecks(byte[] input) {
    Object whole;
    try {
      whole = JSON.parse(input);
    } catch (JsonException e) {
      whole = e;
    }
    Object elements = sequence(new ByteArrayInputStream(input));
    Object chunked = sequence(new ChunkedInputStream(input));
    if (elements instanceof String failure) {
      assertEquals(failure, chunked, "the chunked stream's sequence");
    } else if (chunked instanceof String failure) {
      throw new AssertionError("the whole stream's sequence read, the chunked stream's failed: " + failure);
    } else {
      assertSameElements((List<?>) elements, (List<?>) chunked, "whole and chunked streams");
    }
    if (whole instanceof PeregrineException) return;
    if (startsWithArray(input)) {
      if (elements instanceof String failure) throw new AssertionError("parses whole as an array, fails as a sequence: " + failure);
      assertSameElements((List<?>) whole, (List<?>) elements, "the array's elements and the sequence");
    } else {
      if (elements instanceof String failure) throw new AssertionError("parses whole, fails as a sequence: " + failure);
      assertEquals(1, ((List<?>) elements).size(), "one value parsed whole, as a sequence");
      assertSameElements(java.util.Collections.singletonList(whole), (List<?>) elements, "the value and the sequence");
    }
  }

  // The elements of a sequence read from in, or its failure's reason and offset.
  private static Object sequence(InputStream in) {
    List<Object> out = new ArrayList<>();
    try (java.util.stream.Stream<Object> s = JSON.readSequence(in, Object.class)) {
      s.forEach(out::add);
      return out;
    } catch (JsonException e) {
      FuzzChecks.rejected(e);
      return failure(e);
    }
  }

  private static void assertSameElements(List<?> expected, List<?> actual, String what) {
    assertEquals(expected.size(), actual.size(), what + ": element count");
    for (int i = 0; i < expected.size(); i++) Trees.assertSameTree(expected.get(i), actual.get(i), what + ", element " + i);
  }

  // Whether the input's first byte after JSON whitespace is '['.
  private static boolean startsWithArray(byte[] input) {
    for (byte b : input) {
      if (b == '[') return true;
      if (b != ' ' && b != '\n' && b != '\r' && b != '\t') return false;
    }
    return false;
  }

  /**
   * The token API (Json.reader): over a byte array, a stream and a chunked stream it reads the same tokens,
   * or fails with the same exception (reason, offset, line, column, path); and it accepts exactly what the
   * whole-document parse accepts, failing where that fails (reason, offset, line, column). Values at depth 1
   * are bound with read(Object.class) when they are containers, to bind in the middle of a stream. With the
   * defaults and with limits small enough that short inputs reach them (the stream reader frames a token
   * only up to the longest the limits allow).
   */
  @FuzzTest(maxDuration = "30s")
  void tokenReader(byte[] input) {
    FuzzChecks.bounded(() -> {
      for (Json json : List.of(JSON, SMALL_LIMITS)) tokenReaderChecks(json, input);
    });
  }

  private static final Json SMALL_LIMITS =
      Json.builder().maxDepth(8).maxStringLength(24).maxNumberLength(12).maxNameLength(10).build();

  private static void tokenReaderChecks(Json json, byte[] input) {
    byte[] copy = input.clone();
    List<String> bytes = tokens(json.reader(input));
    assertArrayEquals(copy, input, "the reader modified its input");
    assertEquals(bytes, tokens(json.reader(new ByteArrayInputStream(input))), "InputStream");
    assertEquals(bytes, tokens(json.reader(new ChunkedInputStream(input))), "chunked InputStream");
    String last = bytes.get(bytes.size() - 1);
    try {
      json.parse(input);
      assertEquals("end", last, "parses whole, fails token by token");
    } catch (JsonException e) {
      FuzzChecks.rejected(e);
      assertEquals(placed(e), bytes.get(bytes.size() - 2), "the token reader's failure and the whole parse's");
    }
  }

  private static String placed(PeregrineException e) {
    return e.reason() + " at offset " + e.offset() + ", line " + e.line() + ", column " + e.column();
  }

  // The tokens of the whole document, or, last, its failure with its place and path.
  private static List<String> tokens(dev.peregrine.JsonReader r) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    try (r) {
      while (true) {
        dev.peregrine.JsonToken t = r.peek();
        switch (t) {
          case BEGIN_OBJECT, BEGIN_ARRAY -> {
            if (depth == 1) {
              out.add("bound " + FuzzChecks.describe(r.read(Object.class)));
            } else if (t == dev.peregrine.JsonToken.BEGIN_OBJECT) {
              r.beginObject();
              depth++;
            } else {
              r.beginArray();
              depth++;
            }
          }
          case END_OBJECT -> {
            r.endObject();
            depth--;
          }
          case END_ARRAY -> {
            r.endArray();
            depth--;
          }
          case NAME -> out.add("name " + r.nextName());
          case STRING -> out.add("string " + r.nextString());
          case NUMBER -> out.add("number " + FuzzChecks.describe(r.nextNumber()));
          case BOOLEAN -> out.add("boolean " + r.nextBoolean());
          case NULL -> r.nextNull();
          case END_DOCUMENT -> {
            out.add("end");
            return out;
          }
        }
        out.add(t + " " + r.path() + " @" + r.offset() + ":" + r.line() + ":" + r.column());
      }
    } catch (JsonException e) {
      FuzzChecks.rejected(e);
      out.add(placed(e));
      out.add("at " + e.path());
      return out;
    }
  }
}
