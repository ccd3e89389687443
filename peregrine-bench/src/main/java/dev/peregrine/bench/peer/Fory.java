package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.Media;
import dev.peregrine.bench.model.MediaContent;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import org.apache.fory.config.Language;
import org.apache.fory.json.ForyJson;

/**
 * Apache Fory: its binary format in Java mode (its default requires class registration, so the model's classes
 * are registered), and its JSON module ({@link Json}).
 */
final class Fory implements Peer {
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
    return "Language.JAVA, classes registered (its default requires it), other defaults (no reference tracking); "
        + "on JDK 25+ its guide's " + ADD_OPENS + " in the JVMs that run it alone (cold start, Unsafe denied)";
  }

  @Override
  public byte[] encode(MediaContent value) {
    return fory.serialize(value);
  }

  @Override
  public MediaContent decode(byte[] bytes) {
    return (MediaContent) fory.deserialize(bytes);
  }

  /**
   * Fory's JSON module ({@code org.apache.fory:fory-json}, separate from its binary protocol), with its defaults:
   * runtime-generated codecs, thread-safe. It reads String and byte[] only; its stream API writes
   * ({@code writeJsonTo(value, OutputStream)}) but has no InputStream reader. On JDK 25 and later its guide
   * recommends {@code --add-opens=java.base/java.lang.invoke=ALL-UNNAMED} on the class path (required when
   * {@code sun.misc.Unsafe} is denied): {@link #jvmOptions}.
   */
  static final class Json implements Peer {
    private final ForyJson json = ForyJson.builder().build();

    @Override
    public String id() {
      return "fory-json";
    }

    @Override
    public Kind kind() {
      return Kind.JSON;
    }

    @Override
    public String artifact() {
      return "org.apache.fory:fory-json";
    }

    @Override
    public String settings() {
      return "ForyJson.builder().build(), defaults (generated codecs); tree = fromJson(text, Object.class); "
          + "on JDK 25+ its guide's " + ADD_OPENS + " in the JVMs that run it alone (cold start, Unsafe denied), "
          + "not in the shared JVMs of the turns";
    }

    @Override
    public String writeString(MediaContent value) {
      return json.toJson(value, MediaContent.class);
    }

    @Override
    public byte[] writeUtf8(MediaContent value) {
      return json.toJsonBytes(value, MediaContent.class);
    }

    @Override
    public MediaContent readString(String text) {
      return json.fromJson(text, MediaContent.class);
    }

    @Override
    public MediaContent readUtf8(byte[] utf8) {
      return json.fromJson(utf8, MediaContent.class);
    }

    @Override
    public Object parseTree(String text) {
      return json.fromJson(text, Object.class);
    }

    @Override
    public Object parseTree(byte[] utf8) {
      return json.fromJson(utf8, Object.class);
    }

    @Override
    public String writeTree(Object tree) {
      return json.toJson(tree);
    }

    @Override
    public List<String> jvmOptions(int feature) {
      return Fory.options(feature);
    }

    @Override
    public <T> TypedJson<T> json(Class<T> type, Binding binding) {
      return new Typed<>(json, type);
    }

    @Override
    public String jsonSettings(Binding binding) {
      return "ForyJson.builder().build(), defaults (generated codecs; java.time as ISO-8601 text by default)";
    }

    @Override
    public String streamApi() {
      return "writeJsonTo(value, Class, OutputStream) / in.readAllBytes() then fromJson(byte[], Class) (it has no "
          + "InputStream reader)";
    }
  }

  /**
   * Fory's guide, for JDK 25 and later on the class path: opening {@code java.lang.invoke} avoids its fallback to
   * {@code sun.misc.Unsafe}, and is required where Unsafe is denied.
   */
  static final String ADD_OPENS = "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED";

  static List<String> options(int feature) {
    return feature >= 25 ? List.of(ADD_OPENS) : List.of();
  }

  @Override
  public List<String> jvmOptions(int feature) {
    return options(feature);
  }

  private static final class Typed<T> implements TypedJson<T> {
    private final ForyJson json;
    private final Class<T> type;

    Typed(ForyJson json, Class<T> type) {
      this.json = json;
      this.type = type;
    }

    public String writeString(T value) {
      return json.toJson(value, type);
    }

    public byte[] writeBytes(T value) {
      return json.toJsonBytes(value, type);
    }

    public T readString(String text) {
      return json.fromJson(text, type);
    }

    public T readBytes(byte[] utf8) {
      return json.fromJson(utf8, type);
    }

    public void writeTo(T value, OutputStream out) {
      json.writeJsonTo(value, type, out);
    }

    /** Whole: its reader takes String or byte[] only, so a stream is read to its end first, as its users would. */
    public T readFrom(InputStream in) throws Exception {
      return json.fromJson(in.readAllBytes(), type);
    }
  }
}
