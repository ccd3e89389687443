package dev.peregrine.bind.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.peregrine.bind.EmptyOptionalContractTest;
import dev.peregrine.bind.IgnoredPropertiesContractTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The types of the regression tests that changed generated code (ignored creator parameters, empty Optionals
 * skipped) really are served by generated classes in the codegen engine, so those tests prove the generated
 * twin and not only the reflective one.
 */
class GeneratedForRegressionTypesTest {
  @Test
  void regressionTypesAreGenerated() {
    for (Class<?> type : List.of(IgnoredPropertiesContractTest.Account.class, IgnoredPropertiesContractTest.Ignores.class,
        IgnoredPropertiesContractTest.Pojo.class, IgnoredPropertiesContractTest.Parameter.class,
        EmptyOptionalContractTest.Pojo.class, EmptyOptionalContractTest.Rec.class)) {
      Bound b = Bound.codegen();
      b.write(b.read("{}", type));
      assertEquals("generated", b.path(type), type.getName());
    }
  }
}
