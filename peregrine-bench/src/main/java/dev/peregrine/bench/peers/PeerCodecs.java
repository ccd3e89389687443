package dev.peregrine.bench.peers;

import com.alibaba.fastjson.JSON;
import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.Moshi;
import dev.peregrine.Json;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.minidev.json.JSONValue;
import okio.Buffer;
import okio.BufferedSink;
import okio.BufferedSource;
import okio.Okio;

/**
 * The peers of JsonPerformanceVS and the blog's DemoResponse test as {@link PeerCodec}s, configured as the suite's
 * {@code lib} adapters are (defaults everywhere; dsl-json with runtime analysis and a reused writer). {@link #create}
 * builds only the one library asked for and uses no lambda, so that a cold JVM loads nothing of the others.
 */
public final class PeerCodecs {
  private PeerCodecs() {}

  /** JsonPerformanceVS's libraries, its own four first, then the others this suite adds. */
  public static final List<String> SCALE = List.of("gson", "fastjson1", "jackson", "json-smart", "fastjson2",
      "dsl-json", "moshi", "peregrine");

  /** The blog's libraries (its three, then the others this suite adds); the hand-written writer is apart. */
  public static final List<String> DEMO = List.of("gson", "fastjson1", "jackson", "fastjson2", "dsl-json",
      "peregrine");

  /** How each library's stream API is called, for the report. */
  public static String streamApi(String library) {
    return switch (library) {
      case "gson" -> "toJson(value, Writer) / fromJson(Reader, Class) over UTF-8 stream readers and writers";
      case "fastjson1" -> "JSON.writeJSONString(OutputStream, value) / JSON.parseObject(InputStream, Class)";
      case "jackson" -> "writeValue(OutputStream, value) / readValue(InputStream, Class)";
      case "json-smart" -> "JSONValue.writeJSONString(value, Writer) / JSONValue.parse(Reader, Class) over UTF-8 "
          + "stream readers and writers";
      case "fastjson2" -> "JSON.writeTo(OutputStream, value) / JSON.parseObject(InputStream, Class)";
      case "dsl-json" -> "serialize(value, OutputStream) / deserialize(Class, InputStream)";
      case "moshi" -> "toJson(BufferedSink, value) / fromJson(BufferedSource) over okio sinks and sources";
      case "peregrine" -> "write(value, OutputStream) / read(InputStream, Class)";
      default -> throw new IllegalArgumentException("unknown library " + library);
    };
  }

  public static <T> PeerCodec<T> create(String library, Class<T> type) {
    return switch (library) {
      case "gson" -> new GsonCodec<>(type);
      case "fastjson1" -> new Fastjson1Codec<>(type);
      case "jackson" -> new JacksonCodec<>(type);
      case "json-smart" -> new JsonSmartCodec<>(type);
      case "fastjson2" -> new Fastjson2Codec<>(type);
      case "dsl-json" -> new DslJsonCodec<>(type);
      case "moshi" -> new MoshiCodec<>(type);
      case "peregrine" -> new PeregrineCodec<>(type);
      default -> throw new IllegalArgumentException("unknown library " + library);
    };
  }

  private static final class GsonCodec<T> implements PeerCodec<T> {
    private final com.google.gson.Gson gson = new com.google.gson.Gson();
    private final Class<T> type;

    GsonCodec(Class<T> type) {
      this.type = type;
    }

    public String writeString(T value) {
      return gson.toJson(value);
    }

    public byte[] writeBytes(T value) {
      return gson.toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    public T readString(String json) {
      return gson.fromJson(json, type);
    }

    public T readBytes(byte[] json) {
      return gson.fromJson(new String(json, StandardCharsets.UTF_8), type);
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
      gson.toJson(value, writer);
      writer.flush();
    }

    public T readFrom(InputStream in) {
      return gson.fromJson(new InputStreamReader(in, StandardCharsets.UTF_8), type);
    }
  }

  private static final class Fastjson1Codec<T> implements PeerCodec<T> {
    private final Class<T> type;

