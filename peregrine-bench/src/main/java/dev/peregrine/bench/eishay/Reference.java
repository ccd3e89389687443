package dev.peregrine.bench.eishay;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.model.MediaContent;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The judge of JSON output: a private Jackson mapper, separate from the Jackson peers, that binds a library's
 * output back to the model and compares documents as JSON values (member order ignored, numbers compared by
 * value, so {@code 640} equals {@code 640.0} and a float equals any spelling of the same double).
 */
public final class Reference {
  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

  private Reference() {}

  public static MediaContent bind(String json) throws Exception {
    return MAPPER.readValue(json, MediaContent.class);
  }

  public static MediaContent bind(byte[] json) throws Exception {
    return MAPPER.readValue(json, MediaContent.class);
  }

  /**
   * Null when {@code actual} is the same JSON value as {@code expected}; otherwise where they first differ.
   * Equal-valued spellings that a reader should know about (integers written with a fraction) go to {@code notes}.
   */
  public static String difference(byte[] expected, String actual, List<String> notes) throws Exception {
    return difference(MAPPER.readTree(expected), MAPPER.readTree(actual), "$", notes);
  }

  private static String difference(JsonNode e, JsonNode a, String path, List<String> notes) {
    if (e.isNumber() && a.isNumber()) {
      // Integers must keep their exact value (a long squeezed through a double is an error); two
      // fractional numbers are equal when they are the same double, however spelled.
      boolean same = e.isIntegralNumber() || a.isIntegralNumber()
          ? e.decimalValue().compareTo(a.decimalValue()) == 0
          : e.doubleValue() == a.doubleValue();
      if (same && e.isIntegralNumber() != a.isIntegralNumber()) {
        note(notes, "writes number " + e + " as " + a + " (at " + path + ")");
      }
      return same ? null : path + ": expected " + e + ", got " + a;
    }
    if (e.getNodeType() != a.getNodeType()) {
      return path + ": expected " + e.getNodeType() + " " + abbreviate(e) + ", got " + a.getNodeType() + " "
          + abbreviate(a);
    }
    if (e.isObject()) {
      // A member whose value is null and an absent member are treated alike (several peers drop null
      // members by default); the note makes that visible in the report.
      for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> member = it.next();
        JsonNode other = a.get(member.getKey());
        if (other == null) {
          if (!member.getValue().isNull()) {
            return path + ": member \"" + member.getKey() + "\" missing";
          }
          note(notes, "omits null members (at " + path + "." + member.getKey() + ")");
          continue;
        }
        String d = difference(member.getValue(), other, path + "." + member.getKey(), notes);
        if (d != null) {
          return d;
        }
      }
      for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> member = it.next();
        if (!e.has(member.getKey()) && !member.getValue().isNull()) {
          return path + ": unexpected member \"" + member.getKey() + "\"";
        }
      }
      return null;
    }
    if (e.isArray()) {
      if (e.size() != a.size()) {
        return path + ": expected " + e.size() + " elements, got " + a.size();
      }
      for (int i = 0; i < e.size(); i++) {
        String d = difference(e.get(i), a.get(i), path + "[" + i + "]", notes);
        if (d != null) {
          return d;
        }
      }
      return null;
    }
    return e.equals(a) ? null : path + ": expected " + abbreviate(e) + ", got " + abbreviate(a);
  }

  /** Keeps one note per kind (the text before " (at"), so a 2 MB corpus yields one line, not thousands. */
  private static void note(List<String> notes, String note) {
    String kind = note.substring(0, note.indexOf(" (at"));
    String numberKind = kind.startsWith("writes number") ? "writes number" : kind;
    for (String n : notes) {
      if (n.startsWith(numberKind)) {
        return;
      }
    }
    notes.add(note);
  }

  private static String abbreviate(JsonNode node) {
    String text = node.toString();
    return text.length() <= 60 ? text : text.substring(0, 57) + "...";
  }
}
