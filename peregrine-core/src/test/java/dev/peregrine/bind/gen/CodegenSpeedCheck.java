package dev.peregrine.bind.gen;

import dev.peregrine.Json;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A quick loop (not JMH) comparing generated and reflective bean codecs on a MediaContent-like document,
 * both in one JVM, alternating rounds so that machine noise hits both. Not a test: run it by hand,
 *
 * <pre>
 * mvn -q -pl peregrine-core test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp peregrine-core/target/classes:peregrine-core/target/test-classes:$(cat peregrine-core/target/cp.txt) \
 *     dev.peregrine.bind.gen.CodegenSpeedCheck
 * </pre>
 */
public final class CodegenSpeedCheck {
  public enum Player { JAVA, FLASH }

  public enum Size { SMALL, LARGE }

  public static final class Image {
    private String uri;
    private String title;
    private int width;
    private int height;
    private Size size;

    public String getUri() { return uri; }
    public void setUri(String uri) { this.uri = uri; }
    public String getTitle() { return title; }
    public void setTitle(String title) { this.title = title; }
    public int getWidth() { return width; }
    public void setWidth(int width) { this.width = width; }
    public int getHeight() { return height; }
    public void setHeight(int height) { this.height = height; }
    public Size getSize() { return size; }
    public void setSize(Size size) { this.size = size; }
  }

  public static final class Media {
    private String uri;
    private String title;
    private int width;
    private int height;
    private String format;
    private long duration;
    private long size;
    private int bitrate;
    private List<String> persons;
    private Player player;
    private String copyright;

    public String getUri() { return uri; }
    public void setUri(String uri) { this.uri = uri; }
    public String getTitle() { return title; }
    public void setTitle(String title) { this.title = title; }
    public int getWidth() { return width; }
    public void setWidth(int width) { this.width = width; }
    public int getHeight() { return height; }
    public void setHeight(int height) { this.height = height; }
    public String getFormat() { return format; }
    public void setFormat(String format) { this.format = format; }
    public long getDuration() { return duration; }
    public void setDuration(long duration) { this.duration = duration; }
    public long getSize() { return size; }
    public void setSize(long size) { this.size = size; }
    public int getBitrate() { return bitrate; }
    public void setBitrate(int bitrate) { this.bitrate = bitrate; }
    public List<String> getPersons() { return persons; }
    public void setPersons(List<String> persons) { this.persons = persons; }
    public Player getPlayer() { return player; }
    public void setPlayer(Player player) { this.player = player; }
    public String getCopyright() { return copyright; }
    public void setCopyright(String copyright) { this.copyright = copyright; }
  }

  public static final class MediaContent {
    private Media media;
    private List<Image> images;

    public Media getMedia() { return media; }
    public void setMedia(Media media) { this.media = media; }
    public List<Image> getImages() { return images; }
    public void setImages(List<Image> images) { this.images = images; }
  }

  static final String DOC = "{\"images\":[{\"height\":768,\"size\":\"LARGE\",\"title\":\"Javaone Keynote\","
      + "\"uri\":\"http://javaone.com/keynote_large.jpg\",\"width\":1024},{\"height\":240,\"size\":\"SMALL\","
      + "\"title\":\"Javaone Keynote\",\"uri\":\"http://javaone.com/keynote_small.jpg\",\"width\":320}],"
      + "\"media\":{\"bitrate\":262144,\"duration\":18000000,\"format\":\"video/mpg4\",\"height\":480,"
      + "\"persons\":[\"Bill Gates\",\"Steve Jobs\"],\"player\":\"JAVA\",\"size\":58982400,"
      + "\"title\":\"Javaone Keynote\",\"uri\":\"http://javaone.com/keynote.mpg\",\"width\":640}}";

  static volatile Object sink;

