package dev.peregrine.bench.lib;

import com.alibaba.fastjson.JSON;
import dev.peregrine.bench.model.MediaContent;

/** fastjson 1.x ("fastjson1" in fastjson2's benchmark), through its static {@code JSON} facade. */
final class Fastjson1 implements Library {

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
}
