package dev.peregrine.conformance;

import dev.peregrine.testing.SharedData;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import dev.peregrine.tree.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The standard performance corpora survive parse, write and parse again, compact and pretty. */
class CorporaTest {

  static byte[] corpus(String name) throws IOException {
    return Files.readAllBytes(SharedData.require("corpora/" + name));
  }

  @ParameterizedTest
  @ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json"})
  void compactRoundTrip(String name) throws IOException {
    Json json = Json.builder().includeNulls(true).build();
    Object tree = json.parse(corpus(name));
    Object again = json.parse(json.writeBytes(tree));
    assertEquals(tree, again);
    assertEquals(tree, json.parse(json.write(tree)), "through the String overloads");
  }

  @ParameterizedTest
  @ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json"})
  void prettyRoundTrip(String name) throws IOException {
    Json pretty = Json.builder().pretty(true).includeNulls(true).build();
    Object tree = pretty.parse(corpus(name));
    String text = pretty.write(tree);
    assertEquals(tree, pretty.parse(text));
    assertEquals(text, pretty.write(pretty.parse(text)), "pretty output is stable");
  }

  @ParameterizedTest
  @ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json"})
  void streamAndBytesAgree(String name) throws IOException {
    Json json = Json.create();
    byte[] bytes = corpus(name);
    try (InputStream in = Files.newInputStream(SharedData.require("corpora/" + name))) {
      assertEquals(json.parse(bytes), json.parse(in));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"twitter.json", "citm_catalog.json", "canada.json"})
  void bigDecimalTreesRoundTripExactly(String name) throws IOException {
    Json json = Json.builder().bigDecimals(true).includeNulls(true).build();
    Object tree = json.parse(corpus(name));
    assertEquals(tree, json.parse(json.writeBytes(tree)));
  }

  @org.junit.jupiter.api.Test
  void twitterBindsToAMap() throws IOException {
    Json json = Json.create();
    Map<String, Object> twitter = json.read(corpus("twitter.json"), new TypeRef<Map<String, Object>>() {});
    List<?> statuses = assertInstanceOf(List.class, twitter.get("statuses"));
    assertEquals(100, statuses.size());
    JsonObject first = assertInstanceOf(JsonObject.class, statuses.get(0));
    assertInstanceOf(JsonObject.class, first.get("user"));
    assertEquals(Map.class.isInstance(twitter.get("search_metadata")), true);
  }
}
