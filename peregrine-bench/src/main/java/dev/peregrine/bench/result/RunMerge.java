package dev.peregrine.bench.result;

import dev.peregrine.Json;
import dev.peregrine.bench.result.ResultsJson.ResultsFile;
import dev.peregrine.bench.result.ResultsJson.Run;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Several runs' results as one, with a column per machine x JDK, as the fastjson2 wiki sets four cloud CPUs
 * and five JDKs side by side: each run's JDKs are renamed for their machine ("EPYC 7R13 · JDK 17.0.13"), and
 * every result that names its JDK follows, so that the report renders each machine x JDK where it renders
 * each JDK of one run.
 *
 * <p>The merge follows {@link Results}'s fields, not a list of them, so a field added for a new experiment is
 * merged without a line here: a list is the runs' lists one after the other (without repeating an element
 * two runs share, such as a library's description); a map keeps a key's value when the runs agree and says
 * each run's otherwise; any other object (an experiment that runs on one JDK of a run, such as the
 * jvm-serializers table) is taken from the first run that has it, and the report says so; a list of texts (the
 * notes) keeps a text every run has once and names the columns of one that only some runs have; a text or
 * number from the first run that has one. {@link Results#mergedRuns} lists the runs, which the report's
 * opening and callout read. A value is renamed wherever a record or object names it {@code jdk}.
 *
 * <p>Runs of different Peregrine commits or profiles are refused unless asked for: their columns would not
 * measure the same code or the same way.
 */
public final class RunMerge {
  private static final String ANYWAY_NOTE = "Merged with --merge-anyway";

  private RunMerge() {}

  /** Why runs were not merged: the message says which differ and how to merge them anyway. */
  public static final class Refused extends IllegalArgumentException {
    Refused(String message) {
      super(message);
    }
  }

  /** One run's file and where it came from (its folder), for the messages. */
  public record Source(String name, ResultsFile file) {}

  /**
   * The merge of {@code sources} (at least one), in their order.
   *
   * @param anyway merge runs of different commits or profiles, with a warning, rather than refuse them
   * @throws Refused when the runs differ in commit or profile and {@code anyway} is false
   */
  public static ResultsFile merge(List<Source> sources, boolean anyway) {
    if (sources.isEmpty()) {
      throw new IllegalArgumentException("nothing to merge");
    }
    List<String> differences = new ArrayList<>();
    differ(sources, "Peregrine commits", Run::peregrineCommit, differences);
    differ(sources, "profiles", Run::profile, differences);
    if (!differences.isEmpty() && !anyway) {
      throw new Refused("the runs differ in " + String.join(", and in ", differences)
          + "; --merge-anyway merges them all the same");
    }

    Json json = ResultsJson.json();
    Set<String> labels = new HashSet<>();
    List<Run> merged = new ArrayList<>();
    List<Results.Jdk> jdks = new ArrayList<>();
    List<Map<String, Object>> trees = new ArrayList<>();
    List<String> runLabels = new ArrayList<>();
    for (Source source : sources) {
      ResultsFile file = source.file();
      Map<String, String> renamed = new LinkedHashMap<>();
      List<Results.Jdk> own = new ArrayList<>();
      for (Results.Jdk jdk : file.results().jdks) {
        Results.Jdk named = hasMachine(jdk) ? jdk : withMachine(jdk, machineLabel(file.run()));
        if (labels.contains(named.label())) {
          named = withMachine(named, (hasMachine(named) ? named.machine() : machineLabel(file.run())) + ", "
              + (file.run().date().isEmpty() ? source.name() : file.run().date()));
        }
        for (int n = 2; labels.contains(named.label()); n++) {
          named = withMachine(named, named.machine() + " #" + n);
        }
        labels.add(named.label());
        renamed.put(jdk.label(), named.label());
        // an experiment run in the suite's own JVM names it by java.version, without the build
        renamed.putIfAbsent("JDK " + jdk.shortVersion(), named.label());
        own.add(named);
      }
      jdks.addAll(own);
      runLabels.add(own.stream().map(Results.Jdk::label).collect(Collectors.joining(" + ")));
      if (file.isMerge()) {
        for (Run run : file.merged()) {
          merged.add(new Run(run.peregrineCommit(), run.profile(), run.date(), run.machine(),
              run.jdks().stream().map(j -> rename(j, renamed)).toList()));
        }
      } else {
        merged.add(new Run(file.run().peregrineCommit(), file.run().profile(), file.run().date(),
            file.run().machine(), own));
      }
      @SuppressWarnings("unchecked")
      Map<String, Object> tree = (Map<String, Object>) json.parse(json.write(file.results()));
      trees.add(tree);
      relabel(tree, renamed);
    }

    Map<String, Object> combined = new LinkedHashMap<>();
    List<String> takenFromOne = new ArrayList<>();
    for (Field field : Results.class.getFields()) {
      if (Modifier.isStatic(field.getModifiers())) {
        continue;
      }
      String name = field.getName();
      Class<?> type = field.getType();
      if (List.class.isAssignableFrom(type) && trees.stream().allMatch(t -> listOf(t.get(name)).stream()
          .allMatch(x -> x instanceof String))) {
        combined.put(name, mergeTexts(trees, name, runLabels));
      } else if (List.class.isAssignableFrom(type)) {
        Set<Object> all = new LinkedHashSet<>();
        trees.forEach(t -> all.addAll(listOf(t.get(name))));
        combined.put(name, new ArrayList<>(all));
      } else if (Map.class.isAssignableFrom(type)) {
        combined.put(name, mergeMaps(trees, name, runLabels));
      } else {
        int first = -1;
        int others = 0;
        for (int i = 0; i < trees.size(); i++) {
          if (!isEmpty(trees.get(i).get(name))) {
            if (first < 0) {
              first = i;
            } else {
              others++;
            }
          }
        }
        if (first >= 0) {
          Object value = trees.get(first).get(name);
          combined.put(name, value);
          if (others > 0 && value instanceof Map<?, ?>) {
            takenFromOne.add(name + " (from " + runLabels.get(first) + ")");
          }
        }
      }
    }
    Results results = ResultsJson.readResults(json.write(combined));
    results.jdks.clear();
    results.jdks.addAll(jdks);

    String commit = common(merged, Run::peregrineCommit);
    String profile = common(merged, Run::profile);
    results.mergedRuns.clear();
    merged.forEach(r -> results.mergedRuns.add(describe(r)));
    Map<String, String> header = new LinkedHashMap<>();
    header.put("Merged runs", merged.size() + ": " + merged.stream().map(RunMerge::describe)
        .collect(Collectors.joining("; ")));
    results.environment.remove("Merged runs");
    header.putAll(results.environment);
    results.environment.clear();
    results.environment.putAll(header);
    // a merged run's own note about its merge gives way to this merge's (the report's callout says the rest)
    results.warnings.removeIf(w -> w.contains(ANYWAY_NOTE));
    if (!differences.isEmpty()) {
      results.warnings.add(0, ANYWAY_NOTE + " although the runs differ in "
          + String.join(", and in ", differences) + ".");
    }
    if (!takenFromOne.isEmpty()) {
      results.warnings.add("Experiments that run on one JDK of a run are shown from one run only: "
          + String.join(", ", takenFromOne) + "; the other runs' are in their own reports.");
    }
    Run run = new Run(commit, profile, ResultsJson.now(), null, List.copyOf(jdks));
    return new ResultsFile(ResultsJson.FORMAT, ResultsJson.VERSION, run, merged, results);
  }

  /**
   * The machine's part of a column label: the CPU model without trademarks, clock and filler words
   * ("Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz" is "Xeon Platinum 8375C").
   */
  public static String machineLabel(Run run) {
    String cpu = run.machine() == null || run.machine().cpu() == null ? "unknown" : run.machine().cpu();
    String label = cpu.replaceAll("\\((R|r|TM|tm)\\)", "").replaceAll("@.*$", "")
        .replaceAll("\\b(CPU|Processor|[0-9]+-Core)\\b", "").replaceAll("\\s+", " ").strip();
    if (label.length() > 24) {
      label = label.replaceAll("^(Intel|AMD) ", "");
    }
    return label.isEmpty() ? cpu : label;
  }

  private static void differ(List<Source> sources, String what, java.util.function.Function<Run, String> key,
      List<String> differences) {
    Map<String, List<String>> byValue = new LinkedHashMap<>();
    for (Source s : sources) {
      List<Run> runs = s.file().isMerge() ? s.file().merged() : List.of(s.file().run());
      for (Run r : runs) {
        byValue.computeIfAbsent(String.valueOf(key.apply(r)), k -> new ArrayList<>()).add(s.name());
      }
    }
    if (byValue.size() > 1 || byValue.containsKey("unknown")) {
      differences.add(what + " (" + byValue.entrySet().stream()
          .map(e -> e.getKey() + " in " + String.join(", ", new LinkedHashSet<>(e.getValue())))
          .collect(Collectors.joining("; ")) + ")");
    }
  }

  private static String common(List<Run> runs, java.util.function.Function<Run, String> key) {
    return runs.stream().map(key).distinct().collect(Collectors.joining(", "));
  }

  private static String describe(Run run) {
    String jdks = run.jdks().stream().map(Results.Jdk::label).collect(Collectors.joining(", "));
    return jdks + " (" + (run.date() == null || run.date().isEmpty() ? "undated" : run.date()) + ", commit "
        + run.peregrineCommit() + ", " + run.profile() + " profile)";
  }

  private static boolean hasMachine(Results.Jdk jdk) {
    return jdk.machine() != null && !jdk.machine().isEmpty();
  }

  private static Results.Jdk withMachine(Results.Jdk jdk, String machine) {
    return new Results.Jdk(jdk.javaPath(), jdk.version(), jdk.vm(), machine);
  }

  private static Results.Jdk rename(Results.Jdk jdk, Map<String, String> renamed) {
    String label = renamed.get(jdk.label());
    if (label == null || label.equals(jdk.label())) {
      return jdk;
    }
    String suffix = " · JDK " + jdk.shortVersion();
    return withMachine(jdk, label.endsWith(suffix) ? label.substring(0, label.length() - suffix.length()) : label);
  }

  /** Renames the JDK wherever an object of the tree names it in a {@code jdk} member. */
  @SuppressWarnings("unchecked")
  private static void relabel(Object node, Map<String, String> renamed) {
    if (node instanceof Map<?, ?> map) {
      for (Map.Entry<String, Object> e : ((Map<String, Object>) map).entrySet()) {
        if (e.getKey().equals("jdk") && e.getValue() instanceof String s && renamed.containsKey(s)) {
          e.setValue(renamed.get(s));
        } else {
          relabel(e.getValue(), renamed);
        }
      }
    } else if (node instanceof Collection<?> list) {
      list.forEach(x -> relabel(x, renamed));
    }
  }

  private static List<?> listOf(Object value) {
    return value instanceof List<?> list ? list : List.of();
  }

  /** Whether a value holds no result: null, or an object whose lists and maps are all empty. */
  private static boolean isEmpty(Object value) {
    if (value == null) {
      return true;
    }
    if (value instanceof Collection<?> c) {
      return c.isEmpty();
    }
    if (value instanceof Map<?, ?> map) {
      return map.values().stream().allMatch(v -> !(v instanceof Collection<?> || v instanceof Map<?, ?>)
          || isEmpty(v));
    }
    return false;
  }

  /**
   * A list of texts (the report's notes): a text every run has, once; one only some runs have, once, after the
   * columns of the runs that have it ("AMD EPYC · JDK 17.0.15: no JDK of this run is 23 or later ...").
   */
  private static List<String> mergeTexts(List<Map<String, Object>> trees, String name, List<String> runs) {
    Map<String, List<String>> byText = new LinkedHashMap<>();
    for (int i = 0; i < trees.size(); i++) {
      for (Object text : listOf(trees.get(i).get(name))) {
        List<String> having = byText.computeIfAbsent((String) text, x -> new ArrayList<>());
        if (!having.contains(runs.get(i))) {
          having.add(runs.get(i));
        }
      }
    }
    List<String> out = new ArrayList<>();
    byText.forEach((text, having) -> out.add(having.size() == trees.size() ? text
        : String.join(", ", having) + ": " + text));
    return out;
  }

  /** A key's value when the runs that have it agree; else each run's, labelled. */
  private static Map<String, Object> mergeMaps(List<Map<String, Object>> trees, String name, List<String> runs) {
    Map<String, Map<Integer, Object>> byKey = new LinkedHashMap<>();
    for (int i = 0; i < trees.size(); i++) {
      Object value = trees.get(i).get(name);
      if (value instanceof Map<?, ?> map) {
        int run = i;
        map.forEach((k, v) -> byKey.computeIfAbsent(String.valueOf(k), x -> new LinkedHashMap<>()).put(run, v));
      }
    }
    Map<String, Object> out = new LinkedHashMap<>();
    byKey.forEach((key, values) -> {
      Set<Object> distinct = new LinkedHashSet<>(values.values());
      if (distinct.size() == 1 || !values.values().stream().allMatch(v -> v instanceof String)) {
        out.put(key, values.values().iterator().next());
      } else {
        out.put(key, values.entrySet().stream().map(e -> runs.get(e.getKey()) + ": " + e.getValue())
            .collect(Collectors.joining("; ")));
      }
    });
    return out;
  }
}
