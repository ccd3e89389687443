package dev.peregrine.bind.gen;

/**
 * A superclass in a nest of its own: a codec generated for a subclass is that subclass's nestmate, not
 * this class's, so it may not touch {@link #secret} directly and must go through reflection for it.
 */
class SeparateNestBase {
  private String secret;
  int packageLevel;
  protected long protectedLevel;

  String secret() {
    return secret;
  }

  void secret(String s) {
    secret = s;
  }
}
