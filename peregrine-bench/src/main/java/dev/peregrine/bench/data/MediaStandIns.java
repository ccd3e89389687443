package dev.peregrine.bench.data;

/**
 * MediaContent values with the characteristics of jvm-serializers' media.2 to media.4 (its {@code tpc/data}
 * files), written here: media.2 has every field different from media.1, {@code \}{@code u} escapes, a UTF-16
 * surrogate pair, nulls and three images, one of them 32000x24000; media.3 long strings (about 170 characters);
 * media.4 single-character strings. They are JSON with a leading {@code //} comment line, as the originals are,
 * which {@code XsonCase} reads with comments allowed.
 */
final class MediaStandIns {
  private MediaStandIns() {}

  static byte[] generate(int n) {
    return switch (n) {
      case 2 -> media2();
      case 3 -> media3();
      case 4 -> media4();
      default -> throw new IllegalArgumentException("no media." + n + " stand-in");
    };
  }

  private static byte[] media2() {
    JsonText j = new JsonText("\t").allAscii();
    j.beginObject().name("media").beginObject()
        .field("uri", "http://media.example.org/talk-2.webm\u1e9e")
        .name("title").nullValue()
        .field("width", 853).field("height", 479)
        .field("format", "video/webm\u1e9e")
        .field("duration", 27_000_003L).field("size", 71_303_169L)
        .name("bitrate").nullValue()
        .name("persons").beginArray().value("Ada Lovelace, Countess\u1e9e").value("Alan Turing\u1e9e").endArray()
        .field("player", "FLASH")
        .field("copyright", "2011, Example Org\uD83C\uDFAC")
        .endObject();
    j.name("images").beginArray();
    image(j, "http://media.example.org/talk-2_poster.png\u1e9e", "A Poster\u1e9e", 32000, 24000, "LARGE");
    image(j, "http://media.example.org/talk-2_wide.png\u1e9e", null, 1280, 720, "LARGE");
    image(j, "http://media.example.org/talk-2_thumb.png\u1e9e", null, 160, 90, "SMALL");
    j.endArray().endObject();
    return comment("every field differs from media.1; \\u escapes, a surrogate pair, nulls", j.bytes());
  }

  private static byte[] media3() {
    String stem = "a long string, of about one hundred and seventy characters, so that the writer's and the "
        + "reader's string paths run past their short-string fast cases: number ";
    JsonText j = new JsonText("\t");
    j.beginObject().name("media").beginObject()
        .field("uri", "http://media.example.org/" + stem.replace(' ', '-').replace(",", "").replace("'", "")
            + "1.mp4")
        .field("title", stem + "2")
        .field("width", 1920).field("height", 1080)
        .field("format", stem + "3")
        .field("duration", 5_400_000L).field("size", 1_073_741_824L)
        .field("bitrate", 4_000_000)
        .name("persons").beginArray().value(stem + "4").value(stem + "5").endArray()
        .field("player", "JAVA")
        .field("copyright", stem + "7")
        .endObject();
    j.name("images").beginArray();
    image(j, "http://media.example.org/" + stem.replace(' ', '_').replace(",", "").replace("'", "") + "8.jpg",
        stem + "9", 1920, 1080, "LARGE");
    image(j, "http://media.example.org/" + stem.replace(' ', '.').replace(",", "").replace("'", "") + "10.jpg",
        null, 320, 180, "SMALL");
    j.endArray().endObject();
    return comment("long strings (about 170 characters)", j.bytes());
  }

  private static byte[] media4() {
    JsonText j = new JsonText("\t");
    j.beginObject().name("media").beginObject()
        .field("uri", "u").field("title", "t").field("width", 2).field("height", 3).field("format", "f")
        .field("duration", 5).field("size", 7).field("bitrate", 11)
        .name("persons").beginArray().value("p").endArray()
        .field("player", "JAVA").field("copyright", "c")
        .endObject();
    j.name("images").beginArray();
    image(j, "i", "j", 13, 17, "SMALL");
    image(j, "k", null, 19, 23, "LARGE");
    j.endArray().endObject();
    return comment("single-character strings", j.bytes());
  }

  private static void image(JsonText j, String uri, String title, int width, int height, String size) {
    j.beginObject().field("uri", uri).nullable("title", title).field("width", width).field("height", height)
        .field("size", size).endObject();
  }

  private static byte[] comment(String about, byte[] json) {
    byte[] head = ("// A MediaContent value written for Peregrine's comparison suite, with the characteristics of "
        + "jvm-serializers' file of the same name: " + about + ".\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    byte[] all = new byte[head.length + json.length];
    System.arraycopy(head, 0, all, 0, head.length);
    System.arraycopy(json, 0, all, head.length, json.length);
    return all;
  }
}
