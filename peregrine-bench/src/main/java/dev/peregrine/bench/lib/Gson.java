package dev.peregrine.bench.lib;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.peregrine.bench.model.MediaContent;
import java.nio.charset.StandardCharsets;

/** Gson with its defaults. Gson has no byte[] API: UTF-8 goes through {@code new String} / {@code getBytes}. */
final class Gson implements Library {
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
}
