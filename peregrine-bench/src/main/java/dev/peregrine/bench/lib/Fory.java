package dev.peregrine.bench.lib;

import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.Media;
import dev.peregrine.bench.model.MediaContent;
import org.apache.fory.config.Language;

/** Apache Fory in Java mode; its default requires class registration, so the model's classes are registered. */
final class Fory implements Library {
  private final org.apache.fory.Fory fory =
      org.apache.fory.Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true).build();

  Fory() {
    fory.register(MediaContent.class);
    fory.register(Media.class);
    fory.register(Media.Player.class);
    fory.register(Image.class);
    fory.register(Image.Size.class);
  }

  @Override
  public String id() {
    return "fory";
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "org.apache.fory:fory-core";
  }

  @Override
  public String settings() {
    return "Language.JAVA, classes registered (its default requires it), other defaults (no reference tracking)";
  }

  @Override
  public byte[] encode(MediaContent value) {
    return fory.serialize(value);
  }

  @Override
  public MediaContent decode(byte[] bytes) {
    return (MediaContent) fory.deserialize(bytes);
  }
}
