package dev.peregrine.bench.lab;

import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import dev.peregrine.Cbor;
import dev.peregrine.bench.eishay.Eishay;
import dev.peregrine.bench.model.Image;
import dev.peregrine.bench.model.MediaContent;
import java.util.ArrayList;
import java.util.List;

/**
 * Where Peregrine's CBOR loses time against fastjson2's JSONB on the Eishay value: the two in turns
 * ({@link Turns}), write and read, map and array mode, on three variants of the value: as it is; with every
 * string emptied (what is left is the structure: heads, numbers, enums, nesting); and its nine strings
 * alone, as a list. Comparing the ratios tells how much of the gap is the strings and how much the rest.
 * Given a JSON file (twitter.json: text in many scripts), also each library's tree of it written to its format
 * and read back to its tree.
 *
 * <p>Run: {@code java -cp CLASSPATH dev.peregrine.bench.lab.CborShareProbe [ROUNDS (12)] [SLICE_MS (200)] [CELL_REGEX] [FILE.json]}
 * (the classpath as peregrine-bench-lab/tools/type-probe builds it).
 */
public final class CborShareProbe {
  private CborShareProbe() {}

  private static void cell(String filter, String name, int rounds, long slice, java.util.function.Supplier<Object> a,
      java.util.function.Supplier<Object> b) {
    if (name.matches(filter)) Turns.cell(name, rounds, slice, a, b);
  }

  public static void main(String[] args) throws java.io.IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
    long slice = (args.length > 1 ? Long.parseLong(args[1]) : 200) * 1_000_000L;
    String filter = args.length > 2 ? args[2] : ".*";
    if (args.length > 3) document(java.nio.file.Files.readAllBytes(java.nio.file.Path.of(args[3])), filter, rounds, slice);
    MediaContent full = Eishay.value();
    MediaContent empty = Eishay.value();
    empty.getMedia().setUri("");
    empty.getMedia().setTitle("");
    empty.getMedia().setFormat("");
    empty.getMedia().setPersons(new ArrayList<>(List.of("", "")));
    for (Image image : empty.getImages()) {
      image.setUri("");
      image.setTitle("");
    }
    List<String> strings = new ArrayList<>();
    strings.add(full.getMedia().getUri());
    strings.add(full.getMedia().getTitle());
    strings.add(full.getMedia().getFormat());
    strings.addAll(full.getMedia().getPersons());
    for (Image image : full.getImages()) {
      strings.add(image.getUri());
      strings.add(image.getTitle());
    }
    System.out.printf("%-22s %8s %9s   %s  %s%n", "cell", "P ÷ JSONB", "IQR", "Peregrine/s", "JSONB/s");
    for (boolean arrays : new boolean[] {false, true}) {
      Cbor cbor = Cbor.builder().beansAsArrays(arrays).build();
      JSONWriter.Feature[] wf = arrays ? new JSONWriter.Feature[] {JSONWriter.Feature.BeanToArray} : new JSONWriter.Feature[0];
      JSONReader.Feature[] rf = arrays ? new JSONReader.Feature[] {JSONReader.Feature.SupportArrayToBean} : new JSONReader.Feature[0];
      String mode = arrays ? "array" : "map";
      for (Object[] variant : new Object[][] {{"full", full}, {"no-strings", empty}}) {
        MediaContent value = (MediaContent) variant[1];
        String name = mode + "/" + variant[0];
        cell(filter, name + "/write", rounds, slice, () -> cbor.write(value), () -> JSONB.toBytes(value, wf));
        byte[] ours = cbor.write(value);
        byte[] theirs = JSONB.toBytes(value, wf);
        cell(filter, name + "/read", rounds, slice, () -> cbor.read(ours, MediaContent.class),
            () -> JSONB.parseObject(theirs, MediaContent.class, rf));
      }
    }
    Cbor cbor = Cbor.builder().build();
    cell(filter, "strings/write", rounds, slice, () -> cbor.write(strings), () -> JSONB.toBytes(strings));
    byte[] ours = cbor.write(strings);
    byte[] theirs = JSONB.toBytes(strings);
    cell(filter, "strings/read", rounds, slice, () -> cbor.read(ours, String[].class),
        () -> JSONB.parseObject(theirs, String[].class));
  }

  private static void document(byte[] json, String filter, int rounds, long slice) {
    Cbor cbor = Cbor.create();
    Object ours = dev.peregrine.Json.create().parse(json);
    Object theirs = com.alibaba.fastjson2.JSON.parse(json);
    byte[] ourBytes = cbor.write(ours);
    byte[] theirBytes = JSONB.toBytes(theirs);
    System.out.printf("document: CBOR %,d bytes, JSONB %,d bytes%n", ourBytes.length, theirBytes.length);
    cell(filter, "document/tree/write", rounds, slice, () -> cbor.write(ours), () -> JSONB.toBytes(theirs));
    cell(filter, "document/tree/read", rounds, slice, () -> cbor.parse(ourBytes), () -> JSONB.parse(theirBytes));
  }
}
