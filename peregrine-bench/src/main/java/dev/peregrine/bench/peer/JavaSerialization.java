package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.MediaContent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/** The JDK's own serialization ("javaSerialize" in fastjson2's benchmark). */
final class JavaSerialization implements Peer {

  @Override
  public String id() {
    return "java-serialization";
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "jdk";
  }

  @Override
  public String settings() {
    return "ObjectOutputStream/ObjectInputStream, defaults";
  }

  @Override
  public byte[] encode(MediaContent value) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  @Override
  public MediaContent decode(byte[] bytes) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return (MediaContent) in.readObject();
    }
  }
}
