package dev.peregrine.kafka;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import java.util.Objects;

/** The format at the two ends of a topic: a configured {@link Json} or {@link Cbor}, which are thread-safe. */
abstract class RecordFormat {
  abstract String name();

  abstract byte[] write(Object value);

  abstract Object read(byte[] data, TypeRef<?> type);

  static RecordFormat json(Json json) {
    Objects.requireNonNull(json, "json");
    return new RecordFormat() {
      @Override
      String name() {
        return "JSON";
      }

      @Override
      byte[] write(Object value) {
        return json.writeBytes(value);
      }

      @Override
      Object read(byte[] data, TypeRef<?> type) {
        return json.read(data, type);
      }
    };
  }

  static RecordFormat cbor(Cbor cbor) {
    Objects.requireNonNull(cbor, "cbor");
    return new RecordFormat() {
      @Override
      String name() {
        return "CBOR";
      }

      @Override
      byte[] write(Object value) {
        return cbor.write(value);
      }

      @Override
      Object read(byte[] data, TypeRef<?> type) {
        return cbor.read(data, type);
      }
    };
  }
}
