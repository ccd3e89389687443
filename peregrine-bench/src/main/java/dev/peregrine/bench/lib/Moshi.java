package dev.peregrine.bench.lib;

import com.squareup.moshi.JsonAdapter;
import dev.peregrine.bench.model.MediaContent;
import okio.Buffer;

/** Moshi with its built-in reflective class adapter; bytes go through an okio {@code Buffer}. */
final class Moshi implements Library {
  private final com.squareup.moshi.Moshi moshi = new com.squareup.moshi.Moshi.Builder().build();
  private final JsonAdapter<MediaContent> adapter = moshi.adapter(MediaContent.class);
  private final JsonAdapter<Object> trees = moshi.adapter(Object.class);

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
    return adapter.toJson(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) throws Exception {
    Buffer buffer = new Buffer();
    adapter.toJson(buffer, value);
    return buffer.readByteArray();
  }

  @Override
  public MediaContent readString(String text) throws Exception {
    return adapter.fromJson(text);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) throws Exception {
    return adapter.fromJson(new Buffer().write(utf8));
  }

  @Override
  public Object parseTree(String text) throws Exception {
    return trees.fromJson(text);
  }

  @Override
  public Object parseTree(byte[] utf8) throws Exception {
    return trees.fromJson(new Buffer().write(utf8));
  }

  @Override
  public String writeTree(Object tree) {
    return trees.toJson(tree);
  }
}
