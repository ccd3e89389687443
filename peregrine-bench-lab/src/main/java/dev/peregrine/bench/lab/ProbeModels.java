package dev.peregrine.bench.lab;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * Two service-style models for diagnosing Peregrine's speed on value types by hand: {@link Plain}
 * holds strings (one long text), ints, doubles, booleans, a list of strings and a list of small objects;
 * {@link Typed} adds a long, a UUID, a BigDecimal, an enum, a String[], a long[], a LocalDate and a list of
 * small objects that carry an OffsetDateTime. Values come from a seeded Random, so every run sees the same
 * documents. Plain public fields, as every library binds them without options.
 */
public final class ProbeModels {
  private ProbeModels() {}

  public enum Status { NEW, PAID, SHIPPED, CANCELLED }

  public static final class Item {
    public String sku;
    public int quantity;
    public double price;
  }

  public static final class Plain {
    public String name;
    public String description;
    public int count;
    public int rank;
    public double score;
    public double ratio;
    public boolean active;
    public boolean verified;
    public List<String> labels;
    public List<Item> items;
  }

  public static final class Event {
    public String type;
    public OffsetDateTime at;
    public int code;
  }

  public static final class Typed {
    public String name;
    public long id;
    public UUID uuid;
    public BigDecimal amount;
    public Status status;
    public String[] tags;
    public long[] counters;
    public LocalDate day;
    public List<Event> events;
  }

  /** A list of Plain values whose JSON is about {@code bytes} long. */
  public static List<Plain> plains(int count) {
    Random r = new Random(42);
    List<Plain> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Plain p = new Plain();
      p.name = "name-" + r.nextInt(100000);
      p.description = text(r, 120 + r.nextInt(200));
      p.count = r.nextInt();
      p.rank = r.nextInt(1000);
      p.score = r.nextDouble() * 1000;
      p.ratio = r.nextInt(10000) / 100.0;
      p.active = r.nextBoolean();
      p.verified = r.nextBoolean();
      p.labels = new ArrayList<>();
      for (int j = 0; j < 4; j++) p.labels.add("label" + r.nextInt(50));
      p.items = new ArrayList<>();
      for (int j = 0; j < 3; j++) {
        Item it = new Item();
        it.sku = "SKU-" + r.nextInt(1000000);
        it.quantity = r.nextInt(20);
        it.price = r.nextInt(100000) / 100.0;
        p.items.add(it);
      }
      out.add(p);
    }
    return out;
  }

  public static List<Typed> typeds(int count) {
    Random r = new Random(43);
    List<Typed> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Typed t = new Typed();
      t.name = "order-" + r.nextInt(100000);
      t.id = r.nextLong();
      t.uuid = new UUID(r.nextLong(), r.nextLong());
      t.amount = BigDecimal.valueOf(r.nextInt(10000000), 2);
      t.status = Status.values()[r.nextInt(4)];
      t.tags = new String[] {"t" + r.nextInt(100), "t" + r.nextInt(100), "t" + r.nextInt(100)};
      t.counters = new long[] {r.nextInt(), r.nextLong(), r.nextInt(1000), r.nextLong() >>> 20};
      t.day = LocalDate.of(1990 + r.nextInt(40), 1 + r.nextInt(12), 1 + r.nextInt(28));
      t.events = new ArrayList<>();
      for (int j = 0; j < 3; j++) {
        Event e = new Event();
        e.type = "event" + r.nextInt(10);
        e.at = OffsetDateTime.of(2000 + r.nextInt(30), 1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24),
            r.nextInt(60), r.nextInt(60), r.nextInt(1000) * 1_000_000, ZoneOffset.ofHours(r.nextInt(25) - 12));
        e.code = r.nextInt(600);
        t.events.add(e);
      }
      out.add(t);
    }
    return out;
  }

  private static String text(Random r, int length) {
    StringBuilder sb = new StringBuilder(length);
    String words = "the quick brown fox jumps over a lazy dog while serialization eats real CPU in services ";
    while (sb.length() < length) sb.append(words, r.nextInt(words.length() / 2), words.length());
    sb.setLength(length);
    return sb.toString();
  }
}
