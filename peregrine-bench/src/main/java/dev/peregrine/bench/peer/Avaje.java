package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.Media;
import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.typematrix.TypeBeans;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * avaje-jsonb with the adapters its annotation processor (avaje-jsonb-generator) writes at compile time, as its
 * users run it: {@code @Json.Import} of the Eishay model (the model itself carries no annotation of any peer).
 * One {@code JsonType} per class, looked up once. It has no tree model.
 */
@io.avaje.jsonb.Json.Import({MediaContent.class, Media.class, Image.class})
final class Avaje implements Peer {
  private final Jsonb jsonb = Jsonb.builder().build();
  private final JsonType<MediaContent> type = jsonb.type(MediaContent.class);

  @Override
  public String id() {
    return "avaje-jsonb";
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "io.avaje:avaje-jsonb";
  }

  @Override
  public String settings() {
    return "generated adapters (avaje-jsonb-generator, @Json.Import of the model); Jsonb.builder().build(), "
        + "one JsonType; no tree model";
  }

  @Override
  public String writeString(MediaContent value) {
    return type.toJson(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) {
    return type.toJsonBytes(value);
  }

  @Override
  public MediaContent readString(String text) {
    return type.fromJson(text);
  }

  @Override
  public MediaContent readUtf8(byte[] utf8) {
    return type.fromJson(utf8);
  }

  /**
   * The class's {@code JsonType}, looked up once, as its users hold them. It binds only what was generated for:
   * the Eishay model above, the type matrix's beans below, the typed documents' classes ({@code TypedDocuments}).
   * Optional-String is left out: the adapter avaje-jsonb-generator 3.11 writes for public {@code Optional} fields
   * does not compile (it assigns through setters it did not generate, {@code _set$f0}).
   */
  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) throws NotApplicable {
    for (java.lang.reflect.Field f : type.getFields()) {
      if (f.getType() == java.util.Optional.class) {
        throw new NotApplicable("avaje-jsonb-generator's adapter for public Optional fields does not compile");
      }
    }
    JsonType<T> t;
    try {
      t = jsonb.type(type);
    } catch (RuntimeException e) {
      throw new NotApplicable("no generated adapter for " + type.getSimpleName() + " (" + e.getMessage() + ")");
    }
    return new Typed<>(t);
  }

  @Override
  public String jsonSettings(Binding binding) {
    return "generated adapters (avaje-jsonb-generator, @Json.Import of the beans); Jsonb.builder().build(), "
        + "one JsonType per bean";
  }

  @Override
  public String streamApi() {
    return "toJson(value, OutputStream) / fromJson(InputStream)";
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final JsonType<T> type;

    Typed(JsonType<T> type) {
      this.type = type;
    }

    public String writeString(T value) {
      return type.toJson(value);
    }

    public byte[] writeBytes(T value) {
      return type.toJsonBytes(value);
    }

    public T readString(String json) {
      return type.fromJson(json);
    }

    public T readBytes(byte[] json) {
      return type.fromJson(json);
    }

    public void writeTo(T value, OutputStream out) {
      type.toJson(value, out);
    }

    public T readFrom(InputStream in) {
      return type.fromJson(in);
    }
  }

  /** The type matrix's beans, for avaje-jsonb-generator: the beans themselves carry no annotation of any peer. */
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
  private static final class TypeMatrixBeans {}
}
