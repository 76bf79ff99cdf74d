package com.example.wire;

import java.io.Serializable;
import java.util.List;

/** A stock item, as the shop stores it in its cache (unchanged; only the team's Kryo registers its classes in another order). */
public record Item(String id, String name, int quantity, Color color, List<String> tags) implements Serializable {
}
