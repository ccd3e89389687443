package dev.peregrine.differential;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.introspect.AnnotatedClass;
import com.fasterxml.jackson.databind.introspect.JacksonAnnotationIntrospector;
import com.fasterxml.jackson.databind.introspect.VisibilityChecker;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORParser;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * Jackson configured as the reference for Peregrine's defaults. Each way Peregrine's defaults differ from
 * Jackson's on purpose is one {@link Rule}, applied here and nowhere else; the differential test has no skips of
 * its own.
 */
final class JacksonOracle {

  /** The documented differences between Peregrine's defaults and Jackson's, and how the oracle follows them. */
  enum Rule {
    NULLS_LEFT_OUT("Peregrine leaves null properties and empty Optionals out of what it writes unless told to "
        + "include them (fastjson2's default): the oracle writes with JsonInclude.Include.NON_ABSENT."),
    UNKNOWN_PROPERTIES_IGNORED("Peregrine ignores properties the type does not have unless told otherwise: the "
        + "oracle reads with FAIL_ON_UNKNOWN_PROPERTIES off."),
    ISO_TIME("Peregrine writes java.time values as ISO-8601 text: the oracle has the JavaTimeModule and "
        + "WRITE_DATES_AS_TIMESTAMPS and WRITE_DURATIONS_AS_TIMESTAMPS off, and the Jdk8Module for Optional."),
    TIME_TEXT_BY_VALUE("java.time text compares as the value it stands for: ISO-8601 lets a fraction of a "
        + "second take any number of digits, and Jackson's formatters drop trailing zeros where Java's toString "
        + "writes groups of three (Peregrine)."),
    BYTES("A byte[] is base64 text in JSON (both libraries) and a byte string in CBOR: a byte string compares "
        + "equal to the base64 text of its bytes."),
    SETS_KEEP_ORDER("Peregrine reads a Set as a LinkedHashSet, in the document's order; Jackson as a HashSet: "
        + "the oracle maps Set to LinkedHashSet."),
    FIELD_ONLY_BEANS("A class whose hierarchy declares no getter or setter at all is bound through its fields of "
        + "every visibility (there is no other way to reach them): the oracle gives such classes field "
        + "visibility ANY."),
    SHORTEST_NUMBERS("Peregrine writes a double or float in the shortest digits that read back as the same value "
        + "(as Java 19's Double.toString does; Java 17's is sometimes longer): the oracle writes with Jackson's "
        + "USE_FAST_DOUBLE_WRITER, which does the same, and numbers compare by value (1.0E21 and 1e21 are one)."),
    STANDARD_BIGNUMS("Peregrine writes a bignum's byte string as RFC 8949 section 3.4.3 says (an unsigned "
        + "magnitude; n for -1 - n under tag 3); Jackson 2 reads it so only with "
        + "DECODE_USING_STANDARD_NEGATIVE_BIGINT_ENCODING, which the oracle's CBOR reader has on; even then "
        + "(2.22) it reads a tag 2 magnitude whose first byte has its high bit set as a negative two's "
        + "complement, so the oracle takes a negative it read there as the magnitude it stands for."),
    INTERFACES_WRITE_ONLY("A property declared as an interface with no declared subtypes is written by its runtime "
        + "class by both libraries and cannot be read back by either: Peregrine's read must fail with its own "
        + "exception, Jackson's with its own.");

    final String text;

    Rule(String text) {
      this.text = text;
    }
  }

  final ObjectMapper json;
  final ObjectMapper cbor;
  private final ObjectMapper trees;

  /** An oracle for classes of one shape; {@code fieldOnly} are the classes bound through all their fields. */
  JacksonOracle(Set<Class<?>> fieldOnly) {
    JacksonAnnotationIntrospector fieldOnlyRule = new JacksonAnnotationIntrospector() {
      @Override
      public VisibilityChecker<?> findAutoDetectVisibility(AnnotatedClass ac, VisibilityChecker<?> checker) {
        VisibilityChecker<?> v = super.findAutoDetectVisibility(ac, checker);
        return fieldOnly.contains(ac.getRawType()) ? v.withFieldVisibility(JsonAutoDetect.Visibility.ANY) : v;
      }
    };
    json = JsonMapper.builder()
        .addModule(new Jdk8Module())
        .addModule(new JavaTimeModule())
        .addModule(new com.fasterxml.jackson.databind.module.SimpleModule()
            .addAbstractTypeMapping(java.util.Set.class, java.util.LinkedHashSet.class)) // SETS_KEEP_ORDER
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
        .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
        .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
        .serializationInclusion(JsonInclude.Include.NON_ABSENT)
        .annotationIntrospector(fieldOnlyRule)
        .build();
    // Rule STANDARD_BIGNUMS.
    cbor = CBORMapper.builder().enable(CBORParser.Feature.DECODE_USING_STANDARD_NEGATIVE_BIGINT_ENCODING).build();
    trees = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
  }

