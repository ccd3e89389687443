package dev.peregrine.kafka;

import dev.peregrine.Cbor;
import org.apache.kafka.common.serialization.Serializer;

/**
 * A Kafka {@link Serializer} writing keys or values as CBOR with Peregrine. A null value is written as
 * null (a tombstone). A value Peregrine cannot write raises Kafka's
 * {@link org.apache.kafka.common.errors.SerializationException} naming the topic, with the
 * {@link dev.peregrine.PeregrineException} as its cause.
 *
 * <pre>{@code
 * props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, CborSerializer.class);
 * // or: new KafkaProducer<>(props, new StringSerializer(), new CborSerializer<Order>(myCbor));
 * }</pre>
 *
 * <p>Thread-safe; it reads no configuration property. To set Peregrine's options when Kafka instantiates the
 * class from its name, subclass it with a no-argument constructor passing a configured {@link Cbor}.
 *
 * @param <T> the type of the values written
 */
public class CborSerializer<T> implements Serializer<T> {
  private final RecordWriter writer;

  /** A serializer with {@link Cbor#create()}'s defaults. */
  public CborSerializer() {
    this(Cbor.create());
  }

  /** A serializer writing with {@code cbor}'s options. */
  public CborSerializer(Cbor cbor) {
    this.writer = new RecordWriter(RecordFormat.cbor(cbor));
  }

  /** The value as CBOR, or null for null. */
  @Override
  public byte[] serialize(String topic, T data) {
    return writer.write(topic, data);
  }
}
