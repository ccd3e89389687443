package dev.peregrine.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
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
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;
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

  private static final ObjectMapper JACKSON_JSON = JsonMapper.builder().build();
  private static final CBORMapper JACKSON_CBOR = new CBORMapper();
  private static final CBORFactory CBOR_FACTORY = new CBORFactory();

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
   * The document of this format with the structure of {@code json}. In CBOR, integers are integers (bignums
   * past 64 bits), a decimal is a double when the double reads back as the same decimal and a decimal
   * fraction (tag 4) otherwise, text is text.
   */
  public byte[] document(String json) {
    try {
      JsonNode tree = JACKSON_JSON.reader()
          .with(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
          .readTree(json);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      try (CBORGenerator g = CBOR_FACTORY.createGenerator(out)) {
        writeCbor(g, tree);
      }
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException("not JSON Jackson can turn into CBOR: " + json, e);
    }
  }

  /** {@code document} as JSON text (CBOR through Jackson's reading of it). */
  public String text(byte[] document) {
    try {
      return JACKSON_JSON.writeValueAsString(JACKSON_CBOR.readTree(document));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void writeCbor(CBORGenerator g, JsonNode node) throws IOException {
    switch (node.getNodeType()) {
      case OBJECT -> {
        g.writeStartObject(node.size());
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
          Map.Entry<String, JsonNode> e = it.next();
          g.writeFieldName(e.getKey());
          writeCbor(g, e.getValue());
        }
        g.writeEndObject();
      }
      case ARRAY -> {
        g.writeStartArray(node, node.size());
        for (JsonNode element : node) writeCbor(g, element);
        g.writeEndArray();
      }
      case STRING -> g.writeString(node.textValue());
      case BOOLEAN -> g.writeBoolean(node.booleanValue());
      case NULL -> g.writeNull();
      case NUMBER -> {
        if (node.isIntegralNumber()) {
          g.writeNumber(node.bigIntegerValue());
        } else {
          BigDecimal d = node.decimalValue();
          double asDouble = d.doubleValue();
          boolean exact = Double.isFinite(asDouble) && new BigDecimal(Double.toString(asDouble)).compareTo(d) == 0;
          if (exact && !(asDouble == 0 && d.signum() != 0)) {
            g.writeNumber(asDouble);
          } else {
            g.writeNumber(d);
          }
        }
      }
      default -> throw new IllegalArgumentException("no CBOR for " + node);
    }
  }
}
