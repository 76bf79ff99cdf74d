package com.example.wire;

import java.io.Serializable;
import java.util.List;

/** A stock item, as the shop stores it in its cache (a field renamed: name is now title). */
public record Item(String id, String title, int quantity, Color color, List<String> tags) implements Serializable {
}
