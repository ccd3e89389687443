package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.CodecFactory;
import dev.peregrine.PeregrineException;
import dev.peregrine.contract.ContractTest;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.stream.ValueReader;
import dev.peregrine.stream.ValueWriter;
import java.util.concurrent.Semaphore;
import java.util.List;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A type with no codec. A user met two defects: a failed codec build poisoned the facade's cache (the
 * second read, of another type reaching the failed one, threw "codec for Parent used while being built"),
 * and the error was a bare PeregrineException rather than the format's own exception with a path.
 */
class MissingCodecContractTest {
  public static final class Parent {
    public Sibling sibling;
    public List<Child> kids;
    public Semaphore permits;
  }

  public static final class Child {
    public Parent parent;
    public String name;
  }

  public static final class Sibling {
    public String name;
  }

  public static final class Holder {
    public String name;
    public Object value;
  }

  @ContractTest
  void aFailedCodecBuildDoesNotPoisonTheCache(Variant v) {
    Variant.Built facade = v.built();
    for (int round = 0; round < 3; round++) {
      PeregrineException e = assertThrows(v.error(), () -> facade.read("{\"kids\":[]}", Parent.class));
      assertEquals("no codec for java.util.concurrent.Semaphore (register a Codec or CodecFactory for it), needed by "
          + Parent.class.getName() + ".permits", e.reason(), "round " + round);
      assertEquals(0, e.offset());
      // Child reaches Parent: it fails for the same reason, never on a codec left half built
      PeregrineException c = assertThrows(v.error(), () -> facade.read("{\"name\":\"c\"}", Child.class));
      assertEquals(e.reason(), c.reason(), "round " + round);
    }
    // a type built on the way to the failure, and not reaching it, works
    Sibling s = new Sibling();
    s.name = "s";
    assertEquals("s", facade.read(facade.write(s), Sibling.class).name);
  }

  @ContractTest
  void aRegisteredCodecMakesTheSameGraphWork(Variant v) {
    Variant withPermits = v.with(b -> b.register(Semaphore.class, new Codec<Semaphore>() {
      @Override
      public Semaphore read(ValueReader in) {
        return new Semaphore(in.readInt());
      }

      @Override
      public void write(ValueWriter out, Semaphore value) {
        out.value(value.availablePermits());
      }
    }));
    Parent p = new Parent();
    p.permits = new Semaphore(3);
    p.kids = List.of(new Child());
    Parent back = withPermits.roundTrip(p, Parent.class);
    assertEquals(3, back.permits.availablePermits());
    assertEquals(1, back.kids.size());
  }

  @ContractTest
  void noCodecOnReadIsTheFormatsException(Variant v) {
    PeregrineException e = assertThrows(v.error(), () -> v.read("3", Semaphore.class));
    assertTrue(e.reason().startsWith("no codec for java.util.concurrent.Semaphore"), e.getMessage());
    assertEquals(0, e.offset());
  }

  @NamedContractTest
  void noCodecOnWriteIsTheFormatsExceptionWithThePath(Variant v) {
    for (Object value : new Object[] {new Semaphore(1), Thread.currentThread()}) {
      Holder h = new Holder();
      h.name = "h";
      h.value = value;
      PeregrineException e = assertThrows(v.error(), () -> v.write(h), () -> "wrote " + value);
      assertTrue(e.reason().startsWith("no codec for "), e.getMessage());
      assertEquals("$.value", e.path(), e.getMessage());
      PeregrineException root = assertThrows(v.error(), () -> v.write(value));
      assertEquals("$", root.path());
    }
  }
}
