package dev.peregrine.bench.typematrix.corpora;

import com.dslplatform.json.CompiledJson;
import io.avaje.jsonb.Json;
import java.util.List;

/**
 * twitter.json bound to POJOs, covering every member the document has. Beans with private
 * fields, getters and setters, as users write them ({@code isX} for a {@code boolean}, as IDEs generate), and the
 * corpus's own names (snake_case) as the Java names, so that no library needs a naming strategy. The member
 * {@code protected}, a Java keyword, is the field {@code isProtected} with {@code isProtected()} and
 * {@code setProtected}, whose derived name is "protected"; avaje-jsonb needs an annotation on the field (see
 * there). Nullable numbers and the member only some statuses have ({@code possibly_sensitive}) are
 * boxed; {@code geo}, {@code coordinates}, {@code place} and {@code contributors}, null throughout this document,
 * have the API's types. {@code @CompiledJson} is DSL-JSON's (its annotation processor writes a converter per
 * class); every other library ignores it.
 */
public final class TwitterPojos {
  private TwitterPojos() {}

  /** The document: a search result, its statuses and the search's metadata. */
  @CompiledJson
  public static class Twitter {
    private List<Status> statuses;
    private SearchMetadata search_metadata;

    public List<Status> getStatuses() {
      return statuses;
    }

    public void setStatuses(List<Status> statuses) {
      this.statuses = statuses;
    }

    public SearchMetadata getSearch_metadata() {
      return search_metadata;
    }

    public void setSearch_metadata(SearchMetadata search_metadata) {
      this.search_metadata = search_metadata;
    }
  }

  /** A status (tweet); a retweet holds the original in {@code retweeted_status}. */
  @CompiledJson
  public static class Status {
    private Metadata metadata;
    private String created_at;
    private long id;
    private String id_str;
    private String text;
    private String source;
    private boolean truncated;
    private Long in_reply_to_status_id;
    private String in_reply_to_status_id_str;
    private Long in_reply_to_user_id;
    private String in_reply_to_user_id_str;
    private String in_reply_to_screen_name;
    private User user;
    private Geo geo;
    private Geo coordinates;
    private Place place;
    private List<Long> contributors;
    private Status retweeted_status;
    private int retweet_count;
    private int favorite_count;
    private Entities entities;
    private boolean favorited;
    private boolean retweeted;
    private Boolean possibly_sensitive;
    private String lang;

    public Metadata getMetadata() {
      return metadata;
    }

    public void setMetadata(Metadata metadata) {
      this.metadata = metadata;
    }

    public String getCreated_at() {
      return created_at;
    }

    public void setCreated_at(String created_at) {
      this.created_at = created_at;
    }

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getId_str() {
      return id_str;
    }

    public void setId_str(String id_str) {
      this.id_str = id_str;
    }

    public String getText() {
      return text;
    }

    public void setText(String text) {
      this.text = text;
    }

    public String getSource() {
      return source;
    }

    public void setSource(String source) {
      this.source = source;
    }

    public boolean isTruncated() {
      return truncated;
    }

    public void setTruncated(boolean truncated) {
      this.truncated = truncated;
    }

    public Long getIn_reply_to_status_id() {
      return in_reply_to_status_id;
    }

    public void setIn_reply_to_status_id(Long in_reply_to_status_id) {
      this.in_reply_to_status_id = in_reply_to_status_id;
    }

    public String getIn_reply_to_status_id_str() {
      return in_reply_to_status_id_str;
    }

    public void setIn_reply_to_status_id_str(String in_reply_to_status_id_str) {
      this.in_reply_to_status_id_str = in_reply_to_status_id_str;
    }

    public Long getIn_reply_to_user_id() {
      return in_reply_to_user_id;
    }

    public void setIn_reply_to_user_id(Long in_reply_to_user_id) {
      this.in_reply_to_user_id = in_reply_to_user_id;
    }

    public String getIn_reply_to_user_id_str() {
      return in_reply_to_user_id_str;
    }

