package dev.peregrine.bench.lab;

import dev.peregrine.Json;
import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.eishay.Eishay;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What reading from a String costs over reading its UTF-8 bytes, through the public API only: the JDK's
 * UTF-8 encoding of the text ({@code encode}), the read of the same text as a String ({@code read}) and as
 * bytes encoded beforehand ({@code readBytes}). {@code read - readBytes} is what String input adds: the
 * encoding and the check that the encoder replaced no lone surrogate with '?'; less {@code encode}, the
 * check alone (a difference of larger figures, so run enough forks). Not part of the suite; run by hand:
 *
 * <pre>
 * mvn -B -q -DskipTests -pl peregrine-bench-lab -am package
 * java -cp "peregrine-bench-lab/target/classes:$(cat peregrine-bench-lab/target/lab.classpath)" org.openjdk.jmh.Main \
 *     StringInputBenchmark -f 2 -wi 3 -w 1s -i 5 -r 1s
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StringInputBenchmark {
  @Param({"compact", "pretty"})
  public String document;

  private static final Json JSON = Json.create();

  private String text() {
    return document.equals("compact") ? Eishay.COMPACT : Eishay.PRETTY;
  }

  @Benchmark
  public byte[] encode() {
    return text().getBytes(StandardCharsets.UTF_8);
  }

  private static final byte[] COMPACT = Eishay.COMPACT.getBytes(StandardCharsets.UTF_8);
  private static final byte[] PRETTY = Eishay.PRETTY.getBytes(StandardCharsets.UTF_8);

  @Benchmark
  public MediaContent readBytes() {
    return JSON.read(document.equals("compact") ? COMPACT : PRETTY, MediaContent.class);
  }

  @Benchmark
  public MediaContent read() {
    return JSON.read(text(), MediaContent.class);
  }
}
