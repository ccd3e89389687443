package dev.peregrine;

/**
 * A tagged CBOR value whose tag has no Java mapping in the generic data model (RFC 8949 section 3.4), kept
 * as is so that it is written back unchanged: {@code 32("http://example.com")} parses to
 * {@code new CborTag(32, "http://example.com")}. Tags 0 and 1 (date-times) are kept this way too in the
 * tree; typed binding reads them as text and numbers.
 *
 * @param tag the tag number, an unsigned 64-bit integer (read with {@link Long#toUnsignedString(long)})
 * @param value the tagged value in the generic data model (may be null)
 */
public record CborTag(long tag, Object value) {
  @Override
  public boolean equals(Object o) {
    // Deep for byte[] contents, which records compare by identity.
    return o instanceof CborTag t && t.tag == tag && CborSimple.deepEquals(value, t.value);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(tag) * 31 + (value instanceof byte[] b ? java.util.Arrays.hashCode(b) : java.util.Objects.hashCode(value));
  }

  @Override
  public String toString() {
    return Long.toUnsignedString(tag) + "(" + (value instanceof byte[] b ? "h'" + CborSimple.hex(b) + "'" : String.valueOf(value)) + ")";
  }
}
