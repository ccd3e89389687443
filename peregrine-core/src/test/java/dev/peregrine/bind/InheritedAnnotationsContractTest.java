package dev.peregrine.bind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.peregrine.Format;
import dev.peregrine.Ignore;
import dev.peregrine.IncludeNulls;
import dev.peregrine.Property;
import dev.peregrine.contract.NamedContractTest;
import dev.peregrine.contract.Variant;
import dev.peregrine.jackson.JacksonOracles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;

/**
 * Peregrine's member annotations ({@code @Ignore}, {@code @Property}, {@code @IncludeNulls}, {@code @Format})
 * on a getter or setter hold for the methods that override it, in a subclass or in a class implementing an
 * interface, as Jackson's do: an override that does not repeat {@code @Ignore} must not write a password.
 * Each class has a twin carrying Jackson's equivalent annotations, and Peregrine must write and read the one as
 * Jackson 2 and 3 write and read the other.
 */
class InheritedAnnotationsContractTest {

  // ---- @Ignore on a superclass's getter

  public static class Account {
    protected String user = "ann";
    protected String password = "secret";

    public String getUser() {
      return user;
    }

    public void setUser(String user) {
      this.user = user;
    }

    @Ignore
    public String getPassword() {
      return password;
    }

    public void setPassword(String password) {
      this.password = password;
    }
  }

  public static class AdminAccount extends Account {
    @Override
    public String getPassword() {
      return password;
    }
  }

  /** Overrides again two levels down, through a class that does not. */
  public static class RootAccount extends AdminAccount {
    public int level = 9;

    @Override
    public String getPassword() {
      return "root-" + password;
    }
  }

  public static class JacksonAccount {
    protected String user = "ann";
    protected String password = "secret";

    public String getUser() {
      return user;
    }

    public void setUser(String user) {
      this.user = user;
    }

    @JsonIgnore
    public String getPassword() {
      return password;
    }

    public void setPassword(String password) {
      this.password = password;
    }
  }

  public static class JacksonAdminAccount extends JacksonAccount {
    @Override
    public String getPassword() {
      return password;
    }
  }

  public static class JacksonRootAccount extends JacksonAdminAccount {
    public int level = 9;

    @Override
    public String getPassword() {
      return "root-" + password;
    }
  }

  static final String ATTACK = "{\"user\":\"mallory\",\"password\":\"forged\",\"pin\":\"0000\",\"level\":1,"
      + "\"token\":\"forged\"}";

  @NamedContractTest
  void anIgnoreOnAnOverriddenGetterHoldsForTheOverride(Variant v) {
    assertEquals("{\"user\":\"ann\"}", v.write(new AdminAccount()));
    assertSameAsJackson(new JacksonAdminAccount(), v.write(new AdminAccount()));
    assertSameAsJackson(new JacksonRootAccount(), v.write(new RootAccount()));

    AdminAccount admin = v.read(ATTACK, AdminAccount.class);
    assertEquals("mallory", admin.user);
    assertEquals("secret", admin.password, "an ignored property was taken from input");
    assertEquals(jacksonRead(ATTACK, JacksonAdminAccount.class).password, admin.password);
    RootAccount root = v.read(ATTACK, RootAccount.class);
    assertEquals("secret", root.password);
    assertEquals(1, root.level);
    assertEquals(jacksonRead(ATTACK, JacksonRootAccount.class).password, root.password);
  }

  /** {@code @Ignore} on the setter an override replaces: the whole property is still left out. */
  public static class Ledger {
    public String owner = "ann";
    protected long balance = 10;

    public long getBalance() {
      return balance;
    }

    @Ignore
    public void setBalance(long balance) {
      this.balance = balance;
    }
  }

  public static class AuditedLedger extends Ledger {
    @Override
    public void setBalance(long balance) {
      this.balance = balance;
    }
  }

  public static class JacksonLedger {
    public String owner = "ann";
    protected long balance = 10;

    public long getBalance() {
      return balance;
    }

    @JsonIgnore
    public void setBalance(long balance) {
      this.balance = balance;
    }
  }

  public static class JacksonAuditedLedger extends JacksonLedger {
    @Override
    public void setBalance(long balance) {
      this.balance = balance;
    }
  }

