package dev.peregrine.bench.types;

/**
 * A peer library bound to any class, for the type matrix: JSON to and from UTF-8 bytes and String. The
 * suite's {@code lib.Library} is typed to the Eishay model; this is its counterpart for the matrix's beans,
 * built by {@link TypedLibraries}. An operation the library cannot do throws {@code NotApplicable}.
 */
public interface TypedLibrary {
  /** The suite's id: peregrine, fastjson2, jackson, ... */
  String id();

  /** Every non-default setting, for the report: what a user of the library would have to add to get these numbers. */
  String settings();

  <T> T readUtf8(byte[] json, Class<T> type) throws Exception;

  <T> T readString(String json, Class<T> type) throws Exception;

  byte[] writeUtf8(Object value) throws Exception;

  String writeString(Object value) throws Exception;
}
