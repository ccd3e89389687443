package dev.peregrine.bench.typematrix.corpora;

import com.dslplatform.json.CompiledJson;
import java.util.List;
import java.util.Map;

/**
 * citm_catalog.json bound to POJOs (private fields, getters and setters), covering every member the document has:
 * the name tables and the events are maps keyed by id (strings in JSON); ids are
 * {@code long}. {@code @CompiledJson} is DSL-JSON's (its annotation processor writes a converter per class);
 * every other library ignores it.
 */
public final class CitmPojos {
  private CitmPojos() {}

  /** The document: names by id (maps with the ids as keys), the events by id, and the performances. */
  @CompiledJson
  public static class CitmCatalog {
    private Map<String, String> areaNames;
    private Map<String, String> audienceSubCategoryNames;
    private Map<String, String> blockNames;
    private Map<String, Event> events;
    private List<Performance> performances;
    private Map<String, String> seatCategoryNames;
    private Map<String, String> subTopicNames;
    private Map<String, String> subjectNames;
    private Map<String, String> topicNames;
    private Map<String, List<Long>> topicSubTopics;
    private Map<String, String> venueNames;

    public Map<String, String> getAreaNames() {
      return areaNames;
    }

    public void setAreaNames(Map<String, String> areaNames) {
      this.areaNames = areaNames;
    }

    public Map<String, String> getAudienceSubCategoryNames() {
      return audienceSubCategoryNames;
    }

    public void setAudienceSubCategoryNames(Map<String, String> audienceSubCategoryNames) {
      this.audienceSubCategoryNames = audienceSubCategoryNames;
    }

    public Map<String, String> getBlockNames() {
      return blockNames;
    }

    public void setBlockNames(Map<String, String> blockNames) {
      this.blockNames = blockNames;
    }

    public Map<String, Event> getEvents() {
      return events;
    }

    public void setEvents(Map<String, Event> events) {
      this.events = events;
    }

    public List<Performance> getPerformances() {
      return performances;
    }

    public void setPerformances(List<Performance> performances) {
      this.performances = performances;
    }

    public Map<String, String> getSeatCategoryNames() {
      return seatCategoryNames;
    }

    public void setSeatCategoryNames(Map<String, String> seatCategoryNames) {
      this.seatCategoryNames = seatCategoryNames;
    }

    public Map<String, String> getSubTopicNames() {
      return subTopicNames;
    }

    public void setSubTopicNames(Map<String, String> subTopicNames) {
      this.subTopicNames = subTopicNames;
    }

    public Map<String, String> getSubjectNames() {
      return subjectNames;
    }

    public void setSubjectNames(Map<String, String> subjectNames) {
      this.subjectNames = subjectNames;
    }

    public Map<String, String> getTopicNames() {
      return topicNames;
    }

    public void setTopicNames(Map<String, String> topicNames) {
      this.topicNames = topicNames;
    }

    public Map<String, List<Long>> getTopicSubTopics() {
      return topicSubTopics;
    }

    public void setTopicSubTopics(Map<String, List<Long>> topicSubTopics) {
      this.topicSubTopics = topicSubTopics;
    }

    public Map<String, String> getVenueNames() {
      return venueNames;
    }

    public void setVenueNames(Map<String, String> venueNames) {
      this.venueNames = venueNames;
    }
  }

  /** An event: a show, with its topics. */
  @CompiledJson
  public static class Event {
    private String description;
    private long id;
    private String logo;
    private String name;
    private List<Long> subTopicIds;
    private String subjectCode;
    private String subtitle;
    private List<Long> topicIds;

    public String getDescription() {
      return description;
    }

    public void setDescription(String description) {
      this.description = description;
    }

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getLogo() {
      return logo;
    }

    public void setLogo(String logo) {
      this.logo = logo;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public List<Long> getSubTopicIds() {
      return subTopicIds;
    }

    public void setSubTopicIds(List<Long> subTopicIds) {
      this.subTopicIds = subTopicIds;
    }

    public String getSubjectCode() {
      return subjectCode;
    }

    public void setSubjectCode(String subjectCode) {
      this.subjectCode = subjectCode;
    }

    public String getSubtitle() {
      return subtitle;
    }

    public void setSubtitle(String subtitle) {
      this.subtitle = subtitle;
    }

    public List<Long> getTopicIds() {
      return topicIds;
    }

    public void setTopicIds(List<Long> topicIds) {
      this.topicIds = topicIds;
    }
  }

  /** A performance of an event: its start (epoch milliseconds), prices and seat categories. */
  @CompiledJson
  public static class Performance {
    private long eventId;
    private long id;
    private String logo;
    private String name;
    private List<Price> prices;
    private List<SeatCategory> seatCategories;
    private String seatMapImage;
    private long start;
    private String venueCode;

    public long getEventId() {
      return eventId;
    }

    public void setEventId(long eventId) {
      this.eventId = eventId;
    }

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getLogo() {
      return logo;
    }

    public void setLogo(String logo) {
      this.logo = logo;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public List<Price> getPrices() {
      return prices;
    }

    public void setPrices(List<Price> prices) {
      this.prices = prices;
    }

    public List<SeatCategory> getSeatCategories() {
      return seatCategories;
    }

    public void setSeatCategories(List<SeatCategory> seatCategories) {
      this.seatCategories = seatCategories;
    }

    public String getSeatMapImage() {
      return seatMapImage;
    }

    public void setSeatMapImage(String seatMapImage) {
      this.seatMapImage = seatMapImage;
    }

    public long getStart() {
      return start;
    }

    public void setStart(long start) {
      this.start = start;
    }

    public String getVenueCode() {
      return venueCode;
    }

    public void setVenueCode(String venueCode) {
      this.venueCode = venueCode;
    }
  }

  /** A price (in cents) for an audience and a seat category. */
  @CompiledJson
  public static class Price {
    private int amount;
    private long audienceSubCategoryId;
    private long seatCategoryId;

    public int getAmount() {
      return amount;
    }

    public void setAmount(int amount) {
      this.amount = amount;
    }

    public long getAudienceSubCategoryId() {
      return audienceSubCategoryId;
    }

    public void setAudienceSubCategoryId(long audienceSubCategoryId) {
      this.audienceSubCategoryId = audienceSubCategoryId;
    }

    public long getSeatCategoryId() {
      return seatCategoryId;
    }

    public void setSeatCategoryId(long seatCategoryId) {
      this.seatCategoryId = seatCategoryId;
    }
  }

  /** A seat category and the areas it covers. */
  @CompiledJson
  public static class SeatCategory {
    private List<Area> areas;
    private long seatCategoryId;

    public List<Area> getAreas() {
      return areas;
    }

    public void setAreas(List<Area> areas) {
      this.areas = areas;
    }

    public long getSeatCategoryId() {
      return seatCategoryId;
    }

    public void setSeatCategoryId(long seatCategoryId) {
      this.seatCategoryId = seatCategoryId;
    }
  }

  /** An area and its blocks. */
  @CompiledJson
  public static class Area {
    private long areaId;
    private List<Long> blockIds;

    public long getAreaId() {
      return areaId;
    }

    public void setAreaId(long areaId) {
      this.areaId = areaId;
    }

    public List<Long> getBlockIds() {
      return blockIds;
    }

    public void setBlockIds(List<Long> blockIds) {
      this.blockIds = blockIds;
    }
  }
}
