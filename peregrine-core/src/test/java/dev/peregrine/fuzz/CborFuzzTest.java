package dev.peregrine.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.CborStreamSeam;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzz targets for the CBOR decoder, as {@link JsonFuzzTest} for JSON: replayed from
 * {@code src/test/resources/dev/peregrine/fuzz/CborFuzzTestInputs/<method>/} under {@code mvn test}, fuzzed
 * by {@code tools/fuzz}. The only exception allowed on any input is {@link CborException}, and not one that
 * wraps an internal error ({@link FuzzChecks}); forged lengths must fail before allocating, and the input is
 * never modified.
 */
class CborFuzzTest {
  private static final Cbor CBOR = Cbor.create();

  // bindBean reads with the defaults, with small limits, in array mode with references (tags 28/29), and
  // with string references and unknown properties rejected; each with reflection only and with generated
  // codecs (surefire sets peregrine.codegen.threshold=0, so codegen on runs generated code at once).
  private static final List<Cbor> BINDERS = binders();

  private static List<Cbor> binders() {
    List<Cbor> all = new ArrayList<>();
    for (boolean codegen : new boolean[] {false, true}) {
      all.add(Cbor.builder().codegen(codegen).build());
      all.add(Cbor.builder().codegen(codegen).maxDepth(8).maxStringLength(64).maxNameLength(16).build());
      all.add(Cbor.builder().codegen(codegen).beansAsArrays(true).references(true).build());
      all.add(Cbor.builder().codegen(codegen).stringRefs(true).failOnUnknownProperties(true).build());
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
      tree = CBOR.parse(input);
    } catch (CborException e) {
      FuzzChecks.rejected(e);
      assertArrayEquals(copy, input, "the parser modified its input");
      // The stream path reads the whole stream and parses the same bytes: the same error, at the same place.
      assertEquals(failure(e), streamFailure(new ByteArrayInputStream(input)), "InputStream path");
      assertEquals(failure(e), streamFailure(new ChunkedInputStream(input)), "chunked InputStream path");
      return;
    }
    assertArrayEquals(copy, input, "the parser modified its input");
    Trees.assertSameTree(tree, CBOR.parse(new ByteArrayInputStream(input)), "byte[] and InputStream trees");
    Trees.assertSameTree(tree, CBOR.parse(new ChunkedInputStream(input)), "byte[] and chunked InputStream trees");
    // Whatever parses writes back and parses to the same tree, up to the width of floats; what is written
    // is preferred serialization, so writing that tree again gives the same bytes.
    byte[] written = CBOR.write(tree);
    Object again = CBOR.parse(written);
    Trees.assertSameCborTree(tree, again, "tree and the tree written and parsed again");
    assertArrayEquals(written, CBOR.write(again), "written form changed on a second round");
  }

  private static String streamFailure(InputStream in) {
    try {
      return "parsed: " + FuzzChecks.describe(CBOR.parse(in));
    } catch (CborException e) {
      FuzzChecks.rejected(e);
      return failure(e);
    }
  }

  // The reason and the offset; not the path, which names a byte-string key by its identity hash.
  private static String failure(PeregrineException e) {
    return e.reason() + " at offset " + e.offset();
  }

  /**
   * The stream reader of documents of any root (CborStreamReader, which Cbor.read and parse of a stream use
   * past their first megabyte; here on every input): the tree, a bean, a list of beans and a map read item by item
   * from the whole stream and from a chunked one give the byte[] path's value or its failure (reason and
   * offset), with the defaults, small limits, and native references.
   */
  @FuzzTest(maxDuration = "30s")
  void streamReader(byte[] input) {
    FuzzChecks.bounded(() -> {
      for (Cbor cbor : STREAM_READERS) {
        for (TypeRef<?> type : STREAM_TYPES) {
          String whole = streamOutcome(cbor, () -> cbor.read(input, type));
          assertEquals(whole, streamOutcome(cbor, () -> CborStreamSeam.readItemByItem(cbor, new ByteArrayInputStream(input),
              type.type())), "item by item from the whole stream");
          assertEquals(whole, streamOutcome(cbor, () -> CborStreamSeam.readItemByItem(cbor, new ChunkedInputStream(input),
              type.type())), "item by item from a chunked stream");
        }
      }
    });
  }

