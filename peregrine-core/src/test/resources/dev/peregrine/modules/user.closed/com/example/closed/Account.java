package com.example.closed;

/** A public class with public accessors: bound through them, its private fields never touched. */
public class Account {
  private String owner;
  private long balance;

  public String getOwner() {
    return owner;
  }

  public void setOwner(String owner) {
    this.owner = owner;
  }

  public long getBalance() {
    return balance;
  }

  public void setBalance(long balance) {
    this.balance = balance;
  }
}
