package dev.peregrine.bench.run;

import dev.peregrine.bench.scenario.Scenario;
import java.util.List;

/** A (scenario, library) pair that passed its check and will be timed. */
public record Pair(Scenario scenario, String library, int outputBytes, List<String> notes) {}
