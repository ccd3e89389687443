package dev.peregrine.bench.lib;

import dev.peregrine.bench.model.MediaContent;
import java.nio.charset.StandardCharsets;
import net.minidev.json.JSONValue;

/** json-smart through its static {@code JSONValue} facade (permissive parsing mode, its default). */
final class JsonSmart implements Library {

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
}
