package dev.peregrine.bind.gen;

import dev.peregrine.bind.BindConfig;
import dev.peregrine.bind.Binder;
import dev.peregrine.bind.Codec;
import dev.peregrine.bind.Limits;
import dev.peregrine.json.JsonFormat;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;

/** A binder used directly, so that tests can see which path a type's codec took. */
final class Bound {
  final Binder binder;

  Bound(BindConfig config) {
    this.binder = new Binder(config);
  }

  static Bound codegen() {
    return new Bound(BindConfig.DEFAULT.withCodegen(true));
  }

  static Bound reflection() {
    return new Bound(BindConfig.DEFAULT.withCodegen(false));
  }

  String write(Object value) {
    return JsonFormat.writeString(binder, value, false, Limits.DEFAULT);
  }

  @SuppressWarnings("unchecked")
  <T> T read(String json, Type type) {
    byte[] utf8 = json.getBytes(StandardCharsets.UTF_8);
    return (T) JsonFormat.read(binder, utf8, utf8.length, type, Limits.DEFAULT);
  }

  @SuppressWarnings("unchecked")
  <T> T readCbor(byte[] cbor, Type type) {
    return (T) dev.peregrine.cbor.CborFormat.read(binder, cbor, cbor.length, type, Limits.DEFAULT);
  }

  /** "generated", "reflective", "reflective (failed: ...)", or "not a bean codec: ...". */
  String path(Type type) {
    Codec<Object> c = binder.codec(type);
    return c instanceof ColdStartCodec cold ? cold.path() : "not a cold-start codec: " + c.getClass().getSimpleName();
  }
}
