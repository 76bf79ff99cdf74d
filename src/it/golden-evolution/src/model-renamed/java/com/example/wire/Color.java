package com.example.wire;

public enum Color { RED, GREEN, BLUE }
