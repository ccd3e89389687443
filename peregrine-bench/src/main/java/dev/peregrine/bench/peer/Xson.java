package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.MediaContent;
import org.xson.core.XSON;

/**
 * XSON through its static facade, defaults. (With 1.0.2, a bean with an enum-typed property does not decode:
 * "Unknown system reader index"; the same Media without its enum round-trips. The suite reports that as ERROR.)
 */
final class Xson implements Peer {

  @Override
  public String id() {
    return "xson";
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "org.xson:xson";
  }

  @Override
  public String settings() {
    return "XSON.encode/XSON.decode, defaults";
  }

  @Override
  public byte[] encode(MediaContent value) {
    return XSON.encode(value);
  }

  @Override
  public MediaContent decode(byte[] bytes) {
    return XSON.decode(bytes);
  }
}
