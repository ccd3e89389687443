package dev.peregrine.bench.peer;

import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;
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
final class DslJson implements Peer {
  private final boolean compiled;
  // The Eishay instance is made on first use, so that a JVM that only asks for another class's binding (the cold
  // measurements of JsonPerformanceVS and DemoResponse) does not pay for it.
  private com.dslplatform.json.DslJson<Object> dsl;
  private JsonWriter writer;

  DslJson() {
    this(false);
  }

  private DslJson(boolean compiled) {
    this.compiled = compiled;
  }

  private com.dslplatform.json.DslJson<Object> dsl() {
    if (dsl == null) {
      com.dslplatform.json.DslJson<Object> d = new com.dslplatform.json.DslJson<>(compiled
          ? Settings.withRuntime().includeServiceLoader() : Settings.withRuntime());
      Object reader = d.tryFindReader(MediaContent.class);
      if ((reader != null && reader.getClass().getName().contains("_DslJsonConverter")) != compiled) {
        throw new IllegalStateException(id() + " resolved MediaContent to "
            + (reader == null ? "nothing" : reader.getClass().getName()));
      }
      writer = d.newWriter();
      dsl = d;
    }
    return dsl;
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
    com.dslplatform.json.DslJson<Object> d = dsl();
    writer.reset();
    d.serialize(writer, value);
    return writer.toString();
  }

  @Override
  public byte[] writeUtf8(MediaContent value) throws Exception {
    com.dslplatform.json.DslJson<Object> d = dsl();
    writer.reset();
    d.serialize(writer, value);
    return writer.toByteArray();
  }

  @Override
  public MediaContent readString(String text) throws Exception {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    return dsl().deserialize(MediaContent.class, utf8, utf8.length);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) throws Exception {
    return dsl().deserialize(MediaContent.class, utf8, utf8.length);
  }

  @Override
  public Object parseTree(String text) throws Exception {
    return parseTree(text.getBytes(StandardCharsets.UTF_8));
  }

  @Override
  public Object parseTree(byte[] utf8) throws Exception {
    return dsl().deserialize(Map.class, utf8, utf8.length);
  }

  @Override
  public String writeTree(Object tree) throws Exception {
    com.dslplatform.json.DslJson<Object> d = dsl();
    writer.reset();
    d.serialize(writer, tree);
    return writer.toString();
  }

  /** The typed bindings' own instances, made on first use: their settings differ from the Eishay adapter's. */
  private com.dslplatform.json.DslJson<Object> defaults;
  private com.dslplatform.json.DslJson<Object> exact;

  /**
   * {@link Binding#DEFAULTS}: runtime analysis with the service loader, as JsonPerformanceVS and the DemoResponse
   * test have always run it. {@link Binding#ISO_TIME} (the type matrix): reflective, {@code Settings.withRuntime()}
   * without the service loader, so that the converters its annotation processor wrote for the {@code @CompiledJson}
   * beans are never looked up (checked: such a DslJson answers a runtime ObjectFormatDescription for them);
   * compiled, {@code includeServiceLoader()}, which finds those converters, as its users run it. Both with exact
   * doubles: its default double parsing may miss the last digit (182751.5752095987 read as 182751.57520959867),
   * which the check refuses. Bytes only; String through UTF-8.
   */
  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) throws NotApplicable {
    com.dslplatform.json.DslJson<Object> d;
    if (binding == Binding.DEFAULTS) {
      if (defaults == null) {
        defaults = new com.dslplatform.json.DslJson<>(Settings.withRuntime().includeServiceLoader());
      }
      d = defaults;
    } else {
      if (exact == null) {
        com.dslplatform.json.DslJson.Settings<Object> settings = Settings.withRuntime();
        if (compiled) {
          settings = settings.includeServiceLoader();
        }
        exact = new com.dslplatform.json.DslJson<>(settings.doublePrecision(JsonReader.DoublePrecision.EXACT));
      }
      d = exact;
      supported(d, type);
    }
    return new Typed<>(d, type);
  }

  /**
   * The field types its runtime analysis has no converter for (a bean of them is written as {@code {}} and
   * reading one fails, checked with dsl-json 2.0.2), and the row measuring what it says: a compiled converter for
   * the compiled variant, reflection otherwise.
   */
  private void supported(com.dslplatform.json.DslJson<Object> d, Class<?> type) throws NotApplicable {
    for (java.lang.reflect.Field f : type.getFields()) {
      Class<?> t = f.getType();
      if (t == char.class || t == java.time.Instant.class || t == java.time.Duration.class) {
        throw new NotApplicable("no converter for " + t.getSimpleName() + " in its runtime analysis: fields "
            + "skipped on write, reading fails");
      }
    }
    Object reader = d.tryFindReader(type);
    boolean generated = reader != null && reader.getClass().getName().contains("_DslJsonConverter");
    if (compiled && !generated) {
      throw new NotApplicable("no @CompiledJson converter for " + type.getSimpleName() + ": the compiled variant "
          + "runs only where its annotation processor wrote one");
    }
    if (!compiled && generated) {
      throw new IllegalStateException("dsl-json resolved " + type.getSimpleName() + " to " + reader.getClass()
          .getName());
    }
  }

  @Override
  public String jsonSettings(Binding binding) {
    if (binding == Binding.DEFAULTS) {
      return "Settings.withRuntime().includeServiceLoader(); reused JsonWriter; String via UTF-8 bytes";
    }
    return compiled
        ? "@CompiledJson converters (its annotation processor); Settings.withRuntime().includeServiceLoader()"
            + ".doublePrecision(EXACT); reused JsonWriter; String via UTF-8 bytes"
        : "Settings.withRuntime().doublePrecision(EXACT) (reflection; the compiled converters not loaded); "
            + "reused JsonWriter; String via UTF-8 bytes";
  }

  @Override
  public String streamApi() {
    return "serialize(value, OutputStream) / deserialize(Class, InputStream)";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final com.dslplatform.json.DslJson<Object> dsl;
    private final JsonWriter writer;
    private final Class<T> type;

    Typed(com.dslplatform.json.DslJson<Object> dsl, Class<T> type) {
      this.dsl = dsl;
      this.writer = dsl.newWriter();
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
}
