package dev.peregrine.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates {@code ../shared/data} through the {@code peregrine.shared} system property (surefire sets it from
 * the parent pom), with the core's rule: a check that uses it is skipped when it is absent, since a fresh
 * clone has no shared folder, unless {@code -Dperegrine.requireShared=true} (as {@code .ci/run} passes), when
 * absence fails it, so that CI cannot pass by skipping. The twin of the core's
 * {@code dev.peregrine.testing.SharedData}; test classes are not shared between modules.
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
