package dev.peregrine.fuzz;

import static dev.peregrine.fuzz.FuzzChecks.describe;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import dev.peregrine.CborSimple;
import dev.peregrine.CborTag;
import dev.peregrine.stream.Limits;
import dev.peregrine.tree.JsonObject;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Jackson's reading of a JSON document (or a CBOR data item, below), as the reference for Peregrine's tree,
 * and the comparison of the two.
 *
 * <p>Jackson is driven through its streaming parser rather than {@code ObjectMapper.readValue(bytes,
 * Object.class)}: the untyped deserializer keeps only a double for every decimal, and a node tree drops the
 * sign of -0.0 once it keeps BigDecimals; the parser gives both the double and the token's own digits, so
 * numbers compare exactly whichever form Peregrine chose. The tree built here is plain: objects as
 * LinkedHashMap, arrays as ArrayList, integers as BigInteger, other numbers as {@link Decimal}.
 *
 * <p>Differences between the two that are legitimate, and how they are handled:
 * <ul>
 *   <li>Encoding: Jackson detects UTF-16 and UTF-32 from the first bytes, Peregrine reads UTF-8 only (RFC 8259
 *       section 8.1). The bytes are decoded here with the JDK's strict UTF-8 decoder and Jackson reads the
 *       text, so Jackson accepts only what is valid UTF-8, as Peregrine must.
 *   <li>Duplicate names: both keep the last value in the place of the first (Jackson's parser hands over
 *       every member and LinkedHashMap.put here does what Peregrine's JsonObject, a LinkedHashMap, does).
 *       RFC 8259 leaves the meaning open; if Peregrine ever rejects them, such inputs just stop being
 *       compared. Duplicates are compared, not excluded, so that a change of policy shows.
 *   <li>Lone surrogates in {@code \\u} escapes ({@code "\\uD800"}): the RFC's grammar allows them, both keep
 *       the char as it is; compared like any string.
 *   <li>Limits: Jackson's stream constraints are set to Peregrine's defaults (depth 1000, number 1000 chars,
 *       string 20,000,000, name 50,000). They are not counted quite alike (Jackson counts chars, Peregrine
 *       bytes), so an input near a limit may be accepted by one only: such inputs are not compared.
 *   <li>Numbers: integers compare as BigInteger; Peregrine's class must also be the smallest of Integer,
 *       Long and BigInteger that holds the value (its documented rule). A Peregrine Double must be the very
 *       double Jackson parsed (both round correctly; -0.0 stays negative); a Peregrine BigDecimal (what the
 *       tree gives for a decimal beyond the range of double, instead of an Infinity) must equal the token's
 *       digits exactly. Which of Double and BigDecimal Peregrine picks is its own rule and is not checked
 *       here.
 * </ul>
 */
final class JacksonTrees {
  private JacksonTrees() {}

  /**
   * A number Jackson read as not an integer: its double, the token's text for the exact value, and its
   * width (DOUBLE for every JSON decimal; FLOAT, DOUBLE or BIG_DECIMAL after CBOR's initial byte or tag).
   */
  record Decimal(double value, String text, JsonParser.NumberType type) {}

  // Jackson's defaults are RFC 8259 strict already (no comments, NaN, leading zeros or plus signs, single
  // quotes, unquoted names, trailing commas, control characters in strings); the walk below rejects a second
  // root value, which Jackson's parser would otherwise hand over.
  private static final JsonFactory JSON = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNestingDepth(Limits.DEFAULT.maxDepth())
          .maxNumberLength(Limits.DEFAULT.maxNumberLength())
          .maxStringLength(Limits.DEFAULT.maxStringLength())
          .maxNameLength(Limits.DEFAULT.maxNameLength())
          .build())
      .build();

  /** Jackson's tree of a UTF-8 document; any exception means Jackson rejects it. */
  static Object parseJson(byte[] utf8) throws IOException {
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(utf8)).toString();
    } catch (CharacterCodingException e) {
      throw new IOException("not UTF-8", e);
    }
    try (JsonParser p = JSON.createParser(text)) {
      JsonToken first = p.nextToken();
      if (first == null) throw new IOException("no value");
      Object tree = read(p, first);
      if (p.nextToken() != null) throw new IOException("more than one value");
      return tree;
    }
  }

  /**
   * Jackson 2.x reads a positive bignum (tag 2) whose first byte has its top bit set as a two's-complement
   * number, negative (c2 49 ff ff ff fc 00 00 01 75 72 is 4722366478471598798194, Jackson says
   * -4398046415502), where RFC 8949 section 3.4.3 makes the byte string an unsigned magnitude. Such a
   * difference is Jackson's, not a finding: ours is right when Jackson's is ours minus 2^bits, bits a multiple
   * of 8. A negative bignum (tag 3, -1 - n) likewise: Jackson's is -1 - (n - 2^bits), ours plus 2^bits; and
   * for an empty byte string (n = 0) Jackson gives 0 where tag 3 means -1.
   */
  static boolean jacksonSignedBignum(BigInteger ours, BigInteger jackson) {
    BigInteger magnitude = ours.signum() >= 0 ? ours : ours.negate().subtract(BigInteger.ONE);
    int bits = magnitude.bitLength();
    if (bits == 0) return ours.signum() < 0 && jackson.signum() == 0; // tag 3 on an empty string: -1; Jackson 0
    if (bits % 8 != 0) return false;
    BigInteger shift = BigInteger.ONE.shiftLeft(bits);
    return jackson.equals(ours.signum() >= 0 ? ours.subtract(shift) : ours.add(shift));
  }

  private static final CBORFactory CBOR = CBORFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNestingDepth(Limits.DEFAULT.maxDepth())
          .maxStringLength(Limits.DEFAULT.maxStringLength())
          .maxNameLength(Limits.DEFAULT.maxNameLength())
          .build())
      // RFC 8949's -1 - n for tag 3; Jackson 2's default reads -n
      .enable(com.fasterxml.jackson.dataformat.cbor.CBORParser.Feature.DECODE_USING_STANDARD_NEGATIVE_BIGINT_ENCODING)
      .build();

  /**
   * Jackson's tree of one CBOR data item; any exception means Jackson rejects it. Jackson's CBOR data model
   * is JSON's plus byte strings: it turns integer and byte-string keys into names, undefined into null and
   * other simple values into integers, drops tags it does not know, so only inputs whose Peregrine tree has
   * none of these are compared (see {@link #comparableCbor}). Bignums (tags 2, 3) and decimal fractions
   * (tag 4) are in both models; string references (tags 256, 25) both resolve.
   */
  static Object parseCbor(byte[] cbor) throws IOException {
    try (JsonParser p = CBOR.createParser(cbor)) {
      JsonToken first = p.nextToken();
      if (first == null) throw new IOException("no value");
      Object tree = read(p, first);
      if (p.nextToken() != null) throw new IOException("more than one value");
      return tree;
    }
  }

  /**
   * Whether Peregrine's CBOR tree is within the data model Jackson shares: no tag kept as a CborTag, no
   * simple value but false, true and null, and only text keys (a map with others is a LinkedHashMap, not a
   * JsonObject).
   */
  static boolean comparableCbor(Object tree) {
    if (tree instanceof CborTag || tree instanceof CborSimple) return false;
    if (tree instanceof Map<?, ?> m) {
      if (!(m instanceof JsonObject)) return false;
      for (Object v : m.values()) if (!comparableCbor(v)) return false;
    }
    if (tree instanceof List<?> l) {
      for (Object v : l) if (!comparableCbor(v)) return false;
    }
    return true;
  }

  private static Object read(JsonParser p, JsonToken t) throws IOException {
    switch (t) {
      case START_OBJECT: {
        Map<String, Object> object = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String name = p.currentName();
          object.put(name, read(p, p.nextToken()));
        }
        return object;
      }
      case START_ARRAY: {
        List<Object> array = new ArrayList<>();
        for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) array.add(read(p, e));
        return array;
      }
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
        return p.getBigIntegerValue();
      case VALUE_NUMBER_FLOAT:
        // The width first: converting to double makes Jackson report the number as a double thereafter.
        JsonParser.NumberType type = p.getNumberType();
        return new Decimal(p.getDoubleValue(), p.getText(), type);
      case VALUE_EMBEDDED_OBJECT:
        return p.getBinaryValue();
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      case VALUE_NULL:
        return null;
      default:
        throw new IOException("unexpected token " + t);
    }
  }

  /** The first difference between Peregrine's tree and Jackson's, after the normalisation above, or null. */
  static String difference(Object ours, Object theirs, String path) {
    if (ours == null || theirs == null) return ours == theirs ? null : mismatch(path, ours, theirs);
    if (ours instanceof Map<?, ?> a && theirs instanceof Map<?, ?> b) {
      if (a.size() != b.size()) return path + ": keys " + a.keySet() + " vs Jackson's " + b.keySet();
      Iterator<? extends Map.Entry<?, ?>> i = a.entrySet().iterator();
      Iterator<? extends Map.Entry<?, ?>> j = b.entrySet().iterator();
      while (i.hasNext()) {
        Map.Entry<?, ?> e = i.next();
        Map.Entry<?, ?> f = j.next();
        if (!e.getKey().equals(f.getKey())) return path + ": keys " + a.keySet() + " vs Jackson's " + b.keySet();
        String d = difference(e.getValue(), f.getValue(), path + "." + e.getKey());
        if (d != null) return d;
      }
      return null;
    }
    if (ours instanceof List<?> a && theirs instanceof List<?> b) {
      if (a.size() != b.size()) return path + ": " + a.size() + " elements vs Jackson's " + b.size();
      for (int k = 0; k < a.size(); k++) {
        String d = difference(a.get(k), b.get(k), path + "[" + k + "]");
        if (d != null) return d;
      }
      return null;
    }
    if (theirs instanceof BigInteger big) {
      if (!(ours instanceof Integer || ours instanceof Long || ours instanceof BigInteger)) {
        return mismatch(path, ours, theirs);
      }
      BigInteger value = new BigInteger(ours.toString());
      if (!value.equals(big) && !jacksonSignedBignum(value, big)) return mismatch(path, ours, theirs);
      big = value;
      Class<?> smallest = big.bitLength() < 32 ? Integer.class : big.bitLength() < 64 ? Long.class : BigInteger.class;
      return ours.getClass() == smallest ? null : path + ": " + describe(ours) + ", but the smallest class is "
          + smallest.getSimpleName();
    }
    if (theirs instanceof Decimal d) {
      // CBOR's half and single floats are Floats in Peregrine's tree, doubles Doubles; Jackson widens a
      // float to double as Java does.
      JsonParser.NumberType width = ours instanceof Float ? JsonParser.NumberType.FLOAT : JsonParser.NumberType.DOUBLE;
      if ((ours instanceof Double || ours instanceof Float) && d.type() == width) {
        double x = ((Number) ours).doubleValue();
        return Double.compare(x, d.value()) == 0 ? null : mismatch(path, ours, d);
      }
      if (ours instanceof BigDecimal x) {
        BigDecimal t = new BigDecimal(d.text());
        if (x.compareTo(t) == 0) return null;
        // A decimal fraction whose mantissa is a bignum (tag 4 around tag 2 or 3): Jackson reads the
        // bignum signed, as it does on its own (see jacksonSignedBignum).
        try {
          BigInteger theirsUnscaled = t.setScale(x.scale(), java.math.RoundingMode.UNNECESSARY).unscaledValue();
          if (jacksonSignedBignum(x.unscaledValue(), theirsUnscaled)) return null;
        } catch (ArithmeticException notAtOurScale) {
          // another difference
        }
        return mismatch(path, ours, d);
      }
      return mismatch(path, ours, d);
    }
    if (ours instanceof byte[] x && theirs instanceof byte[] y) {
      return Arrays.equals(x, y) ? null : mismatch(path, ours, theirs);
    }
    return ours.equals(theirs) ? null : mismatch(path, ours, theirs);
  }

  private static String mismatch(String path, Object ours, Object theirs) {
    return path + ": " + describe(ours) + " vs Jackson's " + describe(theirs);
  }
}
