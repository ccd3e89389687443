package dev.peregrine.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.result.Results;
import java.util.List;
import org.junit.jupiter.api.Test;

class EnvironmentTest {
  @Test
  void twoGroupsSharingAnArtifactNameBothShowTheirVersion() {
    List<Results.LibraryInfo> libraries = List.of(
        info("jackson", "com.fasterxml.jackson.core:jackson-databind", "2.22.4"),
        info("jackson-blackbird", "com.fasterxml.jackson.core:jackson-databind", "2.22.4"),
        info("jackson3", "tools.jackson.core:jackson-databind", "3.1.0"),
        info("gson", "com.google.code.gson:gson", "2.15.0"));
    assertEquals("jackson-databind 2.22.4, tools.jackson.core:jackson-databind 3.1.0, gson 2.15.0",
        Environment.versions(libraries));
  }

  private static Results.LibraryInfo info(String id, String artifact, String version) {
    return new Results.LibraryInfo(id, Peer.Kind.JSON, artifact, version, "defaults");
  }
}
