package dev.peregrine.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.kafka.Orders.Order;
import dev.peregrine.kafka.Orders.OrderKey;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.Future;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.GroupProtocol;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * 100,000 records through a real broker, configured the way Kafka users configure clients (serializer and
 * deserializer class names, the type properties), with two records among them that cannot be read: every
 * other record arrives once and equal to what was sent, to a consumer of either group protocol; each bad one
 * is reported once by the consumer with its partition and offset and Peregrine's reason, path and offset, and
 * skipped with a {@code seek}.
 */
@ExtendWith(KafkaBroker.Extension.class)
class ProduceConsumeTest {
  private static final int COUNT = 100_000;
  private static final int PARTITIONS = 3;

  /** The formats under test, with the classes a configuration names and bytes written without them. */
  enum Format {
    JSON(JsonSerializer.class, JsonDeserializer.class, JsonException.class) {
      @Override
      byte[] encode(Object tree) {
        return Json.create().writeBytes(tree);
      }
    },
    CBOR(CborSerializer.class, CborDeserializer.class, CborException.class) {
      @Override
      byte[] encode(Object tree) {
        return Cbor.create().write(tree);
      }
    };

    final Class<?> serializer;
    final Class<?> deserializer;
    final Class<? extends PeregrineException> error;

    Format(Class<?> serializer, Class<?> deserializer, Class<? extends PeregrineException> error) {
      this.serializer = serializer;
      this.deserializer = deserializer;
      this.error = error;
    }

    abstract byte[] encode(Object tree);
  }

  /** A record that is no Order: the value of a line's quantity is text. */
  private static Map<String, Object> wronglyTyped() {
    return Map.of("id", "order-x", "lines", List.of(Map.of("sku", "a", "quantity", "many")));
  }

