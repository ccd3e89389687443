package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import net.minidev.json.JSONValue;

/** json-smart through its static {@code JSONValue} facade (permissive parsing mode, its default). */
final class JsonSmart implements Peer {

  @Override
  public String id() {
    return "json-smart";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "net.minidev:json-smart";
  }

  @Override
  public String settings() {
    return "JSONValue defaults (permissive mode); byte[] input via JSONValue.parse(byte[]); UTF-8 output via"
        + " String; tree = JSONValue.parse (JSONObject)";
  }

  @Override
  public String writeString(MediaContent value) {
    return JSONValue.toJSONString(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) {
    return JSONValue.toJSONString(value).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public MediaContent readString(String text) {
    return JSONValue.parse(text, MediaContent.class);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) {
    return JSONValue.parse(utf8, MediaContent.class);
  }

  @Override
  public Object parseTree(String text) {
    return JSONValue.parse(text);
  }

  @Override
  public Object parseTree(byte[] utf8) {
    return JSONValue.parse(utf8);
  }

  @Override
  public String writeTree(Object tree) {
    return JSONValue.toJSONString(tree);
  }

  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) {
    return new Typed<>(type);
  }

  @Override
  public String jsonSettings(Binding binding) {
    return "JSONValue defaults (permissive mode); UTF-8 through String";
  }

  @Override
  public String streamApi() {
    return "JSONValue.writeJSONString(value, Writer) / JSONValue.parse(Reader, Class) over UTF-8 stream readers and "
        + "writers";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final Class<T> type;

    Typed(Class<T> type) {
      this.type = type;
    }

    public String writeString(T value) {
      return JSONValue.toJSONString(value);
    }

    public byte[] writeBytes(T value) {
      return JSONValue.toJSONString(value).getBytes(StandardCharsets.UTF_8);
    }

    public T readString(String json) {
      return JSONValue.parse(json, type);
    }

    /**
     * Through a String: json-smart 2.6's {@code JSONValue.parse(byte[], Class)} reads each byte as a char
     * (Latin-1), so "café" in UTF-8 came back as "cafÃ©".
     */
    public T readBytes(byte[] json) {
      return JSONValue.parse(new String(json, StandardCharsets.UTF_8), type);
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
      JSONValue.writeJSONString(value, writer);
      writer.flush();
    }

    public T readFrom(InputStream in) {
      return JSONValue.parse(new InputStreamReader(in, StandardCharsets.UTF_8), type);
    }
  }
}