    public void setIn_reply_to_user_id_str(String in_reply_to_user_id_str) {
      this.in_reply_to_user_id_str = in_reply_to_user_id_str;
    }

    public String getIn_reply_to_screen_name() {
      return in_reply_to_screen_name;
    }

    public void setIn_reply_to_screen_name(String in_reply_to_screen_name) {
      this.in_reply_to_screen_name = in_reply_to_screen_name;
    }

    public User getUser() {
      return user;
    }

    public void setUser(User user) {
      this.user = user;
    }

    public Geo getGeo() {
      return geo;
    }

    public void setGeo(Geo geo) {
      this.geo = geo;
    }

    public Geo getCoordinates() {
      return coordinates;
    }

    public void setCoordinates(Geo coordinates) {
      this.coordinates = coordinates;
    }

    public Place getPlace() {
      return place;
    }

    public void setPlace(Place place) {
      this.place = place;
    }

    public List<Long> getContributors() {
      return contributors;
    }

    public void setContributors(List<Long> contributors) {
      this.contributors = contributors;
    }

    public Status getRetweeted_status() {
      return retweeted_status;
    }

    public void setRetweeted_status(Status retweeted_status) {
      this.retweeted_status = retweeted_status;
    }

    public int getRetweet_count() {
      return retweet_count;
    }

    public void setRetweet_count(int retweet_count) {
      this.retweet_count = retweet_count;
    }

    public int getFavorite_count() {
      return favorite_count;
    }

    public void setFavorite_count(int favorite_count) {
      this.favorite_count = favorite_count;
    }

    public Entities getEntities() {
      return entities;
    }

    public void setEntities(Entities entities) {
      this.entities = entities;
    }

    public boolean isFavorited() {
      return favorited;
    }

    public void setFavorited(boolean favorited) {
      this.favorited = favorited;
    }

    public boolean isRetweeted() {
      return retweeted;
    }

    public void setRetweeted(boolean retweeted) {
      this.retweeted = retweeted;
    }

    public Boolean getPossibly_sensitive() {
      return possibly_sensitive;
    }

    public void setPossibly_sensitive(Boolean possibly_sensitive) {
      this.possibly_sensitive = possibly_sensitive;
    }

    public String getLang() {
      return lang;
    }

    public void setLang(String lang) {
      this.lang = lang;
    }
  }

  /** Why the search returned the status. */
  @CompiledJson
  public static class Metadata {
    private String result_type;
    private String iso_language_code;

    public String getResult_type() {
      return result_type;
    }

    public void setResult_type(String result_type) {
      this.result_type = result_type;
    }

    public String getIso_language_code() {
      return iso_language_code;
    }

    public void setIso_language_code(String iso_language_code) {
      this.iso_language_code = iso_language_code;
    }
  }

  /** The author of a status. */
  @CompiledJson
  public static class User {
    private long id;
    private String id_str;
    private String name;
    private String screen_name;
    private String location;
    private String description;
    private String url;
    private UserEntities entities;
    // avaje-jsonb binds a private field through the getter named after it, and takes the JSON name from
    // its annotation; Peregrine, Jackson and fastjson2 join the field to its accessors' property, "protected".
    @Json.Property("protected")
    private boolean isProtected;
    private int followers_count;
    private int friends_count;
    private int listed_count;
    private String created_at;
    private int favourites_count;
    private Integer utc_offset;
    private String time_zone;
    private boolean geo_enabled;
    private boolean verified;
    private int statuses_count;
    private String lang;
    private boolean contributors_enabled;
    private boolean is_translator;
    private boolean is_translation_enabled;
    private String profile_background_color;
    private String profile_background_image_url;
    private String profile_background_image_url_https;
    private boolean profile_background_tile;
    private String profile_image_url;
    private String profile_image_url_https;
    private String profile_banner_url;
    private String profile_link_color;
    private String profile_sidebar_border_color;
    private String profile_sidebar_fill_color;
    private String profile_text_color;
    private boolean profile_use_background_image;
    private boolean default_profile;
    private boolean default_profile_image;
    private boolean following;
    private boolean follow_request_sent;
    private boolean notifications;

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getId_str() {
      return id_str;
    }

