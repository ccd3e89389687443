package dev.peregrine.bench.xson;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.Media;
import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.bench.data.BundledData;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One of the XSON comparison's ten cases: its name (what {@code --only} matches as {@code Xson/NAME/CONFIGURATION}),
 * what it holds, the declared type a reader is given, and what it asks of a library beyond plain beans.
 *
 * @param value builds a new copy of the case's value; every configuration gets its own
 */
public record XsonCase(int number, String name, String description, Class<?> type, Need need,
    Supplier<Object> value) {

  /** What a case asks of a library that not every one does by default. */
  public enum Need {
    NOTHING,
    /** Elements of a subclass where the declared type is the base class (cases 7 and 8). */
    SUBTYPES,
    /** Shared and circular references (case 9). */
    REFERENCES
  }

  /**
   * The ten cases; media.2 to media.4 only when their files are found (in {@code data}, beside it under
   * {@code jvm-serializers/tpc/data}, or the suite's generated stand-ins, {@link BundledData}); {@code missing}
   * gets a line for each absent one.
   * media.1 is the suite's own Eishay value, always present. Case 10's array has {@code largeBytes} bytes.
   */
  public static List<XsonCase> all(Path data, int largeBytes, List<String> missing) {
    List<XsonCase> cases = new ArrayList<>();
    cases.add(new XsonCase(1, "media.1", "jvm-serializers' media.1: the suite's Eishay value", MediaContent.class,
        Need.NOTHING, Eishay::value));
    String[] about = {"", "", "every value different from media.1, non-ASCII text, a null title, three images",
        "long strings", "one-letter strings"};
    for (int n = 2; n <= 4; n++) {
      Path file = mediaFile(data, n);
      String name = "media." + n;
      if (file == null) {
        missing.add("XSON case " + n + " (" + name + ".json of jvm-serializers) was not run: the file is in neither "
            + (data == null ? "" : data + ", ") + "the suite's generated stand-ins.");
        continue;
      }
      readMedia(file); // once here, so that a broken file fails the run at once
      cases.add(new XsonCase(n, name, "jvm-serializers' " + name + ": " + about[n], MediaContent.class,
          Need.NOTHING, () -> readMedia(file)));
    }
    cases.add(new XsonCase(5, "fields255", "a bean of 255 int fields", Fields255.class, Need.NOTHING,
        XsonCase::fields255));
    cases.add(new XsonCase(6, "all-types", "every primitive and its box, char, String, BigDecimal, BigInteger, "
        + "Date, java.time, UUID, an enum, arrays of every primitive and of objects, List/Set/Map/Queue, nested "
        + "beans, byte[], Optional", XsonModel.AllTypes.class, Need.NOTHING, XsonModel.AllTypes::sample));
    cases.add(new XsonCase(7, "subclass-array", "an Animal[] holding Animal and Dog (a subclass)",
        XsonModel.AnimalArray.class, Need.SUBTYPES, XsonModel.AnimalArray::sample));
    cases.add(new XsonCase(8, "subclass-list", "a List<Animal> holding Animal and Dog (a subclass)",
        XsonModel.AnimalList.class, Need.SUBTYPES, XsonModel.AnimalList::sample));
    cases.add(new XsonCase(9, "cycles", "circular references: A->B, B->A, A->A", XsonModel.Node.class,
        Need.REFERENCES, XsonModel.Node::sample));
    String size = largeBytes % (1024 * 1024) == 0 ? largeBytes / (1024 * 1024) + " MiB" : largeBytes / 1024 + " KiB";
    cases.add(new XsonCase(10, "large-bytes", "a bean holding a " + size + " byte[] (pseudo-random bytes)",
        XsonModel.Blob.class, Need.NOTHING, () -> XsonModel.Blob.sample(largeBytes)));
    return cases;
  }

  private static Object fields255() {
    try {
      return Fields255.sample();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  static Path mediaFile(Path data, int n) {
    String file = "media." + n + ".json";
    List<Path> places = new ArrayList<>();
    if (data != null) {
      places.add(data.resolve(file));
      places.add(data.resolve("jvm-serializers").resolve("tpc").resolve("data").resolve(file));
      if (data.getParent() != null) {
        places.add(data.getParent().resolve("jvm-serializers").resolve("tpc").resolve("data").resolve(file));
      }
    }
    places.add(BundledData.folder().resolve(file));
    return places.stream().filter(Files::isRegularFile).findFirst().orElse(null);
  }

  /**
   * A media file as the model: JSON with {@code //} comments; a null {@code bitrate} (media.2) is 0, as
   * jvm-serializers' model holds it (its {@code hasBitrate} flag is transient here and never written).
   */
  static MediaContent readMedia(Path file) {
    try {
      JsonNode root = JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build()
          .readTree(file.toFile());
      JsonNode m = root.get("media");
      Media media = new Media();
      media.setUri(text(m, "uri"));
      media.setTitle(text(m, "title"));
      media.setWidth(m.get("width").asInt());
      media.setHeight(m.get("height").asInt());
      media.setFormat(text(m, "format"));
      media.setDuration(m.get("duration").asLong());
      media.setSize(m.get("size").asLong());
      media.setBitrate(m.get("bitrate").asInt(0));
      List<String> persons = new ArrayList<>();
      m.get("persons").forEach(p -> persons.add(p.asText()));
      media.setPersons(persons);
      media.setPlayer(Media.Player.valueOf(m.get("player").asText()));
      media.setCopyright(text(m, "copyright"));
      List<Image> images = new ArrayList<>();
      for (JsonNode i : root.get("images")) {
        images.add(new Image(text(i, "uri"), text(i, "title"), i.get("width").asInt(), i.get("height").asInt(),
            Image.Size.valueOf(i.get("size").asText())));
      }
      return new MediaContent(media, images);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static String text(JsonNode node, String name) {
    JsonNode v = node.get(name);
    return v == null || v.isNull() ? null : v.asText();
  }

  /**
   * Every class an object of the value's graph has, in the order first met: what a library that requires
   * registration (Kryo registered, Fory) is given, so that it fails only on what it cannot do.
   */
  public static List<Class<?>> classesOf(Object value) {
    Set<Class<?>> classes = new LinkedHashSet<>();
    collect(value, classes, new IdentityHashMap<>());
    return new ArrayList<>(classes);
  }

  private static void collect(Object o, Set<Class<?>> classes, Map<Object, Boolean> seen) {
    if (o == null || seen.put(o, Boolean.TRUE) != null) {
      return;
    }
    Class<?> type = o.getClass();
    classes.add(type.isEnum() || type.getSuperclass() == null || !type.getSuperclass().isEnum() ? type
        : type.getSuperclass());
    if (type.isArray()) {
      if (!type.getComponentType().isPrimitive()) {
        for (int i = 0; i < Array.getLength(o); i++) {
          collect(Array.get(o, i), classes, seen);
        }
      }
    } else if (o instanceof Collection<?> c) {
      c.forEach(e -> collect(e, classes, seen));
    } else if (o instanceof Map<?, ?> m) {
      m.forEach((k, v) -> {
        collect(k, classes, seen);
        collect(v, classes, seen);
      });
    } else if (o instanceof Optional<?> opt) {
      opt.ifPresent(e -> collect(e, classes, seen));
    } else if (!type.getName().startsWith("java.")) {
      for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          if (!Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive()) {
            try {
              f.setAccessible(true);
              collect(f.get(o), classes, seen);
            } catch (ReflectiveOperationException | RuntimeException e) {
              // a field this code may not read: its class stays unregistered, which the run then shows
            }
          }
        }
      }
    }
  }
}
