package dev.peregrine.stream;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.internal.BigNumberParser;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.internal.TextParser;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.IntFunction;

/**
 * A pull reader over one document in some format (JSON text, CBOR), seen as format-neutral tokens. Codecs
 * read through it and never see bytes; a format is added by writing a reader and a writer, not by touching
 * the binding layer.
 *
 * <p>Objects are read as {@code beginObject()} followed by {@link #nextName()} until the end marker, with
 * one value read or skipped after each name. Arrays are read as {@code beginArray()} followed by
 * {@link #hasNextElement()} before each element.
 *
 * <p>Every method that meets input it cannot accept throws the format's subclass of
 * {@link PeregrineException}, with the byte offset, line and column; codecs raise their own errors through
 * {@link #error(String)} so that they carry the same location.
 *
 * <p>The methods that take a {@code NameTable} or a {@code TextParser} (a name matched against a bound
 * type's names in its encoded form, a text parsed in place in the reader's buffer) are for Peregrine's own
 * formats, codecs and generated code: those types are internal to the module, so an application cannot call
 * them, and they may change in any release.
 */
public abstract class ValueReader {
  /** What {@link #nextName(NameTable)} returns for a name that is not in the table; see {@link #lastName()}. */
  public static final int UNKNOWN_NAME = -1;
  /** What {@link #nextName(NameTable)} returns when the object has ended (its end has been consumed). */
  public static final int END_OF_OBJECT = -2;
  /** What {@link #nextNameQuick} returns when it cannot tell; the caller then asks {@code nextName(names)}. */
  public static final int ASK_AGAIN = -3;
  /** What {@link #readStringIfText(NameTable)} returns when the next value is no text: nothing was consumed. */
  public static final int NOT_TEXT = -4;

  /** The kinds of value a reader can be positioned on. */
  public enum Kind { OBJECT, ARRAY, STRING, NUMBER, BOOLEAN, NULL, BINARY }

  /** The kind of the next value, without consuming it. */
  public abstract Kind peek();

  /** Consumes the start of an object. */
  public abstract void beginObject();

  /** The next property name, or null when the object has ended (the end is consumed). */
  public abstract String nextName();

  /**
   * Matches the next property name against {@code names}: its index, {@link #UNKNOWN_NAME} (the name is
   * then available from {@link #lastName()}), or {@link #END_OF_OBJECT}. Lets a format compare encoded
   * names without building a String.
   */
  public abstract int nextName(NameTable names);

  /**
   * {@link #nextName(NameTable)} when the caller expects the next name to be {@code entry} of {@code names},
   * filling {@code slot}, and the input lays it out as the format's writers do: then {@code slot}, else
   * {@link #ASK_AGAIN}, having consumed nothing, and the caller asks {@code nextName(names)}. Generated codecs
   * pass the name as constants, so a format can confirm it in place without loading anything from the table.
   * {@code w0} and {@code w1} are the name's UTF-8 bytes 0-7 and 8-15 as little-endian words, zero past its
   * {@code length} (1 to 16), as {@link #nameWord} builds them; the name holds only ASCII bytes from 0x20 to
   * 0x7e other than {@code "}, {@code \} and {@code ?} (a JSON reader over a String's Latin-1 bytes, where
   * a question mark may stand for a char past U+00FF, checks a name with one against the String).
   *
   * <p>Generated codecs inline a copy of this per property, and HotSpot stops inlining into a method once
   * about 8,000 bytes of bytecode are in it; a call whose branch never runs is not counted, so input that
   * always takes the quick path never pays for {@code nextName(names)}'s bytes. This default always answers
   * ASK_AGAIN.
   */
  public int nextNameQuick(NameTable names, int entry, int slot, int length, long w0, long w1) {
    return ASK_AGAIN;
  }

  /** Word {@code k} (0 or 1) of {@code name} as {@link #nextNameQuick} takes it. */
  public static long nameWord(byte[] name, int k) {
    long w = 0;
    for (int i = Math.min(name.length, 8 * k + 8) - 1; i >= 8 * k; i--) w = (w << 8) | (name[i] & 0xFF);
    return w;
  }

  /**
   * For formats: whether {@code b[p, p + length)} is the name given as words (see
   * {@link #nextNameQuick}). The caller has checked that {@code b} holds 8
   * bytes from {@code p} when {@code length <= 8}, else 16. The length is a constant at generated call
   * sites, so once inlined, the branches and masks fold away.
   */
  protected static boolean nameAt(byte[] b, int p, int length, long w0, long w1) {
    if (length <= 8) return ((long) LONG_LE.get(b, p) & (-1L >>> (64 - 8 * length))) == w0;
    return (long) LONG_LE.get(b, p) == w0 && ((long) LONG_LE.get(b, p + 8) & (-1L >>> (128 - 8 * length))) == w1;
  }