    public void setId_str(String id_str) {
      this.id_str = id_str;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public String getScreen_name() {
      return screen_name;
    }

    public void setScreen_name(String screen_name) {
      this.screen_name = screen_name;
    }

    public String getLocation() {
      return location;
    }

    public void setLocation(String location) {
      this.location = location;
    }

    public String getDescription() {
      return description;
    }

    public void setDescription(String description) {
      this.description = description;
    }

    public String getUrl() {
      return url;
    }

    public void setUrl(String url) {
      this.url = url;
    }

    public UserEntities getEntities() {
      return entities;
    }

    public void setEntities(UserEntities entities) {
      this.entities = entities;
    }

    public boolean isProtected() {
      return isProtected;
    }

    public void setProtected(boolean value) {
      this.isProtected = value;
    }

    public int getFollowers_count() {
      return followers_count;
    }

    public void setFollowers_count(int followers_count) {
      this.followers_count = followers_count;
    }

    public int getFriends_count() {
      return friends_count;
    }

    public void setFriends_count(int friends_count) {
      this.friends_count = friends_count;
    }

    public int getListed_count() {
      return listed_count;
    }

    public void setListed_count(int listed_count) {
      this.listed_count = listed_count;
    }

    public String getCreated_at() {
      return created_at;
    }

    public void setCreated_at(String created_at) {
      this.created_at = created_at;
    }

    public int getFavourites_count() {
      return favourites_count;
    }

    public void setFavourites_count(int favourites_count) {
      this.favourites_count = favourites_count;
    }

    public Integer getUtc_offset() {
      return utc_offset;
    }

    public void setUtc_offset(Integer utc_offset) {
      this.utc_offset = utc_offset;
    }

    public String getTime_zone() {
      return time_zone;
    }

    public void setTime_zone(String time_zone) {
      this.time_zone = time_zone;
    }

    public boolean isGeo_enabled() {
      return geo_enabled;
    }

    public void setGeo_enabled(boolean geo_enabled) {
      this.geo_enabled = geo_enabled;
    }

    public boolean isVerified() {
      return verified;
    }

    public void setVerified(boolean verified) {
      this.verified = verified;
    }

    public int getStatuses_count() {
      return statuses_count;
    }

    public void setStatuses_count(int statuses_count) {
      this.statuses_count = statuses_count;
    }

    public String getLang() {
      return lang;
    }

    public void setLang(String lang) {
      this.lang = lang;
    }

    public boolean isContributors_enabled() {
      return contributors_enabled;
    }

    public void setContributors_enabled(boolean contributors_enabled) {
      this.contributors_enabled = contributors_enabled;
    }

    public boolean isIs_translator() {
      return is_translator;
    }

    public void setIs_translator(boolean is_translator) {
      this.is_translator = is_translator;
    }

    public boolean isIs_translation_enabled() {
      return is_translation_enabled;
    }

    public void setIs_translation_enabled(boolean is_translation_enabled) {
      this.is_translation_enabled = is_translation_enabled;
    }

    public String getProfile_background_color() {
      return profile_background_color;
    }

    public void setProfile_background_color(String profile_background_color) {
      this.profile_background_color = profile_background_color;
    }

    public String getProfile_background_image_url() {
      return profile_background_image_url;
    }

    public void setProfile_background_image_url(String profile_background_image_url) {
      this.profile_background_image_url = profile_background_image_url;
    }

    public String getProfile_background_image_url_https() {
      return profile_background_image_url_https;
    }

    public void setProfile_background_image_url_https(String profile_background_image_url_https) {
      this.profile_background_image_url_https = profile_background_image_url_https;
    }

    public boolean isProfile_background_tile() {
      return profile_background_tile;
    }

    public void setProfile_background_tile(boolean profile_background_tile) {
      this.profile_background_tile = profile_background_tile;
    }

    public String getProfile_image_url() {
      return profile_image_url;
    }

    public void setProfile_image_url(String profile_image_url) {
      this.profile_image_url = profile_image_url;
    }

    public String getProfile_image_url_https() {
      return profile_image_url_https;
    }

    public void setProfile_image_url_https(String profile_image_url_https) {
      this.profile_image_url_https = profile_image_url_https;
    }

    public String getProfile_banner_url() {
      return profile_banner_url;
    }

    public void setProfile_banner_url(String profile_banner_url) {
      this.profile_banner_url = profile_banner_url;
    }

    public String getProfile_link_color() {
      return profile_link_color;
    }

    public void setProfile_link_color(String profile_link_color) {
      this.profile_link_color = profile_link_color;
    }

    public String getProfile_sidebar_border_color() {
      return profile_sidebar_border_color;
    }

    public void setProfile_sidebar_border_color(String profile_sidebar_border_color) {
      this.profile_sidebar_border_color = profile_sidebar_border_color;
    }

    public String getProfile_sidebar_fill_color() {
      return profile_sidebar_fill_color;
    }

    public void setProfile_sidebar_fill_color(String profile_sidebar_fill_color) {
      this.profile_sidebar_fill_color = profile_sidebar_fill_color;
    }

    public String getProfile_text_color() {
      return profile_text_color;
    }

    public void setProfile_text_color(String profile_text_color) {
      this.profile_text_color = profile_text_color;
    }

    public boolean isProfile_use_background_image() {
      return profile_use_background_image;
    }

    public void setProfile_use_background_image(boolean profile_use_background_image) {
      this.profile_use_background_image = profile_use_background_image;
    }

    public boolean isDefault_profile() {
      return default_profile;
    }

    public void setDefault_profile(boolean default_profile) {
      this.default_profile = default_profile;
    }

    public boolean isDefault_profile_image() {
      return default_profile_image;
    }

    public void setDefault_profile_image(boolean default_profile_image) {
      this.default_profile_image = default_profile_image;
    }

    public boolean isFollowing() {
      return following;
    }

    public void setFollowing(boolean following) {
      this.following = following;
    }

    public boolean isFollow_request_sent() {
      return follow_request_sent;
    }

    public void setFollow_request_sent(boolean follow_request_sent) {
      this.follow_request_sent = follow_request_sent;
    }

    public boolean isNotifications() {
      return notifications;
    }

    public void setNotifications(boolean notifications) {
      this.notifications = notifications;
    }
  }

