package dev.peregrine.bench;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import dev.peregrine.bench.experiment.Experiment;
import dev.peregrine.bench.report.ReportSection;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The bench's package arrows: {@code Suite} is only the entry point and the orchestration
 * ({@code run.SuiteRun}) is called only from it, so no runner calls back into either; the report (its model and
 * renderers) reads a run's {@code result} and knows nothing of how it was run; each experiment's section, in the
 * experiment's own package beside its runner, reaches only result and report types, never a runner; the results
 * know nothing of the runners or the report; the peers ({@code peer}) and the data model know nothing of
 * the rest.
 */
class ArchitectureTest {
  private static final String BENCH = "dev.peregrine.bench";
  private static JavaClasses classes;

  @BeforeAll
  static void importMainClasses() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages(BENCH);
  }

  @Test
  void nothingCallsBackIntoTheEntryPoint() {
    check(noClasses().that().doNotHaveFullyQualifiedName(BENCH + ".Suite")
        .should().dependOnClassesThat().haveFullyQualifiedName(BENCH + ".Suite")
        .because("Suite is the entry point ./bench starts; runners used to call back into it"));
  }

  @Test
  void runnersNeverCallBackIntoTheOrchestration() {
    check(noClasses().that().doNotHaveFullyQualifiedName(BENCH + ".Suite")
        .and().doNotHaveFullyQualifiedName(BENCH + ".run.SuiteRun")
        .should().dependOnClassesThat().haveFullyQualifiedName(BENCH + ".run.SuiteRun")
        .because("the orchestration calls the runners (ForkTimer, ColdStartRunner, NoUnsafe), never the reverse"));
  }

  @Test
  void theReportKnowsNothingOfHowTheRunRan() {
    check(noClasses().that().resideInAPackage(BENCH + ".report..")
        .should().dependOnClassesThat().resideInAnyPackage(BENCH + ".run..", BENCH + ".jmh..", "org.openjdk.jmh..")
        .because("the report is rendered from a run's results alone, not from the runners or JMH's launch code"));
  }

  @Test
  void anExperimentsSectionReachesNoRunner() {
    check(noClasses().that().implement(ReportSection.class)
        .should().transitivelyDependOnClassesThat(resideInAnyPackage(BENCH + ".run..", BENCH + ".jmh..",
            BENCH + ".experiment..", "org.openjdk.jmh..")
            .or(assignableTo(Experiment.class)).or(simpleNameEndingWith("Runner")))
        .because("a section renders a run's results alone; the experiment beside it in its package runs, the "
            + "section only reads what it wrote"));
  }

  @Test
  void theVerdictsOnPublishedClaimsReadOnlyResults() {
    check(noClasses().that().resideInAPackage(BENCH + ".published..")
        .should().dependOnClassesThat().resideInAnyPackage(BENCH + ".run..", BENCH + ".report..", "org.openjdk.jmh..")
        .because("a report's verdicts are those of its run's results, read back on whatever machine renders them"));
  }

  @Test
  void resultsKnowNothingOfTheRunnersOrTheReport() {
    check(noClasses().that().resideInAPackage(BENCH + ".result..")
        .should().dependOnClassesThat().resideInAnyPackage(BENCH + ".run..", BENCH + ".report..", BENCH + ".jmh..")
        .because("results are what the runners hand to the report"));
  }

  @Test
  void peerAdaptersAndTheModelStandAlone() {
    check(noClasses().that().resideInAnyPackage(BENCH + ".lib..", BENCH + ".model..")
        .should().dependOnClassesThat().resideInAnyPackage(BENCH + ".run..", BENCH + ".report..",
            BENCH + ".result..", BENCH + ".scenario..", BENCH + ".jmh..")
        .orShould().dependOnClassesThat().haveFullyQualifiedName(BENCH + ".Suite")
        .because("an adapter wraps one library; the suite uses it, never the reverse"));
  }

  @Test
  void theSuiteUsesPeregrineThroughItsPublicApiOnly() {
    check(noClasses().that().resideInAPackage(BENCH + "..")
        .should().dependOnClassesThat().resideInAnyPackage("dev.peregrine.internal..", "dev.peregrine.json..",
            "dev.peregrine.bind.gen..")
        .because("the suite measures what users get; those packages are not exported by the module dev.peregrine"));
  }

  private static void check(ArchRule rule) {
    rule.check(classes);
  }
}