  public static void main(String[] args) {
    long sliceNanos = (long) (Double.parseDouble(args.length > 0 ? args[0] : "0.05") * 1e9);
    int slices = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    Json generated = Json.builder().codegen(true).build();
    Json reflective = Json.builder().codegen(false).build();
    byte[] utf8 = DOC.getBytes(StandardCharsets.UTF_8);
    MediaContent value = generated.read(utf8, MediaContent.class);

    // Generation cost on a cold JVM: the first reads of a fresh Json generate 3 classes (threshold 0).
    String threshold = System.getProperty("peregrine.codegen.threshold");
    System.setProperty("peregrine.codegen.threshold", "0");
    long t0 = System.nanoTime();
    Json first = Json.builder().codegen(true).build();
    for (int i = 0; i < 4; i++) sink = first.read(utf8, MediaContent.class);
    System.out.printf("cold JVM, first 4 reads generating 3 classes: %.2f ms%n", (System.nanoTime() - t0) / 1e6);
    restore(threshold);

    // Slices alternate between the two codecs and are timed in thread CPU time, so that other processes
    // on a busy machine (which steal wall time) hit both sides alike.
    String[] names = {"read generated", "read reflective", "write generated", "write reflective"};
    for (int phase = 0; phase < 2; phase++) { // 0: warm-up, 1: measured
      long[] ops = new long[4];
      long[] cpu = new long[4];
      for (int s = 0; s < (phase == 0 ? slices / 4 : slices); s++) {
        for (int k = 0; k < 4; k++) {
          long c = CPU.getCurrentThreadCpuTime();
          ops[k] += k < 2 ? read(k == 0 ? generated : reflective, utf8, sliceNanos)
              : write(k == 2 ? generated : reflective, value, sliceNanos);
          cpu[k] += CPU.getCurrentThreadCpuTime() - c;
        }
      }
      if (phase == 0) continue;
      double[] rate = new double[4];
      for (int k = 0; k < 4; k++) {
        rate[k] = ops[k] / (cpu[k] / 1e9);
        System.out.printf("%-17s %,12.0f ops per CPU-second%n", names[k], rate[k]);
      }
      System.out.printf("generated/reflective: read x%.2f, write x%.2f%n", rate[0] / rate[1], rate[2] / rate[3]);
    }
    // The cost of a switch once the JVM is warm: a fresh Json's first reads, reflective until they generate.
    System.setProperty("peregrine.codegen.threshold", "0");
    int freshRuns = 50;
    long g = 0;
    long r = 0;
    for (int i = 0; i < freshRuns; i++) {
      Json on = Json.builder().codegen(true).build();
      Json off = Json.builder().codegen(false).build();
      long a = System.nanoTime();
      for (int k = 0; k < 4; k++) sink = on.read(utf8, MediaContent.class);
      long b = System.nanoTime();
      for (int k = 0; k < 4; k++) sink = off.read(utf8, MediaContent.class);
      g += b - a;
      r += System.nanoTime() - b;
    }
    restore(threshold);
    System.out.printf("warm JVM, fresh Json, 4 reads: %.3f ms generating 3 classes on the first, %.3f ms reflective%n",
        g / 1e6 / freshRuns, r / 1e6 / freshRuns);
  }

  private static void restore(String threshold) {
    if (threshold == null) System.clearProperty("peregrine.codegen.threshold");
    else System.setProperty("peregrine.codegen.threshold", threshold);
  }

  private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

  private static long read(Json json, byte[] utf8, long nanos) {
    long end = System.nanoTime() + nanos;
    long n = 0;
    while (System.nanoTime() < end) {
      for (int i = 0; i < 20; i++) sink = json.read(utf8, MediaContent.class);
      n += 20;
    }
    return n;
  }

  private static long write(Json json, Object value, long nanos) {
    long end = System.nanoTime() + nanos;
    long n = 0;
    while (System.nanoTime() < end) {
      for (int i = 0; i < 20; i++) sink = json.writeBytes(value);
      n += 20;
    }
    return n;
  }
}
