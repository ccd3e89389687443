package dev.peregrine;

import dev.peregrine.bind.Binder;
import dev.peregrine.stream.ValueReader;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;

/**
 * What {@link JsonReader} and {@link CborReader} share: the cursor over the open containers (which
 * token comes next, what a call may take there, the path) and the reads that are the same in both formats.
 * A format gives its token kinds, its words ({@link TokenWords}), the kind of the value at the cursor, and
 * the end of its document; its exceptions come from its {@link ValueReader}'s {@code error}, which knows the
 * offset (and for JSON the line and column). The public methods are the formats' own, each a call into
 * this class, so that each format's API and Javadoc read in its own words.
 *
 * <p>Every exception of the input is passed through {@link #failed} before it leaves, which prepends the
 * cursor's path. A misuse (a call no document could answer) is an {@link IllegalStateException}, raised
 * before anything is consumed.
 *
 * @param <T> the format's token kinds
 */
abstract class AbstractTokenReader<T> {
  static final byte ROOT = 0, OBJECT = 1, ARRAY = 2;
  // A container's state: nothing known past the last value read (ASK); a value follows, its element or its
  // name taken (VALUE); a name taken from the input, not yet handed out (NAME); the end taken (END).
  // The root's: its value not read yet (ASK), read (VALUE), and the end of the input checked (END).
  static final byte ASK = 0, VALUE = 1, NAME = 2, END = 3;

  final ValueReader in;
  final Binder binder;
  private final TokenWords words;
  // The format's tokens for what the state machine finds itself: a name, and the three ends.
  private final T atName, atEndObject, atEndArray, atEndDocument;
  // Open containers, the root at 0 and the innermost at depth: kind, state, and the index of the element
  // (arrays) or the last name read (objects), for the path.
  private byte[] kinds = new byte[16];
  private byte[] states = new byte[16];
  private int[] indexes = new int[16];
  private String[] names = new String[16];
  private int depth;

  AbstractTokenReader(ValueReader in, Binder binder, TokenWords words, T atName, T atEndObject, T atEndArray,
      T atEndDocument) {
    this.in = in;
    this.binder = binder;
    this.words = words;
    this.atName = atName;
    this.atEndObject = atEndObject;
    this.atEndArray = atEndArray;
    this.atEndDocument = atEndDocument;
    kinds[0] = ROOT;
  }

  /** The kind of the value at the cursor, which the state machine has found to be there. */
  abstract T valueToken();

  /** How the messages name a value of kind {@code t} ("a number"). */
  abstract String describe(T t);

  /** After the root value: checks that nothing follows it. */
  abstract void finishDocument();

  /**
   * An exception raised at the cursor, as it leaves the reader: the cursor's path prepended (an exception of
   * the binder has the bound value's own path, which goes after it).
   */
  PeregrineException failed(PeregrineException e) {
    for (int d = depth; d >= 1; d--) {
      if (kinds[d] == ARRAY) {
        e.prependIndex(indexes[d]);
      } else if (names[d] != null) {
        e.prependProperty(names[d]);
      }
    }
    return e;
  }

  // The bodies of the formats' public methods, named after them (peekToken for peek, intValue for nextInt,
  // bound for read...): each takes what its call needs from the input and moves the cursor past it.

