package dev.peregrine.bench.typematrix.corpora;

import com.alibaba.fastjson2.annotation.JSONField;
import com.dslplatform.json.CompiledJson;
import com.dslplatform.json.JsonAttribute;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.peregrine.Property;
import io.avaje.jsonb.Json;
import java.util.List;

/**
 * twitter.json bound to records, covering every member the document has, with the corpus's own
 * names (snake_case) as the component names, so that no library needs a naming strategy; {@code protected}, a
 * Java keyword, is mapped with each library's annotation. Nullable numbers and the member only some statuses have
 * ({@code possibly_sensitive}) are boxed; {@code geo}, {@code coordinates}, {@code place} and
 * {@code contributors}, null throughout this document, have the API's types. Indices are {@code List<Integer>}
 * here, {@code int[]} in the POJOs.
 *
 * <p>DSL-JSON's processor (2.0.2) takes a component whose name starts with "is" for a boolean's {@code isX} and
 * fails the build on a text one (https://github.com/ngs-doo/dsl-json/issues/281, fixed after that release): {@code
 * is_translator} and {@code is_translation_enabled} carry its {@code @JsonAttribute}, and {@code iso_language_code} is
 * the component {@code language_code}, mapped back to its name with each library's annotation, as its users work around
 * it. {@code @CompiledJson} is DSL-JSON's (its annotation processor writes a converter per class); every other
 * library ignores it.
 */
public final class TwitterRecords {
  private TwitterRecords() {}

  /** The document: a search result, its statuses and the search's metadata. */
  @CompiledJson
  public record Twitter(
      List<Status> statuses,
      SearchMetadata search_metadata) {}

  /** A status (tweet); a retweet holds the original in {@code retweeted_status}. */
  @CompiledJson
  public record Status(
      Metadata metadata,
      String created_at,
      long id,
      String id_str,
      String text,
      String source,
      boolean truncated,
      Long in_reply_to_status_id,
      String in_reply_to_status_id_str,
      Long in_reply_to_user_id,
      String in_reply_to_user_id_str,
      String in_reply_to_screen_name,
      User user,
      Geo geo,
      Geo coordinates,
      Place place,
      List<Long> contributors,
      Status retweeted_status,
      int retweet_count,
      int favorite_count,
      Entities entities,
      boolean favorited,
      boolean retweeted,
      Boolean possibly_sensitive,
      String lang) {}

  /** Why the search returned the status. */
  @CompiledJson
  public record Metadata(
      String result_type,
      @Property("iso_language_code")
      @JSONField(name = "iso_language_code")
      @JsonAttribute(name = "iso_language_code")
      @Json.Property("iso_language_code")
      @JsonProperty("iso_language_code")
      String language_code) {}

  /** The author of a status. */
  @CompiledJson
  public record User(
      long id,
      String id_str,
      String name,
      String screen_name,
      String location,
      String description,
      String url,
      UserEntities entities,
      @Property("protected")
      @JSONField(name = "protected")
      @JsonAttribute(name = "protected")
      @Json.Property("protected")
      @JsonProperty("protected")
      boolean protected_,
      int followers_count,
      int friends_count,
      int listed_count,
      String created_at,
      int favourites_count,
      Integer utc_offset,
      String time_zone,
      boolean geo_enabled,
      boolean verified,
      int statuses_count,
      String lang,
      boolean contributors_enabled,
      @JsonAttribute(name = "is_translator")
      boolean is_translator,
      @JsonAttribute(name = "is_translation_enabled")
      boolean is_translation_enabled,
      String profile_background_color,
      String profile_background_image_url,
      String profile_background_image_url_https,
      boolean profile_background_tile,
      String profile_image_url,
      String profile_image_url_https,
      String profile_banner_url,
      String profile_link_color,
      String profile_sidebar_border_color,
      String profile_sidebar_fill_color,
      String profile_text_color,
      boolean profile_use_background_image,
      boolean default_profile,
      boolean default_profile_image,
      boolean following,
      boolean follow_request_sent,
      boolean notifications) {}

  /** The links in a user's profile URL and description. */
  @CompiledJson
  public record UserEntities(
      UrlEntities url,
      UrlEntities description) {}

  /** The links of one profile text. */
  @CompiledJson
  public record UrlEntities(
      List<Url> urls) {}

  /** What a status's text links to: hashtags, cashtags, links, mentions, pictures. */
  @CompiledJson
  public record Entities(
      List<Hashtag> hashtags,
      List<Hashtag> symbols,
      List<Url> urls,
      List<UserMention> user_mentions,
      List<Media> media) {}

  /** A hashtag or a cashtag and where it is in the text. */
  @CompiledJson
  public record Hashtag(
      String text,
      List<Integer> indices) {}

  /** A link and where it is in the text. */
  @CompiledJson
  public record Url(
      String url,
      String expanded_url,
      String display_url,
      List<Integer> indices) {}

  /** A user named in the text. */
  @CompiledJson
  public record UserMention(
      String screen_name,
      String name,
      long id,
      String id_str,
      List<Integer> indices) {}

  /** A picture attached to the status. */
  @CompiledJson
  public record Media(
      long id,
      String id_str,
      List<Integer> indices,
      String media_url,
      String media_url_https,
      String url,
      String display_url,
      String expanded_url,
      String type,
      Sizes sizes,
      Long source_status_id,
      String source_status_id_str) {}

  /** The picture's sizes. */
  @CompiledJson
  public record Sizes(
      Size medium,
      Size small,
      Size thumb,
      Size large) {}

  /** One size of a picture. */
  @CompiledJson
  public record Size(
      int w,
      int h,
      String resize) {}

  /** A point, as the API gives {@code geo} and {@code coordinates} (null throughout this document). */
  @CompiledJson
  public record Geo(
      String type,
      List<Double> coordinates) {}

  /** A place the status is tagged with (null throughout this document). */
  @CompiledJson
  public record Place(
      String id,
      String url,
      String place_type,
      String name,
      String full_name,
      String country_code,
      String country) {}

  /** The search itself. */
  @CompiledJson
  public record SearchMetadata(
      double completed_in,
      long max_id,
      String max_id_str,
      String next_results,
      String query,
      String refresh_url,
      int count,
      long since_id,
      String since_id_str) {}
}
