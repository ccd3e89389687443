package dev.peregrine.bench.jmh;

import dev.peregrine.Json;
import dev.peregrine.bench.model.MediaContent;
import dev.peregrine.bench.scenario.Eishay;
import dev.peregrine.internal.Ascii;
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
 * What reading from a String costs before the parser starts: the JDK's UTF-8 encoding of the text, and the
 * check that the encoder replaced no lone surrogate with '?' ({@link Ascii#replacesAChar}), beside the whole
 * read of the same text, so that the check's share of a read can be told. Not part of the suite; run by hand:
 *
 * <pre>
 * mvn -B -q -DskipTests -pl peregrine-bench -am package
 * java -cp "peregrine-bench/target/classes:$(cat peregrine-bench/target/suite.classpath)" org.openjdk.jmh.Main \
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

  @Benchmark
  public boolean encodeAndCheck() {
    String s = text();
    byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
    return utf8.length != s.length() || Ascii.replacesAChar(utf8, s);
  }

  @Benchmark
  public MediaContent read() {
    return JSON.read(text(), MediaContent.class);
  }
}
