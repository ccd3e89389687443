package dev.peregrine.bench.peer;

import com.alibaba.fastjson.JSON;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;

/** fastjson 1.x ("fastjson1" in fastjson2's benchmark), through its static {@code JSON} facade. */
final class Fastjson1 implements Peer {

  @Override
  public String id() {
    return "fastjson1";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "com.alibaba:fastjson";
  }

  @Override
  public String settings() {
    return "defaults; tree = JSON.parseObject / JSON.parse (JSONObject)";
  }

  @Override
  public String writeString(MediaContent value) {
    return JSON.toJSONString(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) {
    return JSON.toJSONBytes(value);
  }

  @Override
  public MediaContent readString(String text) {
    return JSON.parseObject(text, MediaContent.class);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) {
    return JSON.parseObject(utf8, MediaContent.class);
  }

  @Override
  public Object parseTree(String text) {
    return JSON.parseObject(text);
  }

  @Override
  public Object parseTree(byte[] utf8) {
    return JSON.parse(utf8);
  }

  @Override
  public String writeTree(Object tree) {
    return JSON.toJSONString(tree);
  }

  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) {
    return new Typed<>(type);
  }

  @Override
  public String jsonSettings(Binding binding) {
    return "defaults (static JSON facade)";
  }

  @Override
  public String streamApi() {
    return "JSON.writeJSONString(OutputStream, value) / JSON.parseObject(InputStream, Class)";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final Class<T> type;

    Typed(Class<T> type) {
      this.type = type;
    }

    public String writeString(T value) {
      return JSON.toJSONString(value);
    }

    public byte[] writeBytes(T value) {
      return JSON.toJSONBytes(value);
    }

    public T readString(String json) {
      return JSON.parseObject(json, type);
    }

    public T readBytes(byte[] json) {
      return JSON.parseObject(json, type);
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      JSON.writeJSONString(out, value);
    }

    public T readFrom(InputStream in) throws Exception {
      return JSON.parseObject(in, type);
    }
  }
}
