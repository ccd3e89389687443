package dev.peregrine.jackson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.paramnames.ParameterNamesModule;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Jackson 2 and Jackson 3 as the oracles of the Jackson annotations Peregrine honours, configured to Peregrine's
 * defaults where those differ from Jackson's (nulls and empty Optionals left out, unknown properties ignored,
 * java.time as ISO-8601 text), so that an annotated class must read and write alike in all three. Trees are
 * compared, so property order counts only where a test compares text.
 */
public final class JacksonOracles {
  private JacksonOracles() {}

  /** Jackson 2, at Peregrine's defaults, with parameter names as Jackson 3 has them. */
  public static final ObjectMapper JACKSON_2 = JsonMapper.builder()
      .addModule(new Jdk8Module())
      .addModule(new JavaTimeModule())
      .addModule(new ParameterNamesModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
      .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
      .serializationInclusion(JsonInclude.Include.NON_ABSENT)
      .build();

  /** Jackson 3 (java.time and Optional built in), at Peregrine's defaults. */
  public static final tools.jackson.databind.ObjectMapper JACKSON_3 = tools.jackson.databind.json.JsonMapper.builder()
      .disable(tools.jackson.databind.SerializationFeature.FAIL_ON_EMPTY_BEANS)
      .disable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .disable(tools.jackson.databind.cfg.DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(tools.jackson.databind.cfg.DateTimeFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
      .disable(tools.jackson.databind.cfg.DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
      .changeDefaultPropertyInclusion(v -> JsonInclude.Value.construct(JsonInclude.Include.NON_ABSENT,
          JsonInclude.Include.NON_ABSENT))
      .build();

  private static final ObjectMapper TREES = new ObjectMapper();

  /** What Jackson 2 writes of {@code value}. */
  public static String jackson2(Object value) {
    try {
      return JACKSON_2.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** What Jackson 3 writes of {@code value}. */
  public static String jackson3(Object value) {
    return JACKSON_3.writeValueAsString(value);
  }

  /** Asserts that {@code peregrine} is the JSON both Jacksons write of {@code value}, as trees. */
  public static void assertWritesAsJackson(Object value, String peregrine) {
    assertEquals(tree(jackson2(value)), tree(peregrine), "against Jackson 2: " + jackson2(value));
    assertEquals(tree(jackson3(value)), tree(peregrine), "against Jackson 3: " + jackson3(value));
  }

  /**
   * Asserts that {@code peregrine}, read by Peregrine from {@code json}, is what both Jacksons read from it,
   * compared through Jackson 2's writer (so the classes need no equals).
   */
  public static <T> void assertReadsAsJackson(String json, Class<T> type, T peregrine) {
    try {
      T two = JACKSON_2.readValue(json, type);
      T three = JACKSON_3.readValue(json, type);
      assertEquals(tree(jackson2(two)), tree(jackson2(peregrine)), "against Jackson 2's read of " + json);
      assertEquals(tree(jackson2(three)), tree(jackson2(peregrine)), "against Jackson 3's read of " + json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code json} as a Jackson tree, for comparisons that ignore property order. */
  public static JsonNode tree(String json) {
    try {
      return TREES.readTree(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
