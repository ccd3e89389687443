package dev.peregrine.bench.types;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import dev.peregrine.Json;
import dev.peregrine.bench.demoresponse.DemoResponse;
import dev.peregrine.bench.lib.NotApplicable;
import dev.peregrine.bench.scaling.ScaleSample;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import dev.peregrine.bench.typematrix.TypedDocuments;
import dev.peregrine.bench.typematrix.TypeBeans;

/**
 * The type matrix's libraries, by the suite's ids. Each is configured as its users configure it to bind
 * {@code java.time}, {@code Optional} and dates as ISO-8601 text, and no further; {@link TypedLibrary#settings}
 * names what was added.
 */
public final class TypedLibraries {
  private TypedLibraries() {}

  /** The matrix's libraries in report order; the first is the one the ratios are about. */
  public static final List<String> IDS = List.of("peregrine", "fastjson2", "dsl-json", "dsl-json-compiled", "avaje-jsonb", "jackson",
      "jackson-afterburner", "jackson-blackbird", "jackson3");

  public static TypedLibrary create(String id) {
    return switch (id) {
      case "peregrine" -> new Peregrine();
      case "fastjson2" -> new Fastjson2();
      case "dsl-json" -> new DslJson(false);
      case "dsl-json-compiled" -> new DslJson(true);
      case "jackson" -> new Jackson2(id, null);
      case "jackson-afterburner" -> new Jackson2(id, new AfterburnerModule());
      case "jackson-blackbird" -> new Jackson2(id, new BlackbirdModule());
      case "jackson3" -> new Jackson3();
      case "avaje-jsonb" -> new Avaje();
      default -> throw new IllegalArgumentException("no type-matrix adapter for " + id + "; known: " + IDS);
    };
  }

