package dev.peregrine.bind;

import dev.peregrine.Codec;
import dev.peregrine.PeregrineException;
import dev.peregrine.stream.Limits;
import dev.peregrine.stream.internal.NameTable;
import dev.peregrine.stream.ValueReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.IntFunction;

/**
 * A reader around a format's reader that keeps the path of the value being read ({@code $.a.b[2]}), for
 * references in a format that has none of its own (JSON's {@code {"$ref": path}}): names as the bound
 * types know them (a property read by an alias is at its canonical name), array elements by index. It can
 * also hand back an object start and first name that {@link References} read ahead to tell a reference
 * object from a value ({@link #replay}). Used only when references are on; everything else is the format's.
 */
final class PathReader extends ValueReader {
  private final ValueReader in;
  // The element being read in an array is counted by hasNextElement, so arrays open at -1.
  private final PathFrames frames = new PathFrames();
  // A replayed object start (the frame is already open) and first name, handed back in turn.
  private boolean replayStart;
  private boolean replayName;
  private String replayed;
  private String lastName;

  PathReader(ValueReader in) {
    this.in = in;
  }

  /** The path of the value about to be read, or being read. */
  String path() {
    return frames.path();
  }

  /**
   * Hands back an object whose start and first name ({@code name}, or null for an empty object) were read
   * ahead: the next {@code beginObject} takes nothing, and the next name read is {@code name}.
   */
  void replay(String name) {
    if (name == null) frames.open(false, -1); // reading the end closed the object's frame; the replayed end closes it again
    replayStart = true;
    replayName = true;
    replayed = name;
  }

  @Override
  public Kind peek() {
    return replayStart ? Kind.OBJECT : in.peek();
  }

  @Override
  public void beginObject() {
    if (replayStart) {
      replayStart = false;
      return;
    }
    in.beginObject();
    frames.open(false, -1);
  }

  @Override
  public String nextName() {
    String name;
    if (replayName) {
      replayName = false;
      name = replayed;
    } else {
      name = in.nextName();
    }
    if (name == null) {
      frames.close();
    } else {
      frames.name(name);
    }
    return name;
  }

  @Override
  public int nextName(NameTable table) {
    int slot;
    if (replayName) {
      replayName = false;
      if (replayed == null) {
        slot = END_OF_OBJECT;
      } else {
        slot = table.index(replayed);
        if (slot < 0) {
          slot = UNKNOWN_NAME;
          lastName = replayed;
        }
      }
    } else {
      slot = in.nextName(table);
      if (slot == UNKNOWN_NAME) lastName = in.lastName();
    }
    if (slot == END_OF_OBJECT) {
      frames.close();
    } else {
      frames.name(slot >= 0 ? table.name(slot) : lastName);
    }
    return slot;
  }

  @Override
  public String lastName() {
    return lastName;
  }

  @Override
  public boolean nextKeyIsValue() {
    return !replayName && in.nextKeyIsValue();
  }

  @Override
  public void beginArray() {
    in.beginArray();
    frames.open(true, -1);
  }

  @Override
  public boolean hasNextElement() {
    boolean more = in.hasNextElement();
    if (more) {
      frames.step();
    } else {
      frames.close();
    }
    return more;
  }

  // takeElements stays false (the default): elements are counted one by one.

  @Override
  public int knownLength() {
    return in.knownLength();
  }

  @Override
  public boolean readNull() {
    return !replayStart && in.readNull();
  }

  @Override
  public String readString() {
    return in.readString();
  }

  @Override
  public int readString(NameTable names) {
    int slot = in.readString(names);
    if (slot < 0) unmatchedString(in.unmatchedString());
    return slot;
  }

  @Override
  public boolean readBoolean() {
    return in.readBoolean();
  }

  @Override
  public int readInt() {
    return in.readInt();
  }

  @Override
  public long readLong() {
    return in.readLong();
  }

  @Override
  public int readInt(Codec<Object> codec) {
    return in.readInt(codec);
  }

  @Override
  public long readLong(Codec<Object> codec) {
    return in.readLong(codec);
  }

  @Override
  public double readDouble(Codec<Object> codec) {
    return in.readDouble(codec);
  }

  @Override
  public float readFloat(Codec<Object> codec) {
    return in.readFloat(codec);
  }

  @Override
  public boolean readBoolean(Codec<Object> codec) {
    return in.readBoolean(codec);
  }

  @Override
  public String readString(Codec<Object> codec) {
    return in.readString(codec);
  }

  @Override
  public double readDouble() {
    return in.readDouble();
  }

  @Override
  public float readFloat() {
    return in.readFloat();
  }

  @Override
  public BigInteger readBigInteger() {
    return in.readBigInteger();
  }

  @Override
  public BigDecimal readBigDecimal() {
    return in.readBigDecimal();
  }

  @Override
  public Number readNumber(boolean bigDecimals) {
    return in.readNumber(bigDecimals);
  }

  @Override
  public byte[] readBinary() {
    return in.readBinary();
  }

  @Override
  public void skipValue() {
    if (replayStart) { // the rest of an object read ahead
      replayStart = false;
      while (nextName() != null) skipValue();
      return;
    }
    in.skipValue();
  }

  @Override
  public Limits limits() {
    return in.limits();
  }

  @Override
  public PeregrineException error(String reason) {
    return in.error(reason);
  }

  @Override
  public PeregrineException error(String reason, Throwable cause) {
    return in.error(reason, cause);
  }

  @Override
  public boolean peekFormatValue() {
    return !replayStart && in.peekFormatValue();
  }

  @Override
  public Object readFormatValue(Codec<Object> content) {
    return in.readFormatValue(content);
  }

  @Override
  public boolean readsReferencesNatively() {
    return in.readsReferencesNatively();
  }

  @Override
  public Object readSharedReference(IntFunction<Object> sharedValues) {
    return in.readSharedReference(sharedValues);
  }

  @Override
  public int readShareMark() {
    return in.readShareMark();
  }
}
