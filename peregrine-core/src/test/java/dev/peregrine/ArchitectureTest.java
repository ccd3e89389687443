package dev.peregrine;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layers of the house, as STYLE.md draws them, checked on the compiled classes: the face
 * ({@code dev.peregrine}) wires formats to binding; {@code bind} never sees a format, a format never sees
 * {@code bind}; both stand on {@code stream}; code generation plugs into {@code bind}, not the reverse; the
 * tree imports nothing of ours. The exceptions and annotations of {@code dev.peregrine} are leaves every
 * layer may use. A rule that a new import breaks fails here with the offending class and line.
 */
@AnalyzeClasses(packages = "dev.peregrine", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
  /** The face's classes that wire layers together; nothing below the face may use them. */
  private static final String[] FACE = {"dev.peregrine.Json", "dev.peregrine.Json$Builder", "dev.peregrine.Cbor",
      "dev.peregrine.Cbor$Builder", "dev.peregrine.BindingBuilder"};

  @ArchTest
  static final ArchRule formatsNeverSeeBinding = noClasses()
      .that().resideInAnyPackage("dev.peregrine.json..", "dev.peregrine.cbor..")
      .should().dependOnClassesThat().resideInAnyPackage("dev.peregrine.bind..")
      .because("a format is a reader/writer pair against dev.peregrine.stream; the face wires it to binding");

  @ArchTest
  static final ArchRule bindingNeverSeesAFormat = noClasses()
      .that().resideInAnyPackage("dev.peregrine.bind..")
      .should().dependOnClassesThat().resideInAnyPackage("dev.peregrine.json..", "dev.peregrine.cbor..")
      .because("binding works on format-neutral tokens; adding a format must not touch it");

  @ArchTest
  static final ArchRule streamLayerStandsAlone = noClasses()
      .that().resideInAnyPackage("dev.peregrine.stream..")
      .should().dependOnClassesThat().resideInAnyPackage("dev.peregrine.bind..", "dev.peregrine.json..",
          "dev.peregrine.cbor..", "dev.peregrine.tree..")
      .because("the token layer is below binding and the formats");

  @ArchTest
  static final ArchRule codegenPlugsIntoBinding = noClasses()
      .that().resideInAPackage("dev.peregrine.bind")
      .should().dependOnClassesThat().resideInAPackage("dev.peregrine.bind.gen..")
      .because("bind defines the hook (BeanCodecGenerator) and bind.gen implements it, never the reverse");

  @ArchTest
  static final ArchRule treeIsALeaf = noClasses()
      .that().resideInAPackage("dev.peregrine.tree..")
      .should().dependOnClassesThat().resideInAnyPackage("dev.peregrine.bind..", "dev.peregrine.json..",
          "dev.peregrine.cbor..", "dev.peregrine.stream..", "dev.peregrine.internal..")
      .because("the tree is plain ordered maps and lists with typed getters");

  @ArchTest
  static final ArchRule onlyTheFaceWires = noClasses()
      .that().resideOutsideOfPackage("dev.peregrine")
      .should().dependOnClassesThat().haveFullyQualifiedName(FACE[0])
      .orShould().dependOnClassesThat().haveFullyQualifiedName(FACE[1])
      .orShould().dependOnClassesThat().haveFullyQualifiedName(FACE[2])
      .orShould().dependOnClassesThat().haveFullyQualifiedName(FACE[3])
      .orShould().dependOnClassesThat().haveFullyQualifiedName(FACE[4])
      .because("the facades are the one place where a format meets the binder");

  @ArchTest
  static final ArchRule internalsStayBelow = noClasses()
      .that().resideInAPackage("dev.peregrine.internal")
      .should().dependOnClassesThat().resideInAnyPackage("dev.peregrine.bind..", "dev.peregrine.json..",
          "dev.peregrine.cbor..", "dev.peregrine.stream..", "dev.peregrine.tree..")
      .because("internal holds numbers, buffers and UTF-8 that every layer may use");
}