  private static final java.lang.invoke.VarHandle LONG_LE =
      java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);

  /** The name last read by {@link #nextName(NameTable)}, decoded. */
  public abstract String lastName();

  /** Consumes the start of an array. */
  public abstract void beginArray();

  /** True when another element follows; false when the array has ended (the end is consumed). */
  public abstract boolean hasNextElement();

  /**
   * In an array just begun, whose length the input declares: when exactly {@code n} elements follow, takes
   * them all at once and returns true. The caller then reads n values without asking
   * {@link #hasNextElement()} before each, and asks it once after them, when it returns false. Otherwise
   * (another length, a length not declared, a format that has none) it returns false and takes nothing.
   * Array-mode bean codecs read their elements so.
   */
  public boolean takeElements(int n) {
    return false;
  }

  /** Consumes null and returns true, or returns false and consumes nothing. */
  public abstract boolean readNull();

  /** A text value. */
  public abstract String readString();

  /**
   * Reads a text value and matches it against {@code names}, as {@link #nextName(NameTable)} matches a
   * property name: the slot of the entry it equals, or {@link #UNKNOWN_NAME}, the text then being available
   * from {@link #unmatchedString()}. Lets a format compare encoded text (an enum constant's name) without
   * building a String; the default reads the String and looks it up.
   */
  public int readString(NameTable names) {
    String s = readString();
    int slot = names.index(s);
    if (slot < 0) unmatchedString = s;
    return slot < 0 ? UNKNOWN_NAME : slot;
  }

  /**
   * {@link #readString(NameTable)} when the next value is text, else {@link #NOT_TEXT} with nothing consumed
   * (the caller then asks {@link #peek()} what it is): one look at the input where a caller would otherwise
   * peek and then read. Enum constants are read so.
   */
  public int readStringIfText(NameTable names) {
    return peek() == Kind.STRING ? readString(names) : NOT_TEXT;
  }

  /**
   * Reads a text value and hands its bytes to {@code parser}: the parser's value, or null when the parser
   * declines the text, which is then available from {@link #unmatchedString()}. A format that holds short
   * plain text as ASCII bytes (JSON without escapes, CBOR text) passes them in place; this default reads
   * the String and passes its chars as bytes (a char past 0xff as {@code '?'}, which no such parser takes).
   * For values with a textual form, such as dates and UUIDs, whose parsers take only ASCII.
   */
  public <T> T readText(TextParser<T> parser) {
    String s = readString();
    if (s.length() <= MAX_PARSED_TEXT && ascii(s)) { // the parser takes ASCII only (see TextParser)
      byte[] b = s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
      T value = parser.parse(b, 0, b.length);
      if (value != null) return value;
    }
    unmatchedString = s;
    return null;
  }

  private static boolean ascii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) return false;
    }
    return true;
  }

  /** The longest text {@link #readText} hands to its parser; longer text is declined unread. */
  protected static final int MAX_PARSED_TEXT = 128;

  private String unmatchedString;

  /** The text last read by {@link #readString(NameTable)} that matched no name. */
  public final String unmatchedString() {
    return unmatchedString;
  }

  /** For formats that override {@link #readString(NameTable)}: records the text that matched no name. */
  protected final void unmatchedString(String s) {
    unmatchedString = s;
  }

  /** A boolean value. */
  public abstract boolean readBoolean();

  /** A number that must be an integer within int range. */
  public int readInt() {
    return intValue(readLong());
  }

  /** {@code v} as an int, for a format's int reads; an error when it is out of int range. */
  protected final int intValue(long v) {
    if ((int) v != v) throw error("number " + v + " is out of int range");
    return (int) v;
  }

  /**
   * The error of an integer read ({@link #readLong()}, {@link #readBigInteger()}) on a number with a nonzero
   * fraction; {@code number} is its text.
   */
  protected final PeregrineException notAnInteger(String number) {
    return error(BigNumberParser.notAnInteger(number));
  }

  /** The error of {@link #readLong()} on an integer beyond long range; {@code number} is its text. */
  protected final PeregrineException beyondLongRange(String number) {
    return error(BigNumberParser.beyondLongRange(number));
  }

  /**
   * The error of a read that would make a BigInteger or BigDecimal of a number whose exponent is beyond
   * {@link Limits#maxNumberExponent()}.
   */
  protected final PeregrineException exponentBeyondLimit(long exponent) {
    return error(BigNumberParser.exponentBeyondLimit(exponent, limits().maxNumberExponent()));
  }

  /** A number that must be an integer within long range. */
  public abstract long readLong();

  // Typed reads of a nullable value bound by the built-in codec of its type, as generated bean codecs read
  // a property: null reads as the type's default, the expected kind as the plain read above, anything else
  // through {@code codec} (which takes a number written as text, "true", and gives the errors). These
  // defaults look at the input three times (readNull, peek, the read); a format overrides them to decide
  // the common case with one look, which also keeps each property's inlined code small.

  /** An int, as {@code codec} (the built-in int codec) reads a nullable int: null reads as 0. */
  public int readInt(Codec<Object> codec) {
    if (readNull()) return 0;
    return peek() == Kind.NUMBER ? readInt() : (Integer) codec.read(this);
  }

  /** A long, as {@code codec} (the built-in long codec) reads a nullable long: null reads as 0. */
  public long readLong(Codec<Object> codec) {
    if (readNull()) return 0L;
    return peek() == Kind.NUMBER ? readLong() : (Long) codec.read(this);
  }

  /** A double, as {@code codec} (the built-in double codec) reads a nullable double: null reads as 0. */
  public double readDouble(Codec<Object> codec) {
    if (readNull()) return 0.0;
    return peek() == Kind.NUMBER ? readDouble() : (Double) codec.read(this);
  }

  /** A float, as {@code codec} (the built-in float codec) reads a nullable float: null reads as 0. */
  public float readFloat(Codec<Object> codec) {
    if (readNull()) return 0.0f;
    return peek() == Kind.NUMBER ? readFloat() : (Float) codec.read(this);
  }

  /** A boolean, as {@code codec} (the built-in boolean codec) reads a nullable boolean: null reads as false. */
  public boolean readBoolean(Codec<Object> codec) {
    if (readNull()) return false;
    return peek() == Kind.BOOLEAN ? readBoolean() : (Boolean) codec.read(this);
  }

  /** A String, as {@code codec} (the built-in String codec) reads one: null reads as null. */
  public String readString(Codec<Object> codec) {
    if (readNull()) return null;
    return peek() == Kind.STRING ? readString() : (String) codec.read(this);
  }

  /** A number, correctly rounded to the nearest double. */
  public abstract double readDouble();

  /** A number, correctly rounded to the nearest float. */
  public abstract float readFloat();

  /** A number that must be an integer. */
  public abstract BigInteger readBigInteger();

  /** A number with every digit kept. */
  public abstract BigDecimal readBigDecimal();

  /**
   * A number in its natural tree form: Integer, Long or BigInteger (the smallest that fits) for integers;
   * Double, or BigDecimal when {@code bigDecimals} is set, for the others.
   */
  public abstract Number readNumber(boolean bigDecimals);

  /** Binary data: a byte string in binary formats, base64 text in JSON. */
  public abstract byte[] readBinary();

  /** Skips the next value with everything inside it. */
  public abstract void skipValue();

  /** Limits that apply to this reader (depth, sizes). */
  public abstract Limits limits();

  /** An exception of the reader's format at its current position. */
  public abstract PeregrineException error(String reason);

  /** An exception of the reader's format at its current position, keeping the cause. */
  public abstract PeregrineException error(String reason, Throwable cause);

  // Hooks for formats richer than JSON. Each has a default that keeps a JSON-like format unchanged, so a
  // format that has no such values overrides nothing.

  /**
   * True when the next value is one only this format can represent (a CBOR tag with no Java mapping, a
   * simple value other than true, false and null); the tree reads it with {@link #readFormatValue(Codec)}.
   * Default false.
   */
  public boolean peekFormatValue() {
    return false;
  }

  /**
   * Reads a value for which {@link #peekFormatValue()} is true, as the format's own type (such as a CBOR
   * tag record); {@code content} reads any value nested in it.
   */
  public Object readFormatValue(Codec<Object> content) {
    throw error("no format-specific value here");
  }

  /**
   * Called where {@link #nextName()} would be: true when the next map key is not text (CBOR keys may be any
   * value), in which case the key has been counted and is read next as an ordinary value, followed by its
   * map value. False means: call {@code nextName} as usual (which also reports the end). Default false.
   */
  public boolean nextKeyIsValue() {
    return false;
  }

  /**
   * True when the format marks shared values itself (CBOR tags 28 and 29): the binding layer's references
   * then use {@link #readSharedReference} and {@link #readShareMark()} instead of {@code $ref} objects.
   * Default false.
   */
  public boolean readsReferencesNatively() {
    return false;
  }

  /**
   * With native references: when the next value refers back to a shared one (CBOR tag 29 and its index),
   * consumes it and returns the value {@code sharedValues} gives for the index; else null, consuming nothing.
   * The format reports, at the index, one it has not seen marked and one for which {@code sharedValues}
   * gives null (a value not built yet). The binding layer keeps the values; the format counts the marks.
   */
  public Object readSharedReference(IntFunction<Object> sharedValues) {
    return null;
  }

  /**
   * With native references: when the next value is marked shareable (CBOR tag 28), consumes the mark and
   * returns its index among the marks of the document so far (marks that typed reads of other values
   * consumed included); else -1.
   */
  public int readShareMark() {
    return -1;
  }

  // Per-document state of the binding layer (the reference tables when references are on). Formats ignore it.
  private Object bindingState;

  /** State the binding layer keeps for the document being processed, or null. */
  public final Object bindingState() {
    return bindingState;
  }

  /** Sets the binding layer's state for this document. */
  public final void bindingState(Object state) {
    this.bindingState = state;
  }

  /**
   * Right after {@link #beginArray()}: how many elements the array holds, and right after
   * {@link #beginObject()}, how many members the object holds, when the format says so before them (CBOR's
   * definite lengths), else -1. Only a hint for presizing a collection or a map, and bounded by the reader, so
   * that a forged length cannot make a caller allocate much beyond what the input could fill.
   */
  public int knownLength() {
    return -1;
  }
}
