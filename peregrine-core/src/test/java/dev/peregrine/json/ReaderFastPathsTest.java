package dev.peregrine.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.peregrine.EnumFallback;
import dev.peregrine.Json;
import dev.peregrine.JsonException;
import dev.peregrine.Property;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The reader's shortcuts, each against the slow path it stands in for: tree keys from the shared key
 * cache, enum constants matched as bytes, integers on the inlined digit loop, whitespace skipped by words.
 * Every case is chosen to sit on a shortcut's edge (a prefix, the end of input, an escape, a limit).
 */
class ReaderFastPathsTest {
  private static final Json JSON = Json.create();

  private static Object parse(String doc) {
    return JSON.parse(doc.getBytes(StandardCharsets.UTF_8));
  }

  public record Named(@Property("a") int a, @Property("abcdefgh") int b8, @Property("abcdefghijklmnop") int b16,
      String s) {}

  public record Booleans(boolean a, boolean b, Boolean c) {}

  @Test
  void booleansByTheWordAtEveryDistanceFromTheEnd() {
    // A typed boolean is told by one word where 8 bytes are left, else by its first byte: every value at every
    // distance from the end of input (the padding), and malformed literals, which must fail as the byte path
    // fails them (the same message, offset and path) whichever way they were looked at.
    for (int pad = 0; pad <= 10; pad++) {
      String spaces = " ".repeat(pad);
      for (String a : List.of("true", "false")) {
        for (String b : List.of("true", "false")) {
          String doc = "{\"a\":" + a + ",\"c\":null,\"b\":" + b + spaces + "}";
          Booleans f = JSON.read(doc.getBytes(StandardCharsets.UTF_8), Booleans.class);
          assertEquals(new Booleans(a.equals("true"), b.equals("true"), null), f, doc);
          assertEquals(f, JSON.read(doc, Booleans.class), doc);
        }
      }
      for (String bad : List.of("tru", "fals", "trux", "falsy", "t", "f", "fa1se", "tRue", "nul")) {
        String doc = "{\"a\":true,\"b\":" + bad + spaces + "}";
        JsonException e = assertThrows(JsonException.class, () -> JSON.read(doc.getBytes(StandardCharsets.UTF_8), Booleans.class));
        String expected = bad.equals("trux") ? "expected" : "invalid literal";
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains(expected) || e.getMessage().contains("boolean"),
            doc + ": " + e.getMessage());
        assertEquals(e.getMessage(), assertThrows(JsonException.class, () -> JSON.read(doc, Booleans.class)).getMessage());
      }
    }
  }

  @Test
  void decimalsWithAnExponentReadAsTheJdkParsesThem() {
    // Floats and doubles with an exponent of up to three digits are read in the decimal's one pass; longer
    // exponents, a missing digit and every other form go to the scanner. Both against the JDK's parser.
    List<String> texts = new java.util.ArrayList<>(List.of("1.5e3", "1.5E-3", "1.5e+3", "-2.5e-300", "1.0E308",
        "4.9E-324", "1.4E-45", "3.4028235E38", "1.5e0001", "1.5e-0001", "0.0e0", "-0.0E5", "9.999999999999999999e-5",
        "1.0e-999", "123456789.123456789e12", "1.0E22", "1.0E23", "1.2345678E-5", "1.0e007"));
    Random random = new Random(11);
    for (int i = 0; i < 2000; i++) {
      double d = Double.longBitsToDouble(random.nextLong());
      if (Double.isFinite(d)) texts.add(Double.toString(d));
      float f = Float.intBitsToFloat(random.nextInt());
      if (Float.isFinite(f)) texts.add(Float.toString(f));
      texts.add(Double.toString((random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(40) - 20)));
    }
    for (String text : texts) {
      assertEquals(Double.parseDouble(text), JSON.read(text.getBytes(StandardCharsets.UTF_8), double.class), text);
      assertEquals(Float.parseFloat(text), JSON.read(text.getBytes(StandardCharsets.UTF_8), float.class), text);
      assertEquals(List.of(Double.parseDouble(text), 1.0),
          JSON.read("[" + text + ",1]", new dev.peregrine.TypeRef<List<Double>>() {}), text);
    }
    for (String bad : List.of("1.5e", "1.5e+", "1.5E-", "1.5ex", "[1.5e]", "1.5e+-3")) {
      assertThrows(JsonException.class, () -> JSON.read(bad.getBytes(StandardCharsets.UTF_8), double.class), bad);
      assertThrows(JsonException.class, () -> JSON.read(bad.getBytes(StandardCharsets.UTF_8), float.class), bad);
    }
  }

  @Test
  void decimalsOfEveryLayoutOfDigitsReadAsTheJdkParsesThem() {
    // Up to 8 digits of each part are read as one word when 8 bytes follow, the rest one by one: every count
    // of integer and fraction digits on either side of that, at the end of the input and before what may
    // follow a number, as BigDecimal, double and inside an array; a leading zero, a missing digit, a second
    // point refused as the scanner refuses them.
    Random random = new Random(26);
    String[] after = {"", "]", ",7]", " ]", "e3", "E-2]", "x", ".5", "-1"};
    for (int intDigits = 0; intDigits <= 21; intDigits++) {
      for (int fractionDigits = 0; fractionDigits <= 21; fractionDigits++) {
        StringBuilder b = new StringBuilder(random.nextBoolean() ? "-" : "");
        for (int i = 0; i < intDigits; i++) b.append((char) ('0' + (i == 0 && intDigits > 1 ? 1 + random.nextInt(9) : random.nextInt(10))));
        b.append('.');
        for (int i = 0; i < fractionDigits; i++) b.append((char) ('0' + random.nextInt(10)));
        String number = b.toString();
        for (String tail : after) {
          String doc = tail.endsWith("]") ? "[" + number + tail : number + tail;
          String expected = tail.endsWith("]") ? number + tail.substring(0, tail.length() - 1).replaceFirst(",7$", "").trim() : number + tail;
          boolean valid = intDigits > 0 && fractionDigits > 0 && (tail.isEmpty() || tail.equals("e3") || tail.endsWith("]"));
          byte[] bytes = doc.getBytes(StandardCharsets.UTF_8);
          if (!valid) {
            Class<?> type = tail.endsWith("]") ? List.class : BigDecimal.class;
            assertThrows(JsonException.class, () -> JSON.read(bytes, type), doc);
            continue;
          }
          BigDecimal big = new BigDecimal(expected);
          if (tail.endsWith("]")) {
            List<BigDecimal> read = JSON.read(bytes, new dev.peregrine.TypeRef<List<BigDecimal>>() {});
            assertEquals(big, read.get(0), doc);
            assertEquals(List.of(Double.parseDouble(expected)),
                JSON.read(("[" + expected + "]").getBytes(StandardCharsets.UTF_8), new dev.peregrine.TypeRef<List<Double>>() {}), doc);
          } else {
            assertEquals(big, JSON.read(bytes, BigDecimal.class), doc);
            assertEquals(Double.parseDouble(expected), JSON.read(bytes, double.class), doc);
            assertEquals(big, JSON.read(doc, BigDecimal.class), doc);
          }
        }
      }
    }
    for (String bad : List.of("01.5", "-01.5", "00.0", "1..5", "1.5.5", "[1.]", "[.5]", "1.e5")) {
      assertThrows(JsonException.class, () -> JSON.read(bad.getBytes(StandardCharsets.UTF_8), Object.class), bad);
      assertThrows(JsonException.class, () -> JSON.read(bad.getBytes(StandardCharsets.UTF_8), BigDecimal.class), bad);
    }
  }

  public record Flags(Boolean a, boolean b, String c) {}

  @Test
  void literalsAreComparedAsWordsAndAnythingElseFailsWhereItDiffers() {
    // true, false and null are compared as one word where the input has room for it: at the end of the input
    // too, and every byte of each changed (or the literal cut short) fails, at the byte that differs.
    assertEquals(new Flags(true, false, null), JSON.read("{\"a\":true,\"b\":false,\"c\":null}", Flags.class));
    assertEquals(new Flags(null, true, null), JSON.read("{\"a\":null,\"c\":null,\"b\":true}", Flags.class));
    for (String literal : List.of("true", "false", "null")) {
      Object expected = literal.equals("null") ? null : Boolean.valueOf(literal);
      assertEquals(expected, JSON.read(literal, Boolean.class), literal);
      assertEquals(java.util.Arrays.asList(expected), JSON.parse("[" + literal + "]"), literal);
      for (int at = 1; at < literal.length(); at++) {
        String cut = literal.substring(0, at);
        assertThrows(JsonException.class, () -> JSON.read(cut, Boolean.class), cut);
        for (char c : new char[] {'x', 'e', 'u', 'E', '\u00e9'}) {
          if (c == literal.charAt(at)) continue;
          String changed = literal.substring(0, at) + c + literal.substring(at + 1);
          JsonException e = assertThrows(JsonException.class, () -> JSON.read(changed, Boolean.class), changed);
          assertEquals(at, e.offset(), changed);
          assertThrows(JsonException.class, () -> JSON.read("[" + changed + ",1]", List.class), changed);
        }
      }
    }
  }

  @Test
  void bigIntegersBeyondLongAreTheStringConstructors() {
    // Integers past a long are built from two 18-digit halves up to 36 digits, by the String constructor past
    // that: every length from 18 to 40 digits, both signs, the halves' edges (all nines, a power of ten, a
    // zero half), through the byte[] reader and the String input alike.
    List<String> texts = new java.util.ArrayList<>(List.of("9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616",
        "1000000000000000000", "999999999999999999999999999999999999", "1000000000000000000000000000000000000",
        "100000000000000000000000000000000000", "123456789012345678000000000000000000",
        "-999999999999999999999999999999999999", "340282366920938463463374607431768211455",
        "340282366920938463463374607431768211456", "1329227995784915872903807060280344575"));
    Random random = new Random(20261126);
    for (int digits = 18; digits <= 40; digits++) {
      for (int k = 0; k < 40; k++) {
        StringBuilder sb = new StringBuilder(random.nextBoolean() ? "-" : "");
        sb.append((char) ('1' + random.nextInt(9)));
        for (int i = 1; i < digits; i++) sb.append((char) ('0' + (k % 5 == 0 ? 9 : random.nextInt(10))));
        texts.add(sb.toString());
      }
    }
    for (String text : texts) {
      BigInteger expected = new BigInteger(text);
      assertEquals(expected, JSON.read(text.getBytes(StandardCharsets.UTF_8), BigInteger.class), text);
      assertEquals(List.of(expected, BigInteger.ONE),
          JSON.read(("[" + text + ",1]").getBytes(StandardCharsets.UTF_8), new dev.peregrine.TypeRef<List<BigInteger>>() {}), text);
      assertEquals(expected, JSON.read(text, BigInteger.class), text);
    }
    // Not integers: a fraction that is whole still reads, one that is not is refused.
    assertEquals(new BigInteger("123456789012345678901234567890"),
        JSON.read("123456789012345678901234567890.000".getBytes(StandardCharsets.UTF_8), BigInteger.class));
    assertThrows(JsonException.class,
        () -> JSON.read("123456789012345678901234567890.5".getBytes(StandardCharsets.UTF_8), BigInteger.class));
  }

  @Test
  void expectedNamesAreFoundInEveryLayout() {
    // Generated codecs try each name where compact and pretty output put it (a comma, any whitespace, the
    // name and its colon) before the general path: whitespace of each kind before and after the comma and
    // around the colon, with the last name too close to the end of the input for the quick check.
    Named expected = new Named(1, 8, 16, "x");
    String[] names = {"a", "abcdefgh", "abcdefghijklmnop", "s"};
    String[] values = {"1", "8", "16", "\"x\""};
    String[] spaces = {"", " ", "\n", "\r\n  ", "\t", "         \n"};
    Json reflective = Json.builder().codegen(false).build();
    for (String beforeComma : spaces) {
      for (String afterComma : spaces) {
        for (String colon : spaces) {
          StringBuilder doc = new StringBuilder("{");
          for (int i = 0; i < names.length; i++) {
            if (i > 0) doc.append(beforeComma).append(',');
            doc.append(afterComma).append('"').append(names[i]).append('"').append(colon).append(':')
                .append(colon).append(values[i]);
          }
          String text = doc.append(beforeComma).append('}').toString();
          assertEquals(expected, JSON.read(text, Named.class), text);
          assertEquals(expected, JSON.read(text.getBytes(StandardCharsets.UTF_8), Named.class), text);
          assertEquals(expected, reflective.read(text, Named.class), text);
        }
      }
    }
  }

  public record Last1(String s, @Property("abcdefgh") int b, @Property("a") int last) {}

  public record Last8(String s, @Property("a") int b, @Property("abcdefgh") int last) {}

  public record Last16(String s, @Property("a") int b, @Property("abcdefghijklmnop") int last) {}

  @Test
  void expectedNamesNearTheEndOfInputReadAsOnTheReflectivePath() {
    // A name that starts fewer than 19 bytes before the end of input is not confirmed in place (the words
    // would be read past the end) but by nextName: a last name of 1, 8 and 16 bytes, in the order the generated codec expects,
    // at every distance from the end, as itself and with any one byte changed (then an unknown name, skipped),
    // reads as the reflective path reads it; every prefix fails as that path fails.
    Json reflective = Json.builder().codegen(false).build();
    Map<Class<?>, List<String>> layouts = Map.of(Last1.class, List.of("abcdefgh", "a"),
        Last8.class, List.of("a", "abcdefgh"), Last16.class, List.of("a", "abcdefghijklmnop"));
    layouts.forEach((type, names) -> {
      String head = "{\"s\":\"x\",\"" + names.get(0) + "\":1";
      String name = names.get(1);
      List<String> variants = new java.util.ArrayList<>(List.of(name));
      for (int k = 0; k < name.length(); k++) variants.add(name.substring(0, k) + 'z' + name.substring(k + 1));
      for (String variant : variants) {
        for (int pad = 0; pad <= 20; pad++) {
          String doc = head + ",\"" + variant + "\":7" + " ".repeat(pad) + "}";
          Object slow = reflective.read(doc, type);
          assertEquals(variant.equals(name), slow.toString().contains("last=7"), doc);
          assertEquals(slow, JSON.read(doc, type), doc);
          assertEquals(slow, JSON.read(doc.getBytes(StandardCharsets.UTF_8), type), doc);
          if (pad > 1) continue;
          for (int end = head.length(); end < doc.length(); end++) {
            byte[] cut = doc.substring(0, end).getBytes(StandardCharsets.UTF_8);
            JsonException expected = assertThrows(JsonException.class, () -> reflective.read(cut, type));
            assertEquals(expected.getMessage(),
                assertThrows(JsonException.class, () -> JSON.read(cut, type)).getMessage(), doc);
          }
        }
      }
    });
  }

  @Test
  void misplacedSeparatorsAroundExpectedNamesFailAsOnTheReflectivePath() {
    // Each document goes on long enough after the fault for the quick check to look at it; every prefix of
    // a valid one is cut short somewhere, the quick check's words and colon included.
    String tail = ",\"s\":\"" + "x".repeat(30) + "\"}";
    List<String> docs = new java.util.ArrayList<>();
    for (String head : List.of("{\"a\":1 \"abcdefgh\":8", "{,\"a\":1", "{\"a\":1,,\"abcdefgh\":8",
        "{\"a\" 1", "{\"a\":1;\"abcdefgh\":8", "{\"a\":1,\u000b\"abcdefgh\":8",
        "{\"a\":1,\"abcdefgh\"\u000b:8", "{\u000b\"a\":1")) {
      docs.add(head + tail);
    }
    String valid = "{\"a\":1,\"abcdefgh\":8,\"abcdefghijklmnop\":16" + tail;
    for (int end = 0; end < valid.length(); end++) docs.add(valid.substring(0, end));
    Json reflective = Json.builder().codegen(false).build();
    for (String doc : docs) {
      JsonException generated = assertThrows(JsonException.class, () -> JSON.read(doc, Named.class), doc);
      JsonException slow = assertThrows(JsonException.class, () -> reflective.read(doc, Named.class), doc);
      assertEquals(slow.getMessage(), generated.getMessage(), doc);
    }
  }

  @Test
  void aRepeatedTreeKeyIsTheSameStringAcrossDocuments() {
    Map<?, ?> first = (Map<?, ?>) parse("{\"keynote_large\":1,\"other\":2}");
    Map<?, ?> second = (Map<?, ?>) parse("{\"keynote_large\":3,\"other\":4}");
    Object k1 = first.keySet().iterator().next();
    Object k2 = second.keySet().iterator().next();
    assertEquals("keynote_large", k1);
    assertSame(k1, k2);
  }

  @Test
  void treeKeysThatShareAPrefixOrALengthStayApart() {
    for (int round = 0; round < 3; round++) {
      for (String k : List.of("a", "ab", "abcdefg", "abcdefgh", "abcdefgi", "keynote_large", "keynote_small",
          "x".repeat(31), "x".repeat(32), "x".repeat(33), "y" + "x".repeat(31))) {
        Map<?, ?> m = (Map<?, ?>) parse("{\"" + k + "\":1, \"" + k + "z\":2}");
        assertEquals(List.of(k, k + "z"), List.copyOf(m.keySet()), k);
      }
    }
  }

  @Test
  void treeKeysWithEscapesOrNonAsciiOrAtTheEndOfInput() {
    assertEquals(Map.of("a", 1), parse("{\"\\u0061\":1}"));
    assertEquals(Map.of("é", 1), parse("{\"é\":1}"));
    assertEquals(Map.of("a\"b", 1), parse("{\"a\\\"b\":1}"));
    assertEquals(Map.of("k", 1), parse("{\"k\":1}"));
    assertEquals(Map.of("k", 1), parse("{\"k\"\t:\n1}"));
    assertThrows(JsonException.class, () -> parse("{\"k\""));
    assertThrows(JsonException.class, () -> parse("{\"keykeykeykey\""));
    assertThrows(JsonException.class, () -> parse("{\"keykeykeykey\"}"));
  }

  @Test
  void aTreeKeyOverTheNameLimitFails() {
    Json small = Json.builder().maxNameLength(4).build();
    assertEquals(Map.of("abcd", 1), small.parse("{\"abcd\":1}".getBytes(StandardCharsets.UTF_8)));
    assertThrows(JsonException.class, () -> small.parse("{\"abcde\":1}".getBytes(StandardCharsets.UTF_8)));
  }

  public enum Player { JAVA, FLASH, @Property(value = "js", aliases = "javascript") SCRIPT }

  public enum Big { A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, LONGER_THAN_SIXTEEN_BYTES, @EnumFallback OTHER }

  public record Holder(Player player) {}

  public record BigHolder(Big big) {}

  @Test
  void enumConstantsMatchAsBytesAndFallBackToText() {
    assertEquals(new Holder(Player.JAVA), JSON.read("{\"player\":\"JAVA\"}", Holder.class));
    assertEquals(new Holder(Player.JAVA), JSON.read("{\"player\":\"J\\u0041VA\"}", Holder.class));
    assertEquals(new Holder(Player.SCRIPT), JSON.read("{\"player\":\"js\"}", Holder.class));
    assertEquals(new Holder(Player.SCRIPT), JSON.read("{\"player\":\"javascript\"}", Holder.class));
    assertEquals(Player.FLASH, JSON.read("\"FLASH\"", Player.class)); // the end of input right after
    JsonException e = assertThrows(JsonException.class, () -> JSON.read("{\"player\":\"JAV\"}", Holder.class));
    assertEquals("unknown constant 'JAV' of enum " + Player.class.getName() + "; expected one of JAVA, FLASH, js",
        e.reason());
    assertThrows(JsonException.class, () -> JSON.read("{\"player\":\"JAVAX\"}", Holder.class));
    assertThrows(JsonException.class, () -> JSON.read("{\"player\":\"SCRIPT\"}", Holder.class));
    assertThrows(JsonException.class, () -> JSON.read("{\"player\":\"JAVA", Holder.class));
  }

  @Test
  void largeEnumsMatchThroughTheHash() {
    for (Big b : Big.values()) {
      assertEquals(new BigHolder(b), JSON.read("{\"big\":\"" + b.name() + "\"}", BigHolder.class));
    }
    assertEquals(new BigHolder(Big.OTHER), JSON.read("{\"big\":\"A10\"}", BigHolder.class));
    assertEquals(new BigHolder(Big.OTHER), JSON.read("{\"big\":\"LONGER_THAN_SIXTEEN_BYTEZ\"}", BigHolder.class));
    assertEquals(new BigHolder(Big.A1), JSON.read("{\"big\":\"\\u00411\"}", BigHolder.class));
  }

  /** Names that share their first 7 characters (one head, chained), of 6, 7 and 8 quoted bytes, and long ones. */
  public enum Prefixed { STATUS_A, STATUS_B, STATUS_, STATUS, STATU, ABCDEFGHIJKLMNOPQRSTUVWXYZ, ABCDEFGHIJKLMNOPQRSTUVWXYY }

  public record PrefixedHolder(Prefixed p) {}

  @Test
  void enumNamesSharingAPrefixAndEndingAtTheInputsEnd() {
    for (Prefixed p : Prefixed.values()) {
      assertEquals(new PrefixedHolder(p), JSON.read("{\"p\":\"" + p.name() + "\"}", PrefixedHolder.class));
      assertEquals(new PrefixedHolder(p), JSON.read("{\"p\":\"" + p.name() + "\" }", PrefixedHolder.class));
      assertEquals(p, JSON.read("\"" + p.name() + "\"", Prefixed.class)); // the input ends at the quote
      assertEquals(p, JSON.read(("\"" + p.name() + "\"").getBytes(StandardCharsets.UTF_8), Prefixed.class));
      // cut before the closing quote, and one character short or long: no constant
      assertThrows(JsonException.class, () -> JSON.read("\"" + p.name(), Prefixed.class));
      assertThrows(JsonException.class, () -> JSON.read("\"" + p.name() + "Q\"", Prefixed.class));
      String shorter = p.name().substring(0, p.name().length() - 1);
      if (!shorter.equals("STATU") && !shorter.equals("STATUS") && !shorter.equals("STATUS_")) {
        assertThrows(JsonException.class, () -> JSON.read("\"" + shorter + "\"", Prefixed.class), shorter);
      }
    }
    assertThrows(JsonException.class, () -> JSON.read("\"STATUS_C\"", Prefixed.class));
    assertThrows(JsonException.class, () -> JSON.read("\"STATUS_A\\\"\"", Prefixed.class)); // "STATUS_A\""
    assertEquals(Prefixed.STATUS_A, JSON.read("\"STATUS_\\u0041\"", Prefixed.class));
    assertThrows(JsonException.class, () -> JSON.read("\"\"", Prefixed.class));
  }

  @Test
  void theNameIndexMatchesInPlaceWithoutTheFallback() {
    // JsonNames.matchString itself: a miss there is covered by the decoding fallback above, so it is checked
    // apart: every plain name is found in place, at the input's end too; nothing else is.
    // Two lists, each taken by its prefixes: the index keys names by as many bytes as the shortest has when
    // that keeps chains short (the colours: keys of 5 bytes, then of 7 once REDDISH and REDDER share "REDD"),
    // else by each name's first word up to its quote (the statuses: "S" starts five of them).
    for (String[] names : new String[][] {{"STATUS_A", "STATUS_B", "STATUS_", "STATUS", "STATU", "", "x",
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "ABCDEFGHIJKLMNOPQRSTUVWXYY", "ABCDEFGHIJKLMNOP", "ABCDEFGHIJKLMNO",
        "ABCDEFGHIJKLMNOPQ"}, {"GREEN", "BLUE", "CYAN", "MAGENTA", "YELLOW", "BLACK", "RED", "WHITE", "REDDISH",
        "REDDER", "MAGENTA_LIGHT_AND_LONG", "MAGENTA_LIGHT_AND_LONGER", "BLUES", "BLUEST", "B"}}) {
      for (int size = 1; size <= names.length; size++) {
        String[] some = java.util.Arrays.copyOf(names, size);
        dev.peregrine.stream.internal.NameTable table = new dev.peregrine.stream.internal.NameTable(some, new String[size][0]);
        JsonNames index = JsonNames.of(table);
        if (names[0].equals("GREEN") && size == 8) assertEquals(0xFF_FFFF_FFFFL, index.keyMask, "keys of 5 bytes");
        for (int i = 0; i < size; i++) {
          for (String after : new String[] {"", "}", ",\"next\":1}   "}) {
            // after bytes of another value too: near the end, the word that ends there is taken apart
            for (String before : new String[] {"", "[1,", "[\"QQQQQQQQ\","}) {
              byte[] doc = (before + "\"" + some[i] + "\"" + after).getBytes(StandardCharsets.UTF_8);
              JsonNames.Name found = index.matchString(doc, before.length(), doc.length);
              assertEquals(table.slot(i), found == null ? -1 : found.slot, before + some[i] + after);
            }
          }
          for (String other : new String[] {some[i] + "Q", some[i] + "\\\"", "Q" + some[i]}) {
            byte[] doc = ("\"" + other + "\"}").getBytes(StandardCharsets.UTF_8);
            JsonNames.Name found = index.matchString(doc, 0, doc.length);
            if (found != null) assertEquals(other, some[found.index - 1], "matched " + other);
          }
          byte[] cut = ("\"" + some[i]).getBytes(StandardCharsets.UTF_8);
          assertEquals(null, index.matchString(cut, 0, cut.length), "cut " + some[i]);
        }
      }
    }
  }

  @Test
  void anEnumConstantOverTheStringLimitFailsAsAString() {
    Json small = Json.builder().maxStringLength(4).build();
    assertThrows(JsonException.class, () -> small.read("{\"player\":\"FLASH\"}", Holder.class));
    assertEquals(new Holder(Player.JAVA), small.read("{\"player\":\"JAVA\"}", Holder.class));
  }

  @Test
  void escapedAsciiStringsDecodeAsTheCharByCharPathDoes() {
    // The short escapes are decoded into bytes; a \\u escape or text that is not ASCII after them hands the
    // whole string back to the char-by-char decoder. Every case is read against the string it encodes.
    String[] texts = {"\"", "\\", "a\"b", "\"quoted\"\r\n", "tab\there", "C:\\temp\\file", "/\b\f",
        "x".repeat(100) + "\n" + "y".repeat(300) + "\t", "\n".repeat(70), "say \"hi\" \u00e9t\u00e9",
        "esc \" then \u2603 snow", "esc \n then \uD83D\uDE00", "\\" + "z".repeat(40)};
    for (String text : texts) {
      StringBuilder json = new StringBuilder("\"");
      for (char c : text.toCharArray()) {
        switch (c) {
          case '"' -> json.append("\\\"");
          case '\\' -> json.append("\\\\");
          case '\n' -> json.append("\\n");
          case '\r' -> json.append("\\r");
          case '\t' -> json.append("\\t");
          case '\b' -> json.append("\\b");
          case '\f' -> json.append("\\f");
          case '/' -> json.append("\\/");
          default -> json.append(c);
        }
      }
      String doc = json.append('"').toString();
      assertEquals(text, JSON.read(doc, String.class), doc);
      assertEquals(List.of(text, text), JSON.read("[" + doc + "," + doc + "]", new dev.peregrine.TypeRef<List<String>>() {}));
      // the limit counts the text as written, escapes included
      int written = doc.getBytes(StandardCharsets.UTF_8).length - 2;
      assertEquals(text, Json.builder().maxStringLength(written).build().read(doc, String.class));
      assertThrows(JsonException.class, () -> Json.builder().maxStringLength(written - 1).build().read(doc, String.class));
      // cut anywhere inside: an error, never an exception of another kind
      for (int cut = 1; cut < doc.length(); cut++) {
        String part = doc.substring(0, cut);
        assertThrows(JsonException.class, () -> JSON.read(part, String.class), part);
      }
    }
    assertThrows(JsonException.class, () -> JSON.read("\"a\\qb\"", String.class));
    assertThrows(JsonException.class, () -> JSON.read("\"a\\n\u0001\"", String.class));
  }

  public record Numbers(int i, long l) {}

  @Test
  void integersAroundTheInlinedDigitLoop() {
    assertEquals(new Numbers(0, -0), JSON.read("{\"i\":0,\"l\":-0}", Numbers.class));
    assertEquals(new Numbers(-2147483648, 999999999999999999L),
        JSON.read("{\"i\":-2147483648,\"l\":999999999999999999}", Numbers.class));
    assertEquals(new Numbers(1, 1234567890123456789L), JSON.read("{\"i\":1,\"l\":1234567890123456789}", Numbers.class));
    assertEquals(new Numbers(1, Long.MIN_VALUE), JSON.read("{\"i\":1,\"l\":-9223372036854775808}", Numbers.class));
    assertEquals(new Numbers(100, 1), JSON.read("{\"i\":1e2,\"l\":1.0}", Numbers.class));
    for (String bad : List.of("01", "-", "-01", "1.", "1e", "2147483648", "9223372036854775808", "1.5", "+1", "00")) {
      assertThrows(JsonException.class, () -> JSON.read("{\"i\":" + bad + ",\"l\":1}", Numbers.class), bad);
    }
    Json shortNumbers = Json.builder().maxNumberLength(3).build();
    assertEquals(new Numbers(-12, 123), shortNumbers.read("{\"i\":-12,\"l\":123}", Numbers.class));
    assertThrows(JsonException.class, () -> shortNumbers.read("{\"i\":1234,\"l\":1}", Numbers.class));
    assertThrows(JsonException.class, () -> shortNumbers.read("{\"i\":-123,\"l\":1}", Numbers.class));
  }

  @Test
  void integersOfEveryLengthAtEveryDistanceFromTheEndOfInput() {
    // The reader takes the first 8 digits as one word where 8 bytes of input are left, and the rest (or all,
    // nearer the end) a byte at a time; every length, sign and next byte, at each distance from the end,
    // must read as BigDecimal reads the number, or fail where the grammar or the type says so.
    String[] patterns = {"98765432109876543210", "10000000000000000000", "01234567890123456789"};
    String[] nexts = {"", ".5", "e2", "E-1", "0", ":"}; // ':' is the byte after '9'
    for (String pattern : patterns) {
      for (int n = 1; n <= pattern.length(); n++) {
        for (String sign : new String[] {"", "-"}) {
          for (String next : nexts) {
            String number = sign + pattern.substring(0, n) + next;
            boolean valid = !(n + (next.equals("0") ? 1 : 0) > 1 && pattern.charAt(0) == '0') && !next.equals(":");
            BigDecimal exact = new BigDecimal(valid ? number : "0");
            for (int pad = 0; pad <= 9; pad++) {
              String tail = "}" + " ".repeat(pad);
              String doc = "{\"i\":1,\"l\":" + number + tail;
              Long expected = null;
              try {
                expected = exact.longValueExact();
              } catch (ArithmeticException e) {
                // not an integer within long range: the read must fail
              }
              if (valid && expected != null) {
                assertEquals(new Numbers(1, expected), JSON.read(doc, Numbers.class), doc);
                assertEquals(new Numbers(1, expected), JSON.read(doc.getBytes(StandardCharsets.UTF_8), Numbers.class),
                    doc);
              } else {
                assertThrows(JsonException.class, () -> JSON.read(doc, Numbers.class), doc);
              }
              String top = number + " ".repeat(pad);
              if (valid) {
                Object parsed = parse(top); // a tree holds a number with a fraction or exponent as a double
                if (parsed instanceof Double d) {
                  assertEquals(Double.parseDouble(number), d, top);
                } else {
                  assertEquals(0, exact.compareTo(new BigDecimal(parsed.toString())), top);
                }
                if (expected != null && (int) (long) expected == expected) {
                  assertEquals((int) (long) expected, JSON.read(top, int.class), top);
                } else {
                  assertThrows(JsonException.class, () -> JSON.read(top, int.class), top);
                }
              } else {
                assertThrows(JsonException.class, () -> parse(top), top);
              }
            }
          }
        }
      }
    }
  }

  @Test
  void whitespaceRunsOfEveryLengthThenAControlByte() {
    for (int n = 0; n < 20; n++) {
      String ws = " ".repeat(n);
      assertEquals(List.of(1, 2), parse("[" + ws + "1," + "\n" + ws + "2" + ws + "\t]" + ws));
      String doc = "[1,\n" + ws + "\u0001]";
      JsonException e = assertThrows(JsonException.class, () -> parse(doc));
      assertEquals(4 + n, e.offset(), "after " + n + " spaces");
      assertEquals(2, e.line());
    }
  }
  @Test
  void plainDecimalsReadAsTheStringConstructorReadsThem() {
    // Decimals with a point, no exponent and up to 18 digits are built from a long and a scale: the same
    // value and scale as new BigDecimal(text), at every length, sign, position of the point and next byte.
    String digits = "9876543210987654321";
    for (int n = 1; n <= digits.length(); n++) {
      for (int point = 1; point < n; point++) {
        for (String lead : new String[] {"", "0", "-", "-0"}) {
          String number = lead.endsWith("0") && point > 0
              ? lead + "." + digits.substring(0, n)
              : lead + digits.substring(0, point) + "." + digits.substring(point, n);
          for (String next : new String[] {"", "0", "e1", "E-2"}) {
            String text = number + next;
            BigDecimal expected = new BigDecimal(text);
            for (String tail : new String[] {"", " ", "]        "}) {
              String doc = tail.startsWith("]") ? "[" + text + tail : text + tail;
              Object got = doc.startsWith("[")
                  ? JSON.read(doc, BigDecimal[].class)[0]
                  : JSON.read(doc.getBytes(StandardCharsets.UTF_8), BigDecimal.class);
              assertEquals(expected, got, doc); // equals: the scale too
            }
          }
        }
      }
    }
    assertEquals(new BigDecimal("0.00"), JSON.read("-0.00", BigDecimal.class));
    assertEquals(new BigDecimal("-1.000000000000000000"), JSON.read("-1.000000000000000000", BigDecimal.class));
  }
  @Test
  void everyByteAfterARunOfDigitsEndsItOrNot() {
    // Every byte value right after runs of 0 to 8 digits, in the integer part and in the fraction, with bytes
    // after it (room for a reader that takes several digits at once: 8 from one word was tried, and was slower
    // for prices): only an ASCII digit continues the number; anything else ends it, and here that is an error
    // (a stray byte, or the point and then no digit) but for a comma or an exponent after fraction digits.
    for (int b = 0; b < 256; b++) {
      for (int k = 0; k <= 8; k++) {
        for (boolean inFraction : new boolean[] {false, true}) {
          String run = "12345678".substring(0, k);
          byte[] head = ("[" + (inFraction ? "7." + run : run)).getBytes(StandardCharsets.US_ASCII);
          byte[] tail = (inFraction ? "5, 1, 2, 3, 4]" : ".5, 1, 2, 3, 4]").getBytes(StandardCharsets.US_ASCII);
          byte[] doc = new byte[head.length + 1 + tail.length];
          System.arraycopy(head, 0, doc, 0, head.length);
          doc[head.length] = (byte) b;
          System.arraycopy(tail, 0, doc, head.length + 1, tail.length);
          String shown = "byte " + b + " after " + k + (inFraction ? " fraction" : " integer") + " digits";
          boolean ends = inFraction && k > 0 && (b == ',' || b == 'e' || b == 'E'); // 7.12,5 or 7.12e5
          if ((b >= '0' && b <= '9') || ends) {
            String text = b == ',' ? "7." + run : inFraction ? "7." + run + (char) b + "5" : run + (char) b + ".5";
            assertEquals(new BigDecimal(text), JSON.read(doc, BigDecimal[].class)[0], shown);
            assertEquals(Double.parseDouble(text), JSON.read(doc, double[].class)[0], shown);
          } else {
            assertThrows(JsonException.class, () -> JSON.read(doc, BigDecimal[].class), shown);
          }
        }
      }
    }
  }

  public record Measure(double v, int n) {}

  public record FloatMeasure(float v, int n) {}

  @Test
  void decimalsReadInOnePassAsDoubleParseDoubleReadsThem() {
    // The common decimal (a point, no exponent, up to 19 digits) is converted as its digits are validated;
    // every other shape goes to the scanner. Both must give Double.parseDouble's bits (Float.parseFloat's for
    // a float), or the same error.
    java.util.Random random = new java.util.Random(7);
    String[] tails = {"", " ", "e5", "E-3", ".5", "x"};
    for (int k = 0; k < 20000; k++) {
      int digits = 1 + random.nextInt(21);
      StringBuilder sb = new StringBuilder();
      if (random.nextBoolean()) sb.append('-');
      for (int i = 0; i < digits; i++) sb.append((char) ('0' + random.nextInt(10)));
      int point = random.nextInt(digits + 1);
      if (point > 0 && point < digits) sb.insert(sb.length() - digits + point, '.');
      if (random.nextInt(8) == 0) sb.insert(sb.charAt(0) == '-' ? 1 : 0, "0.");
      String number = sb + tails[random.nextInt(tails.length)];
      boolean valid;
      double expected = 0;
      try {
        // JSON's grammar: no leading zero before more digits, a digit on each side of the point.
        valid = number.strip().matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");
        expected = Double.parseDouble(number);
      } catch (NumberFormatException e) {
        valid = false;
      }
      String doc = "{\"v\":" + number + ",\"n\":1}";
      if (valid) {
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(JSON.read(number, double.class)), number);
        assertEquals(Double.doubleToRawLongBits(expected),
            Double.doubleToRawLongBits(JSON.read(doc.getBytes(StandardCharsets.UTF_8), Measure.class).v()), doc);
        int expectedFloat = Float.floatToRawIntBits(Float.parseFloat(number));
        assertEquals(expectedFloat, Float.floatToRawIntBits(JSON.read(number, float.class)), number);
        assertEquals(expectedFloat,
            Float.floatToRawIntBits(JSON.read(doc.getBytes(StandardCharsets.UTF_8), FloatMeasure.class).v()), doc);
      } else {
        assertThrows(JsonException.class, () -> JSON.read(doc, Measure.class), doc);
        assertThrows(JsonException.class, () -> JSON.read(doc, FloatMeasure.class), doc);
      }
    }
  }
  @Test
  void textThatIsNotAsciiIsDecodedByTheJdkUnlessMalformed() {
    // Strings with text past ASCII and no escape are built by the JDK's UTF-8 decoder; malformed UTF-8 (which
    // it would turn into U+FFFD) and a real U+FFFD go to the reader's own decoder. The same strings with an
    // escape first take the reader's decoder from the start: both must agree, values and errors.
    java.util.Random random = new java.util.Random(11);
    String alphabet = "aZ09 é€😀ßあ\uFFFD?";
    for (int k = 0; k < 3000; k++) {
      StringBuilder sb = new StringBuilder();
      int n = random.nextInt(40);
      for (int i = 0; i < n; i++) sb.appendCodePoint(alphabet.codePointAt(alphabet.offsetByCodePoints(0, random.nextInt(alphabet.codePointCount(0, alphabet.length())))));
      String text = sb.toString();
      byte[] doc = ("[\"x" + text + "\"]").getBytes(StandardCharsets.UTF_8);
      assertEquals("x" + text, JSON.read(doc, String[].class)[0], text);
    }
    byte[][] malformed = {{(byte) 0xc3}, {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, {(byte) 0xc0, (byte) 0xaf},
        {(byte) 0xf4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0x80}, {(byte) 0xff},
        {(byte) 0xe2, (byte) 0x82}, {(byte) 0xf0, (byte) 0x9f, (byte) 0x98}};
    for (byte[] bad : malformed) {
      for (String before : new String[] {"", "é", "0123456789é"}) {
        byte[] fast = concat(("[\"A" + before).getBytes(StandardCharsets.UTF_8), bad, "xyz\"]".getBytes(StandardCharsets.UTF_8));
        byte[] slow = concat(("[\"\\u0041" + before).getBytes(StandardCharsets.UTF_8), bad, "xyz\"]".getBytes(StandardCharsets.UTF_8));
        JsonException f = assertThrows(JsonException.class, () -> JSON.read(fast, String[].class));
        JsonException r = assertThrows(JsonException.class, () -> JSON.read(slow, String[].class));
        assertEquals(r.getMessage().replaceAll(" \\(offset.*", ""), f.getMessage().replaceAll(" \\(offset.*", ""));
        assertEquals(r.offset() - 5, f.offset(), f.getMessage());
      }
    }
  }

  private static byte[] concat(byte[]... parts) {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (byte[] p : parts) out.writeBytes(p);
    return out.toByteArray();
  }
}
