package dev.peregrine.bench.peer;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * Every library the suite compares, one line each, in report order: its id, its kind and the experiments beyond
 * the Eishay scenarios of its kind it takes part in. Adding a library is its file (a {@link Peer}), its line here,
 * a case in {@link #create} for a new file, and its dependency in the pom; every experiment then asks it for the
 * capability it needs and prints n/a with its reason where it has none.
 *
 * <p>{@link #create} is a plain switch rather than a map of lambdas on purpose: the cold-start harness
 * ({@code dev.peregrine.bench.coldstart.ColdStart}) goes through this class in a fresh JVM, and bootstrapping a lambda per
 * peer there would load and link the JDK's lambda machinery (and every adapter class) before the timed first call,
 * which would hand a head start to the libraries that use lambdas themselves. For the same reason the table is
 * plain records and enum sets.
 *
 * <p>More peers can be added from outside by the system property {@value #EXTRA_PEERS_PROPERTY}: a comma-separated
 * list of {@code id=class} (a {@link Peer} with a public no-argument constructor). Such a peer takes part in every
 * experiment of its kind; the suite passes the property on to the JVMs it starts. The suite's tests add a fake
 * peer that way.
 */
public final class Peers {
  private Peers() {}

  /** The system property naming peers added from outside the table (tests, a library tried before it is added). */
  public static final String EXTRA_PEERS_PROPERTY = "peregrine.bench.extraPeers";

  /** Where a peer takes part besides the Eishay scenarios of its kind, and the roles some peers play there. */
  public enum Use {
    /** Timed in the Eishay scenarios by the quick profile (which times the peers of Peregrine's targets only). */
    QUICK,
    /**
     * Timed by the quick profile on the corpora's tree scenarios (ParseTreeUTF8Bytes:twitter...) besides the
     * QUICK peers: a column of the report's throughput table.
     */
    CORPUS_TREES,
    /** Left out of the smoke and quick profiles' cold start (it is in the full profile's). */
    COLD_START_FULL_ONLY,
    /** The cold-start tables' "% of" baseline: JsonPerformanceVS's winner for small documents. */
    COLD_START_BASELINE,
    /** JsonPerformanceVS's scaling experiment. */
    SCALE,
    /** One of JsonPerformanceVS's own four libraries, the ones its conclusion ranks. */
    SCALE_PUBLISHED,
    /** The blog's DemoResponse test. */
    DEMO,
    /** One of the blog's own three libraries. */
    DEMO_PUBLISHED,
    /** The type matrix and the typed documents (typed JSON with {@link Peer.Binding#ISO_TIME}). */
    TYPES,
    /** The streaming experiment, in the peer's format: element by element read, write, the whole array read. */
    STREAM_READ,
    STREAM_WRITE,
    STREAM_READ_ALL
  }

  /** One line of the table. */
  public record Entry(String id, Peer.Kind kind, Set<Use> uses) {
    public boolean has(Use use) {
      return uses.contains(use);
    }
  }

  private static final Map<String, Entry> TABLE = new LinkedHashMap<>();

  /** The classes of the peers added through {@value #EXTRA_PEERS_PROPERTY}, by id. */
  private static final Map<String, String> EXTRA = new LinkedHashMap<>();

  static {
    json("peregrine", Use.QUICK, Use.SCALE, Use.DEMO, Use.TYPES, Use.STREAM_READ, Use.STREAM_WRITE, Use.STREAM_READ_ALL);
    json("fastjson2", Use.QUICK, Use.SCALE, Use.DEMO, Use.TYPES, Use.STREAM_READ);
    json("fastjson1", Use.SCALE, Use.SCALE_PUBLISHED, Use.DEMO, Use.DEMO_PUBLISHED);
    json("jackson", Use.QUICK, Use.SCALE, Use.SCALE_PUBLISHED, Use.DEMO, Use.DEMO_PUBLISHED, Use.TYPES,
        Use.STREAM_READ, Use.STREAM_WRITE, Use.STREAM_READ_ALL);
    json("jackson-blackbird", Use.COLD_START_FULL_ONLY, Use.TYPES);
    json("jackson-afterburner", Use.COLD_START_FULL_ONLY, Use.TYPES);
    json("jackson3", Use.COLD_START_FULL_ONLY, Use.SCALE, Use.DEMO, Use.TYPES, Use.STREAM_READ, Use.STREAM_WRITE, Use.STREAM_READ_ALL);
    json("avaje-jsonb", Use.COLD_START_FULL_ONLY, Use.TYPES);
    json("gson", Use.COLD_START_BASELINE, Use.SCALE, Use.SCALE_PUBLISHED, Use.DEMO, Use.DEMO_PUBLISHED,
        Use.STREAM_READ, Use.STREAM_WRITE);
    json("json-smart", Use.SCALE, Use.SCALE_PUBLISHED);
    json("dsl-json", Use.SCALE, Use.DEMO, Use.TYPES, Use.CORPUS_TREES);
    json("dsl-json-compiled", Use.COLD_START_FULL_ONLY, Use.TYPES);
    json("moshi", Use.SCALE);
    json("fory-json", Use.COLD_START_FULL_ONLY, Use.SCALE, Use.DEMO, Use.TYPES);

    binary("peregrine-cbor", Use.QUICK, Use.STREAM_READ, Use.STREAM_WRITE, Use.STREAM_READ_ALL);
    binary("peregrine-cbor-stringrefs");
    binary("peregrine-cbor-array", Use.QUICK);
    binary("peregrine-cbor-array-stringrefs");
    binary("peregrine-cbor-array-compact");
    binary("fastjson2-jsonb", Use.QUICK);
    binary("fastjson2-jsonb-arrays", Use.QUICK);
    binary("kryo", Use.QUICK);
    binary("kryo-refs");
    binary("hessian");
    binary("hessian-deflate");
    binary("java-serialization");
    binary("protobuf");
    binary("jackson-cbor", Use.STREAM_READ, Use.STREAM_WRITE, Use.STREAM_READ_ALL);
    binary("jackson-smile");
    binary("msgpack");
    binary("jboss-river");
    binary("xson");
    binary("fory", Use.QUICK);

    extraPeers(System.getProperty(EXTRA_PEERS_PROPERTY));
  }

  private static void json(String id, Use... uses) {
    add(id, Peer.Kind.JSON, uses);
  }

  private static void binary(String id, Use... uses) {
    add(id, Peer.Kind.BINARY, uses);
  }

  private static void add(String id, Peer.Kind kind, Use... uses) {
    EnumSet<Use> set = EnumSet.noneOf(Use.class);
    for (Use use : uses) {
      set.add(use);
    }
    if (TABLE.put(id, new Entry(id, kind, Collections.unmodifiableSet(set))) != null) {
      throw new IllegalStateException("two peers named " + id);
    }
  }

  /**
   * Reads {@value #EXTRA_PEERS_PROPERTY}. An added peer takes part in every experiment of its kind and in the quick
   * profile, but is no experiment's baseline and none of a published comparison's own libraries.
   */
  private static void extraPeers(String property) {
    if (property == null || property.isBlank()) {
      return;
    }
    for (String item : property.split(",")) {
      int eq = item.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException(EXTRA_PEERS_PROPERTY + ": expected id=class, got " + item);
      }
      String id = item.substring(0, eq).trim();
      String className = item.substring(eq + 1).trim();
      EXTRA.put(id, className);
      Peer peer;
      try {
        peer = extra(id);
      } catch (Exception e) {
        throw new IllegalArgumentException(EXTRA_PEERS_PROPERTY + ": cannot create " + className + ": " + e, e);
      }
      if (peer.kind() == Peer.Kind.JSON) {
        add(id, Peer.Kind.JSON, Use.QUICK, Use.SCALE, Use.DEMO, Use.TYPES);
      } else {
        add(id, peer.kind(), Use.QUICK);
      }
    }
  }

  private static Peer extra(String id) throws Exception {
    Peer peer = (Peer) Class.forName(EXTRA.get(id)).getConstructor().newInstance();
    if (!peer.id().equals(id)) {
      throw new IllegalArgumentException(EXTRA.get(id) + " says its id is " + peer.id() + ", not " + id);
    }
    return peer;
  }

  /** Every line of the table, in report order. */
  public static List<Entry> all() {
    return new ArrayList<>(TABLE.values());
  }

  /** All ids in report order. */
  public static List<String> ids() {
    return new ArrayList<>(TABLE.keySet());
  }

  public static Entry entry(String id) {
    Entry entry = TABLE.get(id);
    if (entry == null) {
      throw new IllegalArgumentException("unknown library " + id + "; known: " + TABLE.keySet());
    }
    return entry;
  }

  public static Peer.Kind kind(String id) {
    return entry(id).kind();
  }

  public static boolean has(String id, Use use) {
    return entry(id).has(use);
  }

  /** The ids with {@code use}, in report order. */
  public static List<String> with(Use use) {
    List<String> ids = new ArrayList<>();
    for (Entry e : TABLE.values()) {
      if (e.has(use)) {
        ids.add(e.id());
      }
    }
    return ids;
  }

  /**
   * The ids with {@code use}, those with {@code published} (the comparison's own libraries) first: the order of an
   * experiment that reproduces a published comparison and adds peers of its own.
   */
  public static List<String> with(Use use, Use published) {
    List<String> ids = new ArrayList<>();
    List<String> added = new ArrayList<>();
    for (Entry e : TABLE.values()) {
      if (e.has(use)) {
        (e.has(published) ? ids : added).add(e.id());
      }
    }
    ids.addAll(added);
    return ids;
  }

  /** The one peer with {@code use} (a baseline). */
  public static String the(Use use) {
    List<String> ids = with(use);
    if (ids.size() != 1) {
      throw new IllegalStateException("expected one peer with " + use + ", found " + ids);
    }
    return ids.get(0);
  }

  /**
   * A new peer; its constructor's exceptions and linkage errors pass through for the caller to report. Only the
   * chosen peer's class is loaded.
   */
  public static Peer create(String id) throws Exception {
    entry(id);
    return switch (id) {
      case "peregrine" -> new PeregrineJson();
      case "fastjson2" -> new Fastjson2();
      case "fastjson1" -> new Fastjson1();
      case "jackson" -> new Jackson2(false);
      case "jackson-blackbird" -> new Jackson2(true);
      case "jackson-afterburner" -> Jackson2.afterburner();
      case "jackson3" -> new Jackson3();
      case "avaje-jsonb" -> new Avaje();
      case "gson" -> new Gson();
      case "json-smart" -> new JsonSmart();
      case "dsl-json" -> new DslJson();
      case "dsl-json-compiled" -> DslJson.compiled();
      case "moshi" -> new Moshi();
      case "fory-json" -> new Fory.Json();

      case "peregrine-cbor" -> new PeregrineCbor(false, false);
      case "peregrine-cbor-stringrefs" -> new PeregrineCbor(false, true);
      case "peregrine-cbor-array" -> new PeregrineCbor(true, false);
      case "peregrine-cbor-array-stringrefs" -> new PeregrineCbor(true, true);
      case "peregrine-cbor-array-compact" -> PeregrineCbor.compact();
      case "fastjson2-jsonb" -> new Fastjson2.Jsonb(false);
      case "fastjson2-jsonb-arrays" -> new Fastjson2.Jsonb(true);
      case "kryo" -> new Kryo(false);
      case "kryo-refs" -> new Kryo(true);
      case "hessian" -> new Hessian(false);
      case "hessian-deflate" -> new Hessian(true);
      case "java-serialization" -> new JavaSerialization();
      case "protobuf" -> new Protobuf();
      case "jackson-cbor" -> Jackson2.Binary.cbor();
      case "jackson-smile" -> Jackson2.Binary.smile();
      case "msgpack" -> Jackson2.Binary.msgpack();
      case "jboss-river" -> new JbossRiver();
      case "xson" -> new Xson();
      case "fory" -> new Fory();
      default -> {
        if (!EXTRA.containsKey(id)) {
          throw new IllegalStateException("no case for " + id + " in Peers.create");
        }
        yield extra(id);
      }
    };
  }

  /**
   * Peer {@code id}'s binding of {@code type} under {@code binding}, for an experiment whose peers all bind any class
   * (JsonPerformanceVS, DemoResponse): a peer that cannot start or has no binding is an error there, not an n/a.
   */
  public static <T> TypedJson<T> json(String id, Class<T> type, Peer.Binding binding) {
    try {
      return create(id).json(type, binding);
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException(id + ": " + e.getMessage(), e);
    }
  }

  /**
   * The JVM options peer {@code id}'s documentation asks for on a JDK of version {@code jdkVersion} ("25.0.3+9",
   * "17.0.15"); none when the peer cannot start here (its JVM then reports why).
   */
  public static List<String> jvmOptions(String id, String jdkVersion) {
    int feature;
    try {
      feature = Integer.parseInt(jdkVersion.split("[.+-]")[0]);
    } catch (NumberFormatException e) {
      return List.of();
    }
    String key = id + " " + feature;
    List<String> options = JVM_OPTIONS.get(key);
    if (options == null) {
      try {
        options = List.copyOf(create(id).jvmOptions(feature));
      } catch (Exception | LinkageError e) {
        options = List.of();
      }
      JVM_OPTIONS.put(key, options);
    }
    return options;
  }

  /** {@link #jvmOptions} by peer and JDK release, each peer created once for them. */
  private static final Map<String, List<String>> JVM_OPTIONS = new java.util.concurrent.ConcurrentHashMap<>();

  /** How peer {@code id}'s typed binding calls its library's stream API, for the report. */
  public static String streamApi(String id) {
    try {
      return create(id).streamApi();
    } catch (Exception | LinkageError e) {
      return "cannot start: " + e;
    }
  }

  /**
   * The version of a Maven artifact on the class path: its jar's {@code pom.properties}, else the folder the class
   * path names for it in a Maven repository; "JDK" for {@code jdk}, "?" when neither says.
   */
  public static String version(String artifact) {
    if (artifact.equals("jdk")) {
      return "JDK";
    }
    String[] ga = artifact.split(":");
    String resource = "META-INF/maven/" + ga[0] + "/" + ga[1] + "/pom.properties";
    try (InputStream in = Peers.class.getClassLoader().getResourceAsStream(resource)) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version");
        if (v != null) {
          return v;
        }
      }
    } catch (IOException ignored) {
      // fall back to the class path
    }
    String marker = "/" + ga[0].replace('.', '/') + "/" + ga[1] + "/";
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      int at = entry.replace('\\', '/').indexOf(marker);
      if (at >= 0) {
        String rest = entry.substring(at + marker.length());
        int slash = rest.indexOf('/');
        return slash > 0 ? rest.substring(0, slash) : rest;
      }
    }
    return "?";
  }
}
