package dev.peregrine.bench.peer;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.function.ToLongFunction;

/** Gson with its defaults. Gson has no byte[] API: UTF-8 goes through {@code new String} / {@code getBytes}. */
final class Gson implements Peer {
  private final com.google.gson.Gson gson = new com.google.gson.Gson();

  @Override
  public String id() {
    return "gson";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "com.google.code.gson:gson";
  }

  @Override
  public String settings() {
    return "new Gson(); byte[] via String (no byte API); tree = JsonParser.parseString (JsonElement)";
  }

  @Override
  public String writeString(MediaContent value) {
    return gson.toJson(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) {
    return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public MediaContent readString(String text) {
    return gson.fromJson(text, MediaContent.class);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) {
    return gson.fromJson(new String(utf8, StandardCharsets.UTF_8), MediaContent.class);
  }

  @Override
  public Object parseTree(String text) {
    return JsonParser.parseString(text);
  }

  @Override
  public Object parseTree(byte[] utf8) {
    return JsonParser.parseString(new String(utf8, StandardCharsets.UTF_8));
  }

  @Override
  public String writeTree(Object tree) {
    return gson.toJson((JsonElement) tree);
  }

  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) {
    return new Typed<>(gson, type);
  }

  @Override
  public String jsonSettings(Binding binding) {
    return "new Gson(); byte[] via String (no byte API)";
  }

  @Override
  public String streamApi() {
    return "toJson(value, Writer) / fromJson(Reader, Class) over UTF-8 stream readers and writers";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final com.google.gson.Gson gson;
    private final Class<T> type;

    Typed(com.google.gson.Gson gson, Class<T> type) {
      this.gson = gson;
      this.type = type;
    }

    public String writeString(T value) {
      return gson.toJson(value);
    }

    public byte[] writeBytes(T value) {
      return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    public T readString(String json) {
      return gson.fromJson(json, type);
    }

    public T readBytes(byte[] json) {
      return gson.fromJson(new String(json, StandardCharsets.UTF_8), type);
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
      gson.toJson(value, writer);
      writer.flush();
    }

    public T readFrom(InputStream in) {
      return gson.fromJson(new InputStreamReader(in, StandardCharsets.UTF_8), type);
    }
  }

  /** Its streaming {@code JsonReader} and {@code JsonWriter} over UTF-8 stream readers and writers. */
  @Override
  public Sequences sequences() {
    return new Sequences() {
      public <T> long read(InputStream in, Class<T> type, ToLongFunction<? super T> each, long[] sum)
          throws Exception {
        long count = 0;
        try (JsonReader reader = new JsonReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
          reader.beginArray();
          for (; reader.hasNext(); count++) {
            T item = gson.fromJson(reader, type);
            sum[0] += each.applyAsLong(item);
          }
          reader.endArray();
        }
        return count;
      }

      public <T> List<T> readAll(InputStream in, Class<T> type) {
        return gson.fromJson(new InputStreamReader(in, StandardCharsets.UTF_8), Sequences.listOf(type));
      }

      public <T> void write(OutputStream out, Class<T> type, Iterator<? extends T> items) throws Exception {
        JsonWriter writer = new JsonWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        writer.beginArray();
        while (items.hasNext()) {
          gson.toJson(items.next(), type, writer);
        }
        writer.endArray();
        writer.flush();
      }
    };
  }
}
