package dev.peregrine.bench.peer;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.Media;
import dev.peregrine.bench.model.MediaContent;
import java.util.ArrayList;

/**
 * Kryo 5 with the model's classes registered (its default requires registration), without or with reference
 * tracking. One {@code Output} and one {@code Input} are reused, as Kryo's documentation recommends.
 */
final class Kryo implements Peer {
  private final boolean references;
  private final com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
  private final Output output = new Output(1024, -1);
  private final Input input = new Input();

  Kryo(boolean references) {
    this.references = references;
    kryo.setReferences(references);
    kryo.register(MediaContent.class);
    kryo.register(Media.class);
    kryo.register(Media.Player.class);
    kryo.register(Image.class);
    kryo.register(Image.Size.class);
    kryo.register(ArrayList.class);
  }

  @Override
  public String id() {
    return references ? "kryo-refs" : "kryo";
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "com.esotericsoftware:kryo";
  }

  @Override
  public String settings() {
    return "classes registered; references " + (references ? "on (setReferences(true))" : "off (default)")
        + "; writeObject/readObject; reused Output/Input";
  }

  @Override
  public byte[] encode(MediaContent value) {
    output.reset();
    kryo.writeObject(output, value);
    return output.toBytes();
  }

  @Override
  public MediaContent decode(byte[] bytes) {
    input.setBuffer(bytes);
    return kryo.readObject(input, MediaContent.class);
  }
}
