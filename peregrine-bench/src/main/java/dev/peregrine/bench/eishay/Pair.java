package dev.peregrine.bench.eishay;

import dev.peregrine.bench.eishay.Scenario;
import java.util.List;

/** A (scenario, library) pair that passed its check and will be timed. */
public record Pair(Scenario scenario, String library, int outputBytes, List<String> notes) {}
