package dev.peregrine.spring;

import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.http.ProblemDetail;

/**
 * A {@link ProblemDetail} as RFC 9457 lays it out and as Spring's Jackson mix-in writes it: the standard members
 * first, each only when set and not empty (a missing type means "about:blank"), then the extension properties
 * at the top level (not nested under "properties").
 * Spring MVC and WebFlux write a problem through the JSON converter, so that converter must know this shape.
 */
final class ProblemDetails {
  private ProblemDetails() {}

  static Map<String, Object> asMap(ProblemDetail problem) {
    Map<String, Object> map = new LinkedHashMap<>();
    if (problem.getType() != null) map.put("type", problem.getType().toString());
    putText(map, "title", problem.getTitle());
    map.put("status", problem.getStatus());
    putText(map, "detail", problem.getDetail());
    if (problem.getInstance() != null) map.put("instance", problem.getInstance().toString());
    Map<String, Object> properties = problem.getProperties();
    if (properties != null) {
      properties.forEach((name, value) -> {
        if (value != null) map.putIfAbsent(name, value);
      });
    }
    return map;
  }

  private static void putText(Map<String, Object> map, String name, @Nullable String value) {
    if (value != null && !value.isEmpty()) map.put(name, value);
  }

  static Object forWriting(Object value) {
    return value instanceof ProblemDetail problem ? asMap(problem) : value;
  }
}
