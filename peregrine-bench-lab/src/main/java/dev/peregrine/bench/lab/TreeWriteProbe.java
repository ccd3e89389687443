package dev.peregrine.bench.lab;

import com.alibaba.fastjson2.JSON;
import dev.peregrine.Json;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Peregrine's tree writes against fastjson2's, in turns ({@link Turns}), to a String and to UTF-8 bytes, on a
 * corpus file: telling a cost of the String result (text past Latin-1 makes it UTF-16) from a cost of the
 * tree walk and the encoding. Each library writes its own tree of the same file.
 *
 * <p>With a fourth argument, {@code strings} or {@code numbers}, the file's strings become "s" or its numbers
 * become 1 first (the tree keeps its shape): how much of the difference each kind of value makes.
 *
 * <p>Run: {@code java -cp CLASSPATH dev.peregrine.bench.lab.TreeWriteProbe FILE.json [ROUNDS (12)] [SLICE_MS (200)] [strings|numbers]}
 * (the classpath as peregrine-bench-lab/tools/type-probe builds it).
 */
public final class TreeWriteProbe {
  private TreeWriteProbe() {}

  public static void main(String[] args) throws Exception {
    byte[] file = Files.readAllBytes(Path.of(args[0]));
    byte[] utf8 = args.length > 3 ? JSON.toJSONBytes(flatten(JSON.parse(file), args[3])) : file;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 12;
    long slice = (args.length > 2 ? Long.parseLong(args[2]) : 200) * 1_000_000L;
    Json json = Json.create();
    Object ours = json.parse(utf8);
    Object theirs = JSON.parse(utf8);
    System.out.printf("%-22s %8s %9s   %s  %s%n", "cell", "P ÷ f2", "IQR", "Peregrine/s", "fastjson2/s");
    Turns.cell("tree/write/string", rounds, slice, () -> json.write(ours), () -> JSON.toJSONString(theirs));
    Turns.cell("tree/write/utf8", rounds, slice, () -> json.writeBytes(ours), () -> JSON.toJSONBytes(theirs));
    Turns.cell("tree/parse/utf8", rounds, slice, () -> json.parse(utf8), () -> JSON.parse(utf8));
  }

  // The value with its strings (not its names) or its numbers replaced by one constant.
  private static Object flatten(Object v, String kind) {
    if (v instanceof com.alibaba.fastjson2.JSONObject o) {
      o.replaceAll((k, x) -> flatten(x, kind));
      return o;
    }
    if (v instanceof com.alibaba.fastjson2.JSONArray a) {
      a.replaceAll(x -> flatten(x, kind));
      return a;
    }
    if (v instanceof String && kind.equals("strings")) return "s";
    if (v instanceof Number && kind.equals("numbers")) return 1;
    return v;
  }
}
