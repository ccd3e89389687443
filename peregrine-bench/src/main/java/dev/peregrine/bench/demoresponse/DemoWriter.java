package dev.peregrine.bench.demoresponse;

import java.nio.charset.StandardCharsets;

/**
 * The blog's "raw" writer ({@code buildResponseJson}), as a careful engineer would write it by hand for exactly
 * {@link DemoResponse}: one {@code StringBuilder} sized from the entity count, members in declaration order,
 * strings escaped as RFC 8259 requires (quote, backslash and the control characters; everything else as is), a
 * null written as {@code null}. UTF-8 output is the text's {@code getBytes(UTF_8)}. Its output equals the
 * libraries' (a test holds it to each), so that all write the same document.
 */
public final class DemoWriter {
  private DemoWriter() {}

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  public static String write(DemoResponse response) {
    int size = response.getData() == null ? 0 : response.getData().size();
    StringBuilder b = new StringBuilder(32 + size * 96);
    b.append("{\"code\":").append(response.getCode()).append(",\"data\":");
    if (response.getData() == null) {
      b.append("null");
    } else {
      b.append('[');
      for (int i = 0; i < size; i++) {
        DemoEntity e = response.getData().get(i);
        if (i > 0) {
          b.append(',');
        }
        if (e == null) {
          b.append("null");
          continue;
        }
        b.append("{\"id\":").append(e.getId());
        member(b, "name", e.getName());
        member(b, "category", e.getCategory());
        b.append(",\"price\":").append(e.getPrice());
        b.append(",\"appId\":").append(e.getAppId());
        b.append(",\"ctr\":").append(e.getCtr());
        b.append('}');
      }
      b.append(']');
    }
    return b.append('}').toString();
  }

  public static byte[] writeBytes(DemoResponse response) {
    return write(response).getBytes(StandardCharsets.UTF_8);
  }

  /** {@code ,"name":value} with the value a JSON string, or null. */
  public static void member(StringBuilder b, String name, String value) {
    b.append(",\"").append(name).append("\":");
    string(b, value);
  }

  /** {@code value} as a JSON string, escaped, or {@code null}. */
  public static void string(StringBuilder b, String value) {
    if (value == null) {
      b.append("null");
      return;
    }
    b.append('"');
    int from = 0;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c >= 0x20 && c != '"' && c != '\\') {
        continue;
      }
      b.append(value, from, i);
      from = i + 1;
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        case '\b' -> b.append("\\b");
        case '\f' -> b.append("\\f");
        default -> b.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
      }
    }
    b.append(value, from, value.length()).append('"');
  }
}
