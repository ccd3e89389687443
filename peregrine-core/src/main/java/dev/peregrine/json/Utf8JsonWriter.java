package dev.peregrine.json;

import dev.peregrine.JsonException;
import dev.peregrine.PeregrineException;
import dev.peregrine.bind.Limits;
import dev.peregrine.bind.NameTable;
import dev.peregrine.bind.ValueWriter;
import dev.peregrine.internal.NumberWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

/**
 * The JSON writer: UTF-8 bytes into a growing array, compact or pretty (two-space indent, {@code ": "}
 * after names, empty containers as {@code {}} and {@code []}).
 *
 * <p>Separators use a {@code first} flag as the reader does: every value start writes a comma unless it is
 * the first in its container or follows a name. Non-ASCII text is written as UTF-8, never escaped; control
 * characters, quote, backslash and lone surrogates are escaped, so every Java String round-trips.
 *
 * <p>Nesting is bounded by {@link Limits#maxDepth()}: without references a cyclic object graph would nest
 * forever, and this turns it into a {@link JsonException} instead of a StackOverflowError.
 */
public final class Utf8JsonWriter extends ValueWriter {
  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

  private final boolean pretty;
  private final Limits limits;
  private byte[] buf = new byte[512];
  private int pos;
  private int depth;
  private boolean first = true;
  private boolean afterName;
  private boolean nonAscii;

  /** A writer with its own buffer. */
  public Utf8JsonWriter(boolean pretty, Limits limits) {
    this.pretty = pretty;
    this.limits = limits;
  }

  @Override
  public Limits limits() {
    return limits;
  }

  /** The bytes written so far. */
  public byte[] toByteArray() {
    return Arrays.copyOf(buf, pos);
  }

