package dev.peregrine.bench.lib;

import dev.peregrine.bench.model.MediaContent;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson 3 databind ({@code tools.jackson.core:jackson-databind}, its own packages, so it sits beside Jackson 2
 * on one class path), with its defaults. Its exceptions are unchecked.
 */
final class Jackson3 implements Library {
  private final ObjectMapper mapper = JsonMapper.builder().build();

  @Override
  public String id() {
    return "jackson3";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "tools.jackson.core:jackson-databind";
  }

  @Override
  public String settings() {
    return "JsonMapper.builder().build(), defaults; tree = readTree (JsonNode)";
  }

  @Override
  public String writeString(MediaContent value) {
    return mapper.writeValueAsString(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) {
    return mapper.writeValueAsBytes(value);
  }

  @Override
  public MediaContent readString(String text) {
    return mapper.readValue(text, MediaContent.class);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) {
    return mapper.readValue(utf8, MediaContent.class);
  }

  @Override
  public Object parseTree(String text) {
    return mapper.readTree(text);
  }

  @Override
  public Object parseTree(byte[] utf8) {
    return mapper.readTree(utf8);
  }

  @Override
  public String writeTree(Object tree) {
    return mapper.writeValueAsString(tree);
  }
}
