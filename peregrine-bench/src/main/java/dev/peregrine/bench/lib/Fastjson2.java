package dev.peregrine.bench.lib;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import dev.peregrine.bench.model.MediaContent;

/** fastjson2: JSON through the static {@code JSON} facade, as its own Eishay benchmark calls it. */
final class Fastjson2 implements Library {

  @Override
  public String id() {
    return "fastjson2";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "com.alibaba.fastjson2:fastjson2";
  }

  @Override
  public String settings() {
    return "defaults; tree = JSON.parseObject (JSONObject)";
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
    return JSON.parseObject(utf8);
  }

  @Override
  public String writeTree(Object tree) {
    return JSON.toJSONString(tree);
  }

  /** fastjson2's binary format JSONB, plain or with BeanToArray (objects as arrays, no names), as it benchmarks it. */
  static final class Jsonb implements Library {
    private final boolean beanToArray;

    Jsonb(boolean beanToArray) {
      this.beanToArray = beanToArray;
    }

    @Override
    public String id() {
      return beanToArray ? "fastjson2-jsonb-arrays" : "fastjson2-jsonb";
    }

    @Override
    public Kind kind() {
      return Kind.BINARY;
    }

    @Override
    public String artifact() {
      return "com.alibaba.fastjson2:fastjson2";
    }

    @Override
    public String settings() {
      return beanToArray
          ? "JSONB with JSONWriter.Feature.BeanToArray / JSONReader.Feature.SupportArrayToBean (named by "
              + "fastjson2's benchmark README)"
          : "JSONB.toBytes / JSONB.parseObject, defaults";
    }

    @Override
    public byte[] encode(MediaContent value) {
      return beanToArray ? JSONB.toBytes(value, JSONWriter.Feature.BeanToArray) : JSONB.toBytes(value);
    }

    @Override
    public MediaContent decode(byte[] bytes) {
      return beanToArray
          ? JSONB.parseObject(bytes, MediaContent.class, JSONReader.Feature.SupportArrayToBean)
          : JSONB.parseObject(bytes, MediaContent.class);
    }
  }
}
