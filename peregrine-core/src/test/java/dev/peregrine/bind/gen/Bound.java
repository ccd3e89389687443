package dev.peregrine.bind.gen;

import dev.peregrine.bind.BindConfig;
import dev.peregrine.bind.Binder;
import dev.peregrine.Codec;
import dev.peregrine.cbor.CborBytesReader;
import dev.peregrine.json.JsonFormat;
import dev.peregrine.json.Utf8JsonReader;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;

/** A binder used directly, so that tests can see which path a type's codec took. */
final class Bound {
  final Binder binder;

  Bound(BindConfig config) {
    this.binder = new Binder(config, CodecGenerator.INSTANCE);
  }

  static Bound codegen() {
    return new Bound(BindConfig.DEFAULT.withCodegen(true));
  }

  static Bound reflection() {
    return new Bound(BindConfig.DEFAULT.withCodegen(false));
  }

  String write(Object value) {
    Codec<Object> root = new Codec<>() {
      @Override
      public Object read(ValueReader in) {
        return binder.readRoot(in, Object.class);
      }

      @Override
      public void write(ValueWriter out, Object v) {
        binder.writeRoot(out, v);
      }
    };
    return JsonFormat.writeString(root, value, false, Limits.DEFAULT);
  }

  @SuppressWarnings("unchecked")
  <T> T read(String json, Type type) {
    byte[] utf8 = json.getBytes(StandardCharsets.UTF_8);
    Utf8JsonReader reader = new Utf8JsonReader(utf8, 0, utf8.length, Limits.DEFAULT);
    Object value = binder.readRoot(reader, type);
    reader.finish();
    return (T) value;
  }

  @SuppressWarnings("unchecked")
  <T> T readCbor(byte[] cbor, Type type) {
    CborBytesReader reader = new CborBytesReader(cbor, 0, cbor.length, Limits.DEFAULT, binder.config().references());
    Object value = binder.readRoot(reader, type);
    reader.finish();
    return (T) value;
  }

  /** "generated", "reflective", "reflective (failed: ...)", or "not a bean codec: ...". */
  String path(Type type) {
    Codec<Object> c = binder.codec(type);
    return c instanceof ColdStartCodec cold ? cold.path() : "not a cold-start codec: " + c.getClass().getSimpleName();
  }
}
