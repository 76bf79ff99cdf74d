package com.example.wire;

import java.io.Serializable;
import java.util.List;

/** A stock item, as the shop stores it in its cache (a field added: note). */
public record Item(String id, String name, int quantity, Color color, List<String> tags, String note) implements Serializable {
}
