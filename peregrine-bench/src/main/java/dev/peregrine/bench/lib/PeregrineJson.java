package dev.peregrine.bench.lib;

import dev.peregrine.Json;
import dev.peregrine.bench.model.MediaContent;

/** Peregrine's JSON facade with its defaults. */
final class PeregrineJson implements Library {
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
}
