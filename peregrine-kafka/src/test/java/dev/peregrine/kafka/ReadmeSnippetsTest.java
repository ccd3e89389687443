package dev.peregrine.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.Cbor;
import dev.peregrine.kafka.Orders.Order;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Grouped;
import org.apache.kafka.streams.kstream.KStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Java block of this module's README, quoted from here word for word (peregrine-core's DocSnippetsTest
 * compares them): the clients it builds carry a record through the real broker, and the topology it builds
 * counts by customer.
 */
@ExtendWith(KafkaBroker.Extension.class)
class ReadmeSnippetsTest {
  @Test
  void theClientsAndTheTopologyOfTheReadme(KafkaBroker broker) throws Exception {
    String cborTopic = broker.createTopic("readme-cbor", 1);
    String jsonTopic = broker.createTopic("readme-json", 1);
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "readme");
    props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    Cbor cbor = Cbor.create();
    StreamsBuilder builder = new StreamsBuilder();
    // snippet clientsAndStreams
    var consumer = new KafkaConsumer<>(props, new StringDeserializer(), new JsonDeserializer<>(Order.class));
    var producer = new KafkaProducer<>(props, new StringSerializer(), new CborSerializer<Order>(cbor));

    // Kafka Streams
    KStream<String, Order> orders = builder.stream("orders", Consumed.with(Serdes.String(), new JsonSerde<>(Order.class)));
    orders.groupBy((k, o) -> o.customer(), Grouped.with(Serdes.String(), new JsonSerde<>(Order.class))).count();
    // end snippet
    Order order = Orders.order(7);
    try (producer; consumer;
         var json = new KafkaProducer<>(props, new StringSerializer(), new JsonSerializer<Order>());
         var cborConsumer = new KafkaConsumer<>(props, new StringDeserializer(), new CborDeserializer<>(Order.class))) {
      producer.send(new ProducerRecord<>(cborTopic, "cbor", order)).get();
      json.send(new ProducerRecord<>(jsonTopic, "json", order)).get();
      assertEquals(List.of(order), poll(cborConsumer, cborTopic));
      assertEquals(List.of(order), poll(consumer, jsonTopic));
    }
    String topology = builder.build().describe().toString();
    assertTrue(topology.contains("KSTREAM-AGGREGATE"), topology);
    assertTrue(topology.contains("orders"), topology);
  }

  private static List<Order> poll(KafkaConsumer<String, Order> consumer, String topic) {
    consumer.subscribe(List.of(topic));
    List<Order> got = new ArrayList<>();
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (got.isEmpty() && System.nanoTime() < deadline) {
      for (ConsumerRecord<String, Order> r : consumer.poll(Duration.ofMillis(200))) got.add(r.value());
    }
    consumer.unsubscribe();
    return got;
  }
}