  /** The links in a user's profile URL and description. */
  @CompiledJson
  public static class UserEntities {
    private UrlEntities url;
    private UrlEntities description;

    public UrlEntities getUrl() {
      return url;
    }

    public void setUrl(UrlEntities url) {
      this.url = url;
    }

    public UrlEntities getDescription() {
      return description;
    }

    public void setDescription(UrlEntities description) {
      this.description = description;
    }
  }

  /** The links of one profile text. */
  @CompiledJson
  public static class UrlEntities {
    private List<Url> urls;

    public List<Url> getUrls() {
      return urls;
    }

    public void setUrls(List<Url> urls) {
      this.urls = urls;
    }
  }

  /** What a status's text links to: hashtags, cashtags, links, mentions, pictures. */
  @CompiledJson
  public static class Entities {
    private List<Hashtag> hashtags;
    private List<Hashtag> symbols;
    private List<Url> urls;
    private List<UserMention> user_mentions;
    private List<Media> media;

    public List<Hashtag> getHashtags() {
      return hashtags;
    }

    public void setHashtags(List<Hashtag> hashtags) {
      this.hashtags = hashtags;
    }

    public List<Hashtag> getSymbols() {
      return symbols;
    }

    public void setSymbols(List<Hashtag> symbols) {
      this.symbols = symbols;
    }

    public List<Url> getUrls() {
      return urls;
    }

    public void setUrls(List<Url> urls) {
      this.urls = urls;
    }

