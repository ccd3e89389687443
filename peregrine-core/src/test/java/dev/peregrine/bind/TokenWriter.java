package dev.peregrine.bind;

import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/** A test-only writer that records tokens; NaN and infinities are rejected as JSON rejects them. */
final class TokenWriter extends ValueWriter {
  final List<Token> tokens = new ArrayList<>();

  @Override
  public void beginObject() {
    tokens.add(new Token.BeginObject());
  }

  @Override
  public void endObject() {
    tokens.add(new Token.EndObject());
  }

  @Override
  public void beginArray() {
    tokens.add(new Token.BeginArray());
  }

  @Override
  public void endArray() {
    tokens.add(new Token.EndArray());
  }

  @Override
  public void name(String name) {
    tokens.add(new Token.Name(name));
  }

  @Override
  public void name(NameTable names, int index) {
    tokens.add(new Token.Name(names.name(index)));
  }

  @Override
  public void value(String value) {
    tokens.add(new Token.Str(value));
  }

  @Override
  public void value(boolean value) {
    tokens.add(new Token.Bool(value));
  }

  @Override
  public void value(int value) {
    tokens.add(new Token.Num(Integer.toString(value)));
  }

  @Override
  public void value(long value) {
    tokens.add(new Token.Num(Long.toString(value)));
  }

  @Override
  public void value(double value) {
    if (!Double.isFinite(value)) throw error("cannot write " + value);
    tokens.add(new Token.Num(Double.toString(value)));
  }

  @Override
  public void value(float value) {
    if (!Float.isFinite(value)) throw error("cannot write " + value);
    tokens.add(new Token.Num(Float.toString(value)));
  }

  @Override
  public void value(BigInteger value) {
    tokens.add(new Token.Num(value.toString()));
  }

  @Override
  public void value(BigDecimal value) {
    tokens.add(new Token.Num(value.toString()));
  }

  @Override
  public void binaryValue(byte[] value) {
    tokens.add(new Token.Bin(value.clone()));
  }

  @Override
  public void nullValue() {
    tokens.add(new Token.Null());
  }

  @Override
  public Limits limits() {
    return Limits.DEFAULT;
  }

  @Override
  public PeregrineException error(String reason) {
    return new PeregrineException(reason, null);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return new PeregrineException(reason, cause);
  }
}