  final T peekToken() {
    try {
      switch (kinds[depth]) {
        case ROOT -> {
          if (states[0] == ASK) return valueToken();
          if (states[0] != END) {
            finishDocument();
            states[0] = END;
          }
          return atEndDocument;
        }
        case ARRAY -> {
          if (states[depth] == ASK) states[depth] = in.hasNextElement() ? VALUE : END;
          return states[depth] == END ? atEndArray : valueToken();
        }
        default -> {
          if (states[depth] == ASK) takeName();
          return switch (states[depth]) {
            case NAME -> atName;
            case END -> atEndObject;
            default -> valueToken();
          };
        }
      }
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final boolean hasNextToken() {
    T t = peekToken();
    return t != atEndObject && t != atEndArray && t != atEndDocument;
  }

  final void beginObjectToken() {
    try {
      toValue(words.anObject());
      in.beginObject();
    } catch (PeregrineException e) {
      throw failed(e);
    }
    push(OBJECT);
  }

  final void endObjectToken() {
    if (kinds[depth] != OBJECT) {
      throw new IllegalStateException("endObject() outside " + words.anObject() + ", at " + cursorPath());
    }
    try {
      if (states[depth] == ASK) takeName();
      if (states[depth] == VALUE) throw new IllegalStateException("endObject() before the value of " + cursorPath());
      if (states[depth] == NAME) {
        throw in.error("expected the end of the " + words.object() + ", found the " + words.propertyName() + " '"
            + names[depth] + "'");
      }
    } catch (PeregrineException e) {
      throw failed(e);
    }
    depth--;
    afterValue();
  }

  final void beginArrayToken() {
    try {
      toValue("an array");
      in.beginArray();
    } catch (PeregrineException e) {
      throw failed(e);
    }
    push(ARRAY);
  }

  final void endArrayToken() {
    if (kinds[depth] != ARRAY) throw new IllegalStateException("endArray() outside an array, at " + cursorPath());
    try {
      if (states[depth] == ASK) states[depth] = in.hasNextElement() ? VALUE : END;
      if (states[depth] == VALUE) throw in.error("expected the end of the array, found another element");
    } catch (PeregrineException e) {
      throw failed(e);
    }
    depth--;
    afterValue();
  }

  final String nameOfNextValue() {
    if (kinds[depth] != OBJECT) {
      throw new IllegalStateException("nextName() outside " + words.anObject() + ", at " + cursorPath());
    }
    if (states[depth] == VALUE) throw new IllegalStateException("nextName() before the value of " + cursorPath());
    try {
      toName();
    } catch (PeregrineException e) {
      throw failed(e);
    }
    return names[depth];
  }

  final String stringValue(String expected) {
    try {
      toValue(expected);
      String s = in.readString();
      afterValue();
      return s;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final int intValue() {
    try {
      toValue("a number");
      int v = in.readInt();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final long longValue() {
    try {
      toValue("a number");
      long v = in.readLong();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final double doubleValue() {
    try {
      toValue("a number");
      double v = in.readDouble();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final BigDecimal bigDecimalValue() {
    try {
      toValue("a number");
      BigDecimal v = in.readBigDecimal();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final BigInteger bigIntegerValue() {
    try {
      toValue("a number");
      BigInteger v = in.readBigInteger();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final Number numberValue(boolean bigDecimals) {
    try {
      toValue("a number");
      Number v = in.readNumber(bigDecimals);
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final boolean booleanValue() {
    try {
      toValue("a boolean");
      boolean v = in.readBoolean();
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final void nullValue() {
    try {
      toValue("null");
      if (!in.readNull()) throw in.error("expected null, found " + describe(valueToken()));
      afterValue();
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  // After a name, skips its value; where a name is next, skips the name and its value.
  final void skipToken() {
    try {
      if (kinds[depth] == OBJECT && states[depth] != VALUE) toName();
      toValue("a value");
      in.skipValue();
      afterValue();
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final <V> V bound(Class<V> type) {
    Object v = boundValue(type);
    @SuppressWarnings("unchecked")
    V t = type.isPrimitive() ? (V) v : type.cast(v);
    return t;
  }

  @SuppressWarnings("unchecked")
  final <V> V bound(TypeRef<V> type) {
    return (V) boundValue(type.type());
  }

  private Object boundValue(Type type) {
    try {
      toValue("a value");
      Object v = binder.readRoot(in, type);
      afterValue();
      return v;
    } catch (PeregrineException e) {
      throw failed(e);
    }
  }

  final String cursorPath() {
    StringBuilder sb = new StringBuilder("$");
    for (int d = 1; d <= depth; d++) {
      if (kinds[d] == ARRAY) {
        sb.append('[').append(indexes[d]).append(']');
      } else if (names[d] != null) {
        sb.append(PeregrineException.propertySegment(names[d]));
      }
    }
    return sb.toString();
  }

  // Before a value: where the input must hold one, takes the element or the name before it. A format's own
  // reads (CBOR's byte strings, tags, simple values) call it, then afterValue once the value is consumed.
  final void toValue(String expected) {
    byte state = states[depth];
    switch (kinds[depth]) {
      case ROOT -> {
        if (state != ASK) throw in.error("expected " + expected + ", found the end of the document");
      }
      case ARRAY -> {
        if (state == ASK) state = states[depth] = in.hasNextElement() ? VALUE : END;
        if (state == END) throw in.error("expected " + expected + ", found the end of the array");
      }
      default -> {
        if (state == ASK) {
          takeName();
          state = states[depth];
        }
        if (state == END) throw in.error("expected " + expected + ", found the end of the " + words.object());
        if (state == NAME) {
          throw new IllegalStateException("a value read before its " + words.name() + ", at " + cursorPath());
        }
      }
    }
  }

  final void afterValue() {
    if (kinds[depth] == ARRAY) indexes[depth]++;
    states[depth] = kinds[depth] == ROOT ? VALUE : ASK;
  }

  // In an object whose state is ASK: takes the next name, or the object's end.
  private void takeName() {
    String name = in.nextName();
    if (name == null) {
      states[depth] = END;
    } else {
      names[depth] = name;
      states[depth] = NAME;
    }
  }

  // In an object, before its value has been asked for: takes the next name, which must be there.
  private void toName() {
    if (states[depth] == ASK) takeName();
    if (states[depth] == END) {
      throw in.error("expected a " + words.propertyName() + ", found the end of the " + words.object());
    }
    states[depth] = VALUE;
  }

  private void push(byte kind) {
    if (++depth == kinds.length) {
      int n = depth * 2;
      kinds = Arrays.copyOf(kinds, n);
      states = Arrays.copyOf(states, n);
      indexes = Arrays.copyOf(indexes, n);
      names = Arrays.copyOf(names, n);
    }
    kinds[depth] = kind;
    states[depth] = ASK;
    indexes[depth] = 0;
    names[depth] = null;
  }
}
