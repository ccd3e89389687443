package dev.peregrine.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates {@code ../shared/data} through the {@code peregrine.shared} system property (surefire sets it).
 * Checks that use it skip when it is absent, since a fresh clone of the project has no shared folder, unless
 * {@code -Dperegrine.requireShared=true} (as {@code .ci/run} passes): then absence is a failure, so CI cannot
 * pass by skipping them.
 */
public final class SharedData {
  private SharedData() {}

  /** {@code <shared>/data/<relative>}; the calling test is skipped (or fails, when required) if it does not exist. */
  public static Path require(String relative) {
    String shared = System.getProperty("peregrine.shared");
    Path p = shared == null || shared.isBlank() ? null : Path.of(shared, "data", relative);
    boolean present = p != null && Files.exists(p);
    if (Boolean.getBoolean("peregrine.requireShared")) {
      assertTrue(present, () -> "shared data required but absent: " + (p == null ? "peregrine.shared is not set" : p));
    } else {
      assumeTrue(present, () -> (p == null ? "peregrine.shared is not set" : p + " is absent") + "; check skipped");
    }
    return p;
  }
}
