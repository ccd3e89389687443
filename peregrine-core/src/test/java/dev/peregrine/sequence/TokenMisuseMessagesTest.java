package dev.peregrine.sequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.CborReader;
import dev.peregrine.CborWriter;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.JsonReader;
import dev.peregrine.JsonWriter;
import dev.peregrine.PeregrineException;
import java.io.ByteArrayOutputStream;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The token readers' and writers' messages, word for word in each format's words: every misuse (an
 * IllegalStateException or IllegalArgumentException) and every place the document holds something other
 * than what was asked for (the format's exception, with its reason, path and offset). JSON and CBOR share
 * one state machine and one set of shape checks, so each case is asked of both.
 */
class TokenMisuseMessagesTest {
  static final Json JSON = Json.create();
  static final Cbor CBOR = Cbor.create();

  static void illegal(String message, Executable call) {
    assertEquals(message, assertThrows(IllegalStateException.class, call).getMessage());
  }

  static void invalid(String reason, String path, long offset, Class<? extends PeregrineException> type, Executable call) {
    PeregrineException e = assertThrows(type, call);
    assertEquals(List.of(reason, path, offset), List.of(e.reason(), e.path(), e.offset()));
    if (e instanceof JsonException) {
      assertEquals(List.of(1L, offset + 1), List.of(e.line(), e.column()), "line and column"); // one-line documents
    }
  }

  static CborReader cbor(String hex) {
    return CBOR.reader(HexFormat.ofDelimiter(" ").parseHex(hex));
  }

  @Test
  void jsonReaderMisuse() {
    JsonReader r = JSON.reader("{\"a\":[1],\"b\":2}");
    illegal("endObject() outside an object, at $", () -> {
      JsonReader root = JSON.reader("1");
      root.endObject();
    });
    r.beginObject();
    illegal("endArray() outside an array, at $", r::endArray);
    r.peek(); // the name is taken from the input, not handed out
    illegal("a value read before its name, at $.a", r::nextString);
    r.nextName();
    illegal("nextName() before the value of $.a", r::nextName);
    illegal("endObject() before the value of $.a", r::endObject);
    r.beginArray();
    illegal("nextName() outside an object, at $.a[0]", r::nextName);
    illegal("endObject() outside an object, at $.a[0]", r::endObject);
  }

  @Test
  void cborReaderMisuse() {
    CborReader r = cbor("a2 61 61 81 01 61 62 02"); // {"a": [1], "b": 2}
    illegal("endObject() outside a map, at $", () -> cbor("01").endObject());
    r.beginObject();
    illegal("endArray() outside an array, at $", r::endArray);
    r.peek();
    illegal("a value read before its key, at $.a", r::nextString);
    r.nextName();
    illegal("nextName() before the value of $.a", r::nextName);
    illegal("endObject() before the value of $.a", r::endObject);
    r.beginArray();
    illegal("nextName() outside a map, at $.a[0]", r::nextName);
    illegal("endObject() outside a map, at $.a[0]", r::endObject);
  }

  @Test
  void jsonReaderWhatTheDocumentDoesNotHold() {
    Class<JsonException> type = JsonException.class;
    invalid("expected a property name, found the end of the object", "$", 2, type, () -> {
      JsonReader r = JSON.reader("{}");
      r.beginObject();
      r.nextName();
    });
    invalid("expected the end of the object, found the property name 'a'", "$.a", 5, type, () -> {
      JsonReader r = JSON.reader("{\"a\":1}");
      r.beginObject();
      r.endObject();
    });
    invalid("expected the end of the array, found another element", "$[0]", 1, type, () -> {
      JsonReader r = JSON.reader("[1]");
      r.beginArray();
      r.endArray();
    });
    invalid("expected an object, found the end of the array", "$[0]", 2, type, () -> {
      JsonReader r = JSON.reader("[]");
      r.beginArray();
      r.beginObject();
    });
    invalid("expected an array, found the end of the object", "$", 2, type, () -> {
      JsonReader r = JSON.reader("{}");
      r.beginObject();
      r.beginArray();
    });
    invalid("expected a value, found the end of the document", "$", 1, type, () -> {
      JsonReader r = JSON.reader("1");
      r.nextInt();
      r.skipValue();
    });
    invalid("expected null, found a string", "$[0]", 1, type, () -> {
      JsonReader r = JSON.reader("[\"x\"]");
      r.beginArray();
      r.nextNull();
    });
  }

  @Test
  void cborReaderWhatTheDocumentDoesNotHold() {
    Class<CborException> type = CborException.class;
    invalid("expected a key, found the end of the map", "$", 1, type, () -> {
      CborReader r = cbor("a0");
      r.beginObject();
      r.nextName();
    });
    invalid("expected the end of the map, found the key 'a'", "$.a", 3, type, () -> {
      CborReader r = cbor("a1 61 61 01");
      r.beginObject();
      r.endObject();
    });
    invalid("expected the end of the array, found another element", "$[0]", 1, type, () -> {
      CborReader r = cbor("81 01");
      r.beginArray();
      r.endArray();
    });
    invalid("expected a map, found the end of the array", "$[0]", 1, type, () -> {
      CborReader r = cbor("80");
      r.beginArray();
      r.beginObject();
    });
    invalid("expected an array, found the end of the map", "$", 1, type, () -> {
      CborReader r = cbor("a0");
      r.beginObject();
      r.beginArray();
    });
    invalid("expected a simple value, found the end of the document", "$", 1, type, () -> {
      CborReader r = cbor("01");
      r.nextInt();
      r.nextSimple();
    });
    invalid("expected null, found a text string", "$[0]", 1, type, () -> {
      CborReader r = cbor("81 61 78");
      r.beginArray();
      r.nextNull();
    });
  }

  @Test
  void jsonWriterShape() {
    JsonWriter w = JSON.writer(new ByteArrayOutputStream());
    illegal("endObject() outside an object", w::endObject);
    illegal("endArray() outside an array", w::endArray);
    illegal("name() outside an object", () -> w.name("a"));
    w.beginObject();
    illegal("a value in an object needs a name() first", () -> w.value(1));
    illegal("endArray() outside an array", w::endArray);
    w.name("a");
    illegal("name() after a name with no value", () -> w.name("b"));
    illegal("endObject() after a name with no value", w::endObject);
    w.beginArray();
    illegal("name() outside an object", () -> w.name("c"));
    illegal("endObject() outside an object", w::endObject);
    w.endArray().endObject();
    illegal("a JSON document holds one root value", () -> w.value(2));
    illegal("endObject() outside an object", w::endObject); // at the root, after its value (no name there)
    w.close();
    illegal("the writer is closed", () -> w.value(3));

    JsonWriter open = JSON.writer(new ByteArrayOutputStream());
    open.beginArray().beginArray();
    illegal("2 container(s) not ended", open::close);
    illegal("no value was written", () -> JSON.writer(new ByteArrayOutputStream()).close());
  }

  @Test
  void cborWriterShape() {
    CborWriter w = CBOR.writer(new ByteArrayOutputStream());
    illegal("endObject() outside a map", w::endObject);
    illegal("endArray() outside an array", w::endArray);
    illegal("name() outside a map", () -> w.name("a"));
    w.beginObject();
    illegal("a value in a map needs a name() first", () -> w.value(1));
    illegal("a tag in a map goes before a value, after its name()", () -> w.tag(1));
    illegal("endArray() outside an array", w::endArray);
    w.name("a");
    illegal("name() after a key with no value", () -> w.name("b"));
    illegal("endObject() after a key with no value", w::endObject);
    w.tag(7);
    illegal("endObject() after a tag with no value", w::endObject);
    illegal("name() after a tag (a tag goes before a value)", () -> w.name("b"));
    w.beginArray(2);
    illegal("name() outside a map", () -> w.name("c"));
    illegal("endObject() outside a map", w::endObject);
    w.tag(8);
    illegal("endArray() after a tag with no value", w::endArray);
    illegal("name() outside a map", () -> w.name("c"));
    w.value(1).value(2).endArray().endObject();
    illegal("a CBOR document holds one root item", () -> w.value(2));
    illegal("a CBOR document holds one root item", () -> w.tag(2));
    illegal("endObject() outside a map", w::endObject);
    w.close();
    illegal("the writer is closed", () -> w.value(3));
    illegal("the writer is closed", () -> w.tag(3));

    CborWriter open = CBOR.writer(new ByteArrayOutputStream());
    open.beginArray().tag(1);
    illegal("1 container(s) not ended", open::close);
    CborWriter tagged = CBOR.writer(new ByteArrayOutputStream());
    tagged.tag(1);
    illegal("a tag with no value", tagged::close);
    illegal("no value was written", () -> CBOR.writer(new ByteArrayOutputStream()).close());
    CborWriter args = CBOR.writer(new ByteArrayOutputStream());
    assertEquals("size -1", assertThrows(IllegalArgumentException.class, () -> args.beginObject(-1)).getMessage());
    assertEquals("size 2147483647",
        assertThrows(IllegalArgumentException.class, () -> args.beginArray(Integer.MAX_VALUE)).getMessage());
    assertEquals("no simple value 24 (0-23 and 32-255)",
        assertThrows(IllegalArgumentException.class, () -> args.simple(24)).getMessage());
  }
}
