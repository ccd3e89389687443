package dev.peregrine.bench.peer;

import com.caucho.hessian.io.Deflation;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.Hessian2Output;
import dev.peregrine.bench.model.MediaContent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;

/** Hessian 2 with its default serializer factory, plain or inside its Deflation envelope. */
public final class Hessian implements Peer {
  private final boolean deflate;

  Hessian(boolean deflate) {
    this.deflate = deflate;
  }

  @Override
  public String id() {
    return deflate ? "hessian-deflate" : "hessian";
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "com.caucho:hessian";
  }

  @Override
  public String settings() {
    return deflate ? "Hessian2Output wrapped by Deflation envelope" : "Hessian2Output/Hessian2Input, defaults";
  }

  @Override
  public byte[] encode(MediaContent value) throws Exception {
    return write(value, deflate);
  }

  @Override
  public MediaContent decode(byte[] bytes) throws Exception {
    return (MediaContent) read(bytes, deflate);
  }

  /** Any value through Hessian2Output, wrapped in a Deflation envelope when {@code deflate}. */
  public static byte[] write(Object value, boolean deflate) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
    Hessian2Output out = new Hessian2Output(bytes);
    if (deflate) {
      Hessian2Output deflated = new Deflation().wrap(out);
      deflated.writeObject(value);
      deflated.close();
    } else {
      out.writeObject(value);
    }
    out.close();
    return bytes.toByteArray();
  }

  /** What {@link #write} wrote. */
  public static Object read(byte[] bytes, boolean deflate) throws Exception {
    Hessian2Input in = new Hessian2Input(new ByteArrayInputStream(bytes));
    Object value;
    if (deflate) {
      Hessian2Input inflated = new Deflation().unwrap(in);
      value = inflated.readObject();
      inflated.close();
    } else {
      value = in.readObject();
    }
    in.close();
    return value;
  }
}
