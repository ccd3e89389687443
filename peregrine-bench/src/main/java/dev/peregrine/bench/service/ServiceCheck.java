package dev.peregrine.bench.service;

import dev.peregrine.bench.demoresponse.DemoResponse;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The check of a service's response before anything is timed: status 200, a JSON content type, and a body that
 * is the expected DemoResponse as a JSON tree (members in any order: fastjson2 and Jackson 3 sort them, the
 * others keep the class's order). The expected tree is a plain Jackson 3 mapper's writing of
 * {@link DemoResponse#of}; both sides are read by that mapper, so a number is compared with a number of the
 * same kind.
 */
public final class ServiceCheck {
  private ServiceCheck() {}

  private static final JsonMapper REFERENCE = JsonMapper.builder().build();

  /** The expected response of {@code size} entities, as a tree. */
  public static JsonNode expected(int size) {
    return REFERENCE.readTree(REFERENCE.writeValueAsBytes(DemoResponse.of(size)));
  }

  /** What is wrong with {@code response} as the answer to a request for {@code size} entities; null when nothing. */
  public static String difference(int size, HttpConnection.Response response) {
    if (response.status() != 200) {
      return "status " + response.status() + ": " + abbreviate(text(response.body()));
    }
    String type = response.contentType();
    if (type == null || !type.toLowerCase(java.util.Locale.ROOT).startsWith("application/json")) {
      return "content type " + type + ", not application/json";
    }
    JsonNode actual;
    try {
      actual = REFERENCE.readTree(response.body());
    } catch (RuntimeException e) {
      return "not JSON (" + e.getClass().getSimpleName() + "): " + abbreviate(text(response.body()));
    }
    if (!expected(size).equals(actual)) {
      return "another value than the response of " + size + " entities: " + abbreviate(text(response.body()));
    }
    return null;
  }

  private static String text(byte[] body) {
    return new String(body, StandardCharsets.UTF_8);
  }

  static String abbreviate(String s) {
    String flat = s.replaceAll("\\s+", " ");
    return flat.length() <= 160 ? flat : flat.substring(0, 160) + "...";
  }
}
