package dev.peregrine.bench.lib;

import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import dev.peregrine.bench.model.MediaContent;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * DSL-JSON with runtime (reflection) analysis, since the model carries no {@code @CompiledJson}. It reads and
 * writes bytes only: String input goes through {@code getBytes}, String output through {@code JsonWriter.toString}.
 * One {@code JsonWriter} is reused, as its documentation recommends.
 */
final class DslJson implements Library {
  private final com.dslplatform.json.DslJson<Object> dsl =
      new com.dslplatform.json.DslJson<>(Settings.withRuntime().includeServiceLoader());
  private final JsonWriter writer = dsl.newWriter();

  @Override
  public String id() {
    return "dsl-json";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "com.dslplatform:dsl-json";
  }

  @Override
  public String settings() {
    return "Settings.withRuntime().includeServiceLoader(); reused JsonWriter; String via UTF-8 bytes;"
        + " tree = deserialize(Map.class) (LinkedHashMap)";
  }

  @Override
  public String writeString(MediaContent value) throws Exception {
    writer.reset();
    dsl.serialize(writer, value);
    return writer.toString();
  }

  @Override
  public byte[] writeUtf8(MediaContent value) throws Exception {
    writer.reset();
    dsl.serialize(writer, value);
    return writer.toByteArray();
  }

  @Override
  public MediaContent readString(String text) throws Exception {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    return dsl.deserialize(MediaContent.class, utf8, utf8.length);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) throws Exception {
    return dsl.deserialize(MediaContent.class, utf8, utf8.length);
  }

  @Override
  public Object parseTree(String text) throws Exception {
    return parseTree(text.getBytes(StandardCharsets.UTF_8));
  }

  @Override
  public Object parseTree(byte[] utf8) throws Exception {
    return dsl.deserialize(Map.class, utf8, utf8.length);
  }

  @Override
  public String writeTree(Object tree) throws Exception {
    writer.reset();
    dsl.serialize(writer, tree);
    return writer.toString();
  }
}
