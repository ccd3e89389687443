package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;

/**
 * The binder's root writer as the formats take it, the one place where a format meets binding on the way
 * out. A class rather than {@code binder::writeRoot}: a method reference's first evaluation bootstraps an
 * invokedynamic call site, which costs a fresh JVM's first {@code Json.create()} milliseconds.
 */
final class RootWriter implements Codec<Object> {
  private final Binder binder;

  RootWriter(Binder binder) {
    this.binder = binder;
  }

  @Override
  public void write(ValueWriter out, Object value) {
    binder.writeRoot(out, value);
  }

  /** Never called: the formats only write through the root; reads go through {@link Binder#readRoot}. */
  @Override
  public Object read(ValueReader in) {
    throw new UnsupportedOperationException("the root writer only writes");
  }
}
