package dev.peregrine.bind;

import dev.peregrine.PeregrineException;
import dev.peregrine.tree.JsonArray;
import dev.peregrine.tree.JsonObject;

/**
 * The codec for {@code Object}: reads the natural tree (JsonObject, JsonArray, Integer/Long/BigInteger,
 * Double or BigDecimal, String, Boolean, null) and writes any value by the codec of its runtime class.
 */
final class TreeCodec implements Codec<Object> {
  private final CodecContext context;
  private final boolean bigDecimals;
  // The last runtime class written and its codec: trees and Object-typed properties repeat classes.
  private volatile ClassCodec last;

  private record ClassCodec(Class<?> type, Codec<Object> codec) {}

  TreeCodec(CodecContext context) {
    this.context = context;
    this.bigDecimals = context.config().bigDecimals();
  }

  @Override
  public Object read(ValueReader in) {
    switch (in.peek()) {
      case OBJECT: {
        in.beginObject();
        References.Reading refs = References.reading(in);
        String name = in.nextName();
        if (refs != null && References.REF.equals(name)) return References.resolve(in, refs, Object.class);
        JsonObject object = new JsonObject();
        if (refs != null) refs.record(object);
        for (; name != null; name = in.nextName()) {
          if (refs != null) refs.push(name);
          try {
            object.put(name, in.readNull() ? null : read(in));
          } catch (PeregrineException e) {
            throw e.prependProperty(name);
          } finally {
            if (refs != null) refs.pop();
          }
        }
        return object;
      }
      case ARRAY: {
        in.beginArray();
        References.Reading refs = References.reading(in);
        JsonArray array = new JsonArray();
        if (refs != null) refs.record(array);
        while (in.hasNextElement()) {
          if (refs != null) refs.push(array.size());
          try {
            array.add(in.readNull() ? null : read(in));
          } catch (PeregrineException e) {
            throw e.prependIndex(array.size());
          } finally {
            if (refs != null) refs.pop();
          }
        }
        return array;
      }
      case STRING:
        return in.readString();
      case NUMBER:
        return in.readNumber(bigDecimals);
      case BOOLEAN:
        return in.readBoolean();
      case BINARY:
        return in.readBinary();
      case NULL:
      default:
        in.readNull();
        return null;
    }
  }

  @Override
  public void write(ValueWriter out, Object value) {
    Class<?> type = value.getClass();
    if (type == Object.class) {
      out.beginObject();
      out.endObject();
      return;
    }
    ClassCodec c = last;
    if (c == null || c.type != type) {
      c = new ClassCodec(type, context.codec(type));
      last = c;
    }
    c.codec.write(out, value);
  }
}
