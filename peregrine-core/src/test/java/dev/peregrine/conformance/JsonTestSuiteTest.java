package dev.peregrine.conformance;

import dev.peregrine.testing.SharedData;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import dev.peregrine.Json;
import dev.peregrine.JsonException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Nicolas Seriot's JSONTestSuite: {@code y_} files must parse, {@code n_} files must fail with a
 * JsonException (and nothing else), {@code i_} files may do either but must finish. One dynamic test per
 * file and input path, so a failure names the file.
 */
class JsonTestSuiteTest {
  static final Duration TIMEOUT = Duration.ofSeconds(10);

  /** The ways a file's bytes reach the parser: raw bytes, a stream, one byte per read, and text. */
  enum Input {
    BYTES(b -> Json.create().parse(b.clone())),
    INPUT_STREAM(b -> Json.create().parse(new ByteArrayInputStream(b))),
    ONE_BYTE_STREAM(b -> Json.create().parse(new OneByteStream(b))),
    /** Only for files that are valid UTF-8: a String cannot carry the others. */
    STRING(b -> Json.create().parse(new String(b, StandardCharsets.UTF_8)));

    final Function<byte[], Object> parse;

    Input(Function<byte[], Object> parse) {
      this.parse = parse;
    }
  }

  static Path dir() {
    return SharedData.require("JSONTestSuite/test_parsing");
  }

  static List<Path> files(String prefix) {
    try (Stream<Path> s = Files.list(dir())) {
      return s.filter(p -> p.getFileName().toString().startsWith(prefix) && p.toString().endsWith(".json"))
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static byte[] bytes(Path p) {
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static boolean isUtf8(byte[] b) {
    try {
      StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(b));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  /** The inputs that can carry this file: the STRING path only when the bytes are valid UTF-8. */
  static Stream<Input> inputsFor(byte[] b) {
    return Arrays.stream(Input.values()).filter(i -> i != Input.STRING || isUtf8(b));
  }

  @Test
  void theSuiteHasTheExpectedNumberOfFiles() {
    assertEquals(95, files("y_").size(), "y_ files");
    assertEquals(188, files("n_").size(), "n_ files");
  }

  @TestFactory
  Stream<DynamicNode> accepted() {
    return files("y_").stream().map(p -> {
      byte[] b = bytes(p);
      return DynamicContainer.dynamicContainer(p.getFileName().toString(), inputsFor(b).map(in ->
          DynamicTest.dynamicTest(in.name(), () -> assertTimeoutPreemptively(TIMEOUT, () -> {
            try {
              in.parse.apply(b);
            } catch (JsonException e) {
              fail("rejected a valid document: " + e.getMessage(), e);
            }
          }))));
    });
  }

  @TestFactory
  Stream<DynamicNode> rejected() {
    return files("n_").stream().map(p -> {
      byte[] b = bytes(p);
      return DynamicContainer.dynamicContainer(p.getFileName().toString(), inputsFor(b).map(in ->
          DynamicTest.dynamicTest(in.name(), () -> assertTimeoutPreemptively(TIMEOUT, () -> {
            Object tree;
            try {
              tree = in.parse.apply(b);
            } catch (JsonException e) {
              return;
            } catch (RuntimeException | StackOverflowError e) {
              throw new AssertionError("not a JsonException: " + e, e);
            }
            fail("accepted an invalid document as " + abbreviate(tree));
          }))));
    });
  }

  @TestFactory
  Stream<DynamicNode> implementationDefined() {
    return files("i_").stream().map(p -> {
      byte[] b = bytes(p);
      return DynamicContainer.dynamicContainer(p.getFileName().toString(), inputsFor(b).map(in ->
          DynamicTest.dynamicTest(in.name(), () -> assertTimeoutPreemptively(TIMEOUT, () -> {
            try {
              in.parse.apply(b);
            } catch (JsonException e) {
              // Rejecting is allowed.
            } catch (RuntimeException | StackOverflowError e) {
              throw new AssertionError("not a JsonException: " + e, e);
            }
          }))));
    });
  }

  @Test
  void everyAcceptedFileParsesToTheSameTreeFromEveryInput() {
    for (Path p : files("y_")) {
      byte[] b = bytes(p);
      Object expected = Input.BYTES.parse.apply(b);
      inputsFor(b).forEach(in -> assertEquals(expected, in.parse.apply(b), () -> p.getFileName() + " via " + in));
    }
  }

  static String abbreviate(Object o) {
    String s = String.valueOf(o);
    return s.length() > 60 ? s.substring(0, 60) + "..." : s;
  }

  /** Hands out one byte per read call. */
  static final class OneByteStream extends InputStream {
    private final byte[] bytes;
    private int pos;

    OneByteStream(byte[] bytes) {
      this.bytes = bytes;
    }

    @Override
    public int read() {
      return pos < bytes.length ? bytes[pos++] & 0xff : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (len == 0) return 0;
      int c = read();
      if (c < 0) return -1;
      b[off] = (byte) c;
      return 1;
    }
  }
}
