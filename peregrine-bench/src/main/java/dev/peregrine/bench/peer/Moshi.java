package dev.peregrine.bench.peer;

import com.squareup.moshi.JsonAdapter;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;
import okio.Buffer;
import okio.BufferedSink;
import okio.BufferedSource;
import okio.Okio;

/** Moshi with its built-in reflective class adapter; bytes go through an okio {@code Buffer}. */
final class Moshi implements Peer {
  private final com.squareup.moshi.Moshi moshi = new com.squareup.moshi.Moshi.Builder().build();
  // The Eishay adapters are made on first use, so that a JVM that only asks for another class's binding (the cold
  // measurements of JsonPerformanceVS and DemoResponse) does not pay for them.
  private JsonAdapter<MediaContent> adapter;
  private JsonAdapter<Object> trees;

  private JsonAdapter<MediaContent> adapter() {
    JsonAdapter<MediaContent> a = adapter;
    return a != null ? a : (adapter = moshi.adapter(MediaContent.class));
  }

  private JsonAdapter<Object> trees() {
    JsonAdapter<Object> t = trees;
    return t != null ? t : (trees = moshi.adapter(Object.class));
  }

  @Override
  public String id() {
    return "moshi";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "com.squareup.moshi:moshi";
  }

  @Override
  public String settings() {
    return "new Moshi.Builder().build(); byte[] via okio.Buffer; tree = adapter(Object.class) (Map/List/Double)";
  }

  @Override
  public String writeString(MediaContent value) {
    return adapter().toJson(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) throws Exception {
    Buffer buffer = new Buffer();
    adapter().toJson(buffer, value);
    return buffer.readByteArray();
  }

  @Override
  public MediaContent readString(String text) throws Exception {
    return adapter().fromJson(text);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) throws Exception {
    return adapter().fromJson(new Buffer().write(utf8));
  }

  @Override
  public Object parseTree(String text) throws Exception {
    return trees().fromJson(text);
  }

  @Override
  public Object parseTree(byte[] utf8) throws Exception {
    return trees().fromJson(new Buffer().write(utf8));
  }

  @Override
  public String writeTree(Object tree) {
    return trees().toJson(tree);
  }

  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) {
    return new Typed<>(moshi.adapter(type));
  }

  @Override
  public String jsonSettings(Binding binding) {
    return "new Moshi.Builder().build(), one adapter per class; byte[] via okio.Buffer";
  }

  @Override
  public String streamApi() {
    return "toJson(BufferedSink, value) / fromJson(BufferedSource) over okio sinks and sources";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final JsonAdapter<T> adapter;

    Typed(JsonAdapter<T> adapter) {
      this.adapter = adapter;
    }

    public String writeString(T value) {
      return adapter.toJson(value);
    }

    public byte[] writeBytes(T value) throws Exception {
      Buffer buffer = new Buffer();
      adapter.toJson(buffer, value);
      return buffer.readByteArray();
    }

    public T readString(String json) throws Exception {
      return adapter.fromJson(json);
    }

    public T readBytes(byte[] json) throws Exception {
      return adapter.fromJson(new Buffer().write(json));
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      BufferedSink sink = Okio.buffer(Okio.sink(out));
      adapter.toJson(sink, value);
      sink.flush();
    }

    public T readFrom(InputStream in) throws Exception {
      BufferedSource source = Okio.buffer(Okio.source(in));
      return adapter.fromJson(source);
    }
  }
}
