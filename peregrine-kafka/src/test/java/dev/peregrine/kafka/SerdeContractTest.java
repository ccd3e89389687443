package dev.peregrine.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import dev.peregrine.kafka.Orders.Order;
import dev.peregrine.kafka.Orders.OrderKey;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.Serde;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The serde's contract without a broker, for every format and both of Peregrine's engines (generated codecs
 * and reflection): what the consumer and producer receive for nulls, keys and values, types given by
 * property or constructor, and bad records. The broker tests prove the same over the wire.
 */
class SerdeContractTest {

  /** One way of building serdes: a format, with codegen on or off. */
  interface Formats {
    <T> Serde<T> serde();

    <T> Serde<T> serde(Class<T> type);

    <T> Serde<T> serde(TypeRef<T> type);

    /** The bytes of a value of the format, written independently of the serializer under test. */
    byte[] encode(Object tree);

    Class<? extends PeregrineException> error();
  }

  static Stream<Formats> formats() {
    return Stream.of(json(true), json(false), cbor(true), cbor(false));
  }

  private static Formats json(boolean codegen) {
    Json json = Json.builder().codegen(codegen).build();
    return new Formats() {
      public <T> Serde<T> serde() {
        return new JsonSerde<>(json);
      }

      public <T> Serde<T> serde(Class<T> type) {
        return new JsonSerde<>(json, type);
      }

      public <T> Serde<T> serde(TypeRef<T> type) {
        return new JsonSerde<>(json, type);
      }

      public byte[] encode(Object tree) {
        return json.writeBytes(tree);
      }

      public Class<? extends PeregrineException> error() {
        return JsonException.class;
      }

      @Override
      public String toString() {
        return "JSON, codegen " + (codegen ? "on" : "off");
      }
    };
  }

  private static Formats cbor(boolean codegen) {
    Cbor cbor = Cbor.builder().codegen(codegen).build();
    return new Formats() {
      public <T> Serde<T> serde() {
        return new CborSerde<>(cbor);
      }

      public <T> Serde<T> serde(Class<T> type) {
        return new CborSerde<>(cbor, type);
      }

      public <T> Serde<T> serde(TypeRef<T> type) {
        return new CborSerde<>(cbor, type);
      }

      public byte[] encode(Object tree) {
        return cbor.write(tree);
      }

      public Class<? extends PeregrineException> error() {
        return CborException.class;
      }

      @Override
      public String toString() {
        return "CBOR, codegen " + (codegen ? "on" : "off");
      }
    };
  }

  @ParameterizedTest
  @MethodSource("formats")
  void recordsRoundTripThroughTheSerdeOfAClass(Formats formats) {
    Serde<Order> serde = formats.serde(Order.class);
    for (int i = 0; i < 50; i++) {
      byte[] bytes = serde.serializer().serialize("orders", Orders.order(i));
      assertEquals(Orders.order(i), serde.deserializer().deserialize("orders", bytes));
    }
  }

  @ParameterizedTest
  @MethodSource("formats")
  void genericTypesRoundTripThroughTheSerdeOfATypeRef(Formats formats) {
    Serde<Map<String, List<Order>>> serde = formats.serde(new TypeRef<Map<String, List<Order>>>() {});
    Map<String, List<Order>> value = new LinkedHashMap<>();
    value.put("a", List.of(Orders.order(1), Orders.order(2)));
    value.put("b", List.of());
    byte[] bytes = serde.serializer().serialize("t", value);
    assertEquals(value, serde.deserializer().deserialize("t", bytes));
  }

  @ParameterizedTest
  @MethodSource("formats")
  void nullsAreTombstonesBothWays(Formats formats) {
    Serde<Order> serde = formats.serde(Order.class);
    assertNull(serde.serializer().serialize("orders", null));
    assertNull(serde.deserializer().deserialize("orders", null));
    Serde<Order> configured = formats.serde();
    configured.configure(Map.of(PeregrineKafkaConfig.VALUE_TYPE, Order.class), false);
    assertNull(configured.serializer().serialize("orders", null));
    assertNull(configured.deserializer().deserialize("orders", null));
  }

  @ParameterizedTest
  @MethodSource("formats")
  void isKeyChoosesTheKeyTypePropertyAndOtherwiseTheValueType(Formats formats) {
    Map<String, Object> config = Map.of(
        PeregrineKafkaConfig.KEY_TYPE, "dev.peregrine.kafka.Orders.OrderKey",
        PeregrineKafkaConfig.VALUE_TYPE, "dev.peregrine.kafka.Orders$Order");
    Serde<Object> keys = formats.serde();
    keys.configure(config, true);
    Serde<Object> values = formats.serde();
    values.configure(config, false);
    byte[] key = keys.serializer().serialize("orders", Orders.key(7));
    byte[] value = values.serializer().serialize("orders", Orders.order(7));
    assertEquals(Orders.key(7), keys.deserializer().deserialize("orders", key));
    assertEquals(Orders.order(7), values.deserializer().deserialize("orders", value));
  }