  /**
   * Jackson 2 as its users set it up for these types: {@code JavaTimeModule} and {@code Jdk8Module}, dates and
   * durations as ISO-8601 text instead of its default timestamps, and the offset read kept instead of moved to
   * UTC ({@code ADJUST_DATES_TO_CONTEXT_TIME_ZONE} off). The suite's reference mapper is this configuration too.
   */
  public static JsonMapper.Builder jackson2Builder() {
    return JsonMapper.builder().addModule(new JavaTimeModule()).addModule(new Jdk8Module())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);
  }

  private static final class Peregrine implements TypedLibrary {
    private final Json json = Json.create();

    @Override
    public String id() {
      return "peregrine";
    }

    @Override
    public String settings() {
      return "Json.create() defaults";
    }

    @Override
    public <T> T readUtf8(byte[] json, Class<T> type) {
      return this.json.read(json, type);
    }

    @Override
    public <T> T readString(String json, Class<T> type) {
      return this.json.read(json, type);
    }

    @Override
    public byte[] writeUtf8(Object value) {
      return json.writeBytes(value);
    }

    @Override
    public String writeString(Object value) {
      return json.write(value);
    }
  }

  /**
   * fastjson2 through its static facade. By default it writes LocalDateTime and Date as "yyyy-MM-dd HH:mm:ss",
   * a ZonedDateTime with its region id and no offset, and byte[] as an array of numbers, and reads no base64;
   * for those beans only it gets what its users pass for ISO-8601 and base64: the date format "iso8601",
   * {@code WriteByteArrayAsBase64} and {@code Base64StringAsByteArray}. Every other bean goes through the plain
   * calls, so its rows measure fastjson2's defaults.
   */
  private static final class Fastjson2 implements TypedLibrary {
    private static final String ISO = "iso8601";

    @Override
    public String id() {
      return "fastjson2";
    }

    @Override
    public String settings() {
      return "JSON.parseObject / toJSONBytes / toJSONString, defaults; for LocalDateTime, ZonedDateTime and Date "
          + "the date format \"iso8601\", for byte[] WriteByteArrayAsBase64 and Base64StringAsByteArray";
    }

    private static boolean iso(Class<?> type) {
      return type == TypeBeans.LocalDateTimeBean.class || type == TypeBeans.ZonedDateTimeBean.class
          || type == TypeBeans.DateBean.class;
    }

    @Override
    public <T> T readUtf8(byte[] json, Class<T> type) {
      return type == TypeBeans.BytesBean.class
          ? JSON.parseObject(json, type, JSONReader.Feature.Base64StringAsByteArray)
          : JSON.parseObject(json, type);
    }

    @Override
    public <T> T readString(String json, Class<T> type) {
      return type == TypeBeans.BytesBean.class
          ? JSON.parseObject(json, type, JSONReader.Feature.Base64StringAsByteArray)
          : JSON.parseObject(json, type);
    }

    @Override
    public byte[] writeUtf8(Object value) {
      Class<?> type = value.getClass();
      return iso(type) ? JSON.toJSONBytes(value, ISO)
          : type == TypeBeans.BytesBean.class ? JSON.toJSONBytes(value, JSONWriter.Feature.WriteByteArrayAsBase64)
          : JSON.toJSONBytes(value);
    }

    @Override
    public String writeString(Object value) {
      Class<?> type = value.getClass();
      return iso(type) ? JSON.toJSONString(value, ISO)
          : type == TypeBeans.BytesBean.class ? JSON.toJSONString(value, JSONWriter.Feature.WriteByteArrayAsBase64)
          : JSON.toJSONString(value);
    }
  }

  /**
   * DSL-JSON, reflective or compiled. Reflective: its runtime analysis, {@code Settings.withRuntime()} without
   * the service loader, so that the converters its annotation processor wrote for the {@code @CompiledJson}
   * beans are never looked up (checked: such a DslJson answers a runtime ObjectFormatDescription for them).
   * Compiled: {@code includeServiceLoader()}, which finds those converters, as its users run it. Both with exact
   * doubles: its default double parsing may miss the last digit (182751.5752095987 read as 182751.57520959867),
   * which the check refuses. Bytes only; String through UTF-8.
   */
  private static final class DslJson implements TypedLibrary {
    private final boolean compiled;
    private final com.dslplatform.json.DslJson<Object> dsl;
    private final JsonWriter writer;
    private final Set<Class<?>> verified = new HashSet<>();

    DslJson(boolean compiled) {
      this.compiled = compiled;
      com.dslplatform.json.DslJson.Settings<Object> settings = Settings.withRuntime();
      if (compiled) {
        settings = settings.includeServiceLoader();
      }
      this.dsl = new com.dslplatform.json.DslJson<>(settings.doublePrecision(JsonReader.DoublePrecision.EXACT));
      this.writer = dsl.newWriter();
    }

    @Override
    public String id() {
      return compiled ? "dsl-json-compiled" : "dsl-json";
    }

    @Override
    public String settings() {
      return compiled
          ? "@CompiledJson converters (its annotation processor); Settings.withRuntime().includeServiceLoader()"
              + ".doublePrecision(EXACT); reused JsonWriter; String via UTF-8 bytes"
          : "Settings.withRuntime().doublePrecision(EXACT) (reflection; the compiled converters not loaded); "
              + "reused JsonWriter; String via UTF-8 bytes";
    }

    /**
     * The types its runtime analysis has no converter for: a bean of them is written as {@code {}} and reading
     * one fails (checked in this suite with dsl-json 2.0.2).
     */
    private void supported(Class<?> type) throws NotApplicable {
      if (type == TypeBeans.CharBean.class || type == TypeBeans.InstantBean.class
          || type == TypeBeans.DurationBean.class) {
        throw new NotApplicable("no converter for " + type.getSimpleName().replace("Bean", "")
            + " in its runtime analysis: fields skipped on write, reading fails");
      }
      if (compiled && (type == ScaleSample.class || type == DemoResponse.class)) {
        String model = type == ScaleSample.class ? "JsonPerformanceVS" : "DemoResponse";
        throw new NotApplicable("no @CompiledJson on " + model
            + "'s model: that experiment runs dsl-json with the service loader, which would then load the converters "
            + "and stop measuring its reflective mode there (see TypedDocuments)");
      }
      if (verified.add(type)) {
        // The row must measure what it says: a compiled converter for the compiled row, reflection otherwise.
        Object reader = dsl.tryFindReader(type);
        boolean generated = reader != null && reader.getClass().getName().contains("_DslJsonConverter");
        if (generated != compiled) {
          verified.remove(type);
          throw new IllegalStateException("dsl-json" + (compiled ? "-compiled" : "") + " resolved "
              + type.getSimpleName() + " to " + (reader == null ? "nothing" : reader.getClass().getName()));
        }
      }
    }

    @Override
    public <T> T readUtf8(byte[] json, Class<T> type) throws Exception {
      supported(type);
      return dsl.deserialize(type, json, json.length);
    }

    @Override
    public <T> T readString(String json, Class<T> type) throws Exception {
      return readUtf8(json.getBytes(StandardCharsets.UTF_8), type);
    }

    @Override
    public byte[] writeUtf8(Object value) throws Exception {
      supported(value.getClass());
      writer.reset();
      dsl.serialize(writer, value);
      return writer.toByteArray();
    }

    @Override
    public String writeString(Object value) throws Exception {
      supported(value.getClass());
      writer.reset();
      dsl.serialize(writer, value);
      return writer.toString();
    }
  }

  private static final class Jackson2 implements TypedLibrary {
    private final String id;
    private final ObjectMapper mapper;
    private final String module;

    Jackson2(String id, com.fasterxml.jackson.databind.Module extra) {
      this.id = id;
      JsonMapper.Builder builder = jackson2Builder();
      if (extra != null) {
        builder.addModule(extra);
      }
      this.mapper = builder.build();
      this.module = extra == null ? "" : " + " + extra.getClass().getSimpleName();
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public String settings() {
      return "JavaTimeModule + Jdk8Module" + module + "; WRITE_DATES_AS_TIMESTAMPS, WRITE_DURATIONS_AS_TIMESTAMPS "
          + "and ADJUST_DATES_TO_CONTEXT_TIME_ZONE off (ISO-8601 text, offsets kept)";
    }

    @Override
    public <T> T readUtf8(byte[] json, Class<T> type) throws Exception {
      return mapper.readValue(json, type);
    }

    @Override
    public <T> T readString(String json, Class<T> type) throws Exception {
      return mapper.readValue(json, type);
    }

    @Override
    public byte[] writeUtf8(Object value) throws Exception {
      return mapper.writeValueAsBytes(value);
    }

    @Override
    public String writeString(Object value) throws Exception {
      return mapper.writeValueAsString(value);
    }
  }

  /**
   * Jackson 3: java.time and Optional are built in and dates are ISO-8601 text by default; the offset read is
   * kept ({@code DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE} off), as for Jackson 2.
   */
  private static final class Jackson3 implements TypedLibrary {
    private final tools.jackson.databind.ObjectMapper mapper = tools.jackson.databind.json.JsonMapper.builder()
        .disable(tools.jackson.databind.cfg.DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE).build();

    @Override
    public String id() {
      return "jackson3";
    }

    @Override
    public String settings() {
      return "JsonMapper.builder() defaults but DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE off";
    }

    @Override
    public <T> T readUtf8(byte[] json, Class<T> type) {
      return mapper.readValue(json, type);
    }

    @Override
    public <T> T readString(String json, Class<T> type) {
      return mapper.readValue(json, type);
    }

    @Override
    public byte[] writeUtf8(Object value) {
      return mapper.writeValueAsBytes(value);
    }

    @Override
    public String writeString(Object value) {
      return mapper.writeValueAsString(value);
    }
  }

  /**
   * avaje-jsonb with the adapters its annotation processor generates at compile time ({@code @Json.Import} of
   * every bean of the matrix, the beans themselves unannotated), one {@code JsonType} per bean looked up once,
   * as its users hold them. It binds only what was generated for. Optional-String is left out: the adapter
   * avaje-jsonb-generator 3.11 writes for public {@code Optional} fields does not compile (it assigns through
   * setters it did not generate, {@code _set$f0}).
   */
  @io.avaje.jsonb.Json.Import({
    TypeBeans.Item.class,
    TypeBeans.IntBean.class,
    TypeBeans.LongBean.class,
    TypeBeans.DoubleBean.class,
    TypeBeans.FloatBean.class,
    TypeBeans.BooleanBean.class,
    TypeBeans.StringBean.class,
    TypeBeans.CharBean.class,
    TypeBeans.BigDecimalBean.class,
    TypeBeans.BigIntegerBean.class,
    TypeBeans.UuidBean.class,
    TypeBeans.EnumBean.class,
    TypeBeans.LocalDateBean.class,
    TypeBeans.LocalDateTimeBean.class,
    TypeBeans.LocalTimeBean.class,
    TypeBeans.OffsetDateTimeBean.class,
    TypeBeans.ZonedDateTimeBean.class,
    TypeBeans.InstantBean.class,
    TypeBeans.DurationBean.class,
    TypeBeans.DateBean.class,
    TypeBeans.BytesBean.class,
    TypeBeans.IntArrayBean.class,
    TypeBeans.LongArrayBean.class,
    TypeBeans.DoubleArrayBean.class,
    TypeBeans.StringArrayBean.class,
    TypeBeans.StringListBean.class,
    TypeBeans.LongListBean.class,
    TypeBeans.UuidListBean.class,
    TypeBeans.LocalDateListBean.class,
    TypeBeans.StringSetBean.class,
    TypeBeans.StringIntegerMapBean.class,
    TypeBeans.StringStringMapBean.class,
    TypeBeans.NestedBeanBean.class,
    TypeBeans.NestedRecordBean.class,
    TypeBeans.BeanListBean.class,
    TypeBeans.Item.class,
    TypeBeans.ItemRecord.class})
  private static final class Avaje implements TypedLibrary {
    private final Jsonb jsonb = Jsonb.builder().build();
    private final Map<Class<?>, JsonType<?>> types = new HashMap<>();

    @SuppressWarnings("unchecked")
    private <T> JsonType<T> type(Class<T> type) throws NotApplicable {
      if (type == TypeBeans.OptionalStringBean.class) {
        throw new NotApplicable("avaje-jsonb-generator's adapter for public Optional fields does not compile");
      }
      return (JsonType<T>) types.computeIfAbsent(type, jsonb::type);
    }

    @Override
    public String id() {
      return "avaje-jsonb";
    }

    @Override
    public String settings() {
      return "generated adapters (avaje-jsonb-generator, @Json.Import of the beans); Jsonb.builder().build(), "
          + "one JsonType per bean";
    }

    @Override
    public <T> T readUtf8(byte[] json, Class<T> type) throws NotApplicable {
      return type(type).fromJson(json);
    }

    @Override
    public <T> T readString(String json, Class<T> type) throws NotApplicable {
      return type(type).fromJson(json);
    }

    @Override
    @SuppressWarnings("unchecked")
    public byte[] writeUtf8(Object value) throws NotApplicable {
      return ((JsonType<Object>) type(value.getClass())).toJsonBytes(value);
    }

    @Override
    @SuppressWarnings("unchecked")
    public String writeString(Object value) throws NotApplicable {
      return ((JsonType<Object>) type(value.getClass())).toJson(value);
    }
  }
}