  private static final List<TypeRef<?>> STREAM_TYPES = streamTypes();

  private static List<TypeRef<?>> streamTypes() {
    // A bean, a list of beans and a map of any values: the bindBean roots' three shapes (each read here costs
    // three reads, in three configurations).
    return List.of(new TypeRef<Object>() {}, FuzzModels.ROOTS.get(0), FuzzModels.ROOTS.get(5), FuzzModels.ROOTS.get(7));
  }

  private static final List<Cbor> STREAM_READERS = List.of(CBOR,
      Cbor.builder().maxDepth(8).maxStringLength(64).maxNameLength(16).build(),
      Cbor.builder().references(true).build());

  // A value as the bytes it writes (byte strings and tags included), or a failure's reason and offset.
  private static String streamOutcome(Cbor cbor, java.util.function.Supplier<Object> read) {
    Object value;
    try {
      value = read.get();
    } catch (CborException e) {
      FuzzChecks.rejected(e);
      return failure(e);
    }
    return "value " + FuzzChecks.hex(cbor.write(value));
  }

  @FuzzTest(maxDuration = "30s")
  void bindBean(byte[] input) {
    FuzzChecks.bounded(() -> bindBeanChecks(input));
  }

  private static void bindBeanChecks(byte[] input) {
    for (Cbor cbor : BINDERS) {
      for (TypeRef<?> type : FuzzModels.ROOTS) {
        Object value;
        try {
          value = cbor.read(input, type);
        } catch (CborException e) {
          FuzzChecks.rejected(e);
          continue;
        }
        // What binds writes back, and reads back to a value that writes the same bytes; except a kept tag
        // 25 (read outside a namespace) written with string references on: the writer refuses it, as
        // inside the namespace it opens that tag is a reference (a regression input reads 25([]) so).
        byte[] written;
        try {
          written = cbor.write(value);
        } catch (CborException e) {
          FuzzChecks.rejected(e);
          if (!e.getMessage().startsWith("tag 25 inside the string-reference namespace")) throw e;
          continue;
        }
        assertArrayEquals(written, cbor.write(cbor.read(written, type)), () -> "written form of "
            + type.type().getTypeName() + " changed on a second round: " + FuzzChecks.hex(written));
      }
    }
  }

  /**
   * Differential: for every input that Peregrine and Jackson's CBOR parser both accept, and whose tree is in
   * the data model they share (no kept tag, no simple value but false, true and null, text keys only; see
   * {@link JacksonTrees#parseCbor}), the trees are the same: integers by value and smallest class, floats to
   * the bit (Peregrine's Float for half and single, Double for double), byte and text strings by content.
   */
  @FuzzTest(maxDuration = "30s")
  void sameTreeAsJackson(byte[] input) {
    FuzzChecks.bounded(() -> sameTreeAsJacksonChecks(input));
  }

