package dev.peregrine.bench.lab;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.TypeReference;
import dev.peregrine.Json;
import dev.peregrine.TypeRef;
import dev.peregrine.bench.lab.ProbeModels.Plain;
import dev.peregrine.bench.lab.ProbeModels.Typed;
import java.lang.reflect.Type;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Peregrine against fastjson2 on the two probe models ({@link ProbeModels}): a list of {@code size} values
 * read from and written to UTF-8 bytes. For diagnosing by hand, not part of the suite; the ratio is only
 * meaningful between libraries of the same run. {@code peregrine-bench-lab/tools/type-probe} runs it (build, JMH, ratio table).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TypeProbeBenchmark {
  @Param({"plain", "typed"})
  public String model;

  @Param({"3", "300"})
  public int size;

  @Param({"peregrine", "fastjson2"})
  public String library;

  private static final Json PEREGRINE = Json.create();
  private static final TypeRef<List<Plain>> PLAIN_REF = new TypeRef<>() {};
  private static final TypeRef<List<Typed>> TYPED_REF = new TypeRef<>() {};
  private static final Type PLAIN_TYPE = new TypeReference<List<Plain>>() {}.getType();
  private static final Type TYPED_TYPE = new TypeReference<List<Typed>>() {}.getType();

  private Object value;
  private byte[] document;
  private boolean typed;
  private boolean peregrine;

  @Setup
  public void setup() {
    typed = model.equals("typed");
    peregrine = library.equals("peregrine");
    value = typed ? ProbeModels.typeds(size) : ProbeModels.plains(size);
    // Both libraries read the same document, Peregrine's; fastjson2 writes the same values (checked below).
    document = PEREGRINE.writeBytes(value);
    Object back = read();
    if (!PEREGRINE.write(back).equals(PEREGRINE.write(value))) {
      throw new IllegalStateException(library + " read back a different " + model + " value");
    }
    Object fromPeer = PEREGRINE.read(JSON.toJSONBytes(value), typed ? (TypeRef) TYPED_REF : (TypeRef) PLAIN_REF);
    if (!PEREGRINE.write(fromPeer).equals(PEREGRINE.write(value))) {
      throw new IllegalStateException("fastjson2 wrote a different " + model + " value: "
          + new String(JSON.toJSONBytes(value)).substring(0, 300));
    }
  }

  @Benchmark
  public Object read() {
    if (peregrine) return PEREGRINE.read(document, typed ? (TypeRef) TYPED_REF : (TypeRef) PLAIN_REF);
    return JSON.parseObject(document, typed ? TYPED_TYPE : PLAIN_TYPE);
  }

  @Benchmark
  public byte[] write() {
    return peregrine ? PEREGRINE.writeBytes(value) : JSON.toJSONBytes(value);
  }
}