    public List<UserMention> getUser_mentions() {
      return user_mentions;
    }

    public void setUser_mentions(List<UserMention> user_mentions) {
      this.user_mentions = user_mentions;
    }

    public List<Media> getMedia() {
      return media;
    }

    public void setMedia(List<Media> media) {
      this.media = media;
    }
  }

  /** A hashtag or a cashtag and where it is in the text. */
  @CompiledJson
  public static class Hashtag {
    private String text;
    private int[] indices;

    public String getText() {
      return text;
    }

    public void setText(String text) {
      this.text = text;
    }

    public int[] getIndices() {
      return indices;
    }

    public void setIndices(int[] indices) {
      this.indices = indices;
    }
  }

  /** A link and where it is in the text. */
  @CompiledJson
  public static class Url {
    private String url;
    private String expanded_url;
    private String display_url;
    private int[] indices;

    public String getUrl() {
      return url;
    }

    public void setUrl(String url) {
      this.url = url;
    }

    public String getExpanded_url() {
      return expanded_url;
    }

    public void setExpanded_url(String expanded_url) {
      this.expanded_url = expanded_url;
    }

    public String getDisplay_url() {
      return display_url;
    }

    public void setDisplay_url(String display_url) {
      this.display_url = display_url;
    }

    public int[] getIndices() {
      return indices;
    }

    public void setIndices(int[] indices) {
      this.indices = indices;
    }
  }

  /** A user named in the text. */
  @CompiledJson
  public static class UserMention {
    private String screen_name;
    private String name;
    private long id;
    private String id_str;
    private int[] indices;

    public String getScreen_name() {
      return screen_name;
    }

    public void setScreen_name(String screen_name) {
      this.screen_name = screen_name;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getId_str() {
      return id_str;
    }

    public void setId_str(String id_str) {
      this.id_str = id_str;
    }

    public int[] getIndices() {
      return indices;
    }

    public void setIndices(int[] indices) {
      this.indices = indices;
    }
  }

  /** A picture attached to the status. */
  @CompiledJson
  public static class Media {
    private long id;
    private String id_str;
    private int[] indices;
    private String media_url;
    private String media_url_https;
    private String url;
    private String display_url;
    private String expanded_url;
    private String type;
    private Sizes sizes;
    private Long source_status_id;
    private String source_status_id_str;

    public long getId() {
      return id;
    }

    public void setId(long id) {
      this.id = id;
    }

    public String getId_str() {
      return id_str;
    }

    public void setId_str(String id_str) {
      this.id_str = id_str;
    }

    public int[] getIndices() {
      return indices;
    }

    public void setIndices(int[] indices) {
      this.indices = indices;
    }

    public String getMedia_url() {
      return media_url;
    }

    public void setMedia_url(String media_url) {
      this.media_url = media_url;
    }

    public String getMedia_url_https() {
      return media_url_https;
    }

    public void setMedia_url_https(String media_url_https) {
      this.media_url_https = media_url_https;
    }

    public String getUrl() {
      return url;
    }

    public void setUrl(String url) {
      this.url = url;
    }

    public String getDisplay_url() {
      return display_url;
    }

    public void setDisplay_url(String display_url) {
      this.display_url = display_url;
    }

    public String getExpanded_url() {
      return expanded_url;
    }

    public void setExpanded_url(String expanded_url) {
      this.expanded_url = expanded_url;
    }

    public String getType() {
      return type;
    }

    public void setType(String type) {
      this.type = type;
    }

    public Sizes getSizes() {
      return sizes;
    }

    public void setSizes(Sizes sizes) {
      this.sizes = sizes;
    }

    public Long getSource_status_id() {
      return source_status_id;
    }

    public void setSource_status_id(Long source_status_id) {
      this.source_status_id = source_status_id;
    }

    public String getSource_status_id_str() {
      return source_status_id_str;
    }

    public void setSource_status_id_str(String source_status_id_str) {
      this.source_status_id_str = source_status_id_str;
    }
  }