  String write(Object value) {
    try {
      return json.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  <T> T read(String text, Class<T> type) throws IOException {
    return json.readValue(text, type);
  }

  JsonNode tree(String text) {
    try {
      return trees.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException("not JSON: " + text, e);
    }
  }

  JsonNode cborTree(byte[] bytes) {
    try {
      return cbor.readTree(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("not CBOR", e);
    }
  }

  /** A positive number whose magnitude fills its top byte, read as two's complement. */
  private static java.math.BigInteger signedMagnitude(java.math.BigInteger n) {
    return n.signum() > 0 && n.bitLength() % 8 == 0 ? n.subtract(java.math.BigInteger.ONE.shiftLeft(n.bitLength())) : n;
  }

  /** Where two trees differ (a path and both values), or null when they are the same under the rules. */
  static String difference(JsonNode expected, JsonNode actual, String path) {
    if (expected.isNumber() && actual.isNumber()) {
      if (expected.decimalValue().compareTo(actual.decimalValue()) == 0) return null;
      if (expected.isIntegralNumber() && actual.isBigInteger() && signedMagnitude(expected.bigIntegerValue())
          .equals(actual.bigIntegerValue())) {
        return null; // rule STANDARD_BIGNUMS: Jackson's CBOR reader took the magnitude as two's complement
      }
      // A CBOR float holds a binary value: it equals the text that reads as that float or double.
      if ((expected.isFloat() || actual.isFloat()) && expected.floatValue() == actual.floatValue()) return null;
      if ((expected.isDouble() || actual.isDouble()) && expected.doubleValue() == actual.doubleValue()) return null;
      return path + ": " + expected + " != " + actual;
    }
    if (expected.isTextual() && actual.isBinary()) { // rule BYTES
      String base64 = java.util.Base64.getEncoder().encodeToString(((com.fasterxml.jackson.databind.node.BinaryNode) actual).binaryValue());
      return base64.equals(expected.textValue()) ? null : path + ": " + expected + " != bytes " + base64;
    }
    if (expected.getNodeType() != actual.getNodeType()) return path + ": " + expected + " != " + actual;
    if (expected.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        JsonNode a = actual.get(e.getKey());
        if (a == null) return path + "." + e.getKey() + ": missing (expected " + e.getValue() + ")";
        String d = difference(e.getValue(), a, path + "." + e.getKey());
        if (d != null) return d;
      }
      for (Iterator<String> it = actual.fieldNames(); it.hasNext(); ) {
        String name = it.next();
        if (!expected.has(name)) return path + "." + name + ": unexpected " + actual.get(name);
      }
      return null;
    }
    if (expected.isArray()) {
      if (expected.size() != actual.size()) return path + ": " + expected + " != " + actual;
      for (int i = 0; i < expected.size(); i++) {
        String d = difference(expected.get(i), actual.get(i), path + "[" + i + "]");
        if (d != null) return d;
      }
      return null;
    }
    if (expected.isTextual() && sameTime(expected.textValue(), actual.textValue())) return null; // TIME_TEXT_BY_VALUE
    return expected.equals(actual) ? null : path + ": " + expected + " != " + actual;
  }

  private static final java.util.List<java.util.function.Function<String, Object>> TIME_PARSERS = java.util.List.of(
      java.time.LocalDateTime::parse, java.time.OffsetDateTime::parse, java.time.ZonedDateTime::parse,
      java.time.Instant::parse, java.time.LocalTime::parse, java.time.OffsetTime::parse, java.time.Duration::parse);

  private static boolean sameTime(String a, String b) {
    if (a.equals(b)) return true;
    for (java.util.function.Function<String, Object> parse : TIME_PARSERS) {
      try {
        return parse.apply(a).equals(parse.apply(b));
      } catch (java.time.format.DateTimeParseException notThisType) {
        // try the next
      }
    }
    return false;
  }
}