  private static void sameTreeAsJacksonChecks(byte[] input) {
    Object ours;
    try {
      ours = CBOR.parse(input);
    } catch (CborException e) {
      FuzzChecks.rejected(e);
      return;
    }
    if (!JacksonTrees.comparableCbor(ours)) return;
    Object theirs;
    try {
      theirs = JacksonTrees.parseCbor(input);
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
      whole = CBOR.parse(input);
    } catch (CborException e) {
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
    try (java.util.stream.Stream<Object> s = CBOR.readSequence(in, Object.class)) {
      s.forEach(out::add);
      return out;
    } catch (CborException e) {
      FuzzChecks.rejected(e);
      return failure(e);
    }
  }

  private static void assertSameElements(List<?> expected, List<?> actual, String what) {
    assertEquals(expected.size(), actual.size(), what + ": element count");
    for (int i = 0; i < expected.size(); i++) Trees.assertSameTree(expected.get(i), actual.get(i), what + ", element " + i);
  }

  // Whether the input starts with an array head.
  private static boolean startsWithArray(byte[] input) {
    return input.length > 0 && (input[0] & 0xFF) >>> 5 == 4;
  }

  /**
   * The token reader (Cbor.reader): over a stream, whole or chunked, the same tokens, places and paths as
   * over byte[], or the same failure (reason, offset, path); only our exceptions; the input unmodified. Items
   * at depth 1 are bound with read(Object.class), the rest walked token by token; with the defaults and
   * with small limits.
   */
  @FuzzTest(maxDuration = "30s")
  void tokenReader(byte[] input) {
    FuzzChecks.bounded(() -> {
      for (Cbor cbor : TOKEN_READERS) {
        byte[] copy = input.clone();
        List<String> bytes = tokens(cbor, cbor.reader(input));
        assertArrayEquals(copy, input, "the reader modified its input");
        assertEquals(bytes, withoutLengthErrorPath(tokens(cbor, cbor.reader(new ByteArrayInputStream(input))), bytes), "InputStream");
        assertEquals(bytes, withoutLengthErrorPath(tokens(cbor, cbor.reader(new ChunkedInputStream(input))), bytes), "chunked InputStream");
      }
    });
  }

  // A container that declares more items than the document holds is refused at its head on byte[]; over a
  // stream, where the rest of the document is not known there, its items are read as they come until a read
  // fails, and then the same error is raised, at the head (see CborStreamReader.documentError), with a path
  // built from that read's, which inside a bound value can be longer than byte[]'s (a container that is a
  // non-text map key, a tag's content). So for such a failure the stream's tokens must begin with byte[]'s,
  // the reason and offset agree and the path begin as byte[]'s does; this returns byte[]'s list then.
  private static List<String> withoutLengthErrorPath(List<String> stream, List<String> bytes) {
    int n = stream.size();
    int m = bytes.size();
    if (m < 2 || n < m || !bytes.get(m - 2).contains(" is longer than the remaining ")) return stream;
    if (!stream.get(n - 2).equals(bytes.get(m - 2)) || !stream.get(n - 1).startsWith(bytes.get(m - 1))) return stream;
    if (!stream.subList(0, m - 2).equals(bytes.subList(0, m - 2))) return stream;
    return bytes;
  }

  private static final List<Cbor> TOKEN_READERS =
      List.of(CBOR, Cbor.builder().maxDepth(8).maxStringLength(64).maxNameLength(16).build());

  // The tokens of the whole document, or, last, its failure with its place and path.
  private static List<String> tokens(Cbor cbor, dev.peregrine.CborReader r) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    try (r) {
      while (true) {
        dev.peregrine.CborToken t = r.peek();
        switch (t) {
          case BEGIN_OBJECT, BEGIN_ARRAY -> {
            if (depth == 1) {
              out.add("bound " + FuzzChecks.hex(cbor.write(r.read(Object.class)))); // byte strings by content
            } else if (t == dev.peregrine.CborToken.BEGIN_OBJECT) {
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
          case BYTES -> out.add("bytes " + FuzzChecks.hex(r.nextBytes()));
          case NUMBER -> out.add("number " + FuzzChecks.describe(r.nextNumber()));
          case BOOLEAN -> out.add("boolean " + r.nextBoolean());
          case NULL -> r.nextNull();
          case TAG -> out.add("tag " + r.nextTag());
          case SIMPLE -> out.add("simple " + r.nextSimple());
          case END_DOCUMENT -> {
            out.add("end");
            return out;
          }
        }
        out.add(t + " " + r.path() + " @" + r.offset());
      }
    } catch (CborException e) {
      FuzzChecks.rejected(e);
      out.add(failure(e));
      out.add("at " + e.path().replaceAll("\\[B@[0-9a-f]+", "[B@?")); // a byte-string key is named by its identity hash
      return out;
    }
  }
}
