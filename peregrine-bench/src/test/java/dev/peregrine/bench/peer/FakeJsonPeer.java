package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.MediaContent;

/**
 * A peer that is no library: Peregrine's JSON under another name, added to the suite through
 * {@link Peers#EXTRA_PEERS_PROPERTY} by the test that checks a new peer reaches every experiment. Being Peregrine
 * underneath, it passes every check the real one passes.
 */
public final class FakeJsonPeer implements Peer {
  public static final String ID = "fake-json";

  private final Peer inner = new PeregrineJson();

  @Override
  public String id() {
    return ID;
  }

  @Override
  public Kind kind() {
    return Kind.JSON;
  }

  @Override
  public String artifact() {
    return "dev.peregrine:peregrine-core";
  }

  @Override
  public String settings() {
    return "a fake peer for the suite's tests: Peregrine's JSON under another name";
  }

  @Override
  public String writeString(MediaContent value) throws Exception {
    return inner.writeString(value);
  }

  @Override
  public byte[] writeUtf8(MediaContent value) throws Exception {
    return inner.writeUtf8(value);
  }

  @Override
  public MediaContent readString(String json) throws Exception {
    return inner.readString(json);
  }

  @Override
  public MediaContent readUtf8(byte[] json) throws Exception {
    return inner.readUtf8(json);
  }

  @Override
  public Object parseTree(String json) throws Exception {
    return inner.parseTree(json);
  }

  @Override
  public Object parseTree(byte[] json) throws Exception {
    return inner.parseTree(json);
  }

  @Override
  public String writeTree(Object tree) throws Exception {
    return inner.writeTree(tree);
  }

  @Override
  public <T> TypedJson<T> json(Class<T> type, Binding binding) throws NotApplicable {
    return inner.json(type, binding);
  }

  @Override
  public String jsonSettings(Binding binding) {
    return settings();
  }

  @Override
  public String streamApi() {
    return inner.streamApi();
  }
}