  @NamedContractTest
  void anIgnoreOnAnOverriddenSetterHoldsForTheOverride(Variant v) {
    assertEquals("{\"owner\":\"ann\"}", v.write(new AuditedLedger()));
    assertSameAsJackson(new JacksonAuditedLedger(), v.write(new AuditedLedger()));
    String input = "{\"owner\":\"bo\",\"balance\":1000000}";
    assertEquals(10, v.read(input, AuditedLedger.class).balance, "an ignored property was taken from input");
    assertEquals(jacksonRead(input, JacksonAuditedLedger.class).balance, v.read(input, AuditedLedger.class).balance);
  }

  // ---- @Ignore on an interface's method, and on an interface's superinterface

  public interface Sensitive {
    @Ignore
    String getPin();
  }

  public interface Card extends Sensitive {}

  public static class DebitCard implements Card {
    public String number = "4000";
    protected String pin = "1234";

    @Override
    public String getPin() {
      return pin;
    }

    public void setPin(String pin) {
      this.pin = pin;
    }
  }

  /** Its superclass implements the interface; the getter is overridden here. */
  public static class GoldCard extends DebitCard {
    @Override
    public String getPin() {
      return "gold";
    }
  }

  public interface JacksonSensitive {
    @JsonIgnore
    String getPin();
  }

  public interface JacksonCard extends JacksonSensitive {}

  public static class JacksonDebitCard implements JacksonCard {
    public String number = "4000";
    protected String pin = "1234";

    @Override
    public String getPin() {
      return pin;
    }

    public void setPin(String pin) {
      this.pin = pin;
    }
  }

  public static class JacksonGoldCard extends JacksonDebitCard {
    @Override
    public String getPin() {
      return "gold";
    }
  }

  @NamedContractTest
  void anIgnoreOnAnInterfaceMethodHoldsForItsImplementations(Variant v) {
    assertEquals("{\"number\":\"4000\"}", v.write(new DebitCard()));
    assertSameAsJackson(new JacksonDebitCard(), v.write(new DebitCard()));
    assertSameAsJackson(new JacksonGoldCard(), v.write(new GoldCard()));
    assertEquals("1234", v.read(ATTACK, DebitCard.class).pin, "an ignored property was taken from input");
    assertEquals(jacksonRead(ATTACK, JacksonDebitCard.class).pin, v.read(ATTACK, DebitCard.class).pin);
    assertEquals("1234", v.read(ATTACK, GoldCard.class).pin);
  }

  /** A record's accessor implementing an ignored interface method: the component is no property. */
  public interface HasToken {
    @Ignore
    String token();
  }

  public record Login(String user, String token) implements HasToken {}

  public interface JacksonHasToken {
    @JsonIgnore
    String token();
  }

  public record JacksonLogin(String user, String token) implements JacksonHasToken {}

  @NamedContractTest
  void anIgnoreOnAnInterfaceMethodHoldsForARecordAccessor(Variant v) {
    assertEquals("{\"user\":\"ann\"}", v.write(new Login("ann", "t")));
    assertSameAsJackson(new JacksonLogin("ann", "t"), v.write(new Login("ann", "t")));
    Login read = v.read(ATTACK, Login.class);
    assertEquals(new Login("mallory", null), read);
    assertEquals(jacksonRead(ATTACK, JacksonLogin.class).token(), read.token());
  }

  // ---- @Property, @IncludeNulls and @Format on an overridden getter

  public static class Profile {
    protected String name = "Ann Lee";
    protected String note;
    protected LocalDate born = LocalDate.of(1990, 2, 28);

    @Property(value = "full_name", aliases = "fullName")
    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    @IncludeNulls
    public String getNote() {
      return note;
    }

    public void setNote(String note) {
      this.note = note;
    }

    @Format("dd/MM/yyyy")
    public LocalDate getBorn() {
      return born;
    }

    public void setBorn(LocalDate born) {
      this.born = born;
    }
  }

  public static class MemberProfile extends Profile {
    @Override
    public String getName() {
      return name;
    }

    @Override
    public String getNote() {
      return note;
    }

    @Override
    public LocalDate getBorn() {
      return born;
    }
  }

  public static class JacksonProfile {
    protected String name = "Ann Lee";
    protected String note;
    protected LocalDate born = LocalDate.of(1990, 2, 28);

    @JsonProperty("full_name")
    public String getName() {
      return name;
    }

    public void setName(String name) {
      this.name = name;
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    public String getNote() {
      return note;
    }

    public void setNote(String note) {
      this.note = note;
    }

    @JsonFormat(pattern = "dd/MM/yyyy")
    public LocalDate getBorn() {
      return born;
    }

    public void setBorn(LocalDate born) {
      this.born = born;
    }
  }

