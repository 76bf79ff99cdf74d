package com.example.wire;

import java.util.Map;

/** The field numbers of Item's message in the team's .proto; a renamed field keeps its number, a removed one's is not reused. */
public final class ItemSchema {

    public static final Map<String, Integer> NUMBERS = Map.of("id", 1, "name", 2, "color", 4, "tags", 5);

    private ItemSchema() {
    }
}
