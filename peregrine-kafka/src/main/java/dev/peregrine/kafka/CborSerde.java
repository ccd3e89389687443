package dev.peregrine.kafka;

import dev.peregrine.Cbor;
import dev.peregrine.TypeRef;
import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serde} over Peregrine's CBOR: a {@link CborSerializer} and a {@link CborDeserializer} sharing
 * one {@link Cbor}. For Kafka Streams ({@code Consumed.with(Serdes.String(), new CborSerde<>(Order.class))}),
 * or as {@code default.value.serde} with {@link PeregrineKafkaConfig#VALUE_TYPE} set.
 *
 * @param <T> the type of the values written and read
 */
public class CborSerde<T> implements Serde<T> {
  private final CborSerializer<T> serializer;
  private final CborDeserializer<T> deserializer;

  /** A serde with {@link Cbor#create()}'s defaults, reading the type from the configuration. */
  public CborSerde() {
    this(Cbor.create());
  }

  /** A serde with {@link Cbor#create()}'s defaults for {@code type}. */
  public CborSerde(Class<T> type) {
    this(Cbor.create(), type);
  }

  /** A serde with {@link Cbor#create()}'s defaults for a generic type. */
  public CborSerde(TypeRef<T> type) {
    this(Cbor.create(), type);
  }

  /** A serde with {@code cbor}'s options, reading the type from the configuration. */
  public CborSerde(Cbor cbor) {
    this(new CborSerializer<>(cbor), new CborDeserializer<>(cbor));
  }

  /** A serde with {@code cbor}'s options for {@code type}. */
  public CborSerde(Cbor cbor, Class<T> type) {
    this(new CborSerializer<>(cbor), new CborDeserializer<>(cbor, type));
  }

  /** A serde with {@code cbor}'s options for a generic type. */
  public CborSerde(Cbor cbor, TypeRef<T> type) {
    this(new CborSerializer<>(cbor), new CborDeserializer<>(cbor, type));
  }

  private CborSerde(CborSerializer<T> serializer, CborDeserializer<T> deserializer) {
    this.serializer = serializer;
    this.deserializer = deserializer;
  }

  /** Configures the deserializer: see {@link CborDeserializer#configure(Map, boolean)}. */
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
