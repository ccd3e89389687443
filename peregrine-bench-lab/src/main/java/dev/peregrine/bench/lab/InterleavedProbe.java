package dev.peregrine.bench.lab;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.TypeReference;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import dev.peregrine.bench.lab.ProbeModels.Plain;
import dev.peregrine.bench.lab.ProbeModels.Typed;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Peregrine against fastjson2 on the probe models in one JVM, in turns: after a warm-up of both, many
 * rounds of a short slice of each, the ratio taken round by round, so that the machine's drift (other
 * processes on a small machine) falls on both alike. Prints the median ratio and its interquartile range
 * per cell. A cross-check of the JMH figures for diagnosing by hand; {@code peregrine-bench-lab/tools/type-probe --interleaved}.
 *
 * <p>Arguments: {@code [rounds (20)] [slice ms (200)] [cell filter regex]}.
 */
public final class InterleavedProbe {
  private static final Json PEREGRINE = Json.create();
  private static final TypeRef<List<Plain>> PLAIN_REF = new TypeRef<>() {};
  private static final TypeRef<List<Typed>> TYPED_REF = new TypeRef<>() {};
  private static final Type PLAIN_TYPE = new TypeReference<List<Plain>>() {}.getType();
  private static final Type TYPED_TYPE = new TypeReference<List<Typed>>() {}.getType();

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    long sliceNanos = (args.length > 1 ? Long.parseLong(args[1]) : 200) * 1_000_000L;
    String filter = args.length > 2 ? args[2] : ".*";
    System.out.printf("%-22s %8s %8s   %s%n", "cell", "median", "IQR", "peregrine ops/s, fastjson2 ops/s (medians)");
    for (String model : new String[] {"plain", "typed"}) {
      for (int size : new int[] {3, 300}) {
        boolean typed = model.equals("typed");
        Object value = typed ? ProbeModels.typeds(size) : ProbeModels.plains(size);
        byte[] doc = PEREGRINE.writeBytes(value);
        TypeRef<?> ref = typed ? TYPED_REF : PLAIN_REF;
        Type type = typed ? TYPED_TYPE : PLAIN_TYPE;
        cell(model + "/" + size + "/read", filter, rounds, sliceNanos,
            () -> PEREGRINE.read(doc, ref), () -> JSON.parseObject(doc, type));
        cell(model + "/" + size + "/write", filter, rounds, sliceNanos,
            () -> PEREGRINE.writeBytes(value), () -> JSON.toJSONBytes(value));
      }
    }
  }

  static void cell(String name, String filter, int rounds, long slice, Supplier<Object> a, Supplier<Object> b) {
    if (name.matches(filter)) Turns.cell(name, rounds, slice, a, b);
  }
}
