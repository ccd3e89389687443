package dev.peregrine.bench.lib;

import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.Media;
import dev.peregrine.bench.model.MediaContent;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;

/**
 * avaje-jsonb with the adapters its annotation processor (avaje-jsonb-generator) writes at compile time, as its
 * users run it: {@code @Json.Import} of the Eishay model (the model itself carries no annotation of any peer).
 * One {@code JsonType} per class, looked up once. It has no tree model.
 */
@io.avaje.jsonb.Json.Import({MediaContent.class, Media.class, Image.class})
final class Avaje implements Library {
  private final JsonType<MediaContent> type = Jsonb.builder().build().type(MediaContent.class);

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
}
