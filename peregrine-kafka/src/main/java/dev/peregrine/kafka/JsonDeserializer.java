package dev.peregrine.kafka;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;

/**
 * A Kafka {@link Deserializer} reading keys or values from UTF-8 JSON with Peregrine, into a class or a
 * generic type.
 *
 * <pre>{@code
 * props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, JsonDeserializer.class);
 * props.put(PeregrineKafkaConfig.VALUE_TYPE, "com.acme.Order");
 * // or: new KafkaConsumer<>(props, new StringDeserializer(), new JsonDeserializer<>(Order.class));
 * }</pre>
 *
 * <p>Created by Kafka from its class name, it reads the type from {@link PeregrineKafkaConfig#VALUE_TYPE},
 * or {@link PeregrineKafkaConfig#KEY_TYPE} when configured for keys; a type given to a constructor is used
 * as it is and those properties are not read. Null data (a tombstone, a missing key) reads as null.
 *
 * <p>A record that is not a JSON document of the type (malformed, wrongly typed, past a limit; an empty
 * record included) raises Kafka's {@link org.apache.kafka.common.errors.SerializationException}, whose
 * message names the topic, the type and Peregrine's reason, path and offset, and whose cause is the
 * {@link dev.peregrine.PeregrineException}. A consumer reports it as a
 * {@link org.apache.kafka.common.errors.RecordDeserializationException} that adds the partition and offset
 * of the record, so that the application can {@code seek} past it and go on.
 *
 * <p>Thread-safe once configured.
 *
 * @param <T> the type of the values read
 */
public class JsonDeserializer<T> implements Deserializer<T> {
  private final RecordReader<T> reader;

  /** A deserializer with {@link Json#create()}'s defaults, reading the type from the configuration. */
  public JsonDeserializer() {
    this.reader = new RecordReader<>(RecordFormat.json(Json.create()), null);
  }

  /** A deserializer with {@link Json#create()}'s defaults, reading {@code type}. */
  public JsonDeserializer(Class<T> type) {
    this(Json.create(), type);
  }

  /** A deserializer with {@link Json#create()}'s defaults, reading a generic type. */
  public JsonDeserializer(TypeRef<T> type) {
    this(Json.create(), type);
  }

  /** A deserializer with {@code json}'s options, reading the type from the configuration. */
  public JsonDeserializer(Json json) {
    this.reader = new RecordReader<>(RecordFormat.json(json), null);
  }

  /** A deserializer with {@code json}'s options, reading {@code type}. */
  public JsonDeserializer(Json json, Class<T> type) {
    this.reader = new RecordReader<>(RecordFormat.json(json), RecordReader.of(type));
  }

  /** A deserializer with {@code json}'s options, reading a generic type. */
  public JsonDeserializer(Json json, TypeRef<T> type) {
    this.reader = new RecordReader<>(RecordFormat.json(json), RecordReader.of(type));
  }

  /**
   * Reads the type from {@link PeregrineKafkaConfig#KEY_TYPE} or {@link PeregrineKafkaConfig#VALUE_TYPE},
   * unless a constructor was given one.
   *
   * @throws org.apache.kafka.common.config.ConfigException if the property is missing or names no type
   */
  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    reader.configure(configs, isKey);
  }

  /** The value read from UTF-8 JSON, or null for null. */
  @Override
  public T deserialize(String topic, byte[] data) {
    return reader.read(topic, data);
  }
}
