package dev.peregrine.bench.peer;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.LocalDateTime;
import java.time.ZonedDateTime;
import java.util.Date;

/** fastjson2: JSON through the static {@code JSON} facade, as its own Eishay benchmark calls it. */
final class Fastjson2 implements Peer {

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
  static final class Jsonb implements Peer {
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

  /**
   * Through the static facade. For {@link Binding#ISO_TIME}: by default fastjson2 writes LocalDateTime and Date
   * as "yyyy-MM-dd HH:mm:ss", a ZonedDateTime with its region id and no offset, and byte[] as an array of numbers,
   * and reads no base64; a class with such fields gets what its users pass for ISO-8601 and base64 (the date
   * format "iso8601", {@code WriteByteArrayAsBase64} and {@code Base64StringAsByteArray}), every other class the
   * plain calls, so that its rows measure fastjson2's defaults.
   */
  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) {
    boolean iso = false;
    boolean base64 = false;
    if (binding == Binding.ISO_TIME) {
      for (java.lang.reflect.Field f : type.getFields()) {
        Class<?> t = f.getType();
        iso |= t == LocalDateTime.class || t == ZonedDateTime.class || t == Date.class;
        base64 |= t == byte[].class;
      }
    }
    return new Typed<>(type, iso, base64);
  }

  @Override
  public String jsonSettings(Binding binding) {
    return binding == Binding.DEFAULTS ? "JSON.parseObject / toJSONBytes / toJSONString, defaults"
        : "JSON.parseObject / toJSONBytes / toJSONString, defaults; for LocalDateTime, ZonedDateTime and Date "
            + "the date format \"iso8601\", for byte[] WriteByteArrayAsBase64 and Base64StringAsByteArray";
  }

  @Override
  public String streamApi() {
    return "JSON.writeTo(OutputStream, value) / JSON.parseObject(InputStream, Class)";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private static final String ISO = "iso8601";
    private final Class<T> type;
    private final boolean iso;
    private final boolean base64;

    Typed(Class<T> type, boolean iso, boolean base64) {
      this.type = type;
      this.iso = iso;
      this.base64 = base64;
    }

    public String writeString(T value) {
      return iso ? JSON.toJSONString(value, ISO)
          : base64 ? JSON.toJSONString(value, JSONWriter.Feature.WriteByteArrayAsBase64)
          : JSON.toJSONString(value);
    }

    public byte[] writeBytes(T value) {
      return iso ? JSON.toJSONBytes(value, ISO)
          : base64 ? JSON.toJSONBytes(value, JSONWriter.Feature.WriteByteArrayAsBase64)
          : JSON.toJSONBytes(value);
    }

    public T readString(String json) {
      return base64 ? JSON.parseObject(json, type, JSONReader.Feature.Base64StringAsByteArray)
          : JSON.parseObject(json, type);
    }

    public T readBytes(byte[] json) {
      return base64 ? JSON.parseObject(json, type, JSONReader.Feature.Base64StringAsByteArray)
          : JSON.parseObject(json, type);
    }

    public void writeTo(T value, OutputStream out) {
      JSON.writeTo(out, value);
    }

    public T readFrom(InputStream in) {
      return JSON.parseObject(in, type);
    }
  }

  @Override
  public Sequences sequences() throws NotApplicable {
    throw new NotApplicable(NO_SEQUENCES);
  }

  /** Why fastjson2 has no part in the streaming experiment. */
  static final String NO_SEQUENCES = "no element-by-element reader of an array from an InputStream: "
      + "JSONReader.of(InputStream, Charset) reads the whole stream into one byte[] first; JSONStreamReader reads "
      + "JSON Lines, not an array";
}
