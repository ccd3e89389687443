package dev.peregrine.jackson;

import static dev.peregrine.jackson.JacksonOracles.assertReadsAsJackson;
import static dev.peregrine.jackson.JacksonOracles.assertWritesAsJackson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import dev.peregrine.Json;
import dev.peregrine.Naming;
import dev.peregrine.NamingStrategy;
import dev.peregrine.PeregrineException;
import dev.peregrine.Property;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Naming strategies: each of {@link Naming} translates names exactly as Jackson 2's and Jackson 3's strategy of
 * the same name; the builder's strategy, {@link NamingStrategy} and Jackson's {@code @JsonNaming} (both databind
 * packages) rename the properties of a class, and a name given explicitly is never renamed.
 */
class NamingStrategyContractTest {
  static final List<String> NAMES = List.of("userId", "URL", "aURL", "x", "X", "X2y", "userID2", "_private",
      "__twoUnderscores", "a_b", "already_snake", "ABCdef", "abcDEF", "aBC", "html5Parser", "value2", "v2Value",
      "i18nKey", "field_With_Mixed", "SCREAMING", "MyURLValue", "aB", "Ab", "a1B2c3", "name$dollar", "", "ñandúGrande",
      "ÉtéCourt", "id", "ID", "iD");

  static final Map<Naming, com.fasterxml.jackson.databind.PropertyNamingStrategies.NamingBase> JACKSON_2 = Map.of(
      Naming.LOWER_CAMEL_CASE, (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.LOWER_CAMEL_CASE,
      Naming.UPPER_CAMEL_CASE, (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.UPPER_CAMEL_CASE,
      Naming.SNAKE_CASE, (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.SNAKE_CASE,
      Naming.SCREAMING_SNAKE_CASE, (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.UPPER_SNAKE_CASE,
      Naming.KEBAB_CASE, (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.KEBAB_CASE,
      Naming.LOWER_DOT_CASE, (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.LOWER_DOT_CASE,
      Naming.LOWER_CASE, (PropertyNamingStrategies.NamingBase) PropertyNamingStrategies.LOWER_CASE);

  static final Map<Naming, tools.jackson.databind.PropertyNamingStrategies.NamingBase> JACKSON_3 = Map.of(
      Naming.LOWER_CAMEL_CASE, (tools.jackson.databind.PropertyNamingStrategies.NamingBase)
          tools.jackson.databind.PropertyNamingStrategies.LOWER_CAMEL_CASE,
      Naming.UPPER_CAMEL_CASE, (tools.jackson.databind.PropertyNamingStrategies.NamingBase)
          tools.jackson.databind.PropertyNamingStrategies.UPPER_CAMEL_CASE,
      Naming.SNAKE_CASE, (tools.jackson.databind.PropertyNamingStrategies.NamingBase)
          tools.jackson.databind.PropertyNamingStrategies.SNAKE_CASE,
      Naming.SCREAMING_SNAKE_CASE, (tools.jackson.databind.PropertyNamingStrategies.NamingBase)
          tools.jackson.databind.PropertyNamingStrategies.UPPER_SNAKE_CASE,
      Naming.KEBAB_CASE, (tools.jackson.databind.PropertyNamingStrategies.NamingBase)
          tools.jackson.databind.PropertyNamingStrategies.KEBAB_CASE,
      Naming.LOWER_DOT_CASE, (tools.jackson.databind.PropertyNamingStrategies.NamingBase)
          tools.jackson.databind.PropertyNamingStrategies.LOWER_DOT_CASE,
      Naming.LOWER_CASE, (tools.jackson.databind.PropertyNamingStrategies.NamingBase)
          tools.jackson.databind.PropertyNamingStrategies.LOWER_CASE);

  @Test
  void everyStrategyTranslatesAsJacksonDoes() {
    for (Naming n : Naming.values()) {
      for (String name : NAMES) {
        assertEquals(JACKSON_2.get(n).translate(name), n.apply(name), () -> n + " of '" + name + "' against Jackson 2");
        assertEquals(JACKSON_3.get(n).nameForField(null, null, name), n.apply(name), () -> n + " of '" + name + "' against Jackson 3");
      }
    }
  }

  // Each Jackson reads its own databind package's @JsonNaming only, so the classes both compare with carry both.
  @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.SnakeCaseStrategy.class)
  public static class Snake {
    public String userId;
    public int loginCount;
    @JsonProperty("URLExplicit") public String homePage;
    private String displayName;

    public String getDisplayName() {
      return displayName;
    }

    public void setDisplayName(String displayName) {
      this.displayName = displayName;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Snake s && Objects.equals(userId, s.userId) && loginCount == s.loginCount
          && Objects.equals(homePage, s.homePage) && Objects.equals(displayName, s.displayName);
    }

    @Override
    public int hashCode() {
      return Objects.hash(userId, loginCount);
    }
  }

  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.KebabCaseStrategy.class)
  @JsonNaming(PropertyNamingStrategies.KebabCaseStrategy.class)
  public static class Kebab {
    public String userId = "u";
    public String aURLValue = "v";
  }

  @tools.jackson.databind.annotation.JsonNaming(tools.jackson.databind.PropertyNamingStrategies.LowerDotCaseStrategy.class)
  public static class DotsOfJackson3 {
    public String userId = "u";
  }

  @JsonNaming(PropertyNamingStrategies.UpperSnakeCaseStrategy.class)
  public static class ScreamingOfJackson2 {
    public String userId = "u";
  }


  public record SnakeRecord(String eventType, long createdAt, @JsonProperty("keep_Me") String keepMe) {}

  @NamingStrategy(Naming.SCREAMING_SNAKE_CASE)
  public record Screaming(String eventType, @Property("asIs") int count) {}

  static Snake snake() {
    Snake s = new Snake();
    s.userId = "u1";
    s.loginCount = 3;
    s.homePage = "h";
    s.displayName = "Ann";
    return s;
  }

  @NamedContractTest
  void jsonNamingRenamesEveryImplicitName(Variant v) {
    String written = v.write(snake());
    assertEquals("{\"user_id\":\"u1\",\"login_count\":3,\"URLExplicit\":\"h\",\"display_name\":\"Ann\"}", written);
    assertWritesAsJackson(snake(), written);
    String doc = "{\"user_id\":\"u2\",\"login_count\":4,\"URLExplicit\":\"x\",\"display_name\":\"Bo\",\"userId\":\"no\"}";
    assertReadsAsJackson(doc, Snake.class, v.read(doc, Snake.class));
    assertEquals("u2", v.read(doc, Snake.class).userId);
  }

  @NamedContractTest
  void eitherDatabindPackagesJsonNamingIsHonoured(Variant v) {
    String written = v.write(new Kebab());
    assertEquals("{\"user-id\":\"u\",\"a-url-value\":\"v\"}", written);
    assertWritesAsJackson(new Kebab(), written);
    assertEquals("{\"user.id\":\"u\"}", v.write(new DotsOfJackson3()));
    assertEquals(JacksonOracles.jackson3(new DotsOfJackson3()), v.write(new DotsOfJackson3()));
    assertEquals("{\"USER_ID\":\"u\"}", v.write(new ScreamingOfJackson2()));
    assertEquals(JacksonOracles.jackson2(new ScreamingOfJackson2()), v.write(new ScreamingOfJackson2()));
  }

  @NamedContractTest
  void recordComponentsAreRenamedExceptExplicitNames(Variant v) {
    Variant snake = v.with(b -> b.naming(Naming.SNAKE_CASE));
    SnakeRecord r = new SnakeRecord("push", 7L, "k");
    assertEquals("{\"event_type\":\"push\",\"created_at\":7,\"keep_Me\":\"k\"}", snake.write(r));
    assertEquals(r, snake.read("{\"event_type\":\"push\",\"created_at\":7,\"keep_Me\":\"k\"}", SnakeRecord.class));
  }

  @ContractTest
  void ownAnnotationAndBuilderFunctionRename(Variant v) {
    assertEquals(new Screaming("e", 2), v.roundTrip(new Screaming("e", 2), Screaming.class));
    assertEquals(snake(), v.roundTrip(snake(), Snake.class));
    if (v.format().namesProperties()) {
      assertEquals("{\"EVENT_TYPE\":\"e\",\"asIs\":2}", v.write(new Screaming("e", 2)));
      // The class's own strategy wins over the builder's; a function of the builder renames the others.
      Variant upper = v.with(b -> b.naming(name -> "x" + name));
      assertEquals("{\"EVENT_TYPE\":\"e\",\"asIs\":2}", upper.write(new Screaming("e", 2)));
      assertEquals("{\"xeventType\":\"push\",\"xcreatedAt\":7,\"keep_Me\":\"k\"}",
          upper.write(new SnakeRecord("push", 7L, "k")));
    }
  }

  public static class Custom extends PropertyNamingStrategies.NamingBase {
    @Override
    public String translate(String name) {
      return name;
    }
  }

  @JsonNaming(Custom.class)
  public static class CustomNamed {
    public String name;
  }

  @Test
  void aUserStrategyClassIsRefusedWithWhatToUseInstead() {
    for (Json json : new Json[] {Json.create(), Json.builder().codegen(false).build()}) {
      PeregrineException e = assertThrows(PeregrineException.class, () -> json.write(new CustomNamed()));
      assertTrue(e.getMessage().contains("@JsonNaming on " + CustomNamed.class.getName()), e.getMessage());
      assertTrue(e.getMessage().contains("naming(function)"), e.getMessage());
    }
  }
}
