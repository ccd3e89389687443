package dev.peregrine.bench.peer;

import java.io.InputStream;
import java.io.OutputStream;

/**
 * One library's JSON binding of one class ({@link Peer#json}): text and UTF-8 in both directions, and the library's
 * own stream API ({@code InputStream} in, {@code OutputStream} out). An operation it cannot do throws
 * {@link NotApplicable}.
 */
public interface TypedJson<T> {
  String writeString(T value) throws Exception;

  byte[] writeBytes(T value) throws Exception;

  T readString(String json) throws Exception;

  T readBytes(byte[] json) throws Exception;

  /** Writes the value to {@code out} through the library's stream API; the caller closes {@code out}. */
  void writeTo(T value, OutputStream out) throws Exception;

  /** Reads one value from {@code in} through the library's stream API. */
  T readFrom(InputStream in) throws Exception;
}
