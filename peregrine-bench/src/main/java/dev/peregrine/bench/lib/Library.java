package dev.peregrine.bench.lib;

import dev.peregrine.bench.model.MediaContent;

/**
 * One peer library, in the few operations the scenarios time. An adapter overrides what its library can do;
 * everything else throws {@link NotApplicable} with the reason, which the report prints as "n/a".
 *
 * <p>An adapter is created once per benchmark fork and used by one thread, so it may keep reusable buffers
 * where its library's documentation recommends that (the settings line then says so).
 */
public interface Library {

  /** The two families: JSON libraries run the JSON scenarios, binary ones the binary scenarios. */
  enum Kind {
    JSON,
    BINARY
  }

  /** The name in tables and in the JMH parameter, e.g. {@code jackson-blackbird}. */
  String id();

  Kind kind();

  /** Maven {@code group:artifact} whose version the report prints. */
  String artifact();

  /** Every non-default setting and every API choice that matters, in words; "defaults" when none. */
  String settings();

  /** JSON text of the value. */
  default String writeString(MediaContent value) throws Exception {
    throw new NotApplicable("no JSON text output");
  }

  /** UTF-8 JSON of the value. */
  default byte[] writeUtf8(MediaContent value) throws Exception {
    throw new NotApplicable("no UTF-8 JSON output");
  }

  default MediaContent readString(String json) throws Exception {
    throw new NotApplicable("no JSON text input");
  }

  default MediaContent readUtf8(byte[] json) throws Exception {
    throw new NotApplicable("no UTF-8 JSON input");
  }

  /** The library's own untyped tree of a JSON document. */
  default Object parseTree(String json) throws Exception {
    throw new NotApplicable("no JSON tree model");
  }

  default Object parseTree(byte[] json) throws Exception {
    throw new NotApplicable("no JSON tree model");
  }

  /** JSON text of a tree made by {@link #parseTree}. */
  default String writeTree(Object tree) throws Exception {
    throw new NotApplicable("no JSON tree model");
  }

  /** The value in the library's binary format. */
  default byte[] encode(MediaContent value) throws Exception {
    throw new NotApplicable("no binary format");
  }

  default MediaContent decode(byte[] bytes) throws Exception {
    throw new NotApplicable("no binary format");
  }
}
