package dev.peregrine.bench.typematrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.SharedData;
import dev.peregrine.bench.typematrix.TypedDocuments.Prepared;
import dev.peregrine.bench.typematrix.TypedDocuments.TypedDocument;
import dev.peregrine.bench.peer.Jackson2;
import dev.peregrine.bench.peer.NotApplicable;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.data.BundledData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The typed documents of the type matrix: every library reads and writes each document, checked
 * as the matrix checks it before timing ({@link TypeMatrixBench#check}, one run instead of three), or fails for a
 * known reason of its own.
 * The corpus rows read the suite's generated stand-ins for the corpora (as a fresh clone does).
 */
class TypedDocumentsTest {
  private static final ObjectMapper REFERENCE = Jackson2.referenceMapper();

  /**
   * The cells that do not pass, as "row library operation" to a piece of the reason: the peers' limits (found by
   * this suite with the versions of its pom), shown in the report as ERROR or n/a with the reason. Every other
   * cell must pass; a peer that starts passing one of these fails the test, so that this list stays true.
   */
  private static final Map<String, String> KNOWN = new LinkedHashMap<>();

  static {
    for (String op : TypeMatrixBench.OPERATIONS) {
      // DSL-JSON's runtime analysis reads an isX() boolean property as false.
      KNOWN.put("twitter-pojo dsl-json " + op, "geo_enabled: expected true (Boolean), got false");
      // ... and does not take @JsonAttribute's name from a record component.
      KNOWN.put("twitter-record dsl-json " + op, op.startsWith("read") ? "language_code: expected \"zh\", got null"
          : "Unrecognized field \"language_code\"");
      KNOWN.put("scale-records dsl-json-compiled " + op, "no @CompiledJson converter for ScaleSample");
      KNOWN.put("demo-response dsl-json-compiled " + op, "no @CompiledJson converter for DemoResponse");
      // Fory JSON reads only its own annotations, so the record component named for "iso_language_code" in
      // Java but "language_code" by the others' annotations keeps its Java name.
      KNOWN.put("twitter-record fory-json " + op, op.startsWith("read") ? "language_code: expected \"zh\", got null"
          : "Unrecognized field \"language_code\"");
    }
    for (String op : List.of("write-utf8", "write-string")) {
      // Fory JSON names a property after its field (isProtected), not the accessor pair isProtected()/setProtected.
      KNOWN.put("twitter-pojo fory-json " + op, "Unrecognized field \"isProtected\"");
    }
    for (String op : List.of("read-utf8", "read-string")) {
      // avaje-jsonb parses some 17-digit doubles one ulp off.
      KNOWN.put("canada-pojo avaje-jsonb " + op, "[0][7][1]: expected 82.301926 (Double), got 82.30192600000001");
      KNOWN.put("canada-record avaje-jsonb " + op, "expected 82.301926 (Double), got 82.30192600000001");
    }
  }

  static Stream<TypedDocument> rows() {
    return TypedDocuments.all().stream();
  }

  private static Prepared prepare(TypedDocument row) throws Exception {
    Path folder = row.corpus() == null ? null : BundledData.folder();
    return row.prepare(REFERENCE, folder);
  }

  @ParameterizedTest
  @MethodSource("rows")
  void everyLibraryReadsAndWritesTheDocumentOrFailsForAKnownReason(TypedDocument row) throws Exception {
    Prepared p = prepare(row);
    String text = new String(p.document(), StandardCharsets.UTF_8);
    List<String> wrong = new ArrayList<>();
    for (String id : Peers.with(Peers.Use.TYPES)) {
      Peer library = Peers.create(id);
      for (String op : TypeMatrixBench.OPERATIONS) {
        String cell = row.name() + " " + id + " " + op;
        String failure = null;
        try {
          TypeMatrixBench.check(TypeMatrixBench.operation(library, op, row.bean(), p.value(), p.document(), text),
              op, row.bean(), p.value(), REFERENCE, 1);
        } catch (NotApplicable | RuntimeException e) {
          failure = String.valueOf(e.getMessage());
        }
        String known = KNOWN.get(cell);
        if (known == null && failure != null) {
          wrong.add(cell + " fails: " + failure);
        } else if (known != null && (failure == null || !failure.contains(known))) {
          wrong.add(cell + ": expected to fail with \"" + known + "\", got " + (failure == null ? "a pass" : failure));
        }
      }
    }
    assertEquals(List.of(), wrong);
  }

  /**
   * The classes cover the whole document: the reference mapper (which fails on a member they lack) reads it, and
   * writes back every member with the same value (numbers compared as numbers: canada's {@code -65} is a double);
   * what it writes beyond them is null (a member only some objects have, such as {@code possibly_sensitive}).
   */
  @ParameterizedTest
  @MethodSource("rows")
  void theClassesHoldEveryMemberOfTheDocument(TypedDocument row) throws Exception {
    Prepared p = prepare(row);
    JsonNode original = REFERENCE.readTree(p.document());
    JsonNode written = REFERENCE.readTree(REFERENCE.writeValueAsBytes(p.value()));
    assertNull(difference(original, written, "$"), row.name());
    assertNull(ValueEquality.difference(p.value(), REFERENCE.readValue(p.document(), row.bean())));
  }

  private static String difference(JsonNode original, JsonNode written, String path) {
    if (original.isNumber() && written.isNumber()) {
      return original.doubleValue() == written.doubleValue() ? null : path + ": " + original + " != " + written;
    }
    if (original.isObject() && written.isObject()) {
      for (var members = original.fields(); members.hasNext(); ) {
        var m = members.next();
        String d = written.has(m.getKey()) ? difference(m.getValue(), written.get(m.getKey()), path + "." + m.getKey())
            : path + "." + m.getKey() + " is not written back";
        if (d != null) {
          return d;
        }
      }
      for (var names = written.fieldNames(); names.hasNext(); ) {
        String name = names.next();
        if (!original.has(name) && !written.get(name).isNull()) {
          return path + "." + name + " is written but not in the document: " + written.get(name);
        }
      }
      return null;
    }
    if (original.isArray() && written.isArray()) {
      if (original.size() != written.size()) {
        return path + ": " + original.size() + " elements, " + written.size() + " written";
      }
      for (int i = 0; i < original.size(); i++) {
        String d = difference(original.get(i), written.get(i), path + "[" + i + "]");
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return original.equals(written) ? null : path + ": " + original + " != " + written;
  }
}
