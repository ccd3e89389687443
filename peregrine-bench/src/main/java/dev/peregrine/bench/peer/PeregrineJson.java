package dev.peregrine.bench.peer;

import dev.peregrine.Json;
import dev.peregrine.SequenceWriter;
import dev.peregrine.TypeRef;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;

/** Peregrine's JSON facade with its defaults. */
final class PeregrineJson implements Peer {
  private final Json json = Json.create();

  @Override
  public String id() {
    return "peregrine";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "dev.peregrine:peregrine-core";
  }

  @Override
  public String settings() {
    return "Json.create() defaults; tree = parse() (JsonObject/JsonArray)";
  }

  @Override
  public String writeString(MediaContent value) {
    return json.write(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) {
    return json.writeBytes(value);
  }

  @Override
  public MediaContent readString(String text) {
    return json.read(text, MediaContent.class);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) {
    return json.read(utf8, MediaContent.class);
  }

  @Override
  public Object parseTree(String text) {
    return json.parse(text);
  }

  @Override
  public Object parseTree(byte[] utf8) {
    return json.parse(utf8);
  }

  @Override
  public String writeTree(Object tree) {
    return json.write(tree);
  }

  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) {
    return new Typed<>(json, type);
  }

  @Override
  public String jsonSettings(Binding binding) {
    return "Json.create() defaults";
  }

  @Override
  public String streamApi() {
    return "write(value, OutputStream) / read(InputStream, Class)";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final Json json;
    private final Class<T> type;

    Typed(Json json, Class<T> type) {
      this.json = json;
      this.type = type;
    }

    public String writeString(T value) {
      return json.write(value);
    }

    public byte[] writeBytes(T value) {
      return json.writeBytes(value);
    }

    public T readString(String text) {
      return json.read(text, type);
    }

    public T readBytes(byte[] utf8) {
      return json.read(utf8, type);
    }

    public void writeTo(T value, OutputStream out) {
      json.write(value, out);
    }

    public T readFrom(InputStream in) {
      return json.read(in, type);
    }
  }

  @Override
  public Sequences sequences() {
    return new Sequences() {
      public <T> long read(InputStream in, Class<T> type, ToLongFunction<? super T> each, long[] sum) {
        long count = 0;
        try (Stream<T> items = json.readSequence(in, type)) {
          for (Iterator<T> i = items.iterator(); i.hasNext(); count++) {
            sum[0] += each.applyAsLong(i.next());
          }
        }
        return count;
      }

      public <T> List<T> readAll(InputStream in, Class<T> type) {
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) json.read(in, TypeRef.of(Sequences.listOf(type)));
        return list;
      }

      public <T> void write(OutputStream out, Class<T> type, Iterator<? extends T> items) {
        try (SequenceWriter w = json.writeSequence(out)) {
          while (items.hasNext()) {
            w.write(items.next());
          }
        }
      }
    };
  }
}
