package dev.peregrine.bench.typematrix.corpora;

import com.dslplatform.json.CompiledJson;
import java.util.List;
import java.util.Map;

/**
 * citm_catalog.json bound to records, covering every member the document has: the name tables
 * and the events are maps keyed by id (strings in JSON); ids are {@code long}. {@code @CompiledJson} is
 * DSL-JSON's (its annotation processor writes a converter per class); every other library ignores it.
 */
public final class CitmRecords {
  private CitmRecords() {}

  /** The document: names by id (maps with the ids as keys), the events by id, and the performances. */
  @CompiledJson
  public record CitmCatalog(
      Map<String, String> areaNames,
      Map<String, String> audienceSubCategoryNames,
      Map<String, String> blockNames,
      Map<String, Event> events,
      List<Performance> performances,
      Map<String, String> seatCategoryNames,
      Map<String, String> subTopicNames,
      Map<String, String> subjectNames,
      Map<String, String> topicNames,
      Map<String, List<Long>> topicSubTopics,
      Map<String, String> venueNames) {}

  /** An event: a show, with its topics. */
  @CompiledJson
  public record Event(
      String description,
      long id,
      String logo,
      String name,
      List<Long> subTopicIds,
      String subjectCode,
      String subtitle,
      List<Long> topicIds) {}

  /** A performance of an event: its start (epoch milliseconds), prices and seat categories. */
  @CompiledJson
  public record Performance(
      long eventId,
      long id,
      String logo,
      String name,
      List<Price> prices,
      List<SeatCategory> seatCategories,
      String seatMapImage,
      long start,
      String venueCode) {}

  /** A price (in cents) for an audience and a seat category. */
  @CompiledJson
  public record Price(
      int amount,
      long audienceSubCategoryId,
      long seatCategoryId) {}

  /** A seat category and the areas it covers. */
  @CompiledJson
  public record SeatCategory(
      List<Area> areas,
      long seatCategoryId) {}

  /** An area and its blocks. */
  @CompiledJson
  public record Area(
      long areaId,
      List<Long> blockIds) {}
}
