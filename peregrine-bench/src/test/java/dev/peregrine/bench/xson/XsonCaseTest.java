package dev.peregrine.bench.xson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.data.BundledData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XsonCaseTest {

  @Test
  void tenCasesFromTheMediaFilesBesideDataOrTheShippedOnes(@TempDir Path dir) throws Exception {
    for (int n = 2; n <= 4; n++) {
      Files.writeString(dir.resolve("media." + n + ".json"), """
          // a comment, and a // inside a string
          {"media": {"uri": "http://a/b", "title": null, "width": 1, "height": 2, "format": "f",
            "duration": 3, "size": 4, "bitrate": null, "persons": ["p"], "player": "FLASH", "copyright": "c"},
           "images": [{"uri": "u", "title": "t", "width": 5, "height": 6, "size": "SMALL"}]}
          """);
    }
    List<String> missing = new ArrayList<>();
    List<XsonCase> cases = XsonCase.all(dir, 1024, missing);
    assertTrue(missing.isEmpty(), missing::toString);
    assertEquals(List.of("media.1", "media.2", "media.3", "media.4", "fields255", "all-types", "subclass-array",
        "subclass-list", "cycles", "large-bytes"), cases.stream().map(XsonCase::name).toList());
    MediaContent media2 = (MediaContent) cases.get(1).value().get();
    assertEquals("http://a/b", media2.getMedia().getUri());
    assertEquals(0, media2.getMedia().getBitrate(), "a null bitrate is 0, as jvm-serializers' model holds it");
    assertEquals(null, media2.getMedia().getTitle());

    Files.delete(dir.resolve("media.3.json"));
    missing.clear();
    // Without the file beside --data, the one the suite ships is read.
    List<XsonCase> shipped = XsonCase.all(dir, 1024, missing);
    assertTrue(missing.isEmpty(), missing::toString);
    assertEquals(10, shipped.size());
    assertEquals(BundledData.folder().resolve("media.3.json"), XsonCase.mediaFile(dir, 3));
  }

  @Test
  void theRegisteredClassesAreEveryClassOfTheGraph() {
    List<Class<?>> classes = XsonCase.classesOf(XsonModel.AnimalArray.sample());
    assertEquals(List.of(XsonModel.AnimalArray.class, XsonModel.Animal[].class, XsonModel.Animal.class,
        String.class, XsonModel.Dog.class), classes);
    assertTrue(XsonCase.classesOf(XsonModel.AllTypes.sample()).contains(java.util.ArrayDeque.class));
  }
}
