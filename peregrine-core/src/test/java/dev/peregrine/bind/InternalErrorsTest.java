package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * An exception only a bug of ours throws is never passed off as an input error; under the test run's
 * {@code peregrine.strictInternalErrors} it fails loudly, so the contract suite and the fuzzers see it.
 */
class InternalErrorsTest {
  private static <E extends RuntimeException> E at(E e, String... classes) {
    StackTraceElement[] frames = new StackTraceElement[classes.length];
    for (int i = 0; i < classes.length; i++) frames[i] = new StackTraceElement(classes[i], "m", null, 1);
    e.setStackTrace(frames);
    return e;
  }

  @Test
  void boundsNullCastAndStateErrorsThrownByOurCodeAreInternal() {
    assertTrue(InternalErrors.isInternal(at(new ArrayIndexOutOfBoundsException(), "dev.peregrine.json.Utf8JsonReader")));
    assertTrue(InternalErrors.isInternal(at(new NullPointerException(), "dev.peregrine.bind.BeanCodec")));
    assertTrue(InternalErrors.isInternal(at(new ClassCastException(), "com.acme.Bean$$PeregrineCodec/0x01")));
    assertTrue(InternalErrors.isInternal(at(new IllegalStateException(), "dev.peregrine.bind.Binder")));
    // a JDK method that ran out of bounds on our behalf
    assertTrue(InternalErrors.isInternal(at(new StringIndexOutOfBoundsException(), "java.lang.String",
        "dev.peregrine.json.Utf8JsonReader")));
  }

  @Test
  void exceptionsOfInputOrOfUserCodeAreNot() {
    assertFalse(InternalErrors.isInternal(at(new IllegalArgumentException(), "dev.peregrine.bind.ScalarCodecs")));
    assertFalse(InternalErrors.isInternal(at(new java.time.format.DateTimeParseException("x", "y", 0),
        "java.time.format.DateTimeFormatter", "dev.peregrine.bind.TimeCodecs")));
    // a user's codec or setter, even one in a package named like ours (these tests' classes)
    assertFalse(InternalErrors.isInternal(at(new IllegalStateException(), InternalErrorsTest.class.getName())));
    assertFalse(InternalErrors.isInternal(at(new NullPointerException(), "com.acme.Account")));
    // a JDK collection refusing a user's value (an EnumSet given null)
    assertFalse(InternalErrors.isInternal(at(new NullPointerException(), "java.util.RegularEnumSet",
        "dev.peregrine.bind.ContainerCodecs$CollectionCodec")));
  }

  @Test
  void anInternalErrorFailsLoudlyInTheTestRun() {
    assertTrue(InternalErrors.STRICT, "surefire sets peregrine.strictInternalErrors");
    AssertionError e = assertThrows(AssertionError.class,
        () -> InternalErrors.reason(at(new ArrayIndexOutOfBoundsException("5"), "dev.peregrine.json.Utf8JsonReader")));
    assertTrue(e.getCause() instanceof ArrayIndexOutOfBoundsException);
    assertEquals("IllegalArgumentException: bad", InternalErrors.reason(at(new IllegalArgumentException("bad"),
        "dev.peregrine.bind.ScalarCodecs")));
  }
}
