package dev.peregrine.kafka;

import dev.peregrine.Json;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serializer} writing keys or values as UTF-8 JSON with Peregrine. A null value is written as
 * null (a tombstone). A value Peregrine cannot write raises Kafka's
 * {@link org.apache.kafka.common.errors.SerializationException} naming the topic, with the
 * {@link dev.peregrine.PeregrineException} as its cause.
 *
 * <pre>{@code
 * props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, JsonSerializer.class);
 * // or: new KafkaProducer<>(props, new StringSerializer(), new JsonSerializer<Order>(myJson));
 * }</pre>
 *
 * <p>Thread-safe; it reads no configuration property. To set Peregrine's options when Kafka instantiates the
 * class from its name, subclass it with a no-argument constructor passing a configured {@link Json}.
 *
 * @param <T> the type of the values written
 */
public class JsonSerializer<T> implements Serializer<T> {
  private final RecordWriter writer;

  /** A serializer with {@link Json#create()}'s defaults. */
  public JsonSerializer() {
    this(Json.create());
  }

  /** A serializer writing with {@code json}'s options. */
  public JsonSerializer(Json json) {
    this.writer = new RecordWriter(RecordFormat.json(json));
  }

  /** The value as UTF-8 JSON, or null for null. */
  @Override
  public byte[] serialize(String topic, T data) {
    return writer.write(topic, data);
  }
}