  @ParameterizedTest
  @MethodSource("formats")
  void aTypeGivenToTheConstructorIsKeptWhateverTheProperties(Formats formats) {
    Serde<OrderKey> serde = formats.serde(OrderKey.class);
    serde.configure(Map.of(PeregrineKafkaConfig.KEY_TYPE, Order.class.getName()), true);
    byte[] bytes = serde.serializer().serialize("t", Orders.key(3));
    assertEquals(Orders.key(3), serde.deserializer().deserialize("t", bytes));
  }

  @ParameterizedTest
  @MethodSource("formats")
  void aMissingTypePropertyIsAConfigurationErrorNamingTheProperty(Formats formats) {
    Serde<Object> serde = formats.serde();
    ConfigException e = assertThrows(ConfigException.class, () -> serde.configure(Map.of(), false));
    assertTrue(e.getMessage().contains(PeregrineKafkaConfig.VALUE_TYPE), e.getMessage());
    ConfigException k = assertThrows(ConfigException.class,
        () -> serde.configure(Map.of(PeregrineKafkaConfig.VALUE_TYPE, "java.lang.String"), true));
    assertTrue(k.getMessage().contains(PeregrineKafkaConfig.KEY_TYPE), k.getMessage());
  }

  @ParameterizedTest
  @MethodSource("formats")
  void anUnconfiguredDeserializerWithoutATypeSaysWhatToSet(Formats formats) {
    Serde<Object> serde = formats.serde();
    byte[] bytes = formats.encode("x");
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> serde.deserializer().deserialize("t", bytes));
    assertTrue(e.getMessage().contains(PeregrineKafkaConfig.VALUE_TYPE), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("formats")
  void objectReadsTheUntypedTree(Formats formats) {
    Serde<Object> serde = formats.serde();
    serde.configure(Map.of(PeregrineKafkaConfig.VALUE_TYPE, "Object"), false);
    Object tree = serde.deserializer().deserialize("t", formats.encode(Map.of("a", List.of(1, "b"))));
    assertEquals(Map.of("a", List.of(1, "b")), tree);
  }

  @ParameterizedTest
  @MethodSource("formats")
  void aWronglyTypedRecordIsASerializationExceptionNamingTopicPathAndOffset(Formats formats) {
    Serde<Order> serde = formats.serde(Order.class);
    byte[] poison = formats.encode(Map.of("id", "order-1", "lines", List.of(Map.of("sku", "a", "quantity", "many"))));
    SerializationException e = assertThrows(SerializationException.class,
        () -> serde.deserializer().deserialize("orders-topic", poison));
    PeregrineException cause = assertInstanceOf(formats.error(), e.getCause());
    assertEquals("$.lines[0].quantity", cause.path());
    assertTrue(cause.offset() > 0, "offset " + cause.offset());
    String message = e.getMessage();
    assertTrue(message.contains("'orders-topic'"), message);
    assertTrue(message.contains(Order.class.getTypeName()), message);
    assertTrue(message.contains(cause.reason()), message);
    assertTrue(message.contains("$.lines[0].quantity"), message);
    assertTrue(message.contains("offset " + cause.offset()), message);
  }

  @ParameterizedTest
  @MethodSource("formats")
  void aTruncatedOrEmptyRecordIsASerializationException(Formats formats) {
    Serde<Order> serde = formats.serde(Order.class);
    byte[] whole = serde.serializer().serialize("t", Orders.order(4));
    for (byte[] bad : List.of(Arrays.copyOf(whole, whole.length / 2), new byte[0])) {
      SerializationException e = assertThrows(SerializationException.class,
          () -> serde.deserializer().deserialize("t", bad));
      assertInstanceOf(formats.error(), e.getCause());
    }
  }

  @ParameterizedTest
  @MethodSource("formats")
  void theKeyOrValueThatFailedIsNamedOnceConfigured(Formats formats) {
    Serde<Object> serde = formats.serde();
    serde.configure(Map.of(PeregrineKafkaConfig.KEY_TYPE, "Long"), true);
    SerializationException e = assertThrows(SerializationException.class,
        () -> serde.deserializer().deserialize("t", formats.encode("x")));
    assertTrue(e.getMessage().startsWith("Cannot read the key of a record of topic 't' as"), e.getMessage());
  }

  @ParameterizedTest
  @MethodSource("formats")
  void aValueThatCannotBeWrittenIsASerializationExceptionNamingTheTopic(Formats formats) {
    Serde<Object> serde = formats.serde(Object.class);
    List<Object> cycle = new java.util.ArrayList<>();
    cycle.add(cycle);
    SerializationException e = assertThrows(SerializationException.class,
        () -> serde.serializer().serialize("cycles", cycle));
    assertInstanceOf(PeregrineException.class, e.getCause());
    assertTrue(e.getMessage().contains("'cycles'"), e.getMessage());
  }

  @Test
  void theSerdeHandsOutOneSerializerAndOneDeserializer() {
    JsonSerde<Order> serde = new JsonSerde<>(Order.class);
    assertSame(serde.serializer(), serde.serializer());
    assertSame(serde.deserializer(), serde.deserializer());
  }

  @Test
  void jsonIsUtf8Text() {
    byte[] bytes = new JsonSerializer<>().serialize("t", Map.of("name", "\u00e9"));
    assertArrayEquals("{\"name\":\"\u00e9\"}".getBytes(StandardCharsets.UTF_8), bytes);
  }
}
