package com.example.versions;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** A team's model with the JDK types the built-in codecs must handle: UUID, Instant, Optional. */
public record Shipment(UUID id, Instant shippedAt, Optional<String> note, List<String> items) {
}
