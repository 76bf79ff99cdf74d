package com.example.wire;

/** What the team sends: a record of two fields. */
public record Message(String topic, int sequence) {
}
