package com.example.wire;

import java.io.Serializable;
import java.util.List;

/** A stock item, as the shop stores it in its cache (the version the golden bytes were recorded with). */
public record Item(String id, String name, int quantity, Color color, List<String> tags) implements Serializable {
}
