package dev.peregrine.contract;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
import com.fasterxml.jackson.dataformat.cbor.CBORParser;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import dev.peregrine.BindingBuilder;
import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

/**
 * A format the contract suite runs over. Tests state their documents as JSON text, the notation everyone
 * reads; a CBOR format turns that text into the CBOR data item with the same structure through Jackson (not
 * through Peregrine, so the code under test never prepares its own input), and turns what Peregrine wrote
 * back into JSON text the same way, so that one assertion on the written form holds for every format.
 *
 * <p>Array mode writes a bean as an array of its values: a test that states a bean by its property names
 * (an object in the text) runs on the formats that {@linkplain #namesProperties() name properties}.
 */
public enum Format {
  JSON(JsonException.class) {
    @Override
    Facade facade(Consumer<BindingBuilder<?>> settings) {
      Json.Builder b = Json.builder();
      settings.accept(b);
      return Facade.of(b.build());
    }

    @Override
    public byte[] document(String json) {
      return json.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String text(byte[] document) {
      return new String(document, StandardCharsets.UTF_8);
    }
  },

  CBOR_MAP(CborException.class) {
    @Override
    Facade facade(Consumer<BindingBuilder<?>> settings) {
      Cbor.Builder b = Cbor.builder();
      settings.accept(b);
      return Facade.of(b.build());
    }
  },

  CBOR_ARRAY(CborException.class) {
    @Override
    Facade facade(Consumer<BindingBuilder<?>> settings) {
      Cbor.Builder b = Cbor.builder().beansAsArrays(true);
      settings.accept(b);
      return Facade.of(b.build());
    }
  };

  // Jackson's limits are lifted: the documents a test states (a thousand levels deep, numbers of a thousand
  // digits) are for Peregrine's limits to judge, not the harness's.
  private static final StreamReadConstraints NO_READ_LIMITS = StreamReadConstraints.builder()
      .maxNestingDepth(Integer.MAX_VALUE).maxNumberLength(Integer.MAX_VALUE).maxStringLength(Integer.MAX_VALUE)
      .maxNameLength(Integer.MAX_VALUE).maxDocumentLength(-1).build();
  private static final JsonFactory JSON_FACTORY = JsonFactory.builder().streamReadConstraints(NO_READ_LIMITS).build();
  // RFC 8949 tag 3 holds -1 - n; Jackson 2 writes and reads -n unless told to follow the standard.
  private static final CBORFactory CBOR_FACTORY = CBORFactory.builder().streamReadConstraints(NO_READ_LIMITS)
      .enable(CBORGenerator.Feature.ENCODE_USING_STANDARD_NEGATIVE_BIGINT_ENCODING)
      .enable(CBORParser.Feature.DECODE_USING_STANDARD_NEGATIVE_BIGINT_ENCODING).build();
  // Decimals keep their scale (12.50 is rendered 12.50), as Peregrine's JSON writer keeps it.
  private static final ObjectMapper JACKSON_JSON = JsonMapper.builder(JSON_FACTORY)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES).build();
  private static final CBORMapper JACKSON_CBOR = CBORMapper.builder(CBOR_FACTORY)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
      .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

  private final Class<? extends PeregrineException> error;

  Format(Class<? extends PeregrineException> error) {
    this.error = error;
  }

  /** The exception this format's facade throws: {@code JsonException} or {@code CborException}. */
  public Class<? extends PeregrineException> error() {
    return error;
  }

  /** Whether beans are written as objects with their property names (all but CBOR array mode). */
  public boolean namesProperties() {
    return this != CBOR_ARRAY;
  }

  /** A facade of this format with {@code settings} applied to its builder. */
  abstract Facade facade(Consumer<BindingBuilder<?>> settings);

