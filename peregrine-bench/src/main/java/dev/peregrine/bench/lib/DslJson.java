package dev.peregrine.bench.lib;

import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import dev.peregrine.bench.model.MediaContent;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * DSL-JSON, reflective or compiled. The model carries {@code @CompiledJson}, for which DSL-JSON's annotation
 * processor (in its jar) writes a converter per class at compile time. Compiled ({@code dsl-json-compiled}):
 * {@code Settings.withRuntime().includeServiceLoader()}, which finds those converters, as its users run it.
 * Reflective ({@code dsl-json}): {@code Settings.withRuntime()} alone, its runtime analysis, which never looks them
 * up. It reads and writes bytes only: String input goes through {@code getBytes}, String output through
 * {@code JsonWriter.toString}. One {@code JsonWriter} is reused, as its documentation recommends.
 */
final class DslJson implements Library {
  private final boolean compiled;
  private final com.dslplatform.json.DslJson<Object> dsl;
  private final JsonWriter writer;

  DslJson() {
    this(false);
  }

  private DslJson(boolean compiled) {
    this.compiled = compiled;
    this.dsl = new com.dslplatform.json.DslJson<>(compiled ? Settings.withRuntime().includeServiceLoader()
        : Settings.withRuntime());
    this.writer = dsl.newWriter();
    Object reader = dsl.tryFindReader(MediaContent.class);
    if ((reader != null && reader.getClass().getName().contains("_DslJsonConverter")) != compiled) {
      throw new IllegalStateException(id() + " resolved MediaContent to "
          + (reader == null ? "nothing" : reader.getClass().getName()));
    }
  }

  static DslJson compiled() {
    return new DslJson(true);
  }

  @Override
  public String id() {
    return compiled ? "dsl-json-compiled" : "dsl-json";
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
    return (compiled ? "@CompiledJson converters (its annotation processor); Settings.withRuntime()"
        + ".includeServiceLoader()" : "Settings.withRuntime() (reflection; the compiled converters not loaded)")
        + "; reused JsonWriter; String via UTF-8 bytes; tree = deserialize(Map.class) (LinkedHashMap)";
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