  /** The picture's sizes. */
  @CompiledJson
  public static class Sizes {
    private Size medium;
    private Size small;
    private Size thumb;
    private Size large;

    public Size getMedium() {
      return medium;
    }

    public void setMedium(Size medium) {
      this.medium = medium;
    }

    public Size getSmall() {
      return small;
    }

    public void setSmall(Size small) {
      this.small = small;
    }

    public Size getThumb() {
      return thumb;
    }

    public void setThumb(Size thumb) {
      this.thumb = thumb;
    }

    public Size getLarge() {
      return large;
    }

    public void setLarge(Size large) {
      this.large = large;
    }
  }

  /** One size of a picture. */
  @CompiledJson
  public static class Size {
    private int w;
    private int h;
    private String resize;

    public int getW() {
      return w;
    }

    public void setW(int w) {
      this.w = w;
    }

    public int getH() {
      return h;
    }

    public void setH(int h) {
      this.h = h;
    }

    public String getResize() {
      return resize;
    }

    public void setResize(String resize) {
      this.resize = resize;
    }
  }

  /** A point, as the API gives {@code geo} and {@code coordinates} (null throughout this document). */
  @CompiledJson
  public static class Geo {
    private String type;
    private List<Double> coordinates;

    public String getType() {
      return type;
    }

    public void setType(String type) {
      this.type = type;
    }

    public List<Double> getCoordinates() {
      return coordinates;
    }

    public void setCoordinates(List<Double> coordinates) {
      this.coordinates = coordinates;
    }
  }

  /** A place the status is tagged with (null throughout this document). */
  @CompiledJson
  public static class Place {
    private String id;
    private String url;
    private String place_type;
    private String name;
    private String full_name;
    private String country_code;
    private String country;

    public String getId() {
      return id;
    }

    public void setId(String id) {
      this.id = id;
    }

    public String getUrl() {
      return url;
    }

    public void setUrl(String url) {
      this.url = url;
    }

    public String getPlace_type() {
      return place_type;
    }

    public void setPlace_type(String place_type) {
      this.place_type = place_type;
    }

    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    public String getFull_name() {
      return full_name;
    }

    public void setFull_name(String full_name) {
      this.full_name = full_name;
    }

    public String getCountry_code() {
      return country_code;
    }

    public void setCountry_code(String country_code) {
      this.country_code = country_code;
    }

    public String getCountry() {
      return country;
    }

    public void setCountry(String country) {
      this.country = country;
    }
  }

  /** The search itself. */
  @CompiledJson
  public static class SearchMetadata {
    private double completed_in;
    private long max_id;
    private String max_id_str;
    private String next_results;
    private String query;
    private String refresh_url;
    private int count;
    private long since_id;
    private String since_id_str;

    public double getCompleted_in() {
      return completed_in;
    }

    public void setCompleted_in(double completed_in) {
      this.completed_in = completed_in;
    }

    public long getMax_id() {
      return max_id;
    }

    public void setMax_id(long max_id) {
      this.max_id = max_id;
    }

    public String getMax_id_str() {
      return max_id_str;
    }

    public void setMax_id_str(String max_id_str) {
      this.max_id_str = max_id_str;
    }

    public String getNext_results() {
      return next_results;
    }

    public void setNext_results(String next_results) {
      this.next_results = next_results;
    }

    public String getQuery() {
      return query;
    }

    public void setQuery(String query) {
      this.query = query;
    }

    public String getRefresh_url() {
      return refresh_url;
    }

    public void setRefresh_url(String refresh_url) {
      this.refresh_url = refresh_url;
    }

    public int getCount() {
      return count;
    }

    public void setCount(int count) {
      this.count = count;
    }

    public long getSince_id() {
      return since_id;
    }

    public void setSince_id(long since_id) {
      this.since_id = since_id;
    }

    public String getSince_id_str() {
      return since_id_str;
    }

    public void setSince_id_str(String since_id_str) {
      this.since_id_str = since_id_str;
    }
  }
}
