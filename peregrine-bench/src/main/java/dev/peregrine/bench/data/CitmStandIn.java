package dev.peregrine.bench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A document shaped like citm_catalog.json (an event catalogue: name tables keyed by id, 184 events, 243
 * performances, each with prices and seat categories made of areas): thousands of small objects with the same
 * few keys, ints and longs, empty arrays and nulls, indented by four spaces as the original is. Names are French
 * as the original's, so that accented Latin letters are in the text.
 */
final class CitmStandIn {
  private CitmStandIn() {}

  private static final String[] PLACES = {"balcon", "parterre", "loge", "corbeille", "galerie", "arrière-scène",
      "fauteuil", "strapontin"};
  private static final String[] SIDES = {"central", "cour", "jardin", "côté cour", "côté jardin", "bergerie"};
  private static final String[] SHOWS = {"Orchestre", "Quatuor", "Récital", "Symphonie", "Concert", "Opéra",
      "Ballet", "Trio", "Ensemble", "Chœur"};

  static byte[] generate(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    List<Long> areas = ids(205705993L, 17);
    List<Long> seatCategories = ids(338937235L, 64);
    List<Long> subTopics = ids(337184262L, 19);
    List<Long> topics = List.of(107888604L, 324846098L, 324846099L, 324846100L);
    long audience = 337100890L;

    JsonText j = new JsonText("    ");
    j.beginObject().name("areaNames").beginObject();
    for (int i = 0; i < areas.size(); i++) {
      j.field(areas.get(i).toString(), (i % 3 + 1) + (i % 3 == 0 ? "er " : "ème ") + PLACES[i % PLACES.length]
          + " " + SIDES[i % SIDES.length]);
    }
    j.endObject().name("audienceSubCategoryNames").beginObject().field(Long.toString(audience), "Abonné")
        .endObject().name("blockNames").beginObject().endObject();

    List<Long> events = new ArrayList<>();
    j.name("events").beginObject();
    long eventId = 138586341L;
    for (int i = 0; i < 184; i++) {
      events.add(eventId);
      j.name(Long.toString(eventId)).beginObject().name("description").nullValue().field("id", eventId);
      j.nullable("logo", r.nextInt(184) < 94 ? "/images/UE0AAAAA" + Texts.alnum(r, 16) : null);
      String name = SHOWS[r.nextInt(SHOWS.length)] + " " + Texts.latin(r) + " " + (i + 1);
      if (r.nextInt(8) == 0) { // a title in quotes: an escape in a string with accents, as some of the original's
        name += " \"" + Texts.latin(r) + " " + Texts.latin(r) + "\"";
      }
      j.field("name", name);
      j.name("subTopicIds");
      longs(j, pick(r, subTopics, r.nextInt(1, 5)));
      j.name("subjectCode").nullValue().name("subtitle").nullValue().name("topicIds");
      longs(j, pick(r, topics, r.nextInt(1, 4)));
      j.endObject();
      eventId += r.nextInt(2, 40);
    }
    j.endObject();

    j.name("performances").beginArray();
    long performanceId = 339887544L;
    long start = 1372701600000L;
    for (int i = 0; i < 243; i++) {
      j.beginObject().field("eventId", events.get(r.nextInt(events.size()))).field("id", performanceId);
      j.nullable("logo", r.nextInt(243) < 108 ? "/images/UE0AAAAA" + Texts.alnum(r, 16) : null);
      j.name("name").nullValue();
      List<Long> categories = pick(r, seatCategories, r.nextInt(1, 7));
      j.name("prices").beginArray();
      for (Long category : categories) {
        j.beginObject().field("amount", 500L * r.nextInt(10, 400)).field("audienceSubCategoryId", audience)
            .field("seatCategoryId", category).endObject();
      }
      j.endArray().name("seatCategories").beginArray();
      for (Long category : categories) {
        j.beginObject().name("areas").beginArray();
        for (Long area : pick(r, areas, r.nextInt(4, 17))) {
          j.beginObject().field("areaId", area).name("blockIds").beginArray().endArray().endObject();
        }
        j.endArray().field("seatCategoryId", category).endObject();
      }
      j.endArray().name("seatMapImage").nullValue().field("start", start)
          .field("venueCode", "PLEYEL_PLEYEL").endObject();
      performanceId += r.nextInt(1, 50);
      start += 3_600_000L * r.nextInt(20, 100);
    }
    j.endArray();

    j.name("seatCategoryNames").beginObject();
    for (int i = 0; i < seatCategories.size(); i++) {
      j.field(seatCategories.get(i).toString(), "Catégorie " + (i % 8 + 1) + " " + PLACES[i % PLACES.length]);
    }
    j.endObject().name("subTopicNames").beginObject();
    for (int i = 0; i < subTopics.size(); i++) {
      j.field(subTopics.get(i).toString(), SHOWS[i % SHOWS.length] + (i < SHOWS.length ? "" : " de chambre"));
    }
    j.endObject().name("subjectNames").beginObject().endObject().name("topicNames").beginObject();
    String[] topicNames = {"Musique classique", "Danse", "Musique amplifiée", "Jeune public"};
    for (int i = 0; i < topics.size(); i++) {
      j.field(topics.get(i).toString(), topicNames[i]);
    }
    j.endObject().name("topicSubTopics").beginObject();
    for (Long topic : topics) {
      j.name(topic.toString());
      longs(j, pick(r, subTopics, r.nextInt(1, 12)));
    }
    j.endObject().name("venueNames").beginObject().field("PLEYEL_PLEYEL", "Salle Pleyel").endObject();
    return j.endObject().bytes();
  }

  private static List<Long> ids(long first, int n) {
    List<Long> ids = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      ids.add(first + i);
    }
    return ids;
  }

  /** {@code n} different elements of {@code from}, in a pseudo-random order. */
  private static List<Long> pick(SplittableRandom r, List<Long> from, int n) {
    List<Long> left = new ArrayList<>(from);
    List<Long> picked = new ArrayList<>();
    for (int i = 0; i < Math.min(n, from.size()); i++) {
      picked.add(left.remove(r.nextInt(left.size())));
    }
    return picked;
  }

  private static void longs(JsonText j, List<Long> values) {
    j.beginArray();
    for (long v : values) {
      j.value(v);
    }
    j.endArray();
  }
}
