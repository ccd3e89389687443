package com.example.closed;

/** Private fields only: binding it needs the package opened. */
public class Sealed {
  private String secret = "s";
}
