package com.example.closed;

/** A public record in an exported package: its accessors and canonical constructor are public. */
public record Point(int x, int y, String label) {}
