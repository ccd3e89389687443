package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.Peer;
import org.junit.jupiter.api.Test;

/** The compact CBOR variant runs in the binary scenarios and writes fewer bytes than array mode with string refs. */
class PeregrineCborVariantsTest {
  private static int writtenBytes(String id) throws Exception {
    Scenario write = Scenarios.eishay().stream().filter(s -> s.name().equals("WriteBinary")).findFirst().orElseThrow();
    return write.prepare(Peers.create(id)).outputBytes(); // prepare checks that the bytes decode back
  }

  @Test
  void compactIsABinaryLibraryThatPassesBothBinaryChecksAndIsSmaller() throws Exception {
    String compact = "peregrine-cbor-array-compact";
    assertEquals(Peer.Kind.BINARY, Peers.kind(compact));
    assertEquals(compact, Peers.create(compact).id());
    Scenario parse = Scenarios.eishay().stream().filter(s -> s.name().equals("ParseBinary")).findFirst().orElseThrow();
    parse.prepare(Peers.create(compact));
    // MediaContent has three enum constants ("LARGE", "SMALL", "JAVA" with their heads): ordinals save 14 bytes.
    assertEquals(writtenBytes("peregrine-cbor-array-stringrefs") - 14, writtenBytes(compact));
  }
}
