package dev.peregrine.bind;

import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Base64;
import java.util.List;

/**
 * A test-only reader over a token list. It behaves as a strict format would: each read method accepts only
 * its own kind of token, integer reads reject fractions and out-of-range values, and the error offset is
 * the index of the token being read.
 */
final class TokenReader extends ValueReader {
  private final List<Token> tokens;
  private final Limits limits;
  private int pos;
  private String lastName;

  TokenReader(List<Token> tokens) {
    this(tokens, Limits.DEFAULT);
  }

  TokenReader(List<Token> tokens, Limits limits) {
    this.tokens = List.copyOf(tokens);
    this.limits = limits;
  }

  static TokenReader of(Token... tokens) {
    return new TokenReader(List.of(tokens));
  }

  /** True when every token has been consumed. */
  boolean atEnd() {
    return pos == tokens.size();
  }

  private Token current() {
    if (pos >= tokens.size()) throw error("unexpected end of input");
    return tokens.get(pos);
  }

  private <T extends Token> T take(Class<T> kind, String what) {
    Token t = current();
    if (!kind.isInstance(t)) throw error("expected " + what + ", found " + t);
    pos++;
    return kind.cast(t);
  }

  @Override
  public Kind peek() {
    Token t = current();
    if (t instanceof Token.BeginObject) return Kind.OBJECT;
    if (t instanceof Token.BeginArray) return Kind.ARRAY;
    if (t instanceof Token.Str) return Kind.STRING;
    if (t instanceof Token.Num) return Kind.NUMBER;
    if (t instanceof Token.Bool) return Kind.BOOLEAN;
    if (t instanceof Token.Null) return Kind.NULL;
    if (t instanceof Token.Bin) return Kind.BINARY;
    throw error("no value at " + t);
  }

  @Override
  public void beginObject() {
    take(Token.BeginObject.class, "an object");
  }

  @Override
  public String nextName() {
    if (current() instanceof Token.EndObject) {
      pos++;
      return null;
    }
    return take(Token.Name.class, "a name").name();
  }

  @Override
  public int nextName(NameTable names) {
    String n = nextName();
    if (n == null) return END_OF_OBJECT;
    lastName = n;
    int i = names.index(n);
    return i < 0 ? UNKNOWN_NAME : i;
  }

  @Override
  public String lastName() {
    return lastName;
  }

  @Override
  public void beginArray() {
    take(Token.BeginArray.class, "an array");
  }

  @Override
  public boolean hasNextElement() {
    if (current() instanceof Token.EndArray) {
      pos++;
      return false;
    }
    return true;
  }

  @Override
  public boolean readNull() {
    if (current() instanceof Token.Null) {
      pos++;
      return true;
    }
    return false;
  }

  @Override
  public String readString() {
    return take(Token.Str.class, "a string").value();
  }

  @Override
  public boolean readBoolean() {
    return take(Token.Bool.class, "a boolean").value();
  }

  private BigDecimal number(String what) {
    String text = take(Token.Num.class, what).text();
    try {
      return new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw error("bad number " + text, e);
    }
  }

  @Override
  public int readInt() {
    BigDecimal d = number("an int");
    try {
      return d.intValueExact();
    } catch (ArithmeticException e) {
      throw error(d + " is not an int", e);
    }
  }

  @Override
  public long readLong() {
    BigDecimal d = number("a long");
    try {
      return d.longValueExact();
    } catch (ArithmeticException e) {
      throw error(d + " is not a long", e);
    }
  }

  @Override
  public double readDouble() {
    return Double.parseDouble(take(Token.Num.class, "a double").text());
  }

  @Override
  public float readFloat() {
    return Float.parseFloat(take(Token.Num.class, "a float").text());
  }

  @Override
  public BigInteger readBigInteger() {
    BigDecimal d = number("an integer");
    try {
      return d.toBigIntegerExact();
    } catch (ArithmeticException e) {
      throw error(d + " is not an integer", e);
    }
  }

  @Override
  public BigDecimal readBigDecimal() {
    return number("a number");
  }

  @Override
  public Number readNumber(boolean bigDecimals) {
    String text = ((Token.Num) current()).text();
    if (NumericText.isInteger(text)) {
      BigInteger b = readBigInteger();
      if (b.bitLength() < 32) return b.intValue();
      if (b.bitLength() < 64) return b.longValue();
      return b;
    }
    return bigDecimals ? readBigDecimal() : readDouble();
  }

  @Override
  public byte[] readBinary() {
    Token t = current();
    // As JSON does, binary may come as base64 text.
    if (t instanceof Token.Str s) {
      pos++;
      try {
        return Base64.getDecoder().decode(s.value());
      } catch (IllegalArgumentException e) {
        throw error("bad base64", e);
      }
    }
    return take(Token.Bin.class, "binary").value().clone();
  }

  @Override
  public void skipValue() {
    int depth = 0;
    do {
      Token t = current();
      pos++;
      if (t instanceof Token.BeginObject || t instanceof Token.BeginArray) depth++;
      if (t instanceof Token.EndObject || t instanceof Token.EndArray) depth--;
      if (t instanceof Token.Name) continue;
    } while (depth > 0);
  }

  @Override
  public Limits limits() {
    return limits;
  }

  @Override
  public PeregrineException error(String reason) {
    return new PeregrineException(reason, pos, -1, -1, null);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return new PeregrineException(reason, pos, -1, -1, cause);
  }
}
