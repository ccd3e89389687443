package dev.peregrine.bench.lib;

import dev.peregrine.bench.model.MediaContent;

/** A library the suite lists but cannot run yet: every operation is n/a with one reason. */
final class Unavailable implements Library {
  private final String id;
  private final Kind kind;
  private final String artifact;
  private final String reason;

  Unavailable(String id, Kind kind, String artifact, String reason) {
    this.id = id;
    this.kind = kind;
    this.artifact = artifact;
    this.reason = reason;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public Kind kind() {
    return kind;
  }

  @Override
  public String artifact() {
    return artifact;
  }

  @Override
  public String settings() {
    return reason;
  }

  @Override
  public byte[] encode(MediaContent value) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public MediaContent decode(byte[] bytes) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public String writeString(MediaContent value) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public MediaContent readString(String json) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public MediaContent readUtf8(byte[] json) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public Object parseTree(String json) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public Object parseTree(byte[] json) throws NotApplicable {
    throw new NotApplicable(reason);
  }

  @Override
  public String writeTree(Object tree) throws NotApplicable {
    throw new NotApplicable(reason);
  }
}
