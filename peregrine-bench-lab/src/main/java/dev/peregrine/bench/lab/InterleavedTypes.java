package dev.peregrine.bench.lab;

import dev.peregrine.bench.typematrix.TypeCases;
import dev.peregrine.bench.typematrix.TypeCases.TypeCase;
import dev.peregrine.bench.typematrix.TypedDocuments;
import dev.peregrine.bench.typematrix.TypedDocuments.TypedDocument;
import dev.peregrine.bench.peer.Peer;
import dev.peregrine.bench.peer.Peers;
import dev.peregrine.bench.peer.TypedJson;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;

/**
 * The type matrix's rows and its typed documents (bench.types), Peregrine against one peer in one JVM, in turns, as
 * {@link InterleavedProbe} does for its models: the median of round-by-round ratios, which holds on a busy
 * machine. For diagnosing a row by hand before and after a core change; {@code peregrine-bench-lab/tools/type-probe --types}.
 *
 * <p>Arguments: {@code [rounds (12)] [slice ms (200)] [cell regex, matched against TYPE/read|write/utf8|string]
 * [peer (fastjson2)]}.
 */
public final class InterleavedTypes {
  private InterleavedTypes() {}

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
    long slice = (args.length > 1 ? Long.parseLong(args[1]) : 200) * 1_000_000L;
    String filter = args.length > 2 ? args[2] : ".*";
    TypedLibrary ours = new TypedLibrary(Peers.create("peregrine"));
    TypedLibrary peer = new TypedLibrary(Peers.create(args.length > 3 ? args[3] : "fastjson2"));
    System.out.printf("peregrine ÷ %s%n%-22s %8s %8s   %s%n", peer.id(), "cell", "median", "IQR",
        "peregrine ops/s, " + peer.id() + " ops/s (medians)");
    for (TypeCase c : TypeCases.all()) {
      if (!matches(c.name(), filter)) continue;
      Object value = c.newValue();
      Class<?> type = c.bean();
      byte[] bytes = ours.writeUtf8(value);
      cells(c.name(), filter, rounds, slice, ours, peer, value, type, bytes);
    }
    ObjectMapper reference = new ObjectMapper();
    for (TypedDocument d : TypedDocuments.all()) {
      if (!matches(d.name(), filter)) continue;
      TypedDocuments.Prepared prepared = d.prepare(reference);
      cells(d.name(), filter, rounds, slice, ours, peer, prepared.value(), d.bean(), prepared.document());
    }
  }

  // Whether the filter selects one of the row's four cells (a row is prepared only then).
  private static boolean matches(String name, String filter) {
    for (String cell : new String[] {"/read/utf8", "/write/utf8", "/read/string", "/write/string"}) {
      if (selects(filter, name + cell)) return true;
    }
    return false;
  }

  private static boolean selects(String filter, String cell) {
    return cell.matches(filter.endsWith("$") ? filter : filter + ".*");
  }

  // The four cells of a row: reads start from `bytes` (and their text), writes from `value`.
  private static void cells(String name, String filter, int rounds, long slice, TypedLibrary ours,
      TypedLibrary peer, Object value, Class<?> type, byte[] bytes) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    cell(name + "/read/utf8", filter, rounds, slice, () -> ours.readUtf8(bytes, type), () -> peer.readUtf8(bytes, type));
    cell(name + "/write/utf8", filter, rounds, slice, () -> ours.writeUtf8(value), () -> peer.writeUtf8(value));
    cell(name + "/read/string", filter, rounds, slice, () -> ours.readString(text, type), () -> peer.readString(text, type));
    cell(name + "/write/string", filter, rounds, slice, () -> ours.writeString(value), () -> peer.writeString(value));
  }

  private static void cell(String name, String filter, int rounds, long slice, Turns.Op a, Turns.Op b) {
    if (!selects(filter, name)) return;
    try {
      a.run();
      b.run();
    } catch (Throwable e) {
      System.out.printf("%-22s n/a: %s%n", name, e);
      return;
    }
    Turns.cell(name, rounds, slice, Turns.unchecked(a), Turns.unchecked(b));
  }

  /** A peer's type-matrix binding (java.time as ISO text) of whatever class it is handed, one binding per class. */
  private static final class TypedLibrary {
    private final Peer peer;
    private final java.util.Map<Class<?>, TypedJson<Object>> bindings = new java.util.HashMap<>();

    TypedLibrary(Peer peer) {
      this.peer = peer;
    }

    String id() {
      return peer.id();
    }

    @SuppressWarnings("unchecked")
    private TypedJson<Object> of(Class<?> type) throws Exception {
      TypedJson<Object> json = bindings.get(type);
      if (json == null) {
        json = (TypedJson<Object>) peer.json(type, Peer.Binding.ISO_TIME);
        bindings.put(type, json);
      }
      return json;
    }

    Object readUtf8(byte[] json, Class<?> type) throws Exception {
      return of(type).readBytes(json);
    }

    Object readString(String json, Class<?> type) throws Exception {
      return of(type).readString(json);
    }

    byte[] writeUtf8(Object value) throws Exception {
      return of(value.getClass()).writeBytes(value);
    }

    String writeString(Object value) throws Exception {
      return of(value.getClass()).writeString(value);
    }
  }
}
