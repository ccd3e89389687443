package dev.peregrine.bench.typematrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The type matrix's typed documents in the runner: selection, descriptions, a missing corpus. */
class TypedDocumentsRunnerTest {
  @Test
  void theDocumentRowsAreSelectedByName() {
    assertTrue(TypeMatrixRunner.selected(Pattern.compile("^Types/(twitter|citm|canada)")));
    assertTrue(TypeMatrixRunner.selected(Pattern.compile("^Types/canada-record/peregrine$")));
    assertTrue(TypeMatrixRunner.selected(Pattern.compile("^Types/(scale-records|demo-response)/")));
    assertFalse(TypeMatrixRunner.selected(Pattern.compile("^Types/twitter-json/")));
  }

  @Test
  void documentLinesDescribeTheRowsAndAMissingCorpusIsOneWarning() {
    Map<String, String> documents = new LinkedHashMap<>();
    List<String> warnings = new ArrayList<>();
    TypeMatrixRunner.documents(List.of(
        "types document twitter-pojo 631515 twitter.json as it is (indented) bound to POJOs",
        "types check twitter-pojo peregrine read-utf8 ok 0",
        "types missing canada-pojo IOException: no canada.json in the corpus folder (x); pass --data DIR",
        "types missing canada-pojo IOException: no canada.json in the corpus folder (x); pass --data DIR",
        "types document twitter-pojo 631515 twitter.json as it is (indented) bound to POJOs",
        "types done"), documents, warnings);
    assertEquals(Map.of("twitter-pojo", "twitter.json as it is (indented) bound to POJOs, 631,515 bytes"),
        documents);
    assertEquals(List.of("The type matrix's typed document canada-pojo did not run: IOException: no canada.json "
        + "in the corpus folder (x); pass --data DIR."), warnings);
  }
}
