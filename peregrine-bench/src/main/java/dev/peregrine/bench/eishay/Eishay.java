package dev.peregrine.bench.eishay;

import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.Media;
import dev.peregrine.bench.model.MediaContent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Eishay benchmark value and its two documents, the ones fastjson2's Eishay benchmark parses. Built here
 * so that a fresh clone runs without {@code ../shared}; {@link #differencesFrom} checks them against
 * {@code ../shared/data/eishay} when that folder is there.
 */
public final class Eishay {
  private Eishay() {}

  /** The document on one line, properties in alphabetical order, no {@code copyright} (it is null). */
  public static final String COMPACT =
      "{\"images\":[{\"height\":768,\"size\":\"LARGE\",\"title\":\"Javaone Keynote\",\"uri\":\"http://javaone.com/keynote_large.jpg\",\"width\":1024},"
          + "{\"height\":240,\"size\":\"SMALL\",\"title\":\"Javaone Keynote\",\"uri\":\"http://javaone.com/keynote_small.jpg\",\"width\":320}],"
          + "\"media\":{\"bitrate\":262144,\"duration\":18000000,\"format\":\"video/mpg4\",\"height\":480,\"persons\":[\"Bill Gates\",\"Steve Jobs\"],"
          + "\"player\":\"JAVA\",\"size\":58982400,\"title\":\"Javaone Keynote\",\"uri\":\"http://javaone.com/keynote.mpg\",\"width\":640}}";

  /** The same document indented with spaces and line breaks, as the "Pretty" scenarios read it. */
  public static final String PRETTY = """
      {"images": [{
            "height":768,
            "size":"LARGE",
            "title":"Javaone Keynote",
            "uri":"http://javaone.com/keynote_large.jpg",
            "width":1024
          }, {
            "height":240,
            "size":"SMALL",
            "title":"Javaone Keynote",
            "uri":"http://javaone.com/keynote_small.jpg",
            "width":320
          }
        ],
        "media": {
          "bitrate":262144,
          "duration":18000000,
          "format":"video/mpg4",
          "height":480,
          "persons": [
            "Bill Gates",
            "Steve Jobs"
          ],
          "player":"JAVA",
          "size":58982400,
          "title":"Javaone Keynote",
          "uri":"http://javaone.com/keynote.mpg",
          "width":640
        }
      }
      """;

  public static final byte[] COMPACT_UTF8 = COMPACT.getBytes(StandardCharsets.UTF_8);
  public static final byte[] PRETTY_UTF8 = PRETTY.getBytes(StandardCharsets.UTF_8);

  /** A new copy of the value both documents describe. */
  public static MediaContent value() {
    Media media = new Media();
    media.setUri("http://javaone.com/keynote.mpg");
    media.setTitle("Javaone Keynote");
    media.setWidth(640);
    media.setHeight(480);
    media.setFormat("video/mpg4");
    media.setDuration(18_000_000L);
    media.setSize(58_982_400L);
    media.setBitrate(262_144);
    media.setPersons(new ArrayList<>(List.of("Bill Gates", "Steve Jobs")));
    media.setPlayer(Media.Player.JAVA);
    media.setCopyright(null);
    List<Image> images = new ArrayList<>();
    images.add(new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE));
    images.add(new Image("http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, Image.Size.SMALL));
    return new MediaContent(media, images);
  }

  /**
   * How the built-in documents differ from {@code eishay_compact.json} and {@code eishay.json} in
   * {@code dir}: an empty list when they match or the folder is absent.
   */
  public static List<String> differencesFrom(Path dir) {
    List<String> differences = new ArrayList<>();
    compare(dir.resolve("eishay_compact.json"), COMPACT, differences);
    compare(dir.resolve("eishay.json"), PRETTY, differences);
    return differences;
  }

  private static void compare(Path file, String builtIn, List<String> differences) {
    if (!Files.isRegularFile(file)) {
      return;
    }
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      if (!text.strip().equals(builtIn.strip())) {
        differences.add(file + " differs from the built-in document");
      }
    } catch (java.io.IOException e) {
      differences.add(file + ": " + e);
    }
  }
}