    Fastjson1Codec(Class<T> type) {
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

  private static final class JacksonCodec<T> implements PeerCodec<T> {
    private final ObjectMapper mapper = new ObjectMapper();
    private final Class<T> type;

    JacksonCodec(Class<T> type) {
      this.type = type;
    }

    public String writeString(T value) throws Exception {
      return mapper.writeValueAsString(value);
    }

    public byte[] writeBytes(T value) throws Exception {
      return mapper.writeValueAsBytes(value);
    }

    public T readString(String json) throws Exception {
      return mapper.readValue(json, type);
    }

    public T readBytes(byte[] json) throws Exception {
      return mapper.readValue(json, type);
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      mapper.writeValue(out, value);
    }

    public T readFrom(InputStream in) throws Exception {
      return mapper.readValue(in, type);
    }
  }

  private static final class JsonSmartCodec<T> implements PeerCodec<T> {
    private final Class<T> type;

    JsonSmartCodec(Class<T> type) {
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

  private static final class Fastjson2Codec<T> implements PeerCodec<T> {
    private final Class<T> type;

    Fastjson2Codec(Class<T> type) {
      this.type = type;
    }

    public String writeString(T value) {
      return com.alibaba.fastjson2.JSON.toJSONString(value);
    }

    public byte[] writeBytes(T value) {
      return com.alibaba.fastjson2.JSON.toJSONBytes(value);
    }

    public T readString(String json) {
      return com.alibaba.fastjson2.JSON.parseObject(json, type);
    }

    public T readBytes(byte[] json) {
      return com.alibaba.fastjson2.JSON.parseObject(json, type);
    }

    public void writeTo(T value, OutputStream out) {
      com.alibaba.fastjson2.JSON.writeTo(out, value);
    }

    public T readFrom(InputStream in) {
      return com.alibaba.fastjson2.JSON.parseObject(in, type);
    }
  }

  private static final class DslJsonCodec<T> implements PeerCodec<T> {
    private final DslJson<Object> dsl = new DslJson<>(Settings.withRuntime().includeServiceLoader());
    private final JsonWriter writer = dsl.newWriter();
    private final Class<T> type;

    DslJsonCodec(Class<T> type) {
      this.type = type;
    }

    public String writeString(T value) throws Exception {
      writer.reset();
      dsl.serialize(writer, value);
      return writer.toString();
    }

    public byte[] writeBytes(T value) throws Exception {
      writer.reset();
      dsl.serialize(writer, value);
      return writer.toByteArray();
    }

    public T readString(String json) throws Exception {
      byte[] utf8 = json.getBytes(StandardCharsets.UTF_8);
      return dsl.deserialize(type, utf8, utf8.length);
    }

    public T readBytes(byte[] json) throws Exception {
      return dsl.deserialize(type, json, json.length);
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      dsl.serialize(value, out);
    }

    public T readFrom(InputStream in) throws Exception {
      return dsl.deserialize(type, in);
    }
  }

  private static final class MoshiCodec<T> implements PeerCodec<T> {
    private final JsonAdapter<T> adapter;

    MoshiCodec(Class<T> type) {
      this.adapter = new Moshi.Builder().build().adapter(type);
    }

    public String writeString(T value) {
      return adapter.toJson(value);
    }

    public byte[] writeBytes(T value) throws Exception {
      Buffer buffer = new Buffer();
      adapter.toJson(buffer, value);
      return buffer.readByteArray();
    }

    public T readString(String json) throws Exception {
      return adapter.fromJson(json);
    }

    public T readBytes(byte[] json) throws Exception {
      return adapter.fromJson(new Buffer().write(json));
    }

    public void writeTo(T value, OutputStream out) throws Exception {
      BufferedSink sink = Okio.buffer(Okio.sink(out));
      adapter.toJson(sink, value);
      sink.flush();
    }

    public T readFrom(InputStream in) throws Exception {
      BufferedSource source = Okio.buffer(Okio.source(in));
      return adapter.fromJson(source);
    }
  }

  private static final class PeregrineCodec<T> implements PeerCodec<T> {
    private final Json json = Json.create();
    private final Class<T> type;

    PeregrineCodec(Class<T> type) {
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