  /** The text written so far; ASCII output takes the JDK's Latin-1 fast path. */
  public String toText() {
    return new String(buf, 0, pos, nonAscii ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
  }

  private void ensure(int more) {
    if (pos + more > buf.length) {
      int size = Math.max(buf.length * 2, pos + more);
      if (size < 0) throw error("output larger than 2 GiB");
      buf = Arrays.copyOf(buf, size);
    }
  }

  // Separator and indentation before a value or a name.
  private void beforeValue() {
    if (afterName) {
      afterName = false;
      return;
    }
    if (!first) {
      ensure(1);
      buf[pos++] = ',';
    }
    first = false;
    if (pretty && depth > 0) newline();
  }

  private void newline() {
    ensure(1 + 2 * depth);
    buf[pos++] = '\n';
    for (int i = 0; i < depth; i++) {
      buf[pos++] = ' ';
      buf[pos++] = ' ';
    }
  }

  @Override
  public void beginObject() {
    open((byte) '{');
  }

  @Override
  public void endObject() {
    close((byte) '}');
  }

  @Override
  public void beginArray() {
    open((byte) '[');
  }

  @Override
  public void endArray() {
    close((byte) ']');
  }

  private void open(byte c) {
    beforeValue();
    if (depth >= limits.maxDepth()) {
      throw error("nesting deeper than the limit of " + limits.maxDepth()
          + " while writing (a circular reference? Json.builder().references(true) writes cycles as $ref)");
    }
    depth++;
    ensure(1);
    buf[pos++] = c;
    first = true;
  }

  private void close(byte c) {
    depth--;
    if (pretty && !first) newline();
    ensure(1);
    buf[pos++] = c;
    first = false;
  }

  @Override
  public void name(String name) {
    beforeValue();
    rawString(name);
    afterNameSeparator();
  }

  @Override
  public void name(NameTable names, int index) {
    beforeValue();
    JsonNames json = JsonNames.of(names);
    byte[] encoded = json.encoded[index];
    nonAscii |= json.nonAscii;
    ensure(encoded.length + 1);
    System.arraycopy(encoded, 0, buf, pos, encoded.length);
    pos += encoded.length;
    if (pretty) buf[pos++] = ' ';
    afterName = true;
  }

  private void afterNameSeparator() {
    ensure(2);
    buf[pos++] = ':';
    if (pretty) buf[pos++] = ' ';
    afterName = true;
  }

  @Override
  public void value(String value) {
    beforeValue();
    rawString(value);
  }

  @Override
  public void value(boolean value) {
    beforeValue();
    rawAscii(value ? "true" : "false");
  }

  @Override
  public void value(int value) {
    beforeValue();
    ensure(11);
    pos = NumberWriter.writeInt(buf, pos, value);
  }

  @Override
  public void value(long value) {
    beforeValue();
    ensure(20);
    pos = NumberWriter.writeLong(buf, pos, value);
  }

  @Override
  public void value(double value) {
    if (!Double.isFinite(value)) throw error(value + " is not a JSON number");
    beforeValue();
    ensure(32);
    pos = NumberWriter.writeDouble(buf, pos, value);
  }

  @Override
  public void value(float value) {
    if (!Float.isFinite(value)) throw error(value + " is not a JSON number");
    beforeValue();
    ensure(32);
    pos = NumberWriter.writeFloat(buf, pos, value);
  }

  @Override
  public void value(BigInteger value) {
    beforeValue();
    rawAscii(value.toString());
  }

  @Override
  public void value(BigDecimal value) {
    beforeValue();
    // toString may use exponent notation (1E+3), which is valid JSON and keeps scale and digits.
    rawAscii(value.toString());
  }

  @Override
  public void binaryValue(byte[] value) {
    beforeValue();
    byte[] b64 = Base64.getEncoder().encode(value);
    ensure(b64.length + 2);
    buf[pos++] = '"';
    System.arraycopy(b64, 0, buf, pos, b64.length);
    pos += b64.length;
    buf[pos++] = '"';
  }

  @Override
  public void nullValue() {
    beforeValue();
    rawAscii("null");
  }

  void rawByte(byte b) {
    ensure(1);
    buf[pos++] = b;
  }

  private void rawAscii(String s) {
    int n = s.length();
    ensure(n);
    for (int i = 0; i < n; i++) buf[pos++] = (byte) s.charAt(i);
  }

  /** Writes {@code s} quoted and escaped. */
  void rawString(String s) {
    int n = s.length();
    if (n > (Integer.MAX_VALUE - pos) / 3 - 2) throw error("output larger than 2 GiB");
    // Room for the common case: every char at most 3 UTF-8 bytes; escapes re-check.
    ensure(n * 3 + 2);
    byte[] b = buf;
    int p = pos;
    b[p++] = '"';
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        if (c >= 0x20 && c != '"' && c != '\\') {
          b[p++] = (byte) c;
          continue;
        }
        pos = p;
        writeEscape(c, (n - i) * 3 + 1);
        b = buf;
        p = pos;
      } else if (c < 0x800) {
        nonAscii = true;
        b[p++] = (byte) (0xC0 | (c >> 6));
        b[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (!Character.isSurrogate(c)) {
        nonAscii = true;
        b[p++] = (byte) (0xE0 | (c >> 12));
        b[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        b[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
        nonAscii = true;
        int cp = Character.toCodePoint(c, s.charAt(++i));
        b[p++] = (byte) (0xF0 | (cp >> 18));
        b[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        b[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        b[p++] = (byte) (0x80 | (cp & 0x3F));
      } else {
        // A lone surrogate has no UTF-8 form; the \\u escape keeps it, and our reader restores it.
        pos = p;
        writeEscape(c, (n - i) * 3 + 1);
        b = buf;
        p = pos;
      }
    }
    b[p++] = '"';
    pos = p;
  }

  // Writes the escape for c, then makes sure `rest` more bytes fit, as rawString's loop assumes.
  private void writeEscape(char c, int rest) {
    ensure(6 + rest);
    byte[] b = buf;
    b[pos++] = '\\';
    switch (c) {
      case '"' -> b[pos++] = '"';
      case '\\' -> b[pos++] = '\\';
      case '\n' -> b[pos++] = 'n';
      case '\r' -> b[pos++] = 'r';
      case '\t' -> b[pos++] = 't';
      case '\b' -> b[pos++] = 'b';
      case '\f' -> b[pos++] = 'f';
      default -> {
        b[pos++] = 'u';
        b[pos++] = HEX[(c >> 12) & 0xF];
        b[pos++] = HEX[(c >> 8) & 0xF];
        b[pos++] = HEX[(c >> 4) & 0xF];
        b[pos++] = HEX[c & 0xF];
      }
    }
  }

  @Override
  public PeregrineException error(String reason) {
    return new JsonException(reason + " (after " + pos + " bytes of output)", null);
  }
}