  @ParameterizedTest
  @EnumSource(Format.class)
  void hundredThousandRecordsArriveEqualAndTheRecordsThatCannotBeReadAreSkipped(Format format, KafkaBroker broker)
      throws Exception {
    String topic = broker.createTopic("orders-" + format.name().toLowerCase(), PARTITIONS);

    Map<String, Object> producerConfig = new HashMap<>();
    producerConfig.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
    producerConfig.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, format.serializer.getName());
    producerConfig.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, format.serializer.getName());
    producerConfig.put(ProducerConfig.LINGER_MS_CONFIG, 5);
    producerConfig.put(ProducerConfig.BATCH_SIZE_CONFIG, 256 * 1024);

    // Two bad records, sent half-way by a producer of raw bytes with a key that reads well: one wrongly
    // typed, one cut short.
    byte[] poisonKey = format.encode(Map.of("customer", "nobody", "number", -1));
    byte[] wrong = format.encode(wronglyTyped());
    byte[] whole = format.encode(Map.of("id", "order-y", "customer", "c", "paid", true));
    byte[] truncated = Arrays.copyOf(whole, whole.length - 3);
    List<RecordMetadata> poisons = new ArrayList<>();
    try (KafkaProducer<OrderKey, Order> producer = new KafkaProducer<>(producerConfig);
         KafkaProducer<byte[], byte[]> raw = new KafkaProducer<>(Map.of(
             ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()),
             new ByteArraySerializer(), new ByteArraySerializer())) {
      List<Future<RecordMetadata>> sent = new ArrayList<>();
      for (int i = 0; i < COUNT; i++) {
        if (i == COUNT / 2) {
          producer.flush();
          poisons.add(raw.send(new ProducerRecord<>(topic, 1, poisonKey, wrong)).get());
          poisons.add(raw.send(new ProducerRecord<>(topic, 2, poisonKey, truncated)).get());
        }
        sent.add(producer.send(new ProducerRecord<>(topic, Orders.key(i), Orders.order(i))));
      }
      producer.flush();
      for (Future<RecordMetadata> f : sent) f.get();
    }

    // Both of Kafka 4's consumer group protocols: the classic one and the one the broker coordinates, whose
    // consumer hands records over from a background thread.
    for (GroupProtocol protocol : GroupProtocol.values()) consumeAll(format, broker, topic, protocol, poisons);
  }

  private static void consumeAll(Format format, KafkaBroker broker, String topic, GroupProtocol protocol,
      List<RecordMetadata> poisons) {
    Map<String, Object> consumerConfig = new HashMap<>();
    consumerConfig.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
    consumerConfig.put(ConsumerConfig.GROUP_ID_CONFIG, "readers-" + UUID.randomUUID());
    consumerConfig.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    consumerConfig.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, format.deserializer.getName());
    consumerConfig.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, format.deserializer.getName());
    consumerConfig.put(PeregrineKafkaConfig.KEY_TYPE, "dev.peregrine.kafka.Orders.OrderKey");
    consumerConfig.put(PeregrineKafkaConfig.VALUE_TYPE, "dev.peregrine.kafka.Orders.Order");
    consumerConfig.put(ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 5000);
    consumerConfig.put(ConsumerConfig.GROUP_PROTOCOL_CONFIG, protocol.name);

    Order[] received = new Order[COUNT];
    int receivedCount = 0;
    List<RecordDeserializationException> skipped = new ArrayList<>();
    long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
    try (KafkaConsumer<OrderKey, Order> consumer = new KafkaConsumer<>(consumerConfig)) {
      consumer.subscribe(List.of(topic));
      while ((receivedCount < COUNT || skipped.size() < poisons.size()) && System.nanoTime() < deadline) {
        try {
          for (ConsumerRecord<OrderKey, Order> record : consumer.poll(Duration.ofMillis(500))) {
            int i = (int) record.key().number();
            assertNull(received[i], protocol + ": record " + i + " delivered twice");
            assertEquals(Orders.key(i), record.key());
            received[i] = record.value();
            receivedCount++;
          }
        } catch (RecordDeserializationException e) {
          // What a consumer's error handling does with a record it cannot read: note it, step past it.
          skipped.add(e);
          consumer.seek(e.topicPartition(), e.offset() + 1);
        }
      }
    }

    for (int i = 0; i < COUNT; i++) assertEquals(Orders.order(i), received[i], protocol + ": record " + i);
    assertEquals(COUNT, receivedCount);

    Set<String> expectedPlaces = new TreeSet<>();
    for (RecordMetadata p : poisons) expectedPlaces.add(p.partition() + "@" + p.offset());
    Set<String> skippedPlaces = new TreeSet<>();
    for (RecordDeserializationException e : skipped) {
      skippedPlaces.add(e.topicPartition().partition() + "@" + e.offset());
      assertEquals(topic, e.topicPartition().topic());
      assertEquals(RecordDeserializationException.DeserializationExceptionOrigin.VALUE, e.origin());
      String where = "partition " + new TopicPartition(topic, e.topicPartition().partition()) + " at offset "
          + e.offset();
      assertTrue(e.getMessage().contains(where), e.getMessage());
      SerializationException ours = assertInstanceOf(SerializationException.class, e.getCause());
      PeregrineException cause = assertInstanceOf(format.error, ours.getCause());
      assertTrue(ours.getMessage().contains("topic '" + topic + "'"), ours.getMessage());
      assertTrue(ours.getMessage().contains(cause.getMessage()), ours.getMessage());
      assertTrue(cause.offset() >= 0, cause.getMessage());
      if (e.topicPartition().partition() == 1) assertEquals("$.lines[0].quantity", cause.path());
    }
    assertEquals(expectedPlaces, skippedPlaces);
    assertEquals(poisons.size(), skipped.size(), "each record that cannot be read is reported once");
  }

  @ParameterizedTest
  @EnumSource(Format.class)
  void tombstonesAndRecordsWithoutKeysPassAsNulls(Format format, KafkaBroker broker) throws Exception {
    String topic = broker.createTopic("tombstones-" + format.name().toLowerCase(), 1);
    try (KafkaProducer<OrderKey, Order> producer = new KafkaProducer<>(Map.of(
        ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
        ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, format.serializer,
        ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, format.serializer))) {
      producer.send(new ProducerRecord<>(topic, Orders.key(1), Orders.order(1))).get();
      producer.send(new ProducerRecord<>(topic, Orders.key(1), null)).get();
      producer.send(new ProducerRecord<>(topic, null, Orders.order(2))).get();
    }
    List<ConsumerRecord<OrderKey, Order>> records = new ArrayList<>();
    try (KafkaConsumer<OrderKey, Order> consumer = new KafkaConsumer<>(Map.of(
        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
        ConsumerConfig.GROUP_ID_CONFIG, "tombstones-" + UUID.randomUUID(),
        ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest",
        ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, format.deserializer,
        ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, format.deserializer,
        PeregrineKafkaConfig.KEY_TYPE, OrderKey.class,
        PeregrineKafkaConfig.VALUE_TYPE, Order.class))) {
      consumer.subscribe(List.of(topic));
      long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (records.size() < 3 && System.nanoTime() < deadline) {
        consumer.poll(Duration.ofMillis(200)).forEach(records::add);
      }
    }
    assertEquals(3, records.size());
    assertEquals(Orders.key(1), records.get(0).key());
    assertEquals(Orders.order(1), records.get(0).value());
    assertEquals(Orders.key(1), records.get(1).key());
    assertNull(records.get(1).value());
    assertNull(records.get(2).key());
    assertEquals(Orders.order(2), records.get(2).value());
  }
}
