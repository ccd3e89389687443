package dev.peregrine.bench.eishay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.bench.eishay.Reference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import dev.peregrine.bench.SharedData;

class EishayTest {
  @Test
  void bothDocumentsDescribeTheValue() throws Exception {
    assertEquals(Eishay.value(), Reference.bind(Eishay.COMPACT));
    assertEquals(Eishay.value(), Reference.bind(Eishay.PRETTY_UTF8));
    assertNull(Reference.difference(Eishay.COMPACT_UTF8, Eishay.PRETTY, new ArrayList<>()));
  }

  /**
   * The built-in documents are the shared ones. Both files are required, as {@link Eishay#differencesFrom}
   * passes over a file that is not there; skipped without ../shared unless -Dperegrine.requireShared=true.
   */
  @Test
  void documentsMatchTheSharedCopies() {
    SharedData.require("eishay/eishay_compact.json");
    Path dir = SharedData.require("eishay/eishay.json").getParent();
    assertEquals(List.of(), Eishay.differencesFrom(dir));
  }
}
