package com.example.wire;

import java.io.Serializable;
import java.util.List;

/** A stock item, as the shop stores it in its cache (a field removed: quantity). */
public record Item(String id, String name, Color color, List<String> tags) implements Serializable {
}
