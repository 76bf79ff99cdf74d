package com.example.wire;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Sample items of this version of the model. */
public final class Items {

    private Items() {
    }

    public static Item sample(Random random) {
        return new Item("SKU-" + random.nextInt(100_000), "widget " + random.nextInt(1_000), 1 + random.nextInt(99), Color.values()[random.nextInt(3)],
                new ArrayList<>(List.of("tag" + random.nextInt(10), "tag" + random.nextInt(10))), "handle with care");
    }
}
