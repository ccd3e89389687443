package dev.peregrine.bench.peer;

/** A library cannot do a scenario at all; the message is the reason the report prints next to "n/a". */
public final class NotApplicable extends Exception {
  private static final long serialVersionUID = 1L;

  public NotApplicable(String reason) {
    super(reason, null, false, false);
  }
}