  /**
   * The document of this format with the structure of {@code json}. In CBOR, containers have definite lengths,
   * integers are integers (bignums past the range of a long), text is text, and a decimal is a float64 when
   * the double prints back as the same number with at least as many digits after the point (so 0.1, 1e2 and
   * -0.0 are doubles) and a decimal fraction (tag 4) otherwise (12.50 keeps its scale, 1e400 its value). Text
   * of several values, such as {@code {} {}}, is the CBOR sequence of their items.
   */
  public byte[] document(String json) {
    try (JsonParser p = JSON_FACTORY.createParser(json)) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (CBORGenerator g = CBOR_FACTORY.createGenerator(out)) {
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) writeCbor(g, readValue(p));
      }
      return out.toByteArray();
    } catch (IOException e) {
      String shown = json.length() > 80 ? json.substring(0, 80) + "..." : json;
      throw new UncheckedIOException("not JSON Jackson can turn into CBOR: " + shown, e);
    }
  }

  /** {@code document} as JSON text (CBOR through Jackson's reading of it; one data item, nothing after it). */
  public String text(byte[] document) {
    try {
      return JACKSON_JSON.writeValueAsString(JACKSON_CBOR.readTree(document));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An object between the JSON parser and the CBOR generator: its names in order, duplicates kept. */
  private record Obj(List<String> names, List<Object> values) {}

  /** A number with a point or an exponent, as its text (the sign of -0.0 and the scale of 12.50 matter). */
  private record Decimal(String text) {}

  /** A property name among an object's items. */
  private record Name(String name) {}


  private static final Object NULL = new Object();

  /**
   * The value whose first token {@code p} is on, read without recursion (tests state documents a hundred
   * thousand levels deep).
   */
  @SuppressWarnings("unchecked")
  private static Object readValue(JsonParser p) throws IOException {
    Deque<Object> open = new ArrayDeque<>();
    for (JsonToken t = p.currentToken(); ; t = p.nextToken()) {
      Object value;
      switch (t) {
        case START_ARRAY -> {
          open.push(new ArrayList<>());
          continue;
        }
        case START_OBJECT -> {
          open.push(new Obj(new ArrayList<>(), new ArrayList<>()));
          continue;
        }
        case FIELD_NAME -> {
          ((Obj) open.peek()).names().add(p.currentName());
          continue;
        }
        case END_ARRAY, END_OBJECT -> value = open.pop();
        case VALUE_STRING -> value = p.getText();
        case VALUE_NUMBER_INT -> value = p.getBigIntegerValue();
        case VALUE_NUMBER_FLOAT -> value = new Decimal(p.getText());
        case VALUE_TRUE -> value = Boolean.TRUE;
        case VALUE_FALSE -> value = Boolean.FALSE;
        case VALUE_NULL -> value = NULL;
        default -> throw new IOException("no CBOR for " + t);
      }
      if (open.isEmpty()) return value;
      if (open.peek() instanceof Obj o) {
        o.values().add(value);
      } else {
        ((List<Object>) open.peek()).add(value);
      }
    }
  }

  /**
   * Writes {@code root} without recursion. Jackson writes the scalars and the keys (text items); the heads of
   * maps and arrays, definite lengths being plain CBOR, are written here as raw bytes, because Jackson's
   * generator takes time quadratic in the depth to track sized containers.
   */
  @SuppressWarnings("unchecked")
  private static void writeCbor(CBORGenerator g, Object root) throws IOException {
    Deque<Iterator<Object>> open = new ArrayDeque<>();
    for (Object next = root; ; next = open.peek().next()) {
      if (next instanceof Obj o) {
        writeHead(g, 5, o.names().size());
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < o.names().size(); i++) {
          items.add(new Name(o.names().get(i)));
          items.add(o.values().get(i));
        }
        open.push(items.iterator());
      } else if (next instanceof List<?> l) {
        writeHead(g, 4, l.size());
        open.push(((List<Object>) l).iterator());
      } else if (next instanceof Name n) {
        g.writeString(n.name());
      } else {
        writeScalar(g, next);
      }
      while (!open.isEmpty() && !open.peek().hasNext()) open.pop();
      if (open.isEmpty()) return;
    }
  }

  /** The head of a data item of major type {@code major} with argument {@code n}, in its shortest form. */
  private static void writeHead(CBORGenerator g, int major, int n) throws IOException {
    int type = major << 5;
    if (n < 24) {
      g.writeRaw((byte) (type | n));
    } else if (n < 0x100) {
      g.writeBytes(new byte[] {(byte) (type | 24), (byte) n}, 0, 2);
    } else if (n < 0x10000) {
      g.writeBytes(new byte[] {(byte) (type | 25), (byte) (n >>> 8), (byte) n}, 0, 3);
    } else {
      g.writeBytes(new byte[] {(byte) (type | 26), (byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n},
          0, 5);
    }
  }

  private static void writeScalar(CBORGenerator g, Object value) throws IOException {
    if (value == NULL) {
      g.writeNull();
    } else if (value instanceof String s) {
      g.writeString(s);
    } else if (value instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (value instanceof BigInteger i) {
      if (i.bitLength() < 64) {
        g.writeNumber(i.longValue());
      } else {
        g.writeNumber(i);
      }
    } else {
      String text = ((Decimal) value).text();
      BigDecimal d = new BigDecimal(text);
      double x = d.signum() == 0 && text.startsWith("-") ? -0.0 : d.doubleValue();
      BigDecimal printed = Double.isFinite(x) ? new BigDecimal(Double.toString(x)) : null;
      if (printed != null && printed.compareTo(d) == 0 && d.scale() <= printed.scale()) {
        g.writeNumber(x);
      } else {
        g.writeNumber(d);
      }
    }
  }
}
