package dev.peregrine.kafka;

import dev.peregrine.PeregrineException;
import org.apache.kafka.common.errors.SerializationException;

/** What every Peregrine serializer does, whatever the format: nulls and errors. */
final class RecordWriter {
  private final RecordFormat format;

  RecordWriter(RecordFormat format) {
    this.format = format;
  }

  byte[] write(String topic, Object value) {
    // Null stays null: a null value is how a producer sends a tombstone.
    if (value == null) return null;
    try {
      return format.write(value);
    } catch (PeregrineException e) {
      throw new SerializationException("Cannot write a " + value.getClass().getName() + " as " + format.name()
          + " for topic '" + topic + "': " + e.getMessage(), e);
    }
  }
}
