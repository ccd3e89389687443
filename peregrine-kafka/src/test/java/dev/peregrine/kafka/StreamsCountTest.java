package dev.peregrine.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.kafka.Orders.Order;
import dev.peregrine.kafka.Orders.OrderKey;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.errors.LogAndContinueExceptionHandler;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.Produced;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A Kafka Streams application against the real broker, counting orders by customer with Peregrine's serdes
 * everywhere a record is written or read: the input through the default serdes named in the configuration
 * (class names and the type properties), the repartition topic, the count's state store and the output
 * through serdes given in code. A record among the input that cannot be read is skipped by Streams' own
 * {@code LogAndContinueExceptionHandler}, which it can only do because the deserializer raises Kafka's
 * {@code SerializationException}; every count must come out exact.
 */
@ExtendWith(KafkaBroker.Extension.class)
class StreamsCountTest {
  private static final int COUNT = 20_000;

  /** A grouping key that is a record, so that the state store's keys go through the serde too. */
  record Customer(String name) {}

  enum Format {
    JSON(JsonSerde.class, new JsonSerde<>(Customer.class)),
    CBOR(CborSerde.class, new CborSerde<>(Customer.class));

    final Class<?> serde;
    final Serde<Customer> customers;

    Format(Class<?> serde, Serde<Customer> customers) {
      this.serde = serde;
      this.customers = customers;
    }

    <T> Serde<T> serde(Class<T> type) {
      return this == JSON ? new JsonSerde<>(type) : new CborSerde<>(type);
    }
  }

  @ParameterizedTest
  @EnumSource(Format.class)
  void ordersAreCountedByCustomerThroughTheSerdes(Format format, KafkaBroker broker, @TempDir Path stateDir)
      throws Exception {
    String input = broker.createTopic("orders-in", 3);
    String output = broker.createTopic("counts-out", 3);

    Map<String, Object> producerConfig = Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
        ProducerConfig.LINGER_MS_CONFIG, 5);
    Serde<OrderKey> keys = format.serde(OrderKey.class);
    Serde<Order> values = format.serde(Order.class);
    try (KafkaProducer<OrderKey, Order> producer = new KafkaProducer<>(producerConfig, keys.serializer(),
        values.serializer());
         KafkaProducer<byte[], byte[]> raw = new KafkaProducer<>(producerConfig, new ByteArraySerializer(),
             new ByteArraySerializer())) {
      for (int i = 0; i < COUNT; i++) {
        if (i == COUNT / 2) {
          producer.flush();
          raw.send(new ProducerRecord<>(input, keys.serializer().serialize(input, Orders.key(-1)),
              "{\"customer\": ".getBytes(StandardCharsets.UTF_8))).get();
        }
        producer.send(new ProducerRecord<>(input, Orders.key(i), Orders.order(i)));
      }
    }
    Map<String, Long> expected = new TreeMap<>();
    for (int i = 0; i < COUNT; i++) expected.merge(Orders.customer(i), 1L, Long::sum);

    Properties config = new Properties();
    config.put(StreamsConfig.APPLICATION_ID_CONFIG, "count-" + UUID.randomUUID());
    config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
    config.put(StreamsConfig.STATE_DIR_CONFIG, stateDir.toString());
    config.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, format.serde.getName());
    config.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, format.serde.getName());
    config.put(PeregrineKafkaConfig.KEY_TYPE, OrderKey.class.getName());
    config.put(PeregrineKafkaConfig.VALUE_TYPE, Order.class.getName());
    config.put(StreamsConfig.DESERIALIZATION_EXCEPTION_HANDLER_CLASS_CONFIG, LogAndContinueExceptionHandler.class);
    // Counts are sent on at once instead of being held in the cache until a commit.
    config.put(StreamsConfig.STATESTORE_CACHE_MAX_BYTES_CONFIG, 0);
    config.put(StreamsConfig.COMMIT_INTERVAL_MS_CONFIG, 100);
    config.put(StreamsConfig.consumerPrefix(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG), "earliest");

    StreamsBuilder builder = new StreamsBuilder();
    builder.<OrderKey, Order>stream(input)
        .groupBy((key, order) -> new Customer(order.customer()), Grouped.with(format.customers, values))
        .count()
        .toStream()
        .to(output, Produced.with(format.customers, Serdes.Long()));

    Map<String, Long> counted = new TreeMap<>();
    try (KafkaStreams streams = new KafkaStreams(builder.build(), config);
         KafkaConsumer<Customer, Long> consumer = new KafkaConsumer<>(Map.of(
             ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
             ConsumerConfig.GROUP_ID_CONFIG, "count-readers-" + UUID.randomUUID(),
             ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest"),
             format.customers.deserializer(), new LongDeserializer())) {
      streams.start();
      consumer.subscribe(List.of(output));
      long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
      while (!counted.equals(expected) && System.nanoTime() < deadline) {
        for (ConsumerRecord<Customer, Long> record : consumer.poll(Duration.ofMillis(200))) {
          // A count only grows: the last one read for a customer is the newest.
          counted.merge(record.key().name(), record.value(), Math::max);
        }
      }
      assertEquals(KafkaStreams.State.RUNNING, streams.state());
      // The record that could not be read was met and dropped by the handler, not lost in some other way.
      double dropped = streams.metrics().entrySet().stream()
          .filter(m -> m.getKey().name().equals("dropped-records-total"))
          .mapToDouble(m -> ((Number) m.getValue().metricValue()).doubleValue()).sum();
      assertEquals(1.0, dropped);
    }
    assertEquals(expected, counted);
  }
}
