package com.example.closed;

import dev.peregrine.Cbor;
import dev.peregrine.CborException;
import dev.peregrine.Json;
import dev.peregrine.JsonException;

/** Run on the module path by ModulePathTest: prints one line per check, "ok NAME" or "FAIL NAME: why". */
public final class Main {
  private static int failures;

  public static void main(String[] args) {
    for (boolean codegen : new boolean[] {false, true}) {
      String engine = codegen ? "codegen" : "reflection";
      Json json = Json.builder().codegen(codegen).build();
      Cbor cbor = Cbor.builder().codegen(codegen).build();
      Point p = new Point(3, -4, "origin");
      for (int i = 0; i < 3; i++) {
        String text = json.write(p);
        check(engine + " record json " + i, text.equals("{\"x\":3,\"y\":-4,\"label\":\"origin\"}")
            && json.read(text, Point.class).equals(p), text);
        check(engine + " record cbor " + i, cbor.read(cbor.write(p), Point.class).equals(p), "");
      }
      Account a = new Account();
      a.setOwner("Ada");
      a.setBalance(10);
      Account back = json.read(json.write(a), Account.class);
      check(engine + " public accessors", back.getOwner().equals("Ada") && back.getBalance() == 10, json.write(a));
      try {
        json.read("{\"secret\":\"s\"}", Sealed.class);
        check(engine + " closed read", false, "no exception");
      } catch (JsonException e) {
        System.out.println("message: " + e.getMessage());
        check(engine + " closed read", e.getMessage().contains(
            "cannot bind com.example.closed.Sealed: module user.closed does not open com.example.closed to dev.peregrine: add 'opens com.example.closed to dev.peregrine;' to its module-info.java"), e.getMessage());
      }
      try {
        cbor.write(new Sealed());
        check(engine + " closed write", false, "no exception");
      } catch (CborException e) {
        check(engine + " closed write", e.getMessage().contains("add 'opens com.example.closed to dev.peregrine;'"), e.getMessage());
      }
    }
    System.out.println(failures == 0 ? "ALL OK" : failures + " FAILED");
  }

  private static void check(String name, boolean ok, Object detail) {
    if (!ok) failures++;
    System.out.println(ok ? "ok " + name : "FAIL " + name + ": " + detail);
  }
}
