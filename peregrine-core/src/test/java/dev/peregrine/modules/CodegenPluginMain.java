package dev.peregrine.modules;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import java.util.List;

/**
 * Binds a few beans through the default facades and through builders with {@code codegen(false)}, many
 * times over; run by {@link CodegenPluginTest} in a JVM of its own that logs every class it loads.
 */
public final class CodegenPluginMain {
  /** A bean with a list of records. */
  public static final class Album {
    public String name;
    public List<Track> tracks;
  }

  /** A record. */
  public record Track(String title, int seconds) {}

  public static void main(String[] args) {
    Album a = new Album();
    a.name = "Blue";
    a.tracks = List.of(new Track("All I Want", 214), new Track("My Old Man", 215));
    Json[] jsons = {Json.create(), Json.builder().codegen(false).build()};
    Cbor[] cbors = {Cbor.create(), Cbor.builder().codegen(false).beansAsArrays(true).build()};
    for (int i = 0; i < 200; i++) {
      for (Json json : jsons) json.read(json.write(a), Album.class);
      for (Cbor cbor : cbors) cbor.read(cbor.write(a), Album.class);
    }
    System.out.println("done");
  }
}