  public static class JacksonMemberProfile extends JacksonProfile {
    @Override
    public String getName() {
      return name;
    }

    @Override
    public String getNote() {
      return note;
    }

    @Override
    public LocalDate getBorn() {
      return born;
    }
  }

  @NamedContractTest
  void propertyIncludeNullsAndFormatOnAnOverriddenGetterHoldForTheOverride(Variant v) {
    String written = v.write(new MemberProfile());
    assertEquals("{\"full_name\":\"Ann Lee\",\"note\":null,\"born\":\"28/02/1990\"}", written);
    assertSameAsJackson(new JacksonMemberProfile(), written);

    String input = "{\"full_name\":\"Bo\",\"note\":\"n\",\"born\":\"01/12/1999\"}";
    MemberProfile read = v.read(input, MemberProfile.class);
    JacksonMemberProfile jackson = jacksonRead(input, JacksonMemberProfile.class);
    assertEquals("Bo", read.name);
    assertEquals(jackson.name, read.name);
    assertEquals(jackson.note, read.note);
    assertEquals(LocalDate.of(1999, 12, 1), read.born);
    assertEquals(jackson.born, read.born);
    assertEquals("Cy", v.read("{\"fullName\":\"Cy\"}", MemberProfile.class).name, "the inherited alias is read");
    assertEquals("Ann Lee", v.read("{\"name\":\"Cy\"}", MemberProfile.class).name, "the Java name is not read");
  }

  /** The override's own annotation wins over the one it overrides. */
  public static class RenamedAgain extends Profile {
    @Override
    @Property("display_name")
    public String getName() {
      return name;
    }
  }

  public static class JacksonRenamedAgain extends JacksonProfile {
    @Override
    @JsonProperty("display_name")
    public String getName() {
      return name;
    }
  }

  @NamedContractTest
  void anOverridesOwnAnnotationWinsOverTheInheritedOne(Variant v) {
    String written = v.write(new RenamedAgain());
    assertEquals("{\"display_name\":\"Ann Lee\",\"note\":null,\"born\":\"28/02/1990\"}", written);
    assertSameAsJackson(new JacksonRenamedAgain(), written);
    assertEquals("Bo", v.read("{\"display_name\":\"Bo\"}", RenamedAgain.class).name);
  }

  /** A non-public getter made a property by {@code @Property} stays one when overridden without it. */
  public static class Hidden {
    protected int code = 7;

    @Property
    protected int getCode() {
      return code;
    }
  }

  public static class StillHidden extends Hidden {
    @Override
    protected int getCode() {
      return code * 2;
    }
  }

  public static class JacksonHidden {
    protected int code = 7;

    @JsonProperty
    protected int getCode() {
      return code;
    }
  }

  public static class JacksonStillHidden extends JacksonHidden {
    @Override
    protected int getCode() {
      return code * 2;
    }
  }

  @NamedContractTest
  void anAnnotatedNonPublicGetterOverriddenWithoutTheAnnotationIsStillAProperty(Variant v) {
    assertEquals("{\"code\":14}", v.write(new StillHidden()));
    assertSameAsJackson(new JacksonStillHidden(), v.write(new StillHidden()));
  }

  // ---- oracles

  /** Asserts that {@code peregrine} is the JSON both Jacksons write of {@code jacksonTwin}, as trees. */
  private static void assertSameAsJackson(Object jacksonTwin, String peregrine) {
    assertEquals(JacksonOracles.tree(JacksonOracles.jackson2(jacksonTwin)), JacksonOracles.tree(peregrine),
        "against Jackson 2: " + JacksonOracles.jackson2(jacksonTwin));
    assertEquals(JacksonOracles.tree(JacksonOracles.jackson3(jacksonTwin)), JacksonOracles.tree(peregrine),
        "against Jackson 3: " + JacksonOracles.jackson3(jacksonTwin));
  }

  /** What Jackson 2 reads of {@code json}, after checking that Jackson 3 reads the same. */
  private static <T> T jacksonRead(String json, Class<T> type) {
    try {
      T two = JacksonOracles.JACKSON_2.readValue(json, type);
      T three = JacksonOracles.JACKSON_3.readValue(json, type);
      assertEquals(JacksonOracles.tree(JacksonOracles.jackson2(two)), JacksonOracles.tree(JacksonOracles.jackson2(three)),
          "Jackson 2 and 3 read " + json + " alike");
      return two;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
