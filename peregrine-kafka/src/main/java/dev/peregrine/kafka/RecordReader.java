package dev.peregrine.kafka;

import dev.peregrine.PeregrineException;
import dev.peregrine.TypeRef;
import java.util.Map;
import java.util.Objects;
import org.apache.kafka.common.errors.SerializationException;

/** What every Peregrine deserializer does, whatever the format: the type to read, nulls, and errors. */
final class RecordReader<T> {
  private final RecordFormat format;
  // Given to the constructor, it is final and the configuration's type properties are not read.
  private final boolean typeGiven;
  private volatile TypeRef<?> type;
  private volatile String part = "record";

  RecordReader(RecordFormat format, TypeRef<?> type) {
    this.format = format;
    this.type = type;
    this.typeGiven = type != null;
  }

  static TypeRef<?> of(Class<?> type) {
    return TypeRef.of(Objects.requireNonNull(type, "type"));
  }

  static TypeRef<?> of(TypeRef<?> type) {
    return Objects.requireNonNull(type, "type");
  }

  void configure(Map<String, ?> configs, boolean isKey) {
    part = isKey ? "key" : "value";
    if (typeGiven) return;
    String property = isKey ? PeregrineKafkaConfig.KEY_TYPE : PeregrineKafkaConfig.VALUE_TYPE;
    type = TypeRef.of(TypeNames.resolve(property, configs.get(property)));
  }

  @SuppressWarnings("unchecked")
  T read(String topic, byte[] data) {
    // A null value is a tombstone (a deletion in a compacted topic), a null key a record without one.
    if (data == null) return null;
    TypeRef<?> t = type;
    if (t == null) {
      throw new IllegalStateException("No type to read " + format.name() + " records as: construct the deserializer"
          + " with a Class or TypeRef, or configure it with " + PeregrineKafkaConfig.VALUE_TYPE + " (values) or "
          + PeregrineKafkaConfig.KEY_TYPE + " (keys)");
    }
    try {
      return (T) format.read(data, t);
    } catch (PeregrineException e) {
      // The consumer adds the partition and offset (RecordDeserializationException), which only it knows.
      throw new SerializationException("Cannot read the " + part + " of a record of topic '" + topic + "' as "
          + format.name() + " " + t.type().getTypeName() + ": " + e.getMessage(), e);
    }
  }
}
