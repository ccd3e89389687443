package dev.peregrine.bench.peer;

import dev.peregrine.Json;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;

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
}
