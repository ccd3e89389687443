package dev.peregrine.kafka;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serde} over Peregrine's JSON: a {@link JsonSerializer} and a {@link JsonDeserializer} sharing
 * one {@link Json}. For Kafka Streams ({@code Consumed.with(Serdes.String(), new JsonSerde<>(Order.class))}),
 * or as {@code default.value.serde} with {@link PeregrineKafkaConfig#VALUE_TYPE} set.
 *
 * @param <T> the type of the values written and read
 */
public class JsonSerde<T> implements Serde<T> {
  private final JsonSerializer<T> serializer;
  private final JsonDeserializer<T> deserializer;

  /** A serde with {@link Json#create()}'s defaults, reading the type from the configuration. */
  public JsonSerde() {
    this(Json.create());
  }

  /** A serde with {@link Json#create()}'s defaults for {@code type}. */
  public JsonSerde(Class<T> type) {
    this(Json.create(), type);
  }

  /** A serde with {@link Json#create()}'s defaults for a generic type. */
  public JsonSerde(TypeRef<T> type) {
    this(Json.create(), type);
  }

  /** A serde with {@code json}'s options, reading the type from the configuration. */
  public JsonSerde(Json json) {
    this(new JsonSerializer<>(json), new JsonDeserializer<>(json));
  }

  /** A serde with {@code json}'s options for {@code type}. */
  public JsonSerde(Json json, Class<T> type) {
    this(new JsonSerializer<>(json), new JsonDeserializer<>(json, type));
  }

  /** A serde with {@code json}'s options for a generic type. */
  public JsonSerde(Json json, TypeRef<T> type) {
    this(new JsonSerializer<>(json), new JsonDeserializer<>(json, type));
  }

  private JsonSerde(JsonSerializer<T> serializer, JsonDeserializer<T> deserializer) {
    this.serializer = serializer;
    this.deserializer = deserializer;
  }

  /** Configures the deserializer: see {@link JsonDeserializer#configure(Map, boolean)}. */
  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    serializer.configure(configs, isKey);
    deserializer.configure(configs, isKey);
  }

  /** The serializer, the same instance on every call. */
  @Override
  public Serializer<T> serializer() {
    return serializer;
  }

  /** The deserializer, the same instance on every call. */
  @Override
  public Deserializer<T> deserializer() {
    return deserializer;
  }
}
