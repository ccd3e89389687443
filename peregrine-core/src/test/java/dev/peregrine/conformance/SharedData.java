package dev.peregrine.conformance;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates {@code ../shared/data} through the {@code peregrine.shared} system property (surefire sets it).
 * Checks that use it skip when it is absent: a fresh clone of the project has no shared folder.
 */
final class SharedData {
  private SharedData() {}

  /** {@code <shared>/data/<relative>}, or the calling test is skipped when it does not exist. */
  static Path require(String relative) {
    String shared = System.getProperty("peregrine.shared");
    assumeTrue(shared != null && !shared.isBlank(), "peregrine.shared is not set");
    Path p = Path.of(shared, "data", relative);
    assumeTrue(Files.exists(p), () -> p + " is absent");
    return p;
  }
}
