package dev.peregrine.bench.data;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A document shaped like twitter.json (a page of a search API's result: 100 statuses, most of them retweets that
 * hold the original, their users and entities, text in Japanese and Chinese with emoji): every member the typed
 * {@code TwitterPojos}/{@code TwitterRecords} bind, in the same order, with the same optional members (a reply, a
 * profile URL, a picture, {@code possibly_sensitive}) present in about the same share of statuses. Some users'
 * descriptions are written with {@code \}{@code u} escapes, so that a parser's escape path is on the road.
 */
final class TwitterStandIn {
  private TwitterStandIn() {}

  private static final String[] TIME_ZONES = {"Tokyo", "Osaka", "Seoul", "Irkutsk", "Hawaii", "Alaska", "Amsterdam"};
  private static final String[] SOURCES = {"Twitter for iPhone", "Twitter for Android", "Twitter Web Client",
      "twittbot.net", "TweetDeck"};
  private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
      "Nov", "Dec"};

  static byte[] generate(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    JsonText j = new JsonText("  ");
    long maxId = 505874924095815681L;
    j.beginObject().name("statuses").beginArray();
    long id = maxId;
    for (int i = 0; i < 100; i++) {
      status(j, r, id, r.nextInt(100) < 73);
      id -= r.nextLong(100_000, 1_000_000);
    }
    j.endArray();
    j.name("search_metadata").beginObject()
        .name("completed_in").number("0.087")
        .field("max_id", maxId).field("max_id_str", Long.toString(maxId))
        .field("next_results", "?max_id=" + id + "&q=%E4%B8%80&count=100&include_entities=1")
        .field("query", "%E4%B8%80")
        .field("refresh_url", "?since_id=" + maxId + "&q=%E4%B8%80&include_entities=1")
        .field("count", 100).field("since_id", 0).field("since_id_str", "0")
        .endObject();
    return j.endObject().bytes();
  }

  private static void status(JsonText j, SplittableRandom r, long id, boolean retweet) {
    String lang = r.nextInt(10) < 8 ? "ja" : "zh";
    boolean reply = !retweet && r.nextInt(100) < 20;
    String originalText = Texts.mixed(r, r.nextInt(20, 110));
    String mention = Texts.alnum(r, r.nextInt(5, 13));
    String text = retweet ? "RT @" + mention + ": " + originalText : reply ? "@" + mention + " " + originalText
        : originalText;
    j.beginObject();
    j.name("metadata").beginObject().field("result_type", "recent").field("iso_language_code", lang).endObject();
    j.field("created_at", date(r, 2014)).field("id", id).field("id_str", Long.toString(id)).field("text", text);
    String source = SOURCES[r.nextInt(SOURCES.length)];
    j.field("source", "<a href=\"http://example.com/" + source.toLowerCase(Locale.ROOT).replace(' ', '-') + "\" rel=\"nofollow\">"
        + source + "</a>");
    j.field("truncated", false);
    long replyTo = 100_000_000L + r.nextLong(2_800_000_000L);
    j.nullable("in_reply_to_status_id", reply ? (Long) (id - r.nextLong(1, 99_999_999)) : null);
    j.nullable("in_reply_to_status_id_str", reply ? Long.toString(id - 1) : null);
    j.nullable("in_reply_to_user_id", reply ? (Long) replyTo : null);
    j.nullable("in_reply_to_user_id_str", reply ? Long.toString(replyTo) : null);
    j.nullable("in_reply_to_screen_name", reply ? mention : null);
    j.name("user");
    user(j, r);
    j.name("geo").nullValue().name("coordinates").nullValue().name("place").nullValue()
        .name("contributors").nullValue();
    if (retweet) {
      j.name("retweeted_status");
      status(j, r, id - r.nextLong(1_000_000, 100_000_000), false);
    }
    int retweets = retweet ? r.nextInt(1, 3000) : r.nextInt(3);
    j.field("retweet_count", retweets).field("favorite_count", r.nextInt(retweets + 1));
    j.name("entities");
    entities(j, r, text, retweet || reply ? mention : null);
    j.field("favorited", false).field("retweeted", false);
    if (r.nextInt(100) < 15) {
      j.field("possibly_sensitive", r.nextInt(8) == 0);
    }
    j.field("lang", lang).endObject();
  }

  private static void user(JsonText j, SplittableRandom r) {
    long id = 100_000_000L + r.nextLong(2_800_000_000L);
    boolean url = r.nextInt(100) < 11;
    String screen = Texts.alnum(r, r.nextInt(6, 15));
    j.beginObject().field("id", id).field("id_str", Long.toString(id))
        .field("name", Texts.word(r, Texts.Script.KANA, 2, 8) + Texts.word(r, Texts.Script.EMOJI, 0, 1))
        .field("screen_name", screen)
        .field("location", r.nextBoolean() ? "" : Texts.word(r, Texts.Script.HAN, 2, 5));
    String description = Texts.mixed(r, r.nextInt(10, 120));
    String descriptionLink = r.nextInt(100) < 8 ? "http://t.co/" + Texts.alnum(r, 10) : null;
    if (descriptionLink != null) {
      description += " " + descriptionLink;
    }
    j.name("description");
    if (r.nextInt(5) == 0) {
      j.escaped(description);
    } else {
      j.value(description);
    }
    String link = "http://t.co/" + Texts.alnum(r, 10);
    j.nullable("url", url ? link : null);
    j.name("entities").beginObject();
    if (url) {
      j.name("url").beginObject().name("urls").beginArray();
      url(j, link, "http://example.jp/" + screen, "example.jp/" + screen, 0);
      j.endArray().endObject();
    }
    j.name("description").beginObject().name("urls").beginArray();
    if (descriptionLink != null) {
      url(j, descriptionLink, "http://example.net/" + screen, "example.net/" + screen, description.length() - 22);
    }
    j.endArray().endObject();
    j.endObject();
    boolean zone = r.nextInt(100) < 19;
    j.field("protected", false).field("followers_count", r.nextInt(5000)).field("friends_count", r.nextInt(5000))
        .field("listed_count", r.nextInt(50)).field("created_at", date(r, 2009 + r.nextInt(6)))
        .field("favourites_count", r.nextInt(20000));
    j.name("utc_offset");
    if (zone) {
      j.value(3600L * (r.nextInt(19) - 9));
    } else {
      j.nullValue();
    }
    j.nullable("time_zone", zone ? TIME_ZONES[r.nextInt(TIME_ZONES.length)] : null);
    j.field("geo_enabled", r.nextBoolean()).field("verified", false).field("statuses_count", r.nextInt(100_000))
        .field("lang", r.nextInt(10) < 8 ? "ja" : "en").field("contributors_enabled", false)
        .field("is_translator", false).field("is_translation_enabled", false);
    String color = String.format(Locale.ROOT, "%06X", r.nextInt(0x1000000));
    String picture = r.nextLong(100_000_000_000_000_000L, 600_000_000_000_000_000L) + "/" + Texts.alnum(r, 8);
    j.field("profile_background_color", color)
        .field("profile_background_image_url", "http://abs.example.com/images/themes/theme1/bg.png")
        .field("profile_background_image_url_https", "https://abs.example.com/images/themes/theme1/bg.png")
        .field("profile_background_tile", false)
        .field("profile_image_url", "http://pbs.example.com/profile_images/" + picture + "_normal.jpeg")
        .field("profile_image_url_https", "https://pbs.example.com/profile_images/" + picture + "_normal.jpeg");
    if (r.nextInt(100) < 86) {
      j.field("profile_banner_url", "https://pbs.example.com/profile_banners/" + id + "/" + r.nextInt(1_400_000_000,
          1_410_000_000));
    }
    j.field("profile_link_color", "0084B4").field("profile_sidebar_border_color", color)
        .field("profile_sidebar_fill_color", "DDEEF6").field("profile_text_color", "333333")
        .field("profile_use_background_image", true).field("default_profile", r.nextBoolean())
        .field("default_profile_image", false).field("following", false).field("follow_request_sent", false)
        .field("notifications", false).endObject();
  }

  private static void entities(JsonText j, SplittableRandom r, String text, String mention) {
    j.beginObject().name("hashtags").beginArray();
    if (r.nextInt(10) == 0) {
      String tag = Texts.word(r, Texts.Script.KANA, 3, 8);
      j.beginObject().field("text", tag).name("indices");
      indices(j, 10, 11 + tag.length());
      j.endObject();
    }
    j.endArray().name("symbols").beginArray().endArray().name("urls").beginArray();
    if (r.nextInt(10) < 2) {
      url(j, "http://t.co/" + Texts.alnum(r, 10), "http://example.com/" + Texts.alnum(r, 12),
          "example.com/" + Texts.alnum(r, 8), Math.max(0, text.length() - 22));
    }
    j.endArray().name("user_mentions").beginArray();
    if (mention != null) {
      long id = 100_000_000L + r.nextLong(2_800_000_000L);
      j.beginObject().field("screen_name", mention).field("name", Texts.word(r, Texts.Script.HAN, 2, 6))
          .field("id", id).field("id_str", Long.toString(id)).name("indices");
      indices(j, 3, 4 + mention.length());
      j.endObject();
    }
    j.endArray();
    if (r.nextInt(100) < 6) {
      j.name("media").beginArray();
      media(j, r, text.length());
      j.endArray();
    }
    j.endObject();
  }

  private static void media(JsonText j, SplittableRandom r, int textLength) {
    long id = 505_000_000_000_000_000L + r.nextLong(1_000_000_000_000_000L);
    String name = Texts.alnum(r, 15);
    String link = "http://t.co/" + Texts.alnum(r, 10);
    j.beginObject().field("id", id).field("id_str", Long.toString(id)).name("indices");
    indices(j, Math.max(0, textLength - 22), textLength);
    j.field("media_url", "http://pbs.example.com/media/" + name + ".jpg")
        .field("media_url_https", "https://pbs.example.com/media/" + name + ".jpg")
        .field("url", link).field("display_url", "pic.example.com/" + link.substring(12))
        .field("expanded_url", "http://example.com/status/" + id + "/photo/1").field("type", "photo");
    int w = r.nextInt(400, 1200);
    int h = r.nextInt(300, 1200);
    j.name("sizes").beginObject();
    size(j, "medium", Math.min(w, 600), Math.min(w, 600) * h / w, "fit");
    size(j, "small", 340, 340 * h / w, "fit");
    size(j, "thumb", 150, 150, "crop");
    size(j, "large", w, h, "fit");
    j.endObject();
    if (r.nextInt(3) > 0) {
      long source = id + r.nextLong(1, 1_000_000);
      j.field("source_status_id", source).field("source_status_id_str", Long.toString(source));
    }
    j.endObject();
  }

  private static void size(JsonText j, String name, int w, int h, String resize) {
    j.name(name).beginObject().field("w", w).field("h", h).field("resize", resize).endObject();
  }

  private static void url(JsonText j, String url, String expanded, String display, int at) {
    j.beginObject().field("url", url).field("expanded_url", expanded).field("display_url", display).name("indices");
    indices(j, at, at + 22);
    j.endObject();
  }

  private static void indices(JsonText j, int from, int to) {
    j.beginArray().value(from).value(to).endArray();
  }

  private static String date(SplittableRandom r, int year) {
    return String.format(Locale.ROOT, "%s %s %02d %02d:%02d:%02d +0000 %d", DAYS[r.nextInt(7)], MONTHS[r.nextInt(12)],
        r.nextInt(1, 29), r.nextInt(24), r.nextInt(60), r.nextInt(60), year);
  }
}
