package com.example.wire;

import com.esotericsoftware.kryo.Kryo;

import java.util.ArrayList;

/** The team's Kryo, with its classes registered explicitly (Item, Color, ArrayList). */
public final class TeamKryo {

    private TeamKryo() {
    }

    public static Kryo newKryo() {
        Kryo kryo = new Kryo();
        kryo.register(Item.class);
        kryo.register(Color.class);
        kryo.register(ArrayList.class);
        return kryo;
    }
}
