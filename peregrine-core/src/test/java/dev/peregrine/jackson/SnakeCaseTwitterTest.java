package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.JACKSON_2;
import static dev.peregrine.jackson.JacksonOracles.JACKSON_3;
import static dev.peregrine.jackson.JacksonOracles.jackson2;
import static dev.peregrine.jackson.JacksonOracles.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.testing.SharedData;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The twitter corpus (snake_case) bound to camelCase classes annotated the Jackson way ({@code @JsonNaming} of
 * snake case, from both databind packages), as a Jackson codebase has them: Peregrine reads and writes the
 * same as Jackson 2 and 3, on both engines, and CBOR round-trips it. Skipped when the shared corpora are absent.
 */
class SnakeCaseTwitterTest {
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class Twitter {
    public List<Status> statuses;
    public SearchMetadata searchMetadata;
  }

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class Status {
    public String createdAt;
    public long id;
    public String idStr;
    public String text;
    public String source;
    public boolean truncated;
    public Long inReplyToStatusId;
    public String inReplyToStatusIdStr;
    public Long inReplyToUserId;
    public String inReplyToUserIdStr;
    public String inReplyToScreenName;
    public User user;
    public Status retweetedStatus;
    public int retweetCount;
    public int favoriteCount;
    public Entities entities;
    public boolean favorited;
    public boolean retweeted;
    public Boolean possiblySensitive;
    public String lang;
  }

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class User {
    public long id;
    public String idStr;
    public String name;
    public String screenName;
    public String location;
    public String description;
    public String url;
    public int followersCount;
    public int friendsCount;
    public int listedCount;
    public String createdAt;
    public int favouritesCount;
    public Integer utcOffset;
    public String timeZone;
    public boolean geoEnabled;
    public boolean verified;
    public int statusesCount;
    public String lang;
    public boolean contributorsEnabled;
    public boolean isTranslator;
    public boolean isTranslationEnabled;
    public String profileBackgroundColor;
    public String profileBackgroundImageUrl;
    public String profileBackgroundImageUrlHttps;
    public boolean profileBackgroundTile;
    public String profileImageUrl;
    public String profileImageUrlHttps;
    public String profileBannerUrl;
    public String profileLinkColor;
    public boolean profileUseBackgroundImage;
    public boolean defaultProfile;
    public boolean defaultProfileImage;
    public Boolean following;
    public Boolean followRequestSent;
    public Boolean notifications;
  }

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class SearchMetadata {
    public double completedIn;
    public long maxId;
    public String maxIdStr;
    public String nextResults;
    public String query;
    public String refreshUrl;
    public int count;
    public long sinceId;
    public String sinceIdStr;
  }

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class Entities {
    public List<Hashtag> hashtags;
    public List<Url> urls;
    public List<UserMention> userMentions;
  }

  public static class Hashtag {
    public String text;
    public List<Integer> indices;
  }

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class Url {
    public String url;
    public String expandedUrl;
    public String displayUrl;
    public List<Integer> indices;
  }

  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class UserMention {
    public String screenName;
    public String name;
    public long id;
    public String idStr;
    public List<Integer> indices;
  }

  @Test
  void twitterBindsAsJacksonBindsIt() throws Exception {
    byte[] document = Files.readAllBytes(SharedData.require("corpora/twitter.json"));
    Twitter two = JACKSON_2.readValue(document, Twitter.class);
    String expected = jackson2(two);
    assertEquals(tree(expected), tree(jackson2(JACKSON_3.readValue(document, Twitter.class))), "the Jacksons differ");
    assertTrue(two.statuses.get(0).user.screenName != null && two.searchMetadata.maxIdStr != null,
        "snake_case names were not bound");
    for (Json json : new Json[] {Json.create(), Json.builder().codegen(false).build()}) {
      for (int round = 0; round < 3; round++) { // past the switch to generated codecs
        Twitter read = json.read(document, Twitter.class);
        assertEquals(tree(expected), tree(jackson2(read)), "read");
        assertEquals(tree(expected), tree(json.write(read)), "written");
      }
    }
    for (Cbor cbor : new Cbor[] {Cbor.create(), Cbor.builder().beansAsArrays(true).build()}) {
      Twitter back = cbor.read(cbor.write(Json.create().read(document, Twitter.class)), Twitter.class);
      assertEquals(tree(expected), tree(jackson2(back)), "CBOR round trip");
    }
  }
}
